/**
 * What the checkout reads from the promotion module: the shops' running promotions and the specs'
 * presales, and the presale quantity it takes and gives back. One file, so the checkout's other
 * files never depend on where promotions live.
 */
import type { Ctx } from "../../kit/context";
import { presalesForSpecs, releasePresale, reservePresale, runningPromotions, type PresaleFacts, type RunningPromotion } from "../promotion";

export type NamedPromotion = RunningPromotion;
export type SpecPresale = PresaleFacts;

export const promotionsOf = (ctx: Ctx, shopIds: readonly string[]): Promise<Map<string, NamedPromotion[]>> => runningPromotions(ctx, shopIds);

export const presalesOf = (ctx: Ctx, specIds: readonly string[]): Promise<Map<string, SpecPresale>> => presalesForSpecs(ctx, specIds);

export async function takePresale(ctx: Ctx, presaleId: string, quantity: number): Promise<void> {
  await reservePresale(ctx, presaleId, quantity);
}

export async function givePresaleBack(ctx: Ctx, presaleId: string, quantity: number): Promise<void> {
  await releasePresale(ctx, presaleId, quantity);
}
