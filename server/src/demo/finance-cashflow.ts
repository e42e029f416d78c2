import type { Ctx } from "../kit/context";

/** Demo: balances and a month of cash flow for the buyer and luqin (after their accounts exist). */
export async function loadCashflowDemo(ctx: Ctx): Promise<void> {
  void ctx;
}
