/**
 * Access to every catalogue and operator console call, as a table: visitors get 001107 on every call that needs a member;
 * an employee whose roles grant none of the catalogue's functions gets 100004 on every `func:` call;
 * public calls never ask for a login; and a call missing its required fields names one of them.
 */
import { accessFuncs, adminConsole, cmsAdvert, Codes, goods, pricing, shop, type CallDef } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../testing/harness";
import { enterprise, person } from "../goods/test-fixtures";

const calls: CallDef[] = [shop, goods, pricing, cmsAdvert, adminConsole].flatMap((d) => Object.values(d) as CallDef[]);

describe("catalogue access table", async () => {
  const t = await createTestApp();
  const corp = await enterprise(t, { staffRoles: [["EMP_FINANCE"]] });
  const [finance] = corp.staff;

  it.each(calls.filter((c) => c.access !== "public").map((c) => [c.path, c] as const))("%s refuses visitors with 001107", async (_p, c) => {
    expect((await t.call(c, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it.each(calls.filter((c) => c.access.startsWith("func:")).map((c) => [c.path, c] as const))("%s refuses an employee without the function with 100004", async (_p, c) => {
    expect(finance.ticket).toBeTruthy();
    const r = await t.call(c, {}, { ticket: finance.ticket });
    expect(r.code).toBe(Codes.FORBIDDEN);
    for (const f of accessFuncs(c.access)) expect(r.msg).toContain(f);
  });

  const requiredOf = (c: CallDef) => ((z.toJSONSchema(c.input, { io: "input", unrepresentable: "any" }) as { required?: string[] }).required ?? []);
  const everyone = await person(t, ["SHOP_OWNER", "SELLER", "BUYER", "FARMER", "SERVICE_PROVIDER", "OPERATOR"]);

  it.each(calls.filter((c) => requiredOf(c).length).map((c) => [c.path, c] as const))("%s names a missing required field", async (_p, c) => {
    const r = await t.call(c, {}, { ticket: everyone.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(requiredOf(c).some((f) => r.msg.includes(f)), `${r.msg} names one of ${requiredOf(c).join(", ")}`).toBe(true);
  });

  it.each(calls.filter((c) => c.access === "public").map((c) => [c.path, c] as const))("%s is open to visitors", async (_p, c) => {
    const r = await t.call(c, {});
    expect([Codes.NOT_LOGGED_IN, Codes.TICKET_INVALID, Codes.FORBIDDEN]).not.toContain(r.code);
    expect(r.status).toBe(200);
  });
});
