import { Codes, points as calls } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { pointRules } from "./platform-data";
import { pointEntry } from "./schema";
import { postPoints } from "./service";

describe("points", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-gao", loginName: "gao", mobile: "13900000401", password: "Gao@20260", name: "高", roles: ["BUYER"] });
  await createPerson(db, { id: "m-hu", loginName: "hu", mobile: "13900000402", password: "Hu@202600", name: "胡", roles: ["BUYER"] });
  await createPerson(db, { id: "m-none", loginName: "none", mobile: "13900000403", password: "None@2026", name: "无", roles: [] });
  const gao = await t.login("gao", "Gao@20260");
  const hu = await t.login("hu", "Hu@202600");
  const none = await t.login("none", "None@2026");
  const sys = () => t.systemCtx();

  it("a new member's balance is 0 and the list is empty (from the ledger)", async () => {
    expect(await t.ok(calls.selMyPoint, {}, { ticket: gao })).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect(await t.ok(calls.myPointList, {}, { ticket: gao })).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
  });

  it("postPoints records entries with the running balance; the calls show them, newest first", async () => {
    await postPoints(sys(), { boId: "m-gao", change: 100, ruleCode: "REGISTER", bizType: "REGISTER", idempotencyKey: "REGISTER:m-gao" });
    await postPoints(sys(), { boId: "m-gao", change: 258, ruleCode: "ORDER_COMPLETE", bizType: "ORDER", bizId: "o-1", idempotencyKey: "ORDER_COMPLETE:o-1" });
    const spent = await postPoints(sys(), { boId: "m-gao", change: -300, ruleCode: "ORDER_DEDUCT", bizType: "ORDER", bizId: "o-2", idempotencyKey: "ORDER_DEDUCT:o-2" });
    expect(spent.balanceAfter).toBe(58);
    expect(await t.ok(calls.selMyPoint, {}, { ticket: gao })).toEqual({ balance: 58, totalEarned: 358, totalSpent: 300 });
    const page = await t.ok(calls.myPointList, { pageSize: 2 }, { ticket: gao });
    expect(page.total).toBe(3);
    expect(page.list.map((e) => [e.change, e.balanceAfter, e.ruleName])).toEqual([
      [-300, 58, "积分抵现"],
      [258, 358, "完成订单"],
    ]);
    expect((await t.ok(calls.myPointList, { kind: "EARN" }, { ticket: gao })).total).toBe(2);
    expect((await t.ok(calls.myPointList, { kind: "SPEND" }, { ticket: gao })).list.map((e) => e.bizId)).toEqual(["o-2"]);
  });

  it("filters by date (inclusive, China time) and names a bad date field", async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await t.ok(calls.myPointList, { startDate: today, endDate: today }, { ticket: gao })).total).toBe(3);
    expect((await t.ok(calls.myPointList, { endDate: "2020-01-01" }, { ticket: gao })).total).toBe(0);
    const bad = await t.call(calls.myPointList, { startDate: "2026-13-01" }, { ticket: gao });
    expect([bad.code, bad.msg.includes("startDate")]).toEqual([Codes.VALIDATION, true]);
    const order = await t.call(calls.myPointList, { startDate: "2026-02-01", endDate: "2026-01-01" }, { ticket: gao });
    expect(order.msg).toMatch(/^endDate: /);
    const kind = await t.call(calls.myPointList, { kind: "GIFT" as "EARN" }, { ticket: gao });
    expect(kind.msg).toContain("kind");
    const size = await t.call(calls.myPointList, { pageSize: 1000 }, { ticket: gao });
    expect(size.msg).toContain("pageSize");
  });

  it("another member sees none of it", async () => {
    expect(await t.ok(calls.selMyPoint, {}, { ticket: hu })).toEqual({ balance: 0, totalEarned: 0, totalSpent: 0 });
    expect((await t.ok(calls.myPointList, {}, { ticket: hu })).total).toBe(0);
  });

  it("anonymous callers get 001107 and a member without the points function 100004; the rules are public", async () => {
    for (const def of [calls.selMyPoint, calls.myPointList]) {
      expect((await t.call(def, {})).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(def, {}, { ticket: none })).code, def.path).toBe(Codes.FORBIDDEN);
    }
    expect((await t.call(calls.selRegularListByParam, {})).code).toBe("0");
  });

  it("lists the platform's rules in order, by kind or keyword; bad kind names the field", async () => {
    const all = await t.ok(calls.selRegularListByParam, {});
    expect(all.map((r) => r.code)).toEqual(pointRules.map((r) => r.code));
    expect(all.find((r) => r.code === "REGISTER")).toMatchObject({ kind: "EARN", points: 100, unit: "ONCE" });
    expect(all.find((r) => r.code === "ORDER_COMPLETE")).toMatchObject({ points: 1, unit: "PER_YUAN" });
    expect(all.find((r) => r.code === "EVALUATE")).toMatchObject({ points: 10 });
    expect((await t.ok(calls.selRegularListByParam, { kind: "SPEND" })).every((r) => r.kind === "SPEND")).toBe(true);
    expect((await t.ok(calls.selRegularListByParam, { keyword: "评价" })).map((r) => r.code)).toEqual(["EVALUATE", "EVALUATE_IMAGE"]);
    const bad = await t.call(calls.selRegularListByParam, { kind: "X" as "EARN" });
    expect(bad.msg).toContain("kind");
  });

  it("a repeated idempotency key posts once; the same key for a different change is refused", async () => {
    const a = await postPoints(sys(), { boId: "m-hu", change: 10, ruleCode: "EVALUATE", idempotencyKey: "EVALUATE:e-1" });
    const b = await postPoints(sys(), { boId: "m-hu", change: 10, ruleCode: "EVALUATE", idempotencyKey: "EVALUATE:e-1" });
    expect(b).toEqual({ ...a, duplicate: true });
    await expect(postPoints(sys(), { boId: "m-hu", change: 20, ruleCode: "EVALUATE", idempotencyKey: "EVALUATE:e-1" })).rejects.toMatchObject({ code: Codes.CONFLICT });
    expect(await db.select().from(pointEntry).where(eq(pointEntry.boId, "m-hu"))).toHaveLength(1);
  });

  it("concurrent spends never take the balance below zero", async () => {
    await postPoints(sys(), { boId: "m-hu", change: 290, ruleCode: "ORDER_COMPLETE", idempotencyKey: "ORDER_COMPLETE:o-9" });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postPoints(sys(), { boId: "m-hu", change: -100, ruleCode: "ORDER_DEDUCT", idempotencyKey: `ORDER_DEDUCT:c-${i}` }).then(
          () => "0",
          (e: BizError) => e.code,
        ),
      ),
    );
    expect(results.filter((c) => c === "0")).toHaveLength(3);
    expect(results.filter((c) => c === Codes.CONFLICT)).toHaveLength(3);
    expect((await t.ok(calls.selMyPoint, {}, { ticket: hu })).balance).toBe(0);
    await expect(postPoints(sys(), { boId: "m-hu", change: 0, ruleCode: null, idempotencyKey: "zero" })).rejects.toThrow(/^change: /);
  });
});
