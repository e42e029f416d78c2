import { allCalls } from "@qinlian/contract/registry";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { allImpls } from ".";

describe("call registry", () => {
  it("implements every call the contract declares, once, and nothing else", () => {
    const declared = allCalls.map((c) => c.path).sort();
    const served = allImpls.map((i) => i.call.path).sort();
    expect(served).toEqual(declared);
    expect(new Set(served).size).toBe(served.length);
  });

  it("every path is POST-style: starts with /api/, /openapi/ or /cas/", () => {
    for (const c of allCalls) expect(c.path).toMatch(/^\/(api|openapi|cas)\/[A-Za-z0-9/._-]+$/);
  });
});

describe("OpenAPI document and docs page", async () => {
  const t = await createTestApp();

  it("serves OpenAPI 3.1 with every call, its access and its schemas", async () => {
    interface Operation {
      "x-access": string;
      requestBody: { content: Record<string, { schema: { required: string[] } }> };
      parameters: unknown[];
    }
    const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json<{
      openapi: string;
      paths: Record<string, { post: Operation }>;
      "x-business-codes": { code: string }[];
    }>();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(allImpls.map((i) => i.call.path).sort());
    const login = doc.paths["/cas/v1/tickets/loginApi"].post;
    expect(login["x-access"]).toBe("public");
    expect(login.requestBody.content["application/json"].schema.required).toEqual(["loginName", "password"]);
    const dict = doc.paths["/openapi/basic/systemItem/selItemListByDictId/manage"].post;
    expect(dict.parameters).toHaveLength(3);
    expect(doc["x-business-codes"].map((c: { code: string }) => c.code)).toContain("002102");
  });

  it("serves a readable docs page listing the calls", async () => {
    const res = await t.app.inject({ method: "GET", url: "/docs" });
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("POST /cas/v1/tickets/loginApi");
    expect(res.body).toContain("按编码查询行政区划");
  });

  it("serves the web client's runtime settings", async () => {
    const res = await t.app.inject({ method: "GET", url: "/app-config.js" });
    expect(res.body).toContain(`"appCode":"${t.config.APP_CODE}"`);
  });
});
