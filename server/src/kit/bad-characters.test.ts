import { Codes, shop, type CallDef } from "@qinlian/contract";
import { allCalls } from "@qinlian/contract/registry";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createPerson } from "../demo/members";
import { createTestApp } from "../testing/harness";
import { listenOnLoopback } from "../testing/socket-client";
import type { MemberCtx } from "./context";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/**
 * A body for the call's input with `bad` in every string the schema declares (numbers 1, booleans
 * false, enums their first value), plus an undeclared top-level string. `declared` tells whether
 * `bad` went into at least one declared field.
 */
function badBody(call: CallDef, bad: string): { body: Record<string, unknown>; declared: boolean } {
  const root = z.toJSONSchema(call.input, { io: "input", unrepresentable: "any" }) as JsonSchema;
  let declared = false;
  const fill = (s: JsonSchema, depth: number): unknown => {
    if (s.$ref) return depth > 4 ? undefined : fill(root.$defs?.[s.$ref.split("/").pop() ?? ""] ?? {}, depth + 1);
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    const options = s.anyOf ?? s.oneOf ?? s.allOf;
    if (options) return fill(options.find((o) => o.type !== "null") ?? options[0], depth);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
    switch (type) {
      case "number":
      case "integer":
        return 1;
      case "boolean":
        return false;
      case "null":
        return null;
      case "array":
        return depth > 4 ? [] : [fill(s.items ?? s.prefixItems?.[0] ?? {}, depth + 1)];
      case "object": {
        const out: Record<string, unknown> = {};
        if (depth > 4) return out;
        for (const [k, p] of Object.entries(s.properties ?? {})) out[k] = fill(p, depth + 1);
        if (typeof s.additionalProperties === "object") out.extra = fill(s.additionalProperties, depth + 1);
        return out;
      }
      default:
        declared = true;
        return bad;
    }
  };
  const body = fill(root, 0) as Record<string, unknown>;
  return { body: { ...body, undeclaredProbe: bad }, declared };
}

const BAD = { NUL: "a\u0000b", "lone surrogate": "a\ud800b" } as const;

describe("NUL and lone surrogates in every call's input", async () => {
  const t = await createTestApp();
  await createPerson(t.database.db, { id: "pbad", loginName: "badchars", mobile: "13900000071", password: "Bad@20260", name: "Bad", roles: ["BUYER"] });
  const ticket = await t.login("badchars", "Bad@20260");
  // Let this member hold every function, so each call's input reaches validation (and, were it let
  // through, its handler) instead of stopping at the access check; and stay known even after a call
  // (logout, a password change) revokes the ticket.
  const resolved = await t.services.resolveMember(t.database.db, ticket, new Date());
  if (!resolved) throw new Error("the test member's ticket does not resolve");
  const member: MemberCtx = { ...resolved, funcs: { has: () => true } as unknown as ReadonlySet<string> };
  Object.assign(t.services, { resolveMember: () => Promise.resolve(member) });
  const client = await listenOnLoopback(t);

  it("refuses a NUL in the shop search keyword with the validation code naming the field (it hung before)", async () => {
    const r = await client.post(shop.selListByParam.path, '{"pageNum":1,"pageSize":10,"keyword":"a\\u0000b"}');
    expect(r.timedOut).toBe(false);
    expect(r.envelope?.code).toBe(Codes.VALIDATION);
    expect(r.envelope?.msg).toContain("keyword");
    expect(r.envelope?.msg).toContain("U+0000");
    expect(r.envelope?.data).toEqual({ fields: ["keyword"] });
  });

  it("refuses a lone surrogate escaped in JSON (\\ud800 parses to a lone surrogate) naming the field", async () => {
    const r = await client.post(shop.selListByParam.path, '{"pageNum":1,"pageSize":10,"keyword":"a\\ud800b"}');
    expect(r.envelope?.code).toBe(Codes.VALIDATION);
    expect(r.envelope?.msg).toContain("keyword");
    expect(r.envelope?.msg).toContain("代理");
  });

  for (const [name, bad] of Object.entries(BAD)) {
    it(`answers every call with an envelope within a second when strings hold a ${name}`, async () => {
      const failures: string[] = [];
      for (const call of allCalls) {
        const { body, declared } = badBody(call, bad);
        const r = await client.post(call.path, JSON.stringify(body), { ticket, timeoutMs: 1000 });
        if (r.timedOut) failures.push(`${call.path}: no reply within 1 s`);
        else if (!r.envelope || typeof r.envelope.code !== "string") failures.push(`${call.path}: HTTP ${r.status} without an envelope`);
        else if (r.status >= 500) failures.push(`${call.path}: HTTP ${r.status} ${r.envelope.msg}`);
        else if (declared && call.body === "json" && r.envelope.code !== Codes.VALIDATION) {
          failures.push(`${call.path}: ${r.envelope.code} ${r.envelope.msg} (expected ${Codes.VALIDATION})`);
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
