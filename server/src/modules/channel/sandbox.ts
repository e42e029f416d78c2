/**
 * The sandbox bank: a simulator of a payment channel served by our own server, the adapter of every
 * outside channel until a real bank's adapter replaces one. It keeps its own books (sandbox_account,
 * sandbox_card, sandbox_txn) as a bank would, answers requests at once, and tells the outcome of money
 * movements by signed notifications through the outbox (bank-notify.ts), subject to the channel's
 * switches. A payment waits for the payer on the hosted page (/cashier/htmlShow, `payerConfirms`).
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { Codes, channelOp, channelTxnStatus, outsideChannel, type AccountHolderType, type OutsideChannel } from "@qinlian/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { inTx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { sendCode, verifyCode } from "../sms";
import type { BindCardRequest, BoundCard, ChannelAdapter, ChannelResult, OpenAccountAnswer, OpenAccountRequest, PayRequest } from "./adapter";
import { finishTxn, resultOf, type TxnRow } from "./bank-notify";
import { cardHash, cardIssuer, luhnValid, maskCard, maskId } from "./cards";
import { channelDefs, requireEnabled, sandboxKey, signBody } from "./channels";
import { sandboxAccount, sandboxCard, sandboxTxn } from "./schema";

/** The SMS purpose of the code the bank texts to a card's reserved mobile. */
export const BANK_CARD_SMS = "BANK_CARD";

const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join("");

const notificationBody = z.object({
  notifyId: z.string().min(1).max(80),
  channel: outsideChannel,
  op: channelOp,
  bizId: z.string().min(1).max(80),
  channelTxnId: z.string().min(1).max(80),
  status: channelTxnStatus,
  amount: z.number().int().min(0),
  reason: z.string().nullable(),
  at: z.string(),
});

const holderText: Record<AccountHolderType, string> = { PSN: "个人", ORG: "企业" };

export class SandboxAdapter implements ChannelAdapter {
  readonly holderTypes: readonly AccountHolderType[];
  private readonly name: string;

  constructor(readonly code: OutsideChannel) {
    this.holderTypes = channelDefs[code].holderTypes;
    this.name = channelDefs[code].name.zh;
  }

  async openAccount(ctx: Ctx, req: OpenAccountRequest): Promise<OpenAccountAnswer> {
    if (!this.holderTypes.includes(req.holderType)) throw invalid("holderType", `${this.name}不为${holderText[req.holderType]}开户`);
    if (!/^1[3-9]\d{9}$/.test(req.mobile)) throw invalid("mobile", "手机号格式不正确");
    if (!req.name.trim()) throw invalid("name", "请填写户名");
    if (req.idNo.trim().length < 8) throw invalid("idNo", req.holderType === "PSN" ? "身份证号不正确" : "统一社会信用代码不正确");
    await requireEnabled(ctx, this.code);
    return inTx(ctx, async (tx) => {
      await tx.db
        .insert(sandboxAccount)
        .values({
          channel: this.code,
          bizId: req.bizId,
          accountNo: `${channelDefs[this.code].accountPrefix}${digits(12)}`,
          signNo: `SN${this.code}${tx.now.getTime()}${digits(4)}`,
          holderType: req.holderType,
          boId: req.boId,
          name: req.name.trim(),
          idNoMasked: maskId(req.idNo.trim()),
          mobile: req.mobile,
        })
        .onConflictDoNothing({ target: [sandboxAccount.channel, sandboxAccount.bizId] });
      const [a] = await tx.db
        .select()
        .from(sandboxAccount)
        .where(and(eq(sandboxAccount.channel, this.code), eq(sandboxAccount.bizId, req.bizId)));
      if (a.boId !== req.boId || a.holderType !== req.holderType) throw conflict("该开户请求号已用于另一个开户申请");
      if (a.status !== "OPEN") throw conflict("该账户已销户");
      return { accountNo: a.accountNo, signNo: a.signNo };
    });
  }

  async closeAccount(ctx: Ctx, req: { readonly bizId: string; readonly accountNo: string }): Promise<void> {
    await inTx(ctx, async (tx) => {
      const a = await this.account(tx, req.accountNo);
      if (a.status === "CLOSED") return;
      const [{ n }] = await tx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sandboxTxn)
        .where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.payerBoId, a.boId), eq(sandboxTxn.status, "PENDING")));
      if (n > 0) throw conflict(`该账户还有 ${n} 笔处理中的交易，暂不能销户`);
      await tx.db.update(sandboxCard).set({ status: "UNBOUND", unboundAt: tx.now }).where(and(eq(sandboxCard.accountNo, a.accountNo), eq(sandboxCard.status, "BOUND")));
      await tx.db.update(sandboxAccount).set({ status: "CLOSED", closedAt: tx.now }).where(eq(sandboxAccount.id, a.id));
    });
  }

  async bindCard(ctx: Ctx, req: BindCardRequest): Promise<{ readonly requestId: string; readonly demoCode?: string }> {
    const cardNo = req.cardNo.replace(/\s+/g, "");
    // a person's card carries the Luhn check digit; a company's settlement account number (对公账号) does not
    if (req.kind === "PERSON" ? !luhnValid(cardNo) : !/^\d{6,32}$/.test(cardNo)) throw invalid("cardNo", req.kind === "PERSON" ? "银行卡号不正确，请核对" : "对公账号应为 6–32 位数字");
    if (!/^1[3-9]\d{9}$/.test(req.mobile)) throw invalid("mobile", "银行预留手机号格式不正确");
    if (!req.holderName.trim()) throw invalid("holderName", "请填写持卡人姓名");
    await requireEnabled(ctx, this.code);
    return inTx(ctx, async (tx) => {
      const [known] = await tx.db.select().from(sandboxCard).where(and(eq(sandboxCard.channel, this.code), eq(sandboxCard.bizId, req.bizId)));
      if (known) {
        if (known.cardHash !== cardHash(this.code, cardNo)) throw conflict("该绑卡请求号已用于另一张卡");
        return { requestId: known.requestId };
      }
      const a = await this.account(tx, req.accountNo);
      if (a.status !== "OPEN") throw conflict("账户已销户，不能绑卡");
      const issuer = cardIssuer(cardNo, req.kind);
      const requestId = newId();
      await tx.db.insert(sandboxCard).values({
        channel: this.code,
        bizId: req.bizId,
        requestId,
        accountNo: a.accountNo,
        cardNoMasked: maskCard(cardNo),
        cardHash: cardHash(this.code, cardNo),
        holderName: req.holderName.trim(),
        mobile: req.mobile,
        kind: req.kind,
        ...issuer,
      });
      const sent = await sendCode(tx, req.mobile, BANK_CARD_SMS);
      return sent.demoCode ? { requestId, demoCode: sent.demoCode } : { requestId };
    });
  }

  async confirmBindCard(ctx: Ctx, req: { readonly requestId: string; readonly smsCode: string }): Promise<BoundCard> {
    const [c] = await ctx.db.select().from(sandboxCard).where(and(eq(sandboxCard.channel, this.code), eq(sandboxCard.requestId, req.requestId)));
    if (!c) throw notFound("绑卡请求");
    if (c.status === "BOUND" && c.cardToken) return { cardToken: c.cardToken, bankName: c.bankName, cardType: c.cardType };
    if (c.status !== "REQUESTED") throw conflict("该卡已解绑，请重新绑卡");
    if (!/^\d{6}$/.test(req.smsCode)) throw invalid("smsCode", "请输入 6 位短信验证码");
    return inTx(ctx, async (tx) => {
      await verifyCode(tx, c.mobile, BANK_CARD_SMS, req.smsCode);
      const cardToken = `CT${newId()}`;
      const [bound] = await tx.db
        .update(sandboxCard)
        .set({ status: "BOUND", cardToken, boundAt: tx.now })
        .where(and(eq(sandboxCard.id, c.id), eq(sandboxCard.status, "REQUESTED")))
        .returning();
      if (!bound) throw conflict("绑卡状态已变化，请刷新后重试");
      return { cardToken, bankName: bound.bankName, cardType: bound.cardType };
    });
  }

  async unbindCard(ctx: Ctx, req: { readonly bizId: string; readonly cardToken: string }): Promise<void> {
    const [c] = await ctx.db.select().from(sandboxCard).where(and(eq(sandboxCard.channel, this.code), eq(sandboxCard.cardToken, req.cardToken)));
    if (!c) throw notFound("银行卡");
    if (c.status === "UNBOUND") return;
    await ctx.db.update(sandboxCard).set({ status: "UNBOUND", unboundAt: ctx.now }).where(eq(sandboxCard.id, c.id));
  }

  async pay(ctx: Ctx, req: PayRequest): Promise<{ readonly channelTxnId: string; readonly payUrl: string }> {
    this.checkAmount(req.amount);
    if (!req.returnPath.startsWith("/") || req.returnPath.startsWith("//") || req.returnPath.length > 300) {
      throw invalid("returnPath", "返回地址应为本站路径（以 / 开头）");
    }
    if (!req.subject.trim()) throw invalid("subject", "请填写交易摘要");
    await requireEnabled(ctx, this.code);
    const t = await this.create(ctx, "PAY", req.bizId, req.amount, {
      subject: req.subject.trim().slice(0, 100),
      payerBoId: req.payerBoId,
      returnPath: req.returnPath,
    });
    if (t.payerBoId !== req.payerBoId) throw conflict("该业务号已由另一付款人发起支付");
    return { channelTxnId: t.id, payUrl: `/cashier/htmlShow?txn=${t.id}` };
  }

  async refund(ctx: Ctx, req: { readonly bizId: string; readonly payBizId: string; readonly amount: number }): Promise<{ readonly channelTxnId: string }> {
    this.checkAmount(req.amount);
    return inTx(ctx, async (tx) => {
      const [known] = await tx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.bizId, req.bizId)));
      if (known) return { channelTxnId: this.same(known, "REFUND", req.amount).id };
      const [paid] = await tx.db
        .select()
        .from(sandboxTxn)
        .where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.bizId, req.payBizId), eq(sandboxTxn.op, "PAY")))
        .for("update");
      if (!paid || paid.status !== "SUCCESS") throw invalid("payBizId", "原支付不存在或未成功，不能退款");
      const [{ refunded }] = await tx.db
        .select({ refunded: sql<string>`coalesce(sum(${sandboxTxn.amount}), 0)::text` })
        .from(sandboxTxn)
        .where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.payBizId, req.payBizId), eq(sandboxTxn.op, "REFUND"), inArray(sandboxTxn.status, ["PENDING", "SUCCESS"])));
      const left = paid.amount - Number(refunded);
      if (req.amount > left) throw invalid("amount", `退款金额超过可退金额 ${(left / 100).toFixed(2)} 元`);
      const t = await this.create(tx, "REFUND", req.bizId, req.amount, { subject: `退款：${paid.subject}`.slice(0, 100), payBizId: req.payBizId, payerBoId: paid.payerBoId });
      await finishTxn(tx, t, "SUCCESS", null);
      return { channelTxnId: t.id };
    });
  }

  async withdraw(ctx: Ctx, req: { readonly bizId: string; readonly amount: number; readonly cardToken: string }): Promise<{ readonly channelTxnId: string }> {
    this.checkAmount(req.amount);
    return inTx(ctx, async (tx) => {
      const [known] = await tx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.bizId, req.bizId)));
      if (known) return { channelTxnId: this.same(known, "WITHDRAW", req.amount).id };
      const [card] = await tx.db.select().from(sandboxCard).where(and(eq(sandboxCard.channel, this.code), eq(sandboxCard.cardToken, req.cardToken)));
      if (!card || card.status !== "BOUND") throw invalid("cardToken", "银行卡未绑定或已解绑");
      await requireEnabled(tx, this.code);
      const t = await this.create(tx, "WITHDRAW", req.bizId, req.amount, { subject: `提现至 ${card.bankName} ${card.cardNoMasked.slice(-4)}`, cardToken: req.cardToken });
      await finishTxn(tx, t, "SUCCESS", null);
      return { channelTxnId: t.id };
    });
  }

  async query(ctx: Ctx, bizId: string): Promise<ChannelResult | null> {
    const [t] = await ctx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.bizId, bizId)));
    return t ? resultOf(t) : null;
  }

  verifyNotification(raw: { readonly body: string; readonly signature: string }): ChannelResult & { readonly notifyId: string } {
    const want = Buffer.from(signBody(sandboxKey(this.code), raw.body));
    const got = Buffer.from(raw.signature.toLowerCase());
    if (got.length !== want.length || !timingSafeEqual(got, want)) throw new BizError(Codes.SIGNATURE_INVALID, "通知签名不符");
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.body);
    } catch {
      throw new BizError(Codes.SIGNATURE_INVALID, "通知内容不是合法的 JSON");
    }
    const n = notificationBody.safeParse(parsed);
    if (!n.success) throw new BizError(Codes.SIGNATURE_INVALID, "通知内容缺少字段或格式不正确");
    if (n.data.channel !== this.code) throw new BizError(Codes.SIGNATURE_INVALID, `通知的渠道 ${n.data.channel} 与接收渠道 ${this.code} 不符`);
    return n.data;
  }

  async disagreement(ctx: Ctx, n: ChannelResult & { readonly notifyId: string }): Promise<string | null> {
    const [t] = await ctx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.id, n.channelTxnId)));
    if (!t) return "通知的渠道交易不存在";
    if (t.status === "PENDING") return "通知的渠道交易尚未完成";
    const wrong = (
      [
        ["notifyId", t.notifyId, n.notifyId],
        ["bizId", t.bizId, n.bizId],
        ["op", t.op, n.op],
        ["amount", t.amount, n.amount],
        ["status", t.status, n.status],
      ] as const
    ).filter(([, want, got]) => want !== got);
    return wrong.length ? `通知与渠道账目不符（${wrong.map(([f]) => f).join("、")}）` : null;
  }

  private checkAmount(amount: number): void {
    if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid("amount", "金额应为大于 0 的整数（分）");
  }

  private async account(ctx: Ctx, accountNo: string) {
    const [a] = await ctx.db.select().from(sandboxAccount).where(and(eq(sandboxAccount.channel, this.code), eq(sandboxAccount.accountNo, accountNo)));
    if (!a) throw notFound("渠道账户");
    return a;
  }

  /** A repeated request (same bizId): the same transaction, if it asks the same. */
  private same(t: TxnRow, op: TxnRow["op"], amount: number): TxnRow {
    if (t.op !== op || t.amount !== amount) throw conflict("该业务号已用于另一笔渠道交易");
    return t;
  }

  /** A new pending transaction, or the one this bizId already has (checked to be the same request). */
  private async create(ctx: Ctx, op: TxnRow["op"], bizId: string, amount: number, more: Partial<Pick<TxnRow, "subject" | "payerBoId" | "returnPath" | "payBizId" | "cardToken">>): Promise<TxnRow> {
    const id = newId();
    await ctx.db
      .insert(sandboxTxn)
      .values({ id, channel: this.code, op, bizId, amount, notifyId: `N${id}`, ...more })
      .onConflictDoNothing({ target: [sandboxTxn.channel, sandboxTxn.bizId] });
    const [t] = await ctx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.channel, this.code), eq(sandboxTxn.bizId, bizId)));
    return this.same(t, op, amount);
  }
}
