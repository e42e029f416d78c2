/**
 * The order module's public face (ARCHITECTURE.md, "Module boundaries"): mall orders from checkout to
 * completion — the checkout's pricing (pricing/), submit (submit.ts), the machine (machine.ts), money
 * through the cashier (money.ts), actions (actions.ts), timers (jobs.ts), lists and figures. Its
 * tables are private.
 */
import { on, type Subscriber } from "../../kit/events";
import type { Impl } from "../../kit/implement";
import type { JobHandler } from "../../kit/jobs/runner";
import { autoConfirm, complete, expireBalance, expireUnpaid } from "./actions";
import { orderCalls as calls } from "./calls";
import { orderJobs } from "./jobs";
import { onPayChanged } from "./money";

export { cancelByBuyer, cancelBySeller, complete as completeOrder, confirmReceipt, ship } from "./actions";
export { evaluate as evaluateOrder } from "./evaluations";
export { orderMachine, type OrderEvent } from "./machine";
export { payByBalance, payByBalanceChecked } from "./money";
export { submit as submitOrder } from "./submit";
export { lineRowsOf as orderLinesOf } from "./views";
export { quote, type Quote, type QuoteInput } from "./pricing/quote";

export const orderCalls: readonly Impl[] = calls;
export const orderJobHandlers: readonly (readonly [string, JobHandler])[] = orderJobs({
  expireUnpaid,
  autoConfirm,
  autoComplete: (ctx, id) => complete(ctx, id, "autoComplete"),
  expireBalance,
});
export const orderSubscribers: readonly Subscriber[] = [on("payOrder.changed", onPayChanged)];
