import type { GoodsCard, GoodsType, SpecView } from "@qinlian/contract";

/** Supply and demand posts: listed next to goods, but with their own card and detail (no sales, reviews or payment). */
export const isPost = (type: GoodsType): boolean => type === "SUPPLY" || type === "DEMAND";

/**
 * The price a card shows: the buyer's lowest price over the specs (null for 面议), and whether to
 * say "起" (the specs' list prices differ, so other specs cost more).
 */
export function cardPrice(g: Pick<GoodsCard, "priceMin" | "priceMax" | "buyerPriceMin">): { fen: number | null; from: boolean } {
  const fen = g.buyerPriceMin ?? g.priceMin;
  return { fen, from: fen != null && g.priceMin != null && g.priceMax != null && g.priceMax > g.priceMin };
}

/**
 * The spec the detail page opens on: the one the URL names (?specId=) if it is there, else the
 * cheapest for this buyer (the card's price; the first of equals) — so the detail shows first the
 * price the card showed.
 */
export function defaultSpec<S extends Pick<SpecView, "specId" | "price">>(specs: readonly S[], wanted?: string | null): S | undefined {
  const named = wanted ? specs.find((s) => s.specId === wanted) : undefined;
  if (named) return named;
  return specs.reduce<S | undefined>((best, s) => (!best || s.price < best.price ? s : best), undefined);
}
