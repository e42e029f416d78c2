/**
 * Attacks on the finance module through the real pipeline: another member's ids on every
 * member-scoped call, an enterprise's non-admin employee, non-operators on the console calls,
 * malformed and oversized bodies, parallel opening / binding / signing / wrong pay passwords, and
 * a scan of every reply for a whole card number.
 */
import { Codes, finance } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { hashPassword } from "../identity/passwords";
import { memberPayPassword } from "../identity/schema";
import { lastSmsCode } from "../sms/test-phone";
import { bankCard, financeAccount } from "./schema";
import { allowSms, bindCard, enterprise, luhnCard, openAccount, person } from "./test-support";

describe("finance attacks", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const a = await person(t, 71);
  const b = await person(t, 72);
  const card = luhnCard("622202", 19);
  const cardB = luhnCard("621700", 19);
  /** Every reply seen in this file, to scan for a whole card number at the end. */
  const replies: string[] = [];
  const call: typeof t.call = async (def, input, opts) => {
    const r = await t.call(def, input, opts);
    replies.push(JSON.stringify(r));
    return r;
  };
  const setPay = async (boId: string, pw: string) => {
    await db.insert(memberPayPassword).values({ boId, passwordHash: await hashPassword(pw), setBy: boId }).onConflictDoNothing();
  };

  const accA = await openAccount(t, a);
  const cardA = await bindCard(t, a, card);
  await setPay(a.id, "135790");

  it("another member's account, card and application ids: not found or refused, never data", async () => {
    const opts = { ticket: b.ticket };
    const cases = [
      [finance.selAccountDetail, { id: accA.id }],
      [finance.updAccountById, { id: accA.id, action: "SET_DEFAULT" }],
      [finance.updAccountById, { id: accA.id, action: "CANCEL" }],
      [finance.selCardById, { id: cardA.id }],
      [finance.updCard, { id: cardA.id, alias: "mine now", isDefault: true }],
      [finance.unbindCard, { id: cardA.id, payPassword: "135790" }],
      [finance.bindCardConfirm, { bindId: cardA.id, smsCode: "123456" }],
      [finance.sign, { billNo: accA.billNo, smsCode: "123456" }],
      [finance.sendMessage3, { billNo: accA.billNo }],
    ] as const;
    for (const [def, input] of cases) {
      const r = await call(def, input as never, opts);
      expect([Codes.NOT_FOUND, Codes.VALIDATION], def.path).toContain(r.code);
      // an error's data names at most the refused fields, never the record
      expect(Object.keys(r.data ?? {}).filter((k) => k !== "fields"), def.path).toEqual([]);
    }
    expect((await call(finance.selAccountInfo, {}, opts)).data).toEqual({ list: [] });
    expect((await call(finance.selAccountCardList, {}, opts)).data).toEqual({ list: [] });
    expect((await call(finance.judgeIsOpenAccount, {}, opts)).data).toEqual({ opened: false, account: null });
    // nothing moved
    const [c] = await db.select().from(bankCard).where(eq(bankCard.id, cardA.id));
    expect(c).toMatchObject({ status: "BOUND", alias: null, isDefault: true });
    const [acc] = await db.select().from(financeAccount).where(eq(financeAccount.id, accA.id));
    expect(acc.status).toBe("ACTIVE");
  });

  it("an enterprise's non-admin employee: no company card, no enterprise pay password, no enterprise account; the person's own records stay theirs", async () => {
    const e = await enterprise(t, 8);
    expect((await call(finance.companyBindCard, { cardNo: "6222020200112233", holderName: "测试企业8", mobile: e.clerk.mobile }, { ticket: e.clerk.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await call(finance.setPayPwd, { smsCode: "123456", payPassword: "135790" }, { ticket: e.clerk.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await call(finance.sendMessage2, { channel: "SANDBOX", holderName: "测试企业8", idNo: "91350100M000100Y43", mobile: e.clerk.mobile }, { ticket: e.clerk.ticket })).code).toBe(
      Codes.FORBIDDEN,
    );
    // a person's card cannot be bound to the enterprise, and the person's account is not the enterprise's
    expect((await call(finance.personBindCard, { cardNo: cardB, holderName: "张三", mobile: e.clerk.mobile }, { ticket: e.clerk.ticket })).msg).toBe("cardNo: 企业身份请绑定对公账户");
    expect((await call(finance.judgeIsOpenAccount, {}, { ticket: e.admin.ticket })).data).toEqual({ opened: false, account: null });
    // the enterprise's pay password is not the admin person's
    expect((await call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: e.admin.ticket })).msg).toBe("payPassword: 请先设置支付密码");
  });

  it("a member without the console function is refused on every /manage call", async () => {
    for (const [def, input] of [
      [finance.adminSelAccountInfo, { pageNum: 1, pageSize: 10 }],
      [finance.adminSelAccountDetail, { id: accA.id }],
      [finance.changeAccountStatus, { id: accA.id, action: "freeze", reason: "test" }],
    ] as const) {
      const r = await call(def, input as never, { ticket: b.ticket });
      expect(r.code, def.path).toBe(Codes.FORBIDDEN);
      expect(r.data ?? null).toBeNull();
    }
    const [acc] = await db.select().from(financeAccount).where(eq(financeAccount.id, accA.id));
    expect(acc.status).toBe("ACTIVE");
  });

  it("malformed and oversized bodies: a validation error naming the field, never a 500", async () => {
    const opts = { ticket: b.ticket };
    const cases: [Parameters<typeof t.call>[0], unknown, string][] = [
      [finance.sendMessage, { channel: "SANDBOX", holderName: "张".repeat(100_000), idNo: "11010519491231002X", mobile: b.mobile }, "holderName"],
      [finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: 11010519491231002, mobile: b.mobile }, "idNo"],
      [finance.sendMessage, { channel: "SANDBOX", holderName: "张\u0000三", idNo: "11010519491231002X", mobile: b.mobile }, "holderName"],
      [finance.sendMessage, { channel: "BALANCE", holderName: "张三", idNo: "11010519491231002X", mobile: b.mobile }, "channel"],
      [finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: "11010519491231002X", mobile: "1".repeat(5000) }, "mobile"],
      [finance.personBindCard, { cardNo: "6".repeat(100_000), holderName: "张三", mobile: b.mobile }, "cardNo"],
      [finance.personBindCard, { cardNo: 6222020000000000000, holderName: "张三", mobile: b.mobile }, "cardNo"],
      [finance.personBindCard, { cardNo: card, holderName: ["张三"], mobile: b.mobile }, "holderName"],
      [finance.companyBindCard, { cardNo: "-1.5", holderName: "x", mobile: b.mobile }, "cardNo"],
      [finance.updCard, { id: cardA.id, alias: "a".repeat(10_000) }, "alias"],
      [finance.updCard, { id: cardA.id, isDefault: false }, "isDefault"],
      [finance.unbindCard, { id: cardA.id, payPassword: 135790 }, "payPassword"],
      [finance.unbindCard, { id: cardA.id, payPassword: "1357901" }, "payPassword"],
      [finance.checkPayPwd, { payPassword: "13579\u0000" }, "payPassword"],
      [finance.selCardById, { id: "x".repeat(100_000) }, "id"],
      [finance.selAccountDetail, {}, "id"],
      [finance.changeAccountStatus, { id: accA.id, action: "freeze", reason: "r".repeat(10_000) }, "reason"],
      [finance.adminSelAccountInfo, { pageNum: 1, pageSize: 10, keyword: "k".repeat(10_000) }, "keyword"],
    ];
    const operator = await person(t, 77, ["OPERATOR"]);
    for (const [def, input, field] of cases) {
      const r = await call(def, input as never, def.access.startsWith("func:admin.") ? { ticket: operator.ticket } : opts);
      expect(r.status, `${def.path} ${field}`).toBeLessThan(500);
      expect(r.code, `${def.path} ${field}`).toBe(Codes.VALIDATION);
      expect(r.msg, `${def.path} ${field}`).toContain(field);
    }
    // extra fields do not smuggle anything in (boId, status)
    const r = await call(finance.updCard, { id: cardA.id, alias: "x", boId: b.id, status: "UNBOUND" } as never, { ticket: a.ticket });
    expect(r.status).toBeLessThan(500);
    const [c] = await db.select().from(bankCard).where(eq(bankCard.id, cardA.id));
    expect(c).toMatchObject({ boId: a.id, status: "BOUND" });
  });

  it("opening the same account twice at once: one application, one account", async () => {
    const p = await person(t, 73);
    await allowSms(t, p.mobile);
    const apply = { channel: "GT", holderName: "李四", idNo: "11010519491231002X", mobile: p.mobile } as const;
    const rs = await Promise.all([1, 2, 3].map(() => call(finance.sendMessage, apply, { ticket: p.ticket })));
    for (const r of rs) expect(r.status).toBeLessThan(500);
    const rows = await db.select().from(financeAccount).where(eq(financeAccount.boId, p.id));
    expect(rows).toHaveLength(1);
    const billNo = rows[0].billNo;
    await allowSms(t, p.mobile);
    await call(finance.sendMessage3, { billNo }, { ticket: p.ticket });
    const smsCode = lastSmsCode(t.config, p.mobile);
    const signs = await Promise.all([1, 2, 3].map(() => call(finance.sign, { billNo, smsCode }, { ticket: p.ticket })));
    for (const r of signs) expect(r.status).toBeLessThan(500);
    expect(signs.filter((r) => r.code === Codes.OK)).toHaveLength(1);
    const after = await db.select().from(financeAccount).where(eq(financeAccount.boId, p.id));
    expect(after).toMatchObject([{ status: "ACTIVE", isDefault: true }]);
  });

  it("binding the same card twice at once: one bound card", async () => {
    const p = await person(t, 74);
    await openAccount(t, p, "SANDBOX", "张三");
    await allowSms(t, p.mobile);
    const starts = await Promise.all([1, 2].map(() => call(finance.personBindCard, { cardNo: cardB, holderName: "张三", mobile: p.mobile }, { ticket: p.ticket })));
    for (const r of starts) expect(r.status).toBeLessThan(500);
    const started = starts.filter((r) => r.code === Codes.OK).map((r) => r.data.bindId);
    expect(started.length).toBeGreaterThanOrEqual(1);
    const smsCode = lastSmsCode(t.config, p.mobile);
    const confirms = await Promise.all(started.flatMap((bindId) => [1, 2].map(() => call(finance.bindCardConfirm, { bindId, smsCode }, { ticket: p.ticket }))));
    for (const r of confirms) expect(r.status).toBeLessThan(500);
    const bound = await db.select().from(bankCard).where(and(eq(bankCard.boId, p.id), eq(bankCard.status, "BOUND")));
    expect(bound).toHaveLength(1);
    expect(bound[0].isDefault).toBe(true);
  });

  it("wrong pay passwords in parallel: at most 5 counted before the lock, the right one refused once locked", async () => {
    const p = await person(t, 75);
    await setPay(p.id, "135790");
    const rs = await Promise.all(Array.from({ length: 12 }, (_, i) => call(finance.checkPayPwd, { payPassword: String(200000 + i) }, { ticket: p.ticket })));
    for (const r of rs) expect(r.status).toBeLessThan(500);
    expect(rs.filter((r) => r.code === Codes.OK)).toHaveLength(0);
    expect(rs.filter((r) => r.code === Codes.VALIDATION).length).toBeLessThanOrEqual(4);
    expect(rs.filter((r) => r.code === Codes.ACCOUNT_LOCKED).length).toBeGreaterThanOrEqual(8);
    const right = await call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket });
    expect(right.code).toBe(Codes.ACCOUNT_LOCKED);
    // and unbinding a card with it is refused too
    expect((await call(finance.isPayPwd, {}, { ticket: p.ticket })).data?.lockedUntil).not.toBeNull();
  });

  it("unbinding twice at once leaves the card unbound once, another default picked", async () => {
    const p = await person(t, 76);
    await openAccount(t, p);
    const c1 = await bindCard(t, p, luhnCard("622848", 16));
    const c2 = await bindCard(t, p, luhnCard("622588", 16));
    await setPay(p.id, "135790");
    const rs = await Promise.all([1, 2].map(() => call(finance.unbindCard, { id: c1.id, payPassword: "135790" }, { ticket: p.ticket })));
    for (const r of rs) expect(r.status).toBeLessThan(500);
    const cards = await db.select().from(bankCard).where(eq(bankCard.boId, p.id));
    expect(cards.find((c) => c.id === c1.id)).toMatchObject({ status: "UNBOUND", isDefault: false });
    expect(cards.find((c) => c.id === c2.id)).toMatchObject({ status: "BOUND", isDefault: true });
  });

  it("two different cards confirmed at once: exactly one default; making each the default at once: still exactly one", async () => {
    const p = await person(t, 78);
    await openAccount(t, p);
    await allowSms(t, p.mobile);
    const s1 = await t.ok(finance.personBindCard, { cardNo: luhnCard("622848", 16), holderName: "张三", mobile: p.mobile }, { ticket: p.ticket });
    const code1 = lastSmsCode(t.config, p.mobile);
    await allowSms(t, p.mobile);
    const s2 = await t.ok(finance.personBindCard, { cardNo: luhnCard("622588", 16), holderName: "张三", mobile: p.mobile }, { ticket: p.ticket });
    const code2 = lastSmsCode(t.config, p.mobile);
    const rs = await Promise.all([
      call(finance.bindCardConfirm, { bindId: s1.bindId, smsCode: code1 }, { ticket: p.ticket }),
      call(finance.bindCardConfirm, { bindId: s2.bindId, smsCode: code2 }, { ticket: p.ticket }),
    ]);
    for (const r of rs) expect(r.status).toBeLessThan(500);
    const defaults = async () => (await db.select().from(bankCard).where(and(eq(bankCard.boId, p.id), eq(bankCard.status, "BOUND")))).filter((c) => c.isDefault);
    expect(await defaults()).toHaveLength(1);
    for (let round = 0; round < 3; round++) {
      const ups = await Promise.all([s1.bindId, s2.bindId].map((id) => call(finance.updCard, { id, isDefault: true }, { ticket: p.ticket })));
      for (const r of ups) expect(r.status).toBeLessThan(500);
      expect(await defaults()).toHaveLength(1);
    }
  });

  it("rescinding the account that held the default card: a card at the other account becomes the default", async () => {
    const p = await person(t, 79);
    await openAccount(t, p, "SANDBOX");
    const first = await bindCard(t, p, luhnCard("622848", 16));
    await openAccount(t, p, "GT");
    await allowSms(t, p.mobile);
    const s2 = await t.ok(finance.personBindCard, { channel: "GT", cardNo: luhnCard("622588", 16), holderName: "张三", mobile: p.mobile }, { ticket: p.ticket });
    const second = await t.ok(finance.bindCardConfirm, { bindId: s2.bindId, smsCode: lastSmsCode(t.config, p.mobile) }, { ticket: p.ticket });
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    await allowSms(t, p.mobile);
    await t.ok(finance.sendMessage4, { channel: "SANDBOX", purpose: "REMOVE" }, { ticket: p.ticket });
    await t.ok(finance.signRemove, { channel: "SANDBOX", smsCode: lastSmsCode(t.config, p.mobile) }, { ticket: p.ticket });
    const list = await t.ok(finance.selAccountCardList, {}, { ticket: p.ticket });
    expect(list.list).toMatchObject([{ id: second.id, isDefault: true }]);
  });

  it("a short corporate account number (6–11 digits) is not shown whole either: only its last 4", async () => {
    const e = await enterprise(t, 9);
    await allowSms(t, e.admin.mobile);
    const sent = await t.ok(finance.sendMessage2, { channel: "SANDBOX", holderName: "测试企业9", idNo: "91350100M000100Y43", mobile: e.admin.mobile }, { ticket: e.admin.ticket });
    await t.ok(finance.enterpriseSign2, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, e.admin.mobile) }, { ticket: e.admin.ticket });
    for (const no of ["62170012", "6217001234"]) {
      await allowSms(t, e.admin.mobile);
      const started = await call(finance.companyBindCard, { cardNo: no, holderName: "测试企业9", mobile: e.admin.mobile }, { ticket: e.admin.ticket });
      expect(started.code).toBe(Codes.OK);
      const c = await call(finance.bindCardConfirm, { bindId: started.data.bindId, smsCode: lastSmsCode(t.config, e.admin.mobile) }, { ticket: e.admin.ticket });
      expect(c.data?.cardNoMasked).toBe(`**** ${no.slice(-4)}`);
      const [row] = await db.select().from(bankCard).where(eq(bankCard.id, c.data.id));
      expect(row.cardNoMasked).not.toContain(no.slice(0, 5));
      const list = await call(finance.selAccountCardList, {}, { ticket: e.admin.ticket });
      expect(JSON.stringify([started, c, list])).not.toContain(no);
    }
  });

  it("no reply in this file holds a whole card number", async () => {
    replies.push(JSON.stringify(await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket })));
    replies.push(JSON.stringify(await t.ok(finance.selCardById, { id: cardA.id }, { ticket: a.ticket })));
    replies.push(JSON.stringify(await t.ok(finance.selAccountDetail, { id: accA.id }, { ticket: a.ticket })));
    const all = replies.join("\n");
    for (const n of [card, cardB]) {
      expect(all).not.toContain(n);
      expect(all).not.toContain(n.slice(4, -4));
    }
  });
});
