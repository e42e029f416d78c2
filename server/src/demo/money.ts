import type { Ctx } from "../kit/context";
import { reconcileNow } from "../modules/channel";
import { loadCashflowDemo } from "./finance-cashflow";
import { loadCreditDemo } from "./credit";
import { loadFinanceAccountsDemo } from "./finance-accounts";
import { loadOrdersDemo } from "./orders";

/**
 * Demo money: accounts and cards first, then balances and cash flow through them, then credit
 * listings and three months of mall orders (orders.ts); last, one reconciliation run (ledger against the sandbox bank's books), so the operator's
 * reconciliation page shows a green report from the first start. Each channel outcome is applied by
 * the cashier's query (as the pay result page does); its notification, delivered after start, is then
 * a duplicate the cashier recognises (logged at debug, not as ignored).
 */
export async function loadMoneyDemo(ctx: Ctx): Promise<void> {
  await loadFinanceAccountsDemo(ctx);
  await loadCashflowDemo(ctx);
  await loadCreditDemo(ctx);
  await loadOrdersDemo(ctx);
  const run = await reconcileNow(ctx);
  if (!run.ok) ctx.log.error({ differences: run.differences }, "demo money does not reconcile");
}
