import type { Ctx } from "../kit/context";

/** Demo: credit and insurance products and a few applications. */
export async function loadCreditDemo(ctx: Ctx): Promise<void> {
  void ctx;
}
