import { createHash } from "node:crypto";
import { accessFuncs, Codes, codeMessages, ticketHeaderName, type Envelope } from "@qinlian/contract";
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Config } from "../config";
import type { Ctx, HttpSide } from "./context";
import type { Db } from "./db";
import { BizError, ClientBodyError, isUniqueViolation } from "./errors";
import type { Impl } from "./implement";
import { foreignOrigin } from "./same-origin";
import { useChineseZodMessages } from "./zod-messages";
import type { Services } from "./services";
import { verifySignature } from "./signature";

export interface PipelineDeps {
  readonly config: Config;
  readonly db: Db;
  readonly services: Services;
  /** Check every reply against the call's output schema (on in tests, to catch contract drift). */
  readonly validateOutput: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const MINUTE = 60_000;

useChineseZodMessages();

/** Formats zod issues as "field: message; field2: message" (the field path joined with dots). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): { msg: string; fields: string[] } {
  const fields: string[] = [];
  const parts: string[] = [];
  for (const i of issues.slice(0, 5)) {
    const segments = i.path.map(String);
    // A path into a deeply nested body stays readable (and the reply small): its ends are what matter.
    const shown = segments.length > 12 ? [...segments.slice(0, 5), "…", ...segments.slice(-5)] : segments;
    const field = shown.length ? shown.join(".") : "(请求体)";
    fields.push(field);
    parts.push(`${field}: ${i.message}`);
  }
  return { msg: `参数错误 — ${parts.join("；")}`, fields };
}

function envelope(code: string, msg: string, data: unknown = null): Envelope {
  return { code, msg, data };
}

/** Registers every implemented call as `POST <path>` running through the same pipeline. */
export function registerCalls(app: FastifyInstance, impls: readonly Impl[], deps: PipelineDeps): void {
  const seen = new Set<string>();
  for (const impl of impls) {
    if (seen.has(impl.call.path)) throw new Error(`call registered twice: ${impl.call.path}`);
    seen.add(impl.call.path);
    app.post(impl.call.path, (req, reply) => runCall(impl, req, reply, deps));
  }
}

async function limit(deps: PipelineDeps, key: string, perMinute: number): Promise<void> {
  const d = await deps.services.limiter.hit(key, perMinute, MINUTE);
  if (!d.allowed) {
    const retryAfterSeconds = Math.max(1, Math.ceil(d.retryAfterMs / 1000));
    throw new BizError(Codes.RATE_LIMITED, `请求过于频繁，请 ${retryAfterSeconds} 秒后再试`, { retryAfterSeconds });
  }
}

/** The ticket a request carries (the header, else the HttpOnly cookie), if any. */
export function readTicket(req: FastifyRequest, appCode: string): string | null {
  const name = ticketHeaderName(appCode);
  const header = req.headers[name.toLowerCase()];
  const value = (Array.isArray(header) ? header[0] : header) || req.cookies?.[name];
  return value && value.length <= 200 ? value : null;
}

/** True when the request's ticket came from the cookie (no ticket header): what a browser sends by itself. */
function ticketFromCookie(req: FastifyRequest, appCode: string): boolean {
  return !req.headers[ticketHeaderName(appCode).toLowerCase()] && !!req.cookies?.[ticketHeaderName(appCode)];
}

function httpSide(req: FastifyRequest, reply: FastifyReply, config: Config, ticket: string | null): HttpSide {
  const name = ticketHeaderName(config.APP_CODE);
  const base = { path: "/", sameSite: "lax" as const, secure: config.COOKIE_SECURE };
  const domains: (string | undefined)[] = [undefined];
  if (config.TICKET_COOKIE_DOMAIN) domains.push(config.TICKET_COOKIE_DOMAIN);
  return {
    ticket,
    userAgent: req.headers["user-agent"] ?? null,
    setTicketCookie(value, expiresAt) {
      // The ticket itself is HttpOnly (script cannot read it); the "Login" marker is what the
      // web guard reads to know a ticket cookie exists (spec §2: needLogin without a ticket → login).
      for (const domain of domains) {
        reply.setCookie(name, value, { ...base, domain, httpOnly: true, expires: expiresAt });
        reply.setCookie(`${config.APP_CODE}Login`, "1", { ...base, domain, httpOnly: false, expires: expiresAt });
      }
    },
    clearTicketCookie() {
      for (const domain of domains) {
        reply.clearCookie(name, { ...base, domain });
        reply.clearCookie(`${config.APP_CODE}Login`, { ...base, domain });
      }
    },
  };
}

function uploadLimitMb(config: Config, kind: NonNullable<Impl["upload"]>): number {
  return kind === "image" ? config.UPLOAD_IMAGE_MAX_MB : kind === "video" ? config.UPLOAD_VIDEO_MAX_MB : config.UPLOAD_FILE_MAX_MB;
}

async function runCall(impl: Impl, req: FastifyRequest, reply: FastifyReply, deps: PipelineDeps): Promise<Envelope> {
  const { config, services } = deps;
  const { call } = impl;
  try {
    // @fastify/multipart accepts form-data on every route and leaves the body empty: only uploads take it.
    if (call.body === "json" && req.isMultipart()) {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(req.headers["content-type"]);
    }
    await limit(deps, `ip:${req.ip}`, config.RATE_LIMIT_IP_PER_MIN);
    if (call.ratePerMinute) await limit(deps, `call:${call.path}:${req.ip}`, call.ratePerMinute);

    const signed = req.headers.appsign !== undefined;
    if (signed || call.path.startsWith("/openapi/") || config.SIGN_API_REQUIRED) {
      verifySignature(
        {
          appCode: req.headers.appcode as string | undefined,
          timestamp: req.headers.apptimestamp as string | undefined,
          sign: req.headers.appsign as string | undefined,
          body: req.rawBody ?? "",
        },
        { appCode: config.APP_CODE, publicKey: config.APP_PUBLIC_KEY, windowSeconds: config.SIGN_WINDOW_SECONDS, nowMs: Date.now() },
      );
    }

    const ticket = readTicket(req, config.APP_CODE);
    if (ticket && ticketFromCookie(req, config.APP_CODE)) {
      // The cookie rides along with any form or script on another site: refuse what a foreign page sent.
      const origin = foreignOrigin(req, config.PUBLIC_URL);
      if (origin !== null) {
        req.log.warn({ reqId: req.id, origin, host: req.host, url: req.url }, "cookie-authenticated call from a foreign origin refused");
        throw new BizError(Codes.FORBIDDEN, `跨站请求已拒绝：请求来源 ${origin} 不是本站`, { origin });
      }
    }
    if (ticket) {
      const tkey = createHash("sha256").update(ticket).digest("base64url").slice(0, 22);
      await limit(deps, `ticket:${tkey}`, config.RATE_LIMIT_TICKET_PER_MIN);
    }
    const now = new Date();
    const member = ticket ? await services.resolveMember(deps.db, ticket, now) : null;
    if (call.access !== "public") {
      if (!ticket) throw new BizError(Codes.NOT_LOGGED_IN);
      if (!member) throw new BizError(Codes.TICKET_INVALID);
      const funcs = accessFuncs(call.access);
      if (funcs.length && !funcs.some((f) => member.funcs.has(f))) {
        throw new BizError(Codes.FORBIDDEN, funcs.length === 1 ? `没有“${funcs[0]}”功能的操作权限` : `没有以下任一功能的操作权限：${funcs.join("、")}`);
      }
    }

    const ctx: Ctx = {
      db: deps.db,
      inTransaction: false,
      log: req.log,
      reqId: req.id,
      ip: req.ip,
      now,
      config,
      services,
      member,
      http: httpSide(req, reply, config, ticket),
    };

    let data: unknown;
    if (impl.upload && impl.uploadHandler && member) {
      data = await impl.uploadHandler(await readUpload(req, uploadLimitMb(config, impl.upload)), { ...ctx, member });
    } else {
      const body = req.body ?? {};
      if (typeof body !== "object" || Array.isArray(body)) {
        throw new BizError(Codes.VALIDATION, "参数错误 — (请求体): 应为 JSON 对象", { fields: ["(请求体)"] });
      }
      const parsed = call.input.safeParse(body);
      if (!parsed.success) {
        const { msg, fields } = describeIssues(parsed.error.issues);
        throw new BizError(Codes.VALIDATION, msg, { fields });
      }
      data = await impl.handler(parsed.data, ctx);
    }
    if (deps.validateOutput) {
      const out = call.output.safeParse(data);
      if (!out.success) {
        throw new Error(`reply of ${call.path} breaks its output schema: ${describeIssues(out.error.issues).msg}`);
      }
    }
    return envelope(Codes.OK, codeMessages[Codes.OK], data ?? null);
  } catch (e) {
    if (e instanceof BizError) {
      if (e.code === Codes.RATE_LIMITED) {
        const retry = (e.data as { retryAfterSeconds: number }).retryAfterSeconds;
        reply.code(429).header("retry-after", String(retry));
      }
      return envelope(e.code, e.message, e.data);
    }
    // two requests adding the same name at once: the service's check passed for both, the unique
    // index refused the second (a handler that knows the field says so itself)
    if (isUniqueViolation(e)) return envelope(Codes.CONFLICT, "与已有记录重复（可能刚被他人添加），请刷新后重试", null);
    throw e; // the app's error handler logs it and answers 500 without internals
  }
}

async function readUpload(req: FastifyRequest, maxMb: number) {
  if (!req.isMultipart()) {
    throw new BizError(Codes.BAD_REQUEST, "上传须使用 multipart/form-data，文件字段名为 file");
  }
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  let data: Buffer;
  try {
    part = await req.file({ limits: { fileSize: maxMb * 1024 * 1024, files: 1 } });
    if (!part) throw new BizError(Codes.VALIDATION, "参数错误 — file: 请选择要上传的文件", { fields: ["file"] });
    data = await part.toBuffer();
  } catch (e) {
    if (e instanceof BizError) throw e;
    if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new BizError(Codes.TOO_LARGE, `文件超过 ${maxMb} MB 的大小限制`, { maxMb });
    }
    // The multipart parser refuses what the client sent (no boundary, body cut off, bad headers).
    throw new ClientBodyError("上传内容不完整或不是合法的 multipart/form-data（须带 boundary，文件字段名为 file）", e);
  }
  if (data.length === 0) throw new BizError(Codes.VALIDATION, "参数错误 — file: 文件为空", { fields: ["file"] });
  return { filename: part.filename, declaredMime: part.mimetype, data };
}
