/** The cart lines a submit bought leave the buyer's cart (the cart module's public function). */
import type { AuthedCtx } from "../../kit/context";
import { removeCartLines } from "../cart";

export async function removeFromCart(ctx: AuthedCtx, cartIds: readonly string[]): Promise<void> {
  await removeCartLines(ctx, cartIds);
}
