import { accessFuncs, Codes, codeMessages, type CallDef } from "@qinlian/contract";
import { z } from "zod";
import type { Config } from "../config";

type Json = Record<string, unknown>;

function schemaOf(s: z.ZodType, io: "input" | "output"): Json {
  const out = z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" }) as Json;
  delete out.$schema;
  return out;
}

const accessText = (a: CallDef["access"]) =>
  a === "public" ? "公开（无需登录）" : a === "member" ? "登录会员" : `需要功能权限 ${accessFuncs(a).join(" 或 ")}`;

/** OpenAPI 3.1 document generated from the served calls' contract descriptors. */
export function openApiDocument(calls: readonly CallDef[], config: Pick<Config, "APP_CODE" | "SITE_NAME">): Json {
  const paths: Json = {};
  for (const c of [...calls].sort((a, b) => a.path.localeCompare(b.path))) {
    const signed = c.path.startsWith("/openapi/");
    const requestBody =
      c.body === "multipart"
        ? {
            required: true,
            content: {
              "multipart/form-data": {
                schema: { type: "object", required: ["file"], properties: { file: { type: "string", format: "binary" } } },
              },
            },
          }
        : { required: false, content: { "application/json": { schema: schemaOf(c.input, "input") } } };
    paths[c.path] = {
      post: {
        operationId: c.path.replace(/^\//, "").replace(/[^A-Za-z0-9]+/g, "_"),
        summary: c.summary,
        description: `访问：${accessText(c.access)}${signed ? "；须签名（AppCode、AppTimestamp、AppSign）" : ""}`,
        tags: [c.domain],
        "x-access": c.access,
        security: c.access === "public" ? [] : [{ ticketHeader: [] }, { ticketCookie: [] }],
        parameters: signed ? [{ $ref: "#/components/parameters/AppCode" }, { $ref: "#/components/parameters/AppTimestamp" }, { $ref: "#/components/parameters/AppSign" }] : [],
        requestBody,
        responses: {
          "200": {
            description: `业务应答：code 为 "0" 时 data 为结果，否则为业务错误`,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["code", "msg", "data"],
                  properties: { code: { type: "string" }, msg: { type: "string" }, data: schemaOf(c.output, "output") },
                },
              },
            },
          },
          "429": { description: "请求过于频繁（code 100007）" },
          "500": { description: "服务器内部错误（应答不含内部细节，带请求编号）" },
        },
      },
    };
  }
  const header = (name: string, description: string) => ({ name, in: "header", required: true, schema: { type: "string" }, description });
  return {
    openapi: "3.1.0",
    info: {
      title: `禽链 Qinlian API — ${config.SITE_NAME}`,
      version: "1.0.0",
      description:
        "所有接口均为 POST + JSON。应答为 { code, msg, data }，code 为 \"0\" 表示成功。业务码见 x-business-codes。",
    },
    "x-business-codes": Object.entries(Codes).map(([name, code]) => ({ code, name, message: codeMessages[code] })),
    paths,
    components: {
      parameters: {
        AppCode: header("AppCode", "应用编码"),
        AppTimestamp: header("AppTimestamp", "毫秒时间戳，与服务器相差不超过 5 分钟"),
        AppSign: header("AppSign", "SHA-1(AppCode + 公钥 + AppTimestamp + 原始请求体) 的十六进制"),
      },
      securitySchemes: {
        ticketHeader: { type: "apiKey", in: "header", name: `${config.APP_CODE}Ticket` },
        ticketCookie: { type: "apiKey", in: "cookie", name: `${config.APP_CODE}Ticket` },
      },
    },
  };
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/** A readable, script-free page of the OpenAPI document: calls grouped by domain, schemas folded. */
export function docsPage(doc: Json): string {
  const info = doc.info as { title: string; description: string };
  const paths = doc.paths as Record<string, { post: { summary: string; description: string; tags: string[]; requestBody: Json; responses: Json } }>;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    const tag = item.post.tags[0];
    const list = byTag.get(tag) ?? [];
    list.push(path);
    byTag.set(tag, list);
  }
  const codes = doc["x-business-codes"] as { code: string; name: string; message: string }[];
  const sections = [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, list]) => {
      const rows = list
        .map((p) => {
          const op = paths[p].post;
          const req = JSON.stringify(op.requestBody, null, 2);
          const res = JSON.stringify((op.responses["200"] as Json).content, null, 2);
          return `<article><h3><code>POST ${esc(p)}</code></h3><p>${esc(op.summary)}</p><p class="m">${esc(op.description)}</p>
<details><summary>请求</summary><pre>${esc(req)}</pre></details><details><summary>应答</summary><pre>${esc(res)}</pre></details></article>`;
        })
        .join("\n");
      return `<section id="${esc(tag)}"><h2>${esc(tag)} <small>(${list.length})</small></h2>${rows}</section>`;
    })
    .join("\n");
  const nav = [...byTag.keys()].sort().map((t) => `<a href="#${esc(t)}">${esc(t)}</a>`).join(" · ");
  const codeRows = codes.map((c) => `<tr><td><code>${esc(c.code)}</code></td><td>${esc(c.name)}</td><td>${esc(c.message)}</td></tr>`).join("");
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(info.title)}</title>
<style>body{font:14px/1.6 system-ui,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;max-width:1100px;margin:24px auto;padding:0 16px;color:#222}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace}pre{background:#f6f8fa;padding:8px;overflow:auto;max-height:420px}
article{border-top:1px solid #eee;padding:6px 0}.m{color:#666}table{border-collapse:collapse}td{border:1px solid #ddd;padding:2px 8px}h3{margin:6px 0;font-size:15px}</style>
</head><body><h1>${esc(info.title)}</h1><p>${esc(info.description)} 机器可读文档：<a href="/openapi.json">/openapi.json</a></p>
<h2>业务码</h2><table>${codeRows}</table><p>${nav}</p>${sections}</body></html>`;
}
