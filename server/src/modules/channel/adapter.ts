import type { AccountHolderType, OutsideChannel } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";

/**
 * One outside payment channel (a bank or a payment company), as the platform uses it. Every channel is
 * one implementation of this interface; SANDBOX and the spec's channels (configured sandbox instances)
 * are built in, and a real bank is one new adapter file (ARCHITECTURE.md, "Payment channels").
 *
 * Requests that the channel answers at once return their answer; the outcome of money movements
 * (pay, refund, withdraw) arrives later as a signed asynchronous notification, which the channel module
 * verifies (`verifyNotification`), records once per `notifyId`, and emits as the `channel.result`
 * domain event inside the transaction that records it. Whoever started the movement (the cashier)
 * subscribes and settles its own record and the ledger exactly once per business id.
 *
 * Every request carries the business id it is for (`bizId`, stable across retries): a channel treats
 * a repeated request with the same bizId as the same request (answers the first answer), so a retried
 * call never moves money twice.
 */
export interface ChannelAdapter {
  readonly code: OutsideChannel;
  /** Whether this channel opens accounts for persons (PSN), organisations (ORG) or both. */
  readonly holderTypes: readonly AccountHolderType[];

  /** Opens the holder's account at the channel (the sandbox answers at once). */
  openAccount(ctx: Ctx, req: OpenAccountRequest): Promise<OpenAccountAnswer>;
  /** Closes (rescinds) it; the channel refuses while it holds money for the account. */
  closeAccount(ctx: Ctx, req: { readonly bizId: string; readonly accountNo: string }): Promise<void>;

  /**
   * Starts binding a card: the channel texts a code to the card's reserved mobile. `demoCode`: the
   * sandbox's code itself, only in a demo installation whose SMS stay in the outbox (the portal shows
   * it as the demo's stand-in for the bank's SMS); a real bank never answers it.
   */
  bindCard(ctx: Ctx, req: BindCardRequest): Promise<{ readonly requestId: string; readonly demoCode?: string }>;
  /** Confirms the binding with that code; answers the channel's token for the card (never the number). */
  confirmBindCard(ctx: Ctx, req: { readonly requestId: string; readonly smsCode: string }): Promise<BoundCard>;
  unbindCard(ctx: Ctx, req: { readonly bizId: string; readonly cardToken: string }): Promise<void>;

  /** Starts a payment (or a recharge) the payer confirms on the channel's page (`payUrl`). */
  pay(ctx: Ctx, req: PayRequest): Promise<{ readonly channelTxnId: string; readonly payUrl: string }>;
  /** Starts a refund of (part of) a paid payment; the outcome comes by notification. */
  refund(ctx: Ctx, req: { readonly bizId: string; readonly payBizId: string; readonly amount: number }): Promise<{ readonly channelTxnId: string }>;
  /** Starts a payout to a bound card; the outcome comes by notification. */
  withdraw(ctx: Ctx, req: { readonly bizId: string; readonly amount: number; readonly cardToken: string }): Promise<{ readonly channelTxnId: string }>;
  /** What the channel knows of a business id (null: nothing), for `syncPayStatusByBizId` and reconciliation. */
  query(ctx: Ctx, bizId: string): Promise<ChannelResult | null>;

  /** Checks a notification's signature and reads it; throws BizError(SIGN…) when it is not genuine. */
  verifyNotification(raw: { readonly body: string; readonly signature: string }): ChannelResult & { readonly notifyId: string };
  /**
   * A verified notification against the channel's own record of the transaction (a real bank: its
   * query API; the sandbox: its books): why it disagrees (unknown transaction, another bizId, amount,
   * op or outcome, not finished yet), or null when it agrees. A signature alone is not enough: the
   * sandbox's keys are derived from a constant in the source, so anyone can sign.
   */
  disagreement(ctx: Ctx, n: ChannelResult & { readonly notifyId: string }): Promise<string | null>;
}

export interface OpenAccountRequest {
  /** Stable across retries (e.g. the finance account row's id). */
  readonly bizId: string;
  readonly holderType: AccountHolderType;
  /** The boId the account is for. */
  readonly boId: string;
  readonly name: string;
  /** ID card number (PSN) or unified social credit code (ORG). */
  readonly idNo: string;
  readonly mobile: string;
}

export interface OpenAccountAnswer {
  readonly accountNo: string;
  /** The agreement (sign) number the channel gives the opening. */
  readonly signNo: string;
}

export interface BindCardRequest {
  readonly bizId: string;
  readonly accountNo: string;
  /** The whole number, passed to the channel only; the platform stores it masked plus a keyed hash. */
  readonly cardNo: string;
  readonly holderName: string;
  /** The mobile the bank holds for the card (the code goes there). */
  readonly mobile: string;
  readonly kind: "PERSON" | "COMPANY";
}

export interface BoundCard {
  readonly cardToken: string;
  readonly bankName: string;
  readonly cardType: "DEBIT" | "CREDIT" | "CORPORATE";
}

export interface PayRequest {
  readonly bizId: string;
  /** Fen, > 0. */
  readonly amount: number;
  readonly subject: string;
  readonly payerBoId: string;
  /** Where the channel's page sends the payer back to (a path on our portal). */
  readonly returnPath: string;
}

/** The outcome of a money movement at a channel, as a notification or a query tells it. */
export interface ChannelResult {
  readonly channel: OutsideChannel;
  readonly op: "PAY" | "REFUND" | "WITHDRAW";
  readonly bizId: string;
  readonly channelTxnId: string;
  readonly status: "PENDING" | "SUCCESS" | "FAILED";
  /** Fen the channel moved (for SUCCESS): the receiver checks it against its own record. */
  readonly amount: number;
  readonly reason: string | null;
  /** ISO time the channel finished it. */
  readonly at: string;
}

declare module "../../kit/events" {
  interface DomainEvents {
    /** A verified channel notification, recorded once (its first delivery): settle the business record. */
    "channel.result": ChannelResult & { readonly notifyId: string };
  }
}
