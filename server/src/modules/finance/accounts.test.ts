import { Codes, finance } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { post, clearingAccount, memberAccount } from "../ledger";
import { lastSmsCode } from "../sms/test-phone";
import { openAccountOf, requireOpenAccount } from "./index";
import { member } from "../identity/schema";
import { financeAccount } from "./schema";
import { allowSms, enterprise, openAccount, person } from "./test-support";

const ID = "11010519491231002X";
const USCC = "91350100M000100Y43";

describe("finance accounts", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const a = await person(t, 1);
  const b = await person(t, 2);
  const op = await person(t, 3, ["OPERATOR"]);

  it("anonymous callers get 001107; a person without the finance function gets 100004", async () => {
    for (const [def, input] of [
      [finance.judgeIsOpenAccount, {}],
      [finance.selAccountInfo, {}],
      [finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: ID, mobile: a.mobile }],
      [finance.sign, { billNo: "BN1", smsCode: "123456" }],
      [finance.signRemove, { channel: "SANDBOX", smsCode: "123456" }],
    ] as const) {
      expect((await t.call(def, input as never)).code).toBe(Codes.NOT_LOGGED_IN);
    }
    expect((await t.call(finance.changeAccountStatus, { id: "x", action: "freeze", reason: "r" }, { ticket: a.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(finance.adminSelAccountInfo, {}, { ticket: a.ticket })).code).toBe(Codes.FORBIDDEN);
  });

  it("judgeIsOpenAccount is false before opening; requireOpenAccount asks to open one", async () => {
    expect(await t.ok(finance.judgeIsOpenAccount, {}, { ticket: a.ticket })).toEqual({ opened: false, account: null });
    const ctx = { ...t.systemCtx(), member: { memberId: a.id, boId: a.id, boType: "PERSON" as const, employeeId: null, loginId: "x", ticketId: "x", roles: [], funcs: new Set<string>() } };
    await expect(requireOpenAccount(ctx)).rejects.toMatchObject({ code: Codes.CONFLICT, message: "请先开通资金账户" });
  });

  it("bad input names the field: ID card, mobile, channel, credit code", async () => {
    const r1 = await t.call(finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: "110105194912310021", mobile: a.mobile }, { ticket: a.ticket });
    expect(r1.code).toBe(Codes.VALIDATION);
    expect(r1.msg).toContain("idNo");
    expect((await t.call(finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: ID, mobile: "123" }, { ticket: a.ticket })).msg).toContain("mobile");
    expect((await t.call(finance.sendMessage, { channel: "NOPE" as never, holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket })).msg).toContain("channel");
    expect((await t.call(finance.sendMessage, { channel: "ICBC_B2B", holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket })).msg).toBe("channel: 该渠道不支持个人开户");
    expect((await t.call(finance.sendMessage2, { channel: "SANDBOX", holderName: "张三", idNo: USCC, mobile: a.mobile }, { ticket: a.ticket })).msg).toBe("holderType: 个人身份不能开通企业账户，请切换到企业身份");
    expect((await t.call(finance.sign, { billNo: "BNNONE", smsCode: "123456" }, { ticket: a.ticket })).msg).toBe("billNo: 开户申请不存在，请重新申请");
  });

  it("apply → code → sign opens the account: numbers masked, default, history; a second opening at the channel is refused", async () => {
    await allowSms(t, a.mobile);
    const sent = await t.ok(finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket });
    expect(sent.billNo).toMatch(/^BN/);
    expect(sent.mobile).toBe(`${a.mobile.slice(0, 3)}****${a.mobile.slice(7)}`);
    const pending = await t.ok(finance.selAccountInfo, {}, { ticket: a.ticket });
    expect(pending.list).toMatchObject([{ status: "PENDING", billNo: sent.billNo, idNoMasked: "110***********002X" }]);
    expect((await t.call(finance.sign, { billNo: sent.billNo, smsCode: "000000" }, { ticket: a.ticket })).msg).toMatch(/^smsCode: /);
    // another member cannot sign it
    expect((await t.call(finance.sign, { billNo: sent.billNo, smsCode: "123456" }, { ticket: b.ticket })).msg).toBe("billNo: 开户申请不存在，请重新申请");
    await allowSms(t, a.mobile);
    await t.ok(finance.sendMessage3, { billNo: sent.billNo }, { ticket: a.ticket });
    const acc = await t.ok(finance.sign, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, a.mobile) }, { ticket: a.ticket });
    expect(acc).toMatchObject({ status: "ACTIVE", channel: "SANDBOX", holderType: "PSN", isDefault: true });
    expect(acc.accountNoMasked).toMatch(/^\*\*\*\* \d{4}$/);
    expect(acc.signNo).toBeTruthy();
    const [row] = await db.select().from(financeAccount).where(eq(financeAccount.id, acc.id));
    expect(row.idNoPending).toBeNull();
    expect(JSON.stringify(acc)).not.toContain(row.accountNo!);
    expect(await t.ok(finance.judgeIsOpenAccount, {}, { ticket: a.ticket })).toEqual({
      opened: true,
      account: { channel: "SANDBOX", holderType: "PSN", accountNoMasked: acc.accountNoMasked, status: "ACTIVE" },
    });
    const detail = await t.ok(finance.selAccountDetail, { channel: "SANDBOX" }, { ticket: a.ticket });
    expect(detail.history.map((h) => h.event)).toEqual(["apply", "sign"]);
    expect(detail.cards).toBe(0);
    await allowSms(t, a.mobile);
    const again = await t.call(finance.sendMessage, { channel: "SANDBOX", holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket });
    expect(again.code).toBe(Codes.CONFLICT);
    expect(again.msg).toBe("已开通该渠道的资金账户，无需重复开户");
    const open = await openAccountOf(t.systemCtx(), a.id);
    expect(open).toMatchObject({ id: acc.id, channel: "SANDBOX", status: "ACTIVE", accountNo: row.accountNo });
  });

  it("selChannelList lists every channel with my account at it (and not another member's)", async () => {
    const mine = (await t.ok(finance.selChannelList, {}, { ticket: a.ticket })).list;
    expect(mine.map((c) => c.code)).toContain("ICBC_B2B");
    expect(mine.find((c) => c.code === "SANDBOX")).toMatchObject({ enabled: true, holderTypes: ["PSN", "ORG"], account: { status: "ACTIVE" } });
    expect(mine.find((c) => c.code === "ICBC_B2C")?.holderTypes).toEqual(["PSN"]);
    expect((await t.ok(finance.selChannelList, {}, { ticket: b.ticket })).list.every((c) => c.account === null)).toBe(true);
    expect((await t.call(finance.selChannelList, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("another member sees nothing of it", async () => {
    const mine = (await t.ok(finance.selAccountInfo, {}, { ticket: a.ticket })).list[0];
    expect((await t.ok(finance.selAccountInfo, {}, { ticket: b.ticket })).list).toEqual([]);
    expect((await t.call(finance.selAccountDetail, { id: mine.id }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(finance.updAccountById, { id: mine.id, action: "SET_DEFAULT" }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(finance.sendMessage4, { channel: "SANDBOX", purpose: "REMOVE" }, { ticket: b.ticket })).msg).toBe("channel: 尚未开通该渠道的资金账户");
    expect(await t.ok(finance.judgeIsOpenAccount, {}, { ticket: b.ticket })).toEqual({ opened: false, account: null });
  });

  it("a second channel: sign/2.0 makes it the default; updAccountById moves the default back", async () => {
    await allowSms(t, a.mobile);
    const sent = await t.ok(finance.sendMessage, { channel: "LDYS", holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket });
    const ldys = await t.ok(finance.sign2, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, a.mobile) }, { ticket: a.ticket });
    expect(ldys.isDefault).toBe(true);
    expect((await openAccountOf(t.systemCtx(), a.id))?.channel).toBe("LDYS");
    const sandbox = (await t.ok(finance.selAccountInfo, {}, { ticket: a.ticket })).list.find((x) => x.channel === "SANDBOX")!;
    expect(sandbox.isDefault).toBe(false);
    await t.ok(finance.updAccountById, { id: sandbox.id, action: "SET_DEFAULT" }, { ticket: a.ticket });
    expect((await openAccountOf(t.systemCtx(), a.id))?.channel).toBe("SANDBOX");
  });

  it("a pending application can be given up", async () => {
    await allowSms(t, a.mobile);
    const sent = await t.ok(finance.sendMessage, { channel: "GT", holderName: "张三", idNo: ID, mobile: a.mobile }, { ticket: a.ticket });
    const row = (await t.ok(finance.selAccountInfo, {}, { ticket: a.ticket })).list.find((x) => x.billNo === sent.billNo)!;
    expect((await t.ok(finance.updAccountById, { id: row.id, action: "CANCEL" }, { ticket: a.ticket })).status).toBe("CLOSED");
    expect((await t.call(finance.sign, { billNo: sent.billNo, smsCode: "123456" }, { ticket: a.ticket })).msg).toBe("billNo: 该开户申请已作废，请重新申请");
  });

  it("signUpdate changes the bound details with a CHANGE code", async () => {
    await allowSms(t, a.mobile);
    await t.ok(finance.sendMessage4, { channel: "SANDBOX", purpose: "CHANGE" }, { ticket: a.ticket });
    expect((await t.call(finance.signUpdate, { channel: "SANDBOX", smsCode: "000000", holderName: "张三", mobile: "13700000001" }, { ticket: a.ticket })).msg).toMatch(/^smsCode: /);
    const r = await t.ok(finance.signUpdate, { channel: "SANDBOX", smsCode: lastSmsCode(t.config, a.mobile), holderName: "张三", mobile: "13700000001" }, { ticket: a.ticket });
    expect(r.mobileMasked).toBe("137****0001");
  });

  it("operators search, freeze with a reason (no rescission then) and unfreeze; the history keeps the reason", async () => {
    const page = await t.ok(finance.adminSelAccountInfo, { keyword: "张三", channel: "SANDBOX" }, { ticket: op.ticket });
    expect(page.total).toBe(1);
    const row = page.list[0];
    expect(row.boId).toBe(a.id);
    expect((await t.call(finance.changeAccountStatus, { id: row.id, action: "freeze", reason: "" }, { ticket: op.ticket })).msg).toContain("reason");
    const frozen = await t.ok(finance.changeAccountStatus, { id: row.id, action: "freeze", reason: "涉嫌异常交易" }, { ticket: op.ticket });
    expect(frozen).toMatchObject({ status: "FROZEN", freezeReason: "涉嫌异常交易" });
    const ctx = { ...t.systemCtx(), member: { memberId: a.id, boId: a.id, boType: "PERSON" as const, employeeId: null, loginId: "x", ticketId: "x", roles: [], funcs: new Set<string>() } };
    await expect(requireOpenAccount(ctx)).rejects.toMatchObject({ code: Codes.CONFLICT });
    expect((await t.call(finance.changeAccountStatus, { id: row.id, action: "freeze", reason: "再次" }, { ticket: op.ticket })).code).toBe(Codes.CONFLICT);
    await allowSms(t, a.mobile);
    expect((await t.call(finance.signRemove, { channel: "SANDBOX", smsCode: "123456" }, { ticket: a.ticket })).msg).toBe("channel: 账户已被冻结，不能解约，请联系平台客服");
    expect((await t.ok(finance.changeAccountStatus, { id: row.id, action: "unfreeze", reason: "核查无误" }, { ticket: op.ticket })).status).toBe("ACTIVE");
    const d = await t.ok(finance.adminSelAccountDetail, { id: row.id }, { ticket: op.ticket });
    expect(d.history.slice(-2).map((h) => [h.event, h.reason, h.actorKind])).toEqual([
      ["freeze", "涉嫌异常交易", "OPERATOR"],
      ["unfreeze", "核查无误", "OPERATOR"],
    ]);
  });

  it("signRemove is refused while money is in the ledger, then rescinds with a REMOVE code", async () => {
    await post(t.systemCtx(), {
      key: "TEST-RECHARGE:fin-a",
      kind: "RECHARGE",
      bizType: "TEST",
      bizId: "fin-a",
      lines: [
        { account: clearingAccount("SANDBOX"), amount: -1000 },
        { account: memberAccount(a.id, "AVAILABLE"), amount: 1000 },
      ],
    });
    const refused = await t.call(finance.signRemove, { channel: "SANDBOX", smsCode: "123456" }, { ticket: a.ticket });
    expect(refused.msg).toBe("channel: 账户内尚有资金（可用 ¥10.00，冻结 ¥0.00），请提现或待冻结资金处理完后再解约");
    await post(t.systemCtx(), {
      key: "TEST-OUT:fin-a",
      kind: "ADJUSTMENT",
      bizType: "TEST",
      bizId: "fin-a",
      lines: [
        { account: memberAccount(a.id, "AVAILABLE"), amount: -1000 },
        { account: clearingAccount("SANDBOX"), amount: 1000 },
      ],
    });
    await allowSms(t, a.mobile);
    await t.ok(finance.sendMessage4, { channel: "SANDBOX", purpose: "REMOVE" }, { ticket: a.ticket });
    const closed = await t.ok(finance.signRemove, { channel: "SANDBOX", smsCode: lastSmsCode(t.config, a.mobile) }, { ticket: a.ticket });
    expect(closed.status).toBe("CLOSED");
    expect((await openAccountOf(t.systemCtx(), a.id))?.channel).toBe("LDYS");
    // a rescinded channel can be opened again
    expect((await openAccount(t, a, "SANDBOX")).status).toBe("ACTIVE");
  });

  it("SEF: getBillNo → sef/sign; selAccount and selSignNo", async () => {
    expect(await t.ok(finance.sefSelSignNo, {}, { ticket: b.ticket })).toEqual({ signNo: null, billNo: null, status: null });
    await allowSms(t, b.mobile);
    const sent = await t.ok(finance.sefGetBillNo, { holderType: "PSN", holderName: "李四", idNo: ID, mobile: b.mobile }, { ticket: b.ticket });
    expect((await t.ok(finance.sefSelAccount, {}, { ticket: b.ticket })).account?.status).toBe("PENDING");
    const acc = await t.ok(finance.sefSign, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, b.mobile) }, { ticket: b.ticket });
    expect(acc.channel).toBe("SEF");
    const sn = await t.ok(finance.sefSelSignNo, {}, { ticket: b.ticket });
    expect(sn).toEqual({ signNo: acc.signNo, billNo: sent.billNo, status: "ACTIVE" });
  });

  it("enterprise accounts: only a verified enterprise, only by its admin", async () => {
    const e = await enterprise(t, 5);
    const pending = await enterprise(t, 6);
    await db.update(member).set({ verifyState: "PENDING" }).where(eq(member.id, pending.boId)); // an edit under review
    const apply = { channel: "SANDBOX" as const, holderName: "测试企业5", idNo: USCC, mobile: e.admin.mobile };
    expect((await t.call(finance.sendMessage, { ...apply, idNo: ID }, { ticket: e.admin.ticket })).msg).toBe("holderType: 企业身份请开通企业账户");
    expect((await t.call(finance.sendMessage2, apply, { ticket: pending.admin.ticket })).msg).toBe("holderType: 企业认证通过后才能开通企业账户");
    expect((await t.call(finance.sendMessage2, apply, { ticket: e.clerk.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(finance.sendMessage2, { ...apply, idNo: "91350100M000100Y44" }, { ticket: e.admin.ticket })).msg).toContain("idNo");
    await allowSms(t, e.admin.mobile);
    const sent = await t.ok(finance.sendMessage2, apply, { ticket: e.admin.ticket });
    expect((await t.call(finance.sign, { billNo: sent.billNo, smsCode: "123456" }, { ticket: e.admin.ticket })).msg).toBe("billNo: 这是企业开户申请，请由企业管理员签约");
    const acc = await t.ok(finance.enterpriseSign2, { billNo: sent.billNo, smsCode: lastSmsCode(t.config, e.admin.mobile) }, { ticket: e.admin.ticket });
    expect(acc).toMatchObject({ holderType: "ORG", status: "ACTIVE", idNoMasked: "913***********0Y43" });
    // the finance clerk sees the enterprise's account (acting for it), but may not rescind it
    expect((await t.ok(finance.judgeIsOpenAccount, {}, { ticket: e.clerk.ticket })).account?.holderType).toBe("ORG");
    expect((await t.call(finance.sendMessage4, { channel: "SANDBOX", purpose: "REMOVE" }, { ticket: e.clerk.ticket })).code).toBe(Codes.FORBIDDEN);
  });
});
