import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL } from "drizzle-orm";
import { Codes, type AccountHolderType, type FinanceAccountStatus, type OutsideChannel, type Parsed, type finance } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { lockOwner } from "../../kit/owned-defaults";
import { pageTable } from "../../kit/paging";
import { stateHistoryOf, recordHistory, transition } from "../../kit/transition";
import { employeeRecord, isUniqueViolation, loginMobile, maskMobile, memberNames, verifyRow } from "../identity";
import { sendCode, verifyCode } from "../sms";
import { balances } from "../ledger";
import { adapterOf, channelInfos } from "../channel";
import { maskIdNo } from "./card-number";
import { financeAccountMachine } from "./machine";
import { bankCard, financeAccount } from "./schema";
import { accountView, type AccountRow } from "./views";

/** SMS purposes of this module (codes go to the acting person's own login mobile). */
const SMS_OPEN = "FINANCE_ACCOUNT";
const SMS_CHANGE = "FINANCE_ACCOUNT_CHANGE";
const SMS_REMOVE = "FINANCE_ACCOUNT_REMOVE";

/** Serialises one identity's writes of its accounts' default flag (kit/owned-defaults' lock). */
const ACCOUNT_LOCK = "finance_account";

/** Live accounts: not rescinded. */
const LIVE: FinanceAccountStatus[] = ["PENDING", "ACTIVE", "FROZEN"];

/** The account a pinned caller (the cashier, withdrawals) uses: see index.ts. */
export interface OpenFinanceAccount {
  readonly id: string;
  readonly boId: string;
  readonly channel: OutsideChannel;
  readonly holderType: AccountHolderType;
  readonly accountNo: string;
  readonly status: "ACTIVE" | "FROZEN";
}

/** The identity's default open (ACTIVE or FROZEN) account: the one marked default, else the first opened. */
export async function openAccountOf(ctx: Ctx, boId: string): Promise<OpenFinanceAccount | null> {
  const rows = await ctx.db
    .select()
    .from(financeAccount)
    .where(and(eq(financeAccount.boId, boId), inArray(financeAccount.status, ["ACTIVE", "FROZEN"])))
    .orderBy(desc(financeAccount.isDefault), asc(financeAccount.openedAt));
  const r = rows[0];
  if (!r?.accountNo || (r.status !== "ACTIVE" && r.status !== "FROZEN")) return null;
  return { id: r.id, boId: r.boId, channel: r.channel, holderType: r.holderType, accountNo: r.accountNo, status: r.status };
}

/** Whether `boId` has an ACTIVE account at `channel` (paying or recharging through a channel needs one). */
export async function hasActiveAccountAt(ctx: Ctx, boId: string, channel: OutsideChannel): Promise<boolean> {
  const [r] = await ctx.db
    .select({ id: financeAccount.id })
    .from(financeAccount)
    .where(and(eq(financeAccount.boId, boId), eq(financeAccount.channel, channel), eq(financeAccount.status, "ACTIVE")));
  return !!r;
}

/**
 * The acting identity's default account, which must be ACTIVE: none → CONFLICT "请先开通资金账户"
 * (`data.needOpenAccount`), frozen → CONFLICT naming the freeze.
 */
export async function requireOpenAccount(ctx: AuthedCtx): Promise<OpenFinanceAccount> {
  const a = await openAccountOf(ctx, ctx.member.boId);
  if (!a) throw new BizError(Codes.CONFLICT, "请先开通资金账户", { needOpenAccount: true });
  if (a.status === "FROZEN") throw new BizError(Codes.CONFLICT, "资金账户已被冻结，请联系平台客服", { accountFrozen: true });
  return a;
}

export async function judgeIsOpenAccount(ctx: AuthedCtx) {
  const a = await openAccountOf(ctx, ctx.member.boId);
  return {
    opened: !!a,
    account: a ? { channel: a.channel, holderType: a.holderType, accountNoMasked: `**** ${a.accountNo.slice(-4)}`, status: a.status } : null,
  };
}

/** The acting person's own login mobile, where this module's codes go. */
async function ownMobile(ctx: AuthedCtx, field: string): Promise<string> {
  const m = await loginMobile(ctx, ctx.member.memberId);
  if (!m) throw invalid(field, "账号未绑定手机号，请联系客服");
  return m;
}

async function liveAccount(ctx: Ctx, boId: string, channel: OutsideChannel): Promise<AccountRow | null> {
  const [r] = await ctx.db
    .select()
    .from(financeAccount)
    .where(and(eq(financeAccount.boId, boId), eq(financeAccount.channel, channel), inArray(financeAccount.status, LIVE)));
  return r ?? null;
}

/** My account by id (any state): another identity's is "not found". */
export async function myAccount(ctx: AuthedCtx, id: string): Promise<AccountRow> {
  const [r] = await ctx.db.select().from(financeAccount).where(and(eq(financeAccount.id, id), eq(financeAccount.boId, ctx.member.boId)));
  if (!r) throw notFound("资金账户");
  return r;
}

/** Who may apply for which kind: PSN for a person identity; ORG for a verified enterprise, by its admin. */
async function assertMayHold(ctx: AuthedCtx, holderType: AccountHolderType): Promise<void> {
  if (holderType === "PSN") {
    if (ctx.member.boType !== "PERSON") throw invalid("holderType", "企业身份请开通企业账户");
    return;
  }
  if (ctx.member.boType !== "ENTERPRISE") throw invalid("holderType", "个人身份不能开通企业账户，请切换到企业身份");
  if ((await verifyRow(ctx, ctx.member.boId)).verifyState !== "APPROVED") throw invalid("holderType", "企业认证通过后才能开通企业账户");
  await assertEnterpriseAdmin(ctx);
}

export async function assertEnterpriseAdmin(ctx: AuthedCtx): Promise<void> {
  if (ctx.member.boType !== "ENTERPRISE") return;
  const emp = ctx.member.employeeId ? await employeeRecord(ctx, ctx.member.employeeId, { boId: ctx.member.boId }) : null;
  if (!emp || emp.isAdmin !== 1 || emp.status !== "ACTIVE") throw forbidden("仅企业管理员可办理企业资金账户与对公账户");
}

function assertChannelHolds(channel: OutsideChannel, holderType: AccountHolderType): void {
  if (!adapterOf(channel).holderTypes.includes(holderType)) {
    throw invalid("channel", holderType === "ORG" ? "该渠道不支持企业开户" : "该渠道不支持个人开户");
  }
}

type Application = { channel: OutsideChannel; holderType: AccountHolderType; holderName: string; idNo: string; mobile: string };

/**
 * Opening, step 1 (sendMessage, sendMessage/2.0, sef/getBillNo): records the application (PENDING,
 * with a bill number; a pending one for the same channel is updated and keeps its number) and texts
 * a code to the applicant's own login mobile.
 */
export async function apply(ctx: AuthedCtx, a: Application) {
  await assertMayHold(ctx, a.holderType);
  assertChannelHolds(a.channel, a.holderType);
  const boId = ctx.member.boId;
  const own = await ownMobile(ctx, "mobile");
  const fields = { holderType: a.holderType, holderName: a.holderName, idNoMasked: maskIdNo(a.idNo), idNoPending: a.idNo, mobile: a.mobile, appliedBy: ctx.member.memberId };
  let billNo: string;
  try {
    billNo = await inTx(ctx, async (tx) => {
      const live = await liveAccount(tx, boId, a.channel);
      if (live && live.status !== "PENDING") throw conflict("已开通该渠道的资金账户，无需重复开户");
      if (live) {
        await tx.db.update(financeAccount).set(fields).where(and(eq(financeAccount.id, live.id), eq(financeAccount.status, "PENDING")));
        return live.billNo;
      }
      const [row] = await tx.db
        .insert(financeAccount)
        .values({ ...fields, boId, channel: a.channel, billNo: `BN${newId().toUpperCase()}`, status: "PENDING" })
        .returning();
      await recordHistory(tx, financeAccountMachine, { id: row.id, from: null, to: "PENDING", event: "apply" });
      return row.billNo;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict("该渠道的开户申请已在办理中，请刷新后重试");
    throw e;
  }
  const sent = await sendCode(ctx, own, SMS_OPEN);
  return { billNo, mobile: maskMobile(own) ?? own, ...sent };
}

/** Resends the code of a pending application (sendMessage/3.0). */
export async function resendApplicationCode(ctx: AuthedCtx, billNo: string) {
  await pendingByBill(ctx, billNo);
  const own = await ownMobile(ctx, "billNo");
  const sent = await sendCode(ctx, own, SMS_OPEN);
  return { billNo, mobile: maskMobile(own) ?? own, ...sent };
}

async function pendingByBill(ctx: AuthedCtx, billNo: string): Promise<AccountRow> {
  const [row] = await ctx.db.select().from(financeAccount).where(and(eq(financeAccount.billNo, billNo), eq(financeAccount.boId, ctx.member.boId)));
  if (!row) throw invalid("billNo", "开户申请不存在，请重新申请");
  if (row.status !== "PENDING") throw invalid("billNo", row.status === "CLOSED" ? "该开户申请已作废，请重新申请" : "该申请已签约开户");
  return row;
}

/**
 * Opening, step 2 (sign, sign/2.0, enterpriseSign/2.0 and 3.0, sef/sign): the code, then the channel
 * opens the account (idempotent by the bill number), then the application becomes ACTIVE with the
 * account and sign numbers. The identity's first account is its default; `makeDefault` makes this one
 * the default whatever the others. `holderType` restricts which applications the call signs.
 */
export async function sign(ctx: AuthedCtx, input: { billNo: string; smsCode: string }, opts: { holderType?: AccountHolderType; makeDefault?: boolean } = {}) {
  const row = await pendingByBill(ctx, input.billNo);
  if (opts.holderType && row.holderType !== opts.holderType) {
    throw invalid("billNo", opts.holderType === "ORG" ? "这是个人开户申请，请在个人开户页签约" : "这是企业开户申请，请由企业管理员签约");
  }
  await assertMayHold(ctx, row.holderType);
  if (!row.idNoPending) throw invalid("billNo", "开户申请信息不完整，请重新申请");
  await verifyCode(ctx, await ownMobile(ctx, "smsCode"), SMS_OPEN, input.smsCode);
  const opened = await adapterOf(row.channel).openAccount(ctx, {
    bizId: row.billNo,
    holderType: row.holderType,
    boId: row.boId,
    name: row.holderName,
    idNo: row.idNoPending,
    mobile: row.mobile,
  });
  const moved = await inTx(ctx, async (tx) => {
    await lockOwner(tx, ACCOUNT_LOCK, row.boId); // two accounts signed at once: one default
    const others = await tx.db
      .select({ id: financeAccount.id })
      .from(financeAccount)
      .where(and(eq(financeAccount.boId, row.boId), eq(financeAccount.isDefault, true), inArray(financeAccount.status, ["ACTIVE", "FROZEN"])));
    const makeDefault = opts.makeDefault || others.length === 0;
    if (makeDefault && others.length) {
      await tx.db.update(financeAccount).set({ isDefault: false }).where(inArray(financeAccount.id, others.map((o) => o.id)));
    }
    return transition(tx, financeAccountMachine, row, "sign", {
      patch: { accountNo: opened.accountNo, signNo: opened.signNo, openedAt: ctx.now, idNoPending: null, isDefault: makeDefault },
    });
  });
  return accountView(moved);
}

/** Gives up a pending application (updAccountById CANCEL), or makes an open account the default. */
export async function updateAccount(ctx: AuthedCtx, input: Parsed<typeof finance.updAccountById>) {
  const row = await myAccount(ctx, input.id);
  if (row.holderType === "ORG") await assertEnterpriseAdmin(ctx);
  if (input.action === "CANCEL") {
    if (row.status !== "PENDING") throw invalid("action", "只有待验证的开户申请可以放弃");
    return accountView(await transition(ctx, financeAccountMachine, row, "cancel", { patch: { idNoPending: null, closedAt: ctx.now } }));
  }
  if (row.status !== "ACTIVE") throw invalid("id", "只有正常状态的账户可以设为默认");
  const moved = await inTx(ctx, async (tx) => {
    await lockOwner(tx, ACCOUNT_LOCK, row.boId);
    await tx.db.update(financeAccount).set({ isDefault: false }).where(and(eq(financeAccount.boId, row.boId), ne(financeAccount.id, row.id)));
    const [r] = await tx.db
      .update(financeAccount)
      .set({ isDefault: true })
      .where(and(eq(financeAccount.id, row.id), eq(financeAccount.status, "ACTIVE")))
      .returning();
    if (!r) throw conflict("资金账户状态已变化，请刷新后重试");
    return r;
  });
  return accountView(moved);
}

/** The code before changing or rescinding an open account (sendMessage/4.0). */
export async function sendActionCode(ctx: AuthedCtx, input: Parsed<typeof finance.sendMessage4>) {
  const row = await liveAccount(ctx, ctx.member.boId, input.channel);
  if (!row || row.status === "PENDING") throw invalid("channel", "尚未开通该渠道的资金账户");
  if (row.holderType === "ORG") await assertEnterpriseAdmin(ctx);
  const own = await ownMobile(ctx, "channel");
  const sent = await sendCode(ctx, own, input.purpose === "CHANGE" ? SMS_CHANGE : SMS_REMOVE);
  return { billNo: row.billNo, mobile: maskMobile(own) ?? own, ...sent };
}

async function openRow(ctx: AuthedCtx, channel: OutsideChannel): Promise<AccountRow> {
  const row = await liveAccount(ctx, ctx.member.boId, channel);
  if (!row || row.status === "PENDING") throw invalid("channel", "尚未开通该渠道的资金账户");
  if (row.holderType === "ORG") await assertEnterpriseAdmin(ctx);
  return row;
}

/** Changes the bound details (signUpdate): the holder's name as the channel shows it and the reserved mobile. */
export async function changeAccount(ctx: AuthedCtx, input: Parsed<typeof finance.signUpdate>) {
  const row = await openRow(ctx, input.channel);
  if (row.status !== "ACTIVE") throw invalid("channel", "账户已被冻结，暂不能变更");
  await verifyCode(ctx, await ownMobile(ctx, "smsCode"), SMS_CHANGE, input.smsCode);
  const [r] = await ctx.db
    .update(financeAccount)
    .set({ holderName: input.holderName, mobile: input.mobile })
    .where(and(eq(financeAccount.id, row.id), eq(financeAccount.status, "ACTIVE")))
    .returning();
  if (!r) throw conflict("资金账户状态已变化，请刷新后重试");
  return accountView(r);
}

/**
 * Rescission (signRemove): refused while the identity holds money in the ledger (available or
 * frozen) or the account is frozen; the channel closes the account, its cards are unbound, and the
 * next open account (if any) becomes the default.
 */
export async function rescind(ctx: AuthedCtx, input: Parsed<typeof finance.signRemove>) {
  const row = await openRow(ctx, input.channel);
  if (row.status === "FROZEN") throw invalid("channel", "账户已被冻结，不能解约，请联系平台客服");
  const money = await balances(ctx, row.boId);
  if (money.available > 0 || money.frozen > 0) {
    const yuan = (f: number) => (f / 100).toFixed(2);
    throw invalid("channel", `账户内尚有资金（可用 ¥${yuan(money.available)}，冻结 ¥${yuan(money.frozen)}），请提现或待冻结资金处理完后再解约`);
  }
  await verifyCode(ctx, await ownMobile(ctx, "smsCode"), SMS_REMOVE, input.smsCode);
  const adapter = adapterOf(row.channel);
  const cards = await ctx.db.select().from(bankCard).where(and(eq(bankCard.accountId, row.id), eq(bankCard.status, "BOUND")));
  for (const c of cards) if (c.cardToken) await adapter.unbindCard(ctx, { bizId: `unbind:${c.id}`, cardToken: c.cardToken });
  if (row.accountNo) await adapter.closeAccount(ctx, { bizId: `close:${row.id}`, accountNo: row.accountNo });
  const moved = await inTx(ctx, async (tx) => {
    await lockOwner(tx, ACCOUNT_LOCK, row.boId);
    await tx.db.update(bankCard).set({ status: "UNBOUND", unboundAt: ctx.now, isDefault: false }).where(and(eq(bankCard.accountId, row.id), eq(bankCard.status, "BOUND")));
    const closed = await transition(tx, financeAccountMachine, row, "rescind", { patch: { closedAt: ctx.now, isDefault: false } });
    // the default card may have gone with the account: the earliest card left (at another account) takes over
    const [hasDefault] = await tx.db.select({ id: bankCard.id }).from(bankCard).where(and(eq(bankCard.boId, row.boId), eq(bankCard.status, "BOUND"), eq(bankCard.isDefault, true)));
    if (!hasDefault) {
      const [nextCard] = await tx.db.select({ id: bankCard.id }).from(bankCard).where(and(eq(bankCard.boId, row.boId), eq(bankCard.status, "BOUND"))).orderBy(asc(bankCard.boundAt)).limit(1);
      if (nextCard) await tx.db.update(bankCard).set({ isDefault: true }).where(eq(bankCard.id, nextCard.id));
    }
    if (row.isDefault) {
      const [next] = await tx.db
        .select({ id: financeAccount.id })
        .from(financeAccount)
        .where(and(eq(financeAccount.boId, row.boId), eq(financeAccount.status, "ACTIVE")))
        .orderBy(asc(financeAccount.openedAt))
        .limit(1);
      if (next) await tx.db.update(financeAccount).set({ isDefault: true }).where(eq(financeAccount.id, next.id));
    }
    return closed;
  });
  return accountView(moved);
}

/** Operator freeze / unfreeze, with the reason kept on the account and in its history. */
export async function changeStatus(ctx: AuthedCtx, input: Parsed<typeof finance.changeAccountStatus>) {
  const [row] = await ctx.db.select().from(financeAccount).where(eq(financeAccount.id, input.id));
  if (!row) throw notFound("资金账户");
  const moved = await transition(ctx, financeAccountMachine, row, input.action, {
    patch: { freezeReason: input.action === "freeze" ? input.reason : null },
    reason: input.reason,
  });
  return accountView(moved);
}

/** The channels that open accounts, with my live account at each. */
export async function channelList(ctx: AuthedCtx) {
  const [infos, mine] = [await channelInfos(ctx), await myAccounts(ctx)];
  return { list: infos.map((c) => ({ ...c, holderTypes: [...c.holderTypes], account: mine.list.find((a) => a.channel === c.code) ?? null })) };
}

/** My accounts (live ones), default first. */
export async function myAccounts(ctx: AuthedCtx) {
  const rows = await ctx.db
    .select()
    .from(financeAccount)
    .where(and(eq(financeAccount.boId, ctx.member.boId), inArray(financeAccount.status, LIVE)))
    .orderBy(desc(financeAccount.isDefault), asc(financeAccount.createdAt));
  return { list: rows.map(accountView) };
}

async function detailOf(ctx: Ctx, row: AccountRow) {
  const cards = await ctx.db.$count(bankCard, and(eq(bankCard.accountId, row.id), eq(bankCard.status, "BOUND")));
  const history = await stateHistoryOf(ctx, financeAccountMachine, row.id, { names: memberNames, extraLabels: { apply: "提交开户申请" } });
  return { ...accountView(row), cards, history };
}

/** My account's detail by id, or my live account at a channel. */
export async function myAccountDetail(ctx: AuthedCtx, input: Parsed<typeof finance.selAccountDetail>) {
  const row = input.id ? await myAccount(ctx, input.id) : await liveAccount(ctx, ctx.member.boId, input.channel!);
  if (!row) throw notFound("资金账户");
  return detailOf(ctx, row);
}

/** The SEF account (sef/selAccount). */
export async function channelAccount(ctx: AuthedCtx, channel: OutsideChannel) {
  const row = await liveAccount(ctx, ctx.member.boId, channel);
  return { account: row ? accountView(row) : null };
}

export async function sefSignNo(ctx: AuthedCtx) {
  const row = await liveAccount(ctx, ctx.member.boId, "SEF");
  return { signNo: row?.signNo ?? null, billNo: row?.billNo ?? null, status: row?.status ?? null };
}

/** Operator search. */
export async function adminSearch(ctx: AuthedCtx, input: Parsed<typeof finance.adminSelAccountInfo>) {
  const conds: (SQL | undefined)[] = [];
  if (input.channel) conds.push(eq(financeAccount.channel, input.channel));
  if (input.status) conds.push(eq(financeAccount.status, input.status));
  if (input.keyword) {
    const k = `%${input.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(or(ilike(financeAccount.holderName, k), ilike(financeAccount.billNo, k), ilike(financeAccount.accountNo, k), eq(financeAccount.boId, input.keyword)));
  }
  const page = await pageTable(ctx, input, financeAccount, and(...conds), [desc(financeAccount.createdAt)], (r) => r);
  const names = await memberNames(ctx, [...new Set(page.list.map((r) => r.boId))]);
  return { ...page, list: page.list.map((r) => ({ ...accountView(r), boId: r.boId, boName: names.get(r.boId) ?? "" })) };
}

export async function adminDetail(ctx: AuthedCtx, id: string) {
  const [row] = await ctx.db.select().from(financeAccount).where(eq(financeAccount.id, id));
  if (!row) throw notFound("资金账户");
  const names = await memberNames(ctx, [row.boId]);
  return { ...(await detailOf(ctx, row)), boId: row.boId, boName: names.get(row.boId) ?? "" };
}

/** The live account a card is bound to: the given channel's, else the default. */
export async function accountForCard(ctx: AuthedCtx, channel: OutsideChannel | undefined): Promise<AccountRow> {
  const row = channel ? await liveAccount(ctx, ctx.member.boId, channel) : await defaultRow(ctx);
  if (!row || row.status === "PENDING") throw invalid("channel", "请先开通资金账户再绑定银行卡");
  if (row.status === "FROZEN") throw invalid("channel", "资金账户已被冻结，暂不能绑卡");
  return row;
}

async function defaultRow(ctx: AuthedCtx): Promise<AccountRow | null> {
  const a = await openAccountOf(ctx, ctx.member.boId);
  if (!a) return null;
  const [r] = await ctx.db.select().from(financeAccount).where(eq(financeAccount.id, a.id));
  return r ?? null;
}
