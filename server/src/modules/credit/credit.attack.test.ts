/**
 * Attacks on credit and insurance applications through the real pipeline: another identity's
 * application ids, the same application submitted many times at once, malformed and oversized
 * amounts and texts, non-operators on every console call.
 */
import { Codes, credit, org, type In } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { expectCode, loginAs, seedOrgs } from "../org/test-fixtures";
import { creditApply } from "./schema";

const loan: In<typeof credit.addProduct> = {
  kind: "LOAN",
  name: "攻击测试贷",
  institution: "测试农商行",
  summary: "测试",
  rateText: "年化 4% 起",
  minAmount: 100_000,
  maxAmount: 50_000_000,
  minTermMonths: 3,
  maxTermMonths: 36,
  applicantTypes: ["PERSON", "ENTERPRISE"],
  materials: ["身份证"],
};

describe("credit attacks", async () => {
  const t = await createTestApp();
  await seedOrgs(t.database.db);
  const operator = await loginAs(t, "oper");
  const solo = await loginAs(t, "solo");
  const other = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: await loginAs(t, "aadmin") })).ticket;
  const productId = (await t.ok(credit.addProduct, loan, { ticket: operator })).id;
  await t.ok(credit.putOnProduct, { id: productId }, { ticket: operator });
  const form: In<typeof credit.apply> = { productId, amount: 1_000_000, termMonths: 12, purpose: "扩建鸡舍", contactName: "张三", contactMobile: "13911110005" };

  it("submitting the same application many times at once: one waits, the rest are refused", async () => {
    const rs = await Promise.all(Array.from({ length: 5 }, () => t.call(credit.apply, form, { ticket: solo })));
    for (const r of rs) expect(r.status).toBeLessThan(500);
    expect(rs.filter((r) => r.code === Codes.OK)).toHaveLength(1);
    expect(rs.filter((r) => r.code === Codes.CONFLICT)).toHaveLength(4);
  });

  it("another identity's application: not found to read or cancel; not in its list", async () => {
    const [mine] = await t.database.db.select().from(creditApply).where(eq(creditApply.productId, productId));
    for (const def of [credit.myApply, credit.cancelApply]) {
      const r = await t.call(def, { id: mine.id }, { ticket: other });
      expectCode(r, Codes.NOT_FOUND);
      expect(r.data ?? null).toBeNull();
    }
    expect((await t.ok(credit.myApplies, {}, { ticket: other })).list.find((a) => a.id === mine.id)).toBeUndefined();
    const [still] = await t.database.db.select().from(creditApply).where(eq(creditApply.id, mine.id));
    expect(still.state).toBe("SUBMITTED");
    // the applicant can, and only once at a time
    const cancels = await Promise.all([1, 2].map(() => t.call(credit.cancelApply, { id: mine.id }, { ticket: solo })));
    expect(cancels.map((r) => r.code).sort()).toEqual([Codes.OK, Codes.CONFLICT].sort());
  });

  it("the same person acting for their enterprise does not see their personal application, nor the other way round", async () => {
    const admin = await loginAs(t, "aadmin");
    const asPerson = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: admin })).ticket;
    const mine = await t.ok(credit.apply, { ...form, amount: 2_000_000 }, { ticket: asPerson });
    const asEnt = (await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: asPerson })).ticket;
    expectCode(await t.call(credit.myApply, { id: mine.id }, { ticket: asEnt }), Codes.NOT_FOUND);
    expectCode(await t.call(credit.cancelApply, { id: mine.id }, { ticket: asEnt }), Codes.NOT_FOUND);
    expect((await t.ok(credit.myApplies, {}, { ticket: asEnt })).list.map((a) => a.id)).not.toContain(mine.id);
    const theirs = await t.ok(credit.apply, form, { ticket: asEnt });
    await t.ok(credit.cancelApply, { id: theirs.id }, { ticket: asEnt });
    const back = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: asEnt })).ticket;
    expectCode(await t.call(credit.myApply, { id: theirs.id }, { ticket: back }), Codes.NOT_FOUND);
    expect((await t.ok(credit.myApply, { id: mine.id }, { ticket: back })).state).toBe("SUBMITTED");
    await t.ok(credit.cancelApply, { id: mine.id }, { ticket: back });
  });

  it("malformed and oversized input: a validation error naming the field, never a 500", async () => {
    const before = (await t.database.db.select().from(creditApply).where(eq(creditApply.productId, productId))).length;
    const cases: [unknown, string][] = [
      [{ ...form, amount: 1.5 }, "amount"],
      [{ ...form, amount: -100 }, "amount"],
      [{ ...form, amount: 1e20 }, "amount"],
      [{ ...form, amount: "1000000" }, "amount"],
      [{ ...form, amount: Number.MAX_SAFE_INTEGER + 2 }, "amount"],
      [{ ...form, termMonths: 12.5 }, "termMonths"],
      [{ ...form, termMonths: -1 }, "termMonths"],
      [{ ...form, purpose: "x".repeat(100_000) }, "purpose"],
      [{ ...form, purpose: "a\u0000b" }, "purpose"],
      [{ ...form, contactName: ["张三"] }, "contactName"],
      [{ ...form, productId: "p".repeat(10_000) }, "productId"],
      [{ ...form, attachments: Array.from({ length: 1000 }, (_, i) => `f${i}`) }, "attachments"],
    ];
    for (const [input, field] of cases) {
      const r = await t.call(credit.apply, input as never, { ticket: other });
      expect(r.status, field).toBeLessThan(500);
      expectCode(r, Codes.VALIDATION, field);
    }
    for (const [input, field] of [
      [{ ...loan, maxAmount: 1e15 }, "maxAmount"],
      [{ ...loan, minAmount: -1 }, "minAmount"],
      [{ ...loan, name: "n".repeat(10_000) }, "name"],
      [{ ...loan, materials: Array.from({ length: 500 }, () => "x") }, "materials"],
    ] as const) {
      const r = await t.call(credit.addProduct, input, { ticket: operator });
      expect(r.status, field).toBeLessThan(500);
      expectCode(r, Codes.VALIDATION, field);
    }
    expect((await t.database.db.select().from(creditApply).where(eq(creditApply.productId, productId))).length).toBe(before);
  });

  it("a member without the console function is refused on every /manage call, and nothing moves", async () => {
    const r0 = await t.ok(credit.apply, form, { ticket: solo });
    const id = r0.id;
    const calls = [
      [credit.adminProducts, {}],
      [credit.adminProduct, { id: productId }],
      [credit.addProduct, loan],
      [credit.updateProduct, { ...loan, id: productId }],
      [credit.deleteProduct, { id: productId }],
      [credit.putOnProduct, { id: productId }],
      [credit.takeOffProduct, { id: productId }],
      [credit.adminApplies, {}],
      [credit.adminApply, { id }],
      [credit.approveApply, { id }],
      [credit.rejectApply, { id, reason: "x" }],
      [credit.disburseApply, { id, amount: 100, date: "2026-01-01" }],
      [credit.settleApply, { id, date: "2026-01-01" }],
    ] as const;
    for (const [def, input] of calls) {
      for (const ticket of [solo, other]) {
        const r = await t.call(def, input, { ticket });
        expect(r.code, def.path).toBe(Codes.FORBIDDEN);
        expect(r.data ?? null, def.path).toBeNull();
      }
    }
    const [row] = await t.database.db.select().from(creditApply).where(eq(creditApply.id, id));
    expect(row.state).toBe("SUBMITTED");
    // the operator's approve twice at once decides once
    const rs = await Promise.all([1, 2].map(() => t.call(credit.approveApply, { id }, { ticket: operator })));
    for (const r of rs) expect(r.status).toBeLessThan(500);
    expect(rs.filter((r) => r.code === Codes.OK)).toHaveLength(1);
  });
});
