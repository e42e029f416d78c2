import type { GoodsCard } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { formatFen } from "../../kit/Money";
import "./texts";

type DemandExt = Extract<NonNullable<GoodsCard["ext"]>, { kind: "DEMAND" }>;
type SupplyExt = Extract<NonNullable<GoodsCard["ext"]>, { kind: "SUPPLY" }>;

/** The demand fields of a post (null for anything else). */
export const demandOf = (g: Pick<GoodsCard, "ext">): DemandExt | null => (g.ext?.kind === "DEMAND" ? g.ext : null);

/** The supply fields of a post (null for anything else). */
export const supplyOf = (g: Pick<GoodsCard, "ext">): SupplyExt | null => (g.ext?.kind === "SUPPLY" ? g.ext : null);

/** A supply or demand post's public detail page. */
export const postPath = (g: Pick<GoodsCard, "goodsId">) => `/purchasingHall/details?goodsId=${g.goodsId}`;

/** 期望价格: a range, one price, or 面议. */
export function ExpectPrice({ goods }: { goods: Pick<GoodsCard, "ext" | "unitName"> }) {
  const { t } = useTranslation();
  const d = demandOf(goods);
  if (!d || (d.expectPriceMin == null && d.expectPriceMax == null)) return <span>{t("hall.negotiable")}</span>;
  const lo = d.expectPriceMin ?? d.expectPriceMax!;
  const hi = d.expectPriceMax ?? d.expectPriceMin!;
  const text = lo === hi ? formatFen(lo) : `${formatFen(lo)}–${formatFen(hi)}`;
  return (
    <span style={{ color: "#d4380d" }}>
      {text}
      {goods.unitName ? ` /${goods.unitName}` : ""}
    </span>
  );
}
