import { account, Codes, finance, luhnValid } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { lastSmsCode } from "../sms/test-phone";
import { cardForPayout } from "./index";
import { bankCard } from "./schema";
import { allowSms, bindCard, enterprise, luhnCard, openAccount, person } from "./test-support";

describe("bank cards", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const a = await person(t, 21);
  const b = await person(t, 22);
  const card1 = luhnCard("622202");
  const card2 = luhnCard("622848", 16);
  const ctxOf = (id: string) => ({ ...t.systemCtx(), member: { memberId: id, boId: id, boType: "PERSON" as const, employeeId: null, loginId: "x", ticketId: "x", roles: [], funcs: new Set<string>() } });

  it("Luhn: the contract refuses a number whose check digit is wrong, naming cardNo", async () => {
    expect(luhnValid(card1)).toBe(true);
    const wrong = card1.slice(0, -1) + String((Number(card1.at(-1)) + 1) % 10);
    const r = await t.call(finance.personBindCard, { cardNo: wrong, holderName: "张三", mobile: a.mobile }, { ticket: a.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("cardNo");
    expect(r.msg).toContain("校验位不符");
    expect((await t.call(finance.personBindCard, { cardNo: "12ab", holderName: "张三", mobile: a.mobile }, { ticket: a.ticket })).msg).toContain("cardNo");
  });

  it("anonymous: 001107; no account yet: asks to open one first", async () => {
    expect((await t.call(finance.selAccountCardList, {})).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(finance.personBindCard, { cardNo: card1, holderName: "张三", mobile: a.mobile })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(finance.personBindCard, { cardNo: card1, holderName: "张三", mobile: a.mobile }, { ticket: a.ticket })).msg).toBe("channel: 请先开通资金账户再绑定银行卡");
  });

  it("person binding: holder must match the account; the bank's code confirms; stored masked + keyed hash, never whole", async () => {
    await openAccount(t, a);
    expect((await t.call(finance.personBindCard, { cardNo: card1, holderName: "王五", mobile: a.mobile }, { ticket: a.ticket })).msg).toBe("holderName: 持卡人姓名须与资金账户开户名“张三”一致");
    await allowSms(t, a.mobile);
    const started = await t.ok(finance.personBindCard, { cardNo: card1, holderName: "张三", mobile: a.mobile }, { ticket: a.ticket });
    expect((await t.call(finance.bindCardConfirm, { bindId: started.bindId, smsCode: "000000" }, { ticket: a.ticket })).msg).toMatch(/^smsCode: /);
    expect((await t.call(finance.bindCardConfirm, { bindId: started.bindId, smsCode: "123456" }, { ticket: b.ticket })).msg).toBe("bindId: 绑卡申请不存在，请重新绑卡");
    const card = await t.ok(finance.bindCardConfirm, { bindId: started.bindId, smsCode: lastSmsCode(t.config, a.mobile) }, { ticket: a.ticket });
    expect(card).toMatchObject({ status: "BOUND", bankName: "中国工商银行", isDefault: true, kind: "PERSON" });
    expect(card.cardNoMasked).toBe(`${card1.slice(0, 4)} **** **** ${card1.slice(-4)}`);
    const [row] = await db.select().from(bankCard).where(eq(bankCard.id, card.id));
    expect(row.cardNoHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify([row, await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket }), await t.ok(finance.selCardById, { id: card.id }, { ticket: a.ticket })]);
    expect(everything).not.toContain(card1);
    expect(everything).not.toContain(card1.slice(4, -4));
  });

  it("the same card twice is refused with a clear message", async () => {
    await allowSms(t, a.mobile);
    const r = await t.call(finance.personBindCard, { cardNo: card1.replace(/(\d{4})/g, "$1 ").trim(), holderName: "张三", mobile: a.mobile }, { ticket: a.ticket });
    expect(r.msg).toBe("cardNo: 该银行卡已绑定，请勿重复绑定");
  });

  it("a second card; default moves with updCard; alias; list default first", async () => {
    const second = await bindCard(t, a, card2);
    expect(second.isDefault).toBe(false);
    expect((await t.ok(finance.updCard, { id: second.id, isDefault: true, alias: "工资卡" }, { ticket: a.ticket })).alias).toBe("工资卡");
    const list = (await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket })).list;
    expect(list.map((c) => [c.id, c.isDefault])).toEqual([
      [second.id, true],
      [list[1].id, false],
    ]);
    expect((await t.call(finance.updCard, { id: second.id, alias: "x".repeat(21) }, { ticket: a.ticket })).msg).toContain("alias");
  });

  it("another member can neither read nor change nor unbind the cards, nor pay out to them", async () => {
    const [mine] = (await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket })).list;
    expect((await t.ok(finance.selAccountCardList, {}, { ticket: b.ticket })).list).toEqual([]);
    expect((await t.call(finance.selCardById, { id: mine.id }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(finance.updCard, { id: mine.id, alias: "偷" }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(finance.unbindCard, { id: mine.id, payPassword: "135790" }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    await expect(cardForPayout(ctxOf(b.id), mine.id)).rejects.toMatchObject({ code: Codes.NOT_FOUND });
    const own = await cardForPayout(ctxOf(a.id), mine.id);
    expect(own).toMatchObject({ id: mine.id, channel: "SANDBOX", cardNoMasked: mine.cardNoMasked });
    expect(own.cardToken).toBeTruthy();
  });

  it("unbinding asks for the pay password; the next card becomes the default", async () => {
    const [def, other] = (await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket })).list;
    expect((await t.call(finance.unbindCard, { id: def.id, payPassword: "135790" }, { ticket: a.ticket })).msg).toBe("payPassword: 请先设置支付密码");
    await allowSms(t, a.mobile);
    await t.ok(account.sendSmsCode, { purpose: "PAY_PASSWORD" }, { ticket: a.ticket });
    await t.ok(finance.setPayPwd, { smsCode: lastSmsCode(t.config, a.mobile), payPassword: "135790" }, { ticket: a.ticket });
    expect((await t.call(finance.unbindCard, { id: def.id, payPassword: "111112" }, { ticket: a.ticket })).msg).toBe("payPassword: 支付密码错误，还可尝试 4 次");
    expect(await t.ok(finance.unbindCard, { id: def.id, payPassword: "135790" }, { ticket: a.ticket })).toEqual({ id: def.id, status: "UNBOUND" });
    const left = (await t.ok(finance.selAccountCardList, {}, { ticket: a.ticket })).list;
    expect(left.map((c) => [c.id, c.isDefault])).toEqual([[other.id, true]]);
    expect((await t.call(finance.selCardById, { id: def.id }, { ticket: a.ticket })).code).toBe(Codes.NOT_FOUND);
    // unbound, it may be bound again
    expect((await bindCard(t, a, card2)).status).toBe("BOUND");
  });

  it("company binding: only an enterprise identity's admin, to a corporate account", async () => {
    expect((await t.call(finance.companyBindCard, { cardNo: "1234567890123", holderName: "张三", mobile: a.mobile }, { ticket: a.ticket })).msg).toBe("cardNo: 个人身份请绑定个人银行卡");
    const e = await enterprise(t, 7);
    await allowSms(t, e.admin.mobile);
    const sent = await t.ok(finance.sendMessage2, { channel: "SANDBOX", holderName: "测试企业7", idNo: "91350100M000100Y43", mobile: e.admin.mobile }, { ticket: e.admin.ticket });
    await t.ok(finance.enterpriseSign2, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, e.admin.mobile) }, { ticket: e.admin.ticket });
    expect((await t.call(finance.companyBindCard, { cardNo: "1234567890123", holderName: "测试企业7", mobile: e.clerk.mobile }, { ticket: e.clerk.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(finance.personBindCard, { cardNo: card1, holderName: "测试企业7", mobile: e.admin.mobile }, { ticket: e.admin.ticket })).msg).toBe("cardNo: 企业身份请绑定对公账户");
    expect((await t.call(finance.companyBindCard, { cardNo: "12-34", holderName: "测试企业7", mobile: e.admin.mobile }, { ticket: e.admin.ticket })).msg).toContain("cardNo");
    await allowSms(t, e.admin.mobile);
    const corporate = luhnCard("955880", 19);
    const b1 = await t.ok(finance.companyBindCard, { cardNo: corporate, holderName: "测试企业7", mobile: e.admin.mobile }, { ticket: e.admin.ticket });
    const c = await t.ok(finance.bindCardConfirm, { bindId: b1.bindId, smsCode: lastSmsCode(t.config, e.admin.mobile) }, { ticket: e.admin.ticket });
    expect(c).toMatchObject({ kind: "COMPANY", cardType: "CORPORATE", cardNoMasked: `9558 **** **** ${corporate.slice(-4)}` });
    // the clerk acting for the enterprise sees it
    expect((await t.ok(finance.selAccountCardList, {}, { ticket: e.clerk.ticket })).list.map((x) => x.id)).toEqual([c.id]);
  });
});
