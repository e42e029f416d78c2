import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { OutsideChannel, Parsed, finance } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { lockOwner } from "../../kit/owned-defaults";
import { checkPayPassword, isUniqueViolation, maskMobile } from "../identity";
import { adapterOf } from "../channel";
import { accountForCard, assertEnterpriseAdmin } from "./accounts";
import { hashCardNo, maskCardNo } from "./card-number";
import { bankCard, financeAccount } from "./schema";
import { cardView, type CardRow } from "./views";

/** Serialises one identity's writes of its cards' default flag (kit/owned-defaults' lock). */
const CARD_LOCK = "finance_bank_card";

/** The caller's own bound card, as a payout (withdrawal) needs it; another's or an unbound one: notFound. */
export async function cardForPayout(ctx: AuthedCtx, cardId: string) {
  const c = await ownCard(ctx, cardId);
  if (c.status !== "BOUND" || !c.cardToken) throw notFound("银行卡");
  return { id: c.id, channel: c.channel, cardToken: c.cardToken, bankName: c.bankName ?? "", cardNoMasked: c.cardNoMasked };
}

async function ownCard(ctx: AuthedCtx, id: string): Promise<CardRow> {
  const [c] = await ctx.db.select().from(bankCard).where(and(eq(bankCard.id, id), eq(bankCard.boId, ctx.member.boId)));
  if (!c || c.status === "UNBOUND") throw notFound("银行卡");
  return c;
}

export async function myCards(ctx: AuthedCtx, channel: OutsideChannel | undefined) {
  const rows = await ctx.db
    .select()
    .from(bankCard)
    .where(and(eq(bankCard.boId, ctx.member.boId), eq(bankCard.status, "BOUND"), channel ? eq(bankCard.channel, channel) : undefined))
    .orderBy(desc(bankCard.isDefault), asc(bankCard.boundAt));
  return { list: rows.map(cardView) };
}

export async function myCard(ctx: AuthedCtx, id: string) {
  return cardView(await ownCard(ctx, id));
}

/**
 * Binding, step 1 (personBindCard, companyBindCard): the card goes to the account of the channel
 * (or the default account); its holder must be the account's holder; the same card may not be bound
 * twice. The channel texts its code to the card's reserved mobile; a PENDING binding waits for it.
 */
export async function startBinding(
  ctx: AuthedCtx,
  input: { channel?: OutsideChannel; cardNo: string; holderName: string; mobile: string },
  kind: "PERSON" | "COMPANY",
) {
  if (kind === "COMPANY") {
    if (ctx.member.boType !== "ENTERPRISE") throw invalid("cardNo", "个人身份请绑定个人银行卡");
    await assertEnterpriseAdmin(ctx);
  } else if (ctx.member.boType !== "PERSON") {
    throw invalid("cardNo", "企业身份请绑定对公账户");
  }
  const account = await accountForCard(ctx, input.channel);
  if (input.holderName !== account.holderName) throw invalid("holderName", `${kind === "COMPANY" ? "户名" : "持卡人姓名"}须与资金账户开户名“${account.holderName}”一致`);
  const cardNoHash = hashCardNo(ctx.config, input.cardNo);
  const [dup] = await ctx.db
    .select({ id: bankCard.id })
    .from(bankCard)
    .where(and(eq(bankCard.boId, ctx.member.boId), eq(bankCard.cardNoHash, cardNoHash), eq(bankCard.status, "BOUND")));
  if (dup) throw invalid("cardNo", "该银行卡已绑定，请勿重复绑定");
  // The channel first (its request is idempotent by our id), then the pending binding that waits for its code.
  const id = newId();
  const answer = await adapterOf(account.channel).bindCard(ctx, {
    bizId: id,
    accountNo: account.accountNo ?? "",
    cardNo: input.cardNo,
    holderName: input.holderName,
    mobile: input.mobile,
    kind,
  });
  const [row] = await ctx.db
    .insert(bankCard)
    .values({
      id,
      boId: ctx.member.boId,
      accountId: account.id,
      channel: account.channel,
      kind,
      status: "PENDING",
      holderName: input.holderName,
      cardNoMasked: maskCardNo(input.cardNo),
      cardNoHash,
      mobileMasked: maskMobile(input.mobile) ?? input.mobile,
      requestId: answer.requestId,
      boundBy: ctx.member.memberId,
    })
    .returning();
  // a sandbox bank in a demo installation answers the code it texted (the SMS stays in the outbox): the
  // portal shows it as the demo's stand-in for the bank's SMS
  return { bindId: row.id, mobile: maskMobile(input.mobile) ?? input.mobile, ...(answer.demoCode ? { demoCode: answer.demoCode } : {}) };
}

/**
 * Binding, step 2 (bindCardConfirm): the bank's code; the channel answers its token for the card.
 * The same card (same keyed hash) is bound at most once per identity — at the bank too: a binding
 * whose card is already bound is refused before the bank is asked, and the loser of two confirmations
 * racing past that check (the table's unique index decides, under the owner's lock) undoes its
 * binding at the bank and is marked UNBOUND, so the bank never keeps a card we refused.
 */
export async function confirmBinding(ctx: AuthedCtx, input: Parsed<typeof finance.bindCardConfirm>) {
  const [c] = await ctx.db.select().from(bankCard).where(and(eq(bankCard.id, input.bindId), eq(bankCard.boId, ctx.member.boId)));
  if (!c) throw invalid("bindId", "绑卡申请不存在，请重新绑卡");
  if (c.status !== "PENDING" || !c.requestId) throw invalid("bindId", c.status === "BOUND" ? "该银行卡已绑定" : "绑卡申请已失效，请重新绑卡");
  const alreadyBound = () => invalid("cardNo", "该银行卡已绑定，请勿重复绑定");
  if (await boundTwin(ctx, c)) {
    await dropPending(ctx, c);
    throw alreadyBound();
  }
  const bound = await adapterOf(c.channel).confirmBindCard(ctx, { requestId: c.requestId, smsCode: input.smsCode });
  let r: CardRow | null;
  try {
    r = await inTx(ctx, async (tx) => {
      await lockOwner(tx, CARD_LOCK, c.boId); // two cards confirmed at once: one default, one of a number
      if (await boundTwin(tx, c)) return null;
      const [first] = await tx.db.select({ id: bankCard.id }).from(bankCard).where(and(eq(bankCard.boId, c.boId), eq(bankCard.status, "BOUND"), eq(bankCard.isDefault, true)));
      const [moved] = await tx.db
        .update(bankCard)
        .set({ status: "BOUND", cardToken: bound.cardToken, bankName: bound.bankName, cardType: bound.cardType, boundAt: ctx.now, isDefault: !first, requestId: null })
        .where(and(eq(bankCard.id, c.id), eq(bankCard.status, "PENDING")))
        .returning();
      if (!moved) throw conflict("绑卡状态已变化，请刷新后重试");
      return moved;
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    r = null;
  }
  if (r) return cardView(r);
  // lost the race: the bank bound it for us, we refuse it, so the bank forgets it again
  await adapterOf(c.channel).unbindCard(ctx, { bizId: `unbind:${c.id}`, cardToken: bound.cardToken });
  await dropPending(ctx, c);
  throw alreadyBound();
}

/** Another card of this identity with the same number, bound. */
async function boundTwin(ctx: AuthedCtx, c: CardRow): Promise<boolean> {
  const [twin] = await ctx.db
    .select({ id: bankCard.id })
    .from(bankCard)
    .where(and(eq(bankCard.boId, c.boId), eq(bankCard.cardNoHash, c.cardNoHash), eq(bankCard.status, "BOUND"), ne(bankCard.id, c.id)));
  return twin !== undefined;
}

/** A pending binding that will never be bound (its card is bound already). */
async function dropPending(ctx: AuthedCtx, c: CardRow): Promise<void> {
  await ctx.db.update(bankCard).set({ status: "UNBOUND", unboundAt: ctx.now, requestId: null }).where(and(eq(bankCard.id, c.id), eq(bankCard.status, "PENDING")));
}

/** Alias and default card (updCard). */
export async function updateCard(ctx: AuthedCtx, input: Parsed<typeof finance.updCard>) {
  const c = await ownCard(ctx, input.id);
  if (c.status !== "BOUND") throw invalid("id", "银行卡尚未绑定成功");
  const r = await inTx(ctx, async (tx) => {
    await lockOwner(tx, CARD_LOCK, c.boId);
    if (input.isDefault) await tx.db.update(bankCard).set({ isDefault: false }).where(and(eq(bankCard.boId, c.boId), ne(bankCard.id, c.id)));
    const [moved] = await tx.db
      .update(bankCard)
      .set({ ...(input.alias !== undefined ? { alias: input.alias || null } : {}), ...(input.isDefault ? { isDefault: true } : {}) })
      .where(and(eq(bankCard.id, c.id), eq(bankCard.status, "BOUND")))
      .returning();
    if (!moved) throw conflict("银行卡状态已变化，请刷新后重试");
    return moved;
  });
  return cardView(r);
}

/**
 * Unbinding (unbindCard): asks for the pay password; the channel forgets the card; if it was the
 * default, the earliest other bound card becomes the default.
 */
export async function unbindCard(ctx: AuthedCtx, input: Parsed<typeof finance.unbindCard>) {
  const c = await ownCard(ctx, input.id);
  if (c.kind === "COMPANY") await assertEnterpriseAdmin(ctx);
  await checkPayPassword(ctx, input.payPassword);
  if (c.status === "BOUND" && c.cardToken) {
    const [acc] = await ctx.db.select({ status: financeAccount.status }).from(financeAccount).where(eq(financeAccount.id, c.accountId));
    if (acc?.status === "FROZEN") throw invalid("id", "资金账户已被冻结，暂不能解绑银行卡");
    await adapterOf(c.channel).unbindCard(ctx, { bizId: `unbind:${c.id}`, cardToken: c.cardToken });
  }
  await inTx(ctx, async (tx) => {
    await lockOwner(tx, CARD_LOCK, c.boId);
    await tx.db.update(bankCard).set({ status: "UNBOUND", unboundAt: ctx.now, isDefault: false }).where(eq(bankCard.id, c.id));
    if (c.isDefault) {
      const [next] = await tx.db
        .select({ id: bankCard.id })
        .from(bankCard)
        .where(and(eq(bankCard.boId, c.boId), eq(bankCard.status, "BOUND")))
        .orderBy(asc(bankCard.boundAt))
        .limit(1);
      if (next) await tx.db.update(bankCard).set({ isDefault: true }).where(eq(bankCard.id, next.id));
    }
  });
  return { id: c.id, status: "UNBOUND" as const };
}
