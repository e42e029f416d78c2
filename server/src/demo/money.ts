import type { Ctx } from "../kit/context";
import { loadCashflowDemo } from "./finance-cashflow";
import { loadCreditDemo } from "./credit";
import { loadFinanceAccountsDemo } from "./finance-accounts";

/** Demo money: accounts and cards first, then balances and cash flow through them, then credit listings. */
export async function loadMoneyDemo(ctx: Ctx): Promise<void> {
  await loadFinanceAccountsDemo(ctx);
  await loadCashflowDemo(ctx);
  await loadCreditDemo(ctx);
}
