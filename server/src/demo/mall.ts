import type { Ctx } from "../kit/context";
import { backfillQuotationHistory } from "../modules/quotation";
import { reconcileIndex } from "../modules/search";

/**
 * Mall demo data, after the catalogue's: the search index catches up with demo goods written
 * without events, and the price quotation gets today's snapshot plus 90 days of plausible history.
 */
export async function loadMallDemo(ctx: Ctx): Promise<void> {
  await reconcileIndex(ctx);
  await backfillQuotationHistory(ctx, 90);
}
