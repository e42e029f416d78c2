/**
 * The finance module's public face (ARCHITECTURE.md, "Module boundaries"). Its tables are private.
 *
 * For the cashier and whoever moves a member's money:
 * - `verifyPayPassword(ctx, payPassword)`: the acting identity's (ctx.member.boId) pay password. Wrong →
 *   `invalid("payPassword", "支付密码错误，还可尝试 N 次")`; the 5th wrong in a row locks it for 3 hours
 *   (ACCOUNT_LOCKED naming the unlock time, `data.lockedUntil`), counted atomically before the hash is
 *   checked (kit/attempts), so parallel guesses get no further; not set → `invalid("payPassword",
 *   "请先设置支付密码")`. Call it BEFORE your transaction (it refuses to run inside one: the count of a
 *   wrong try must commit even though your call fails).
 * - `openAccountOf(ctx, boId)`: the identity's default open account (ACTIVE or FROZEN), or null.
 * - `requireOpenAccount(ctx)`: the acting identity's default account, ACTIVE; else CONFLICT
 *   "请先开通资金账户" (`data.needOpenAccount`) or "资金账户已被冻结…" (`data.accountFrozen`).
 * - `cardForPayout(ctx, cardId)`: the caller's own bound card (channel, the channel's card token,
 *   bank name, masked number), else notFound.
 */
import type { AuthedCtx } from "../../kit/context";
import type { Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import { checkPayPassword } from "../identity";
import { financeCalls as calls } from "./calls";

export { hasActiveAccountAt, openAccountOf, requireOpenAccount, type OpenFinanceAccount } from "./accounts";
export { cardForPayout } from "./cards";
/** For the demo seed, which writes cards as the services write them. */
export { hashCardNo, maskCardNo, maskIdNo } from "./card-number";
export { financeAccountMachine } from "./machine";

/** The acting identity's pay password (see the comment above). */
export function verifyPayPassword(ctx: AuthedCtx, payPassword: string): Promise<void> {
  return checkPayPassword(ctx, payPassword);
}

export const financeCalls: readonly Impl[] = calls;
/** Background job kinds of this module and their handlers. */
export const financeJobHandlers: readonly (readonly [string, JobHandler])[] = [];
/** This module's domain-event subscribers. */
export const financeSubscribers: readonly Subscriber[] = [];
