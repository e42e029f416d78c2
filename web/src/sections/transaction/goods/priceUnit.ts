import type { GoodsCard } from "@qinlian/contract";

/**
 * What a post's price is per: the goods unit (羽, 吨…), a service's pricing unit (亩, 次…), or
 * "mu per year" for land (the caller passes that label, as it is a text of the screen).
 */
export function priceUnitOf(c: Pick<GoodsCard, "unitName" | "ext">, muYear: string): string | null {
  if (c.ext?.kind === "SERVICE_SUPPLY" || c.ext?.kind === "SERVICE_DEMAND") return c.ext.priceUnit;
  if (c.ext?.kind === "SOIL_FLOW" || c.ext?.kind === "SOIL_TRUSTEESHIP") return muYear;
  return c.unitName;
}
