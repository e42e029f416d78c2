import type { GoodsBadge, GoodsCard } from "@qinlian/contract";
import { Grid } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatFen, Money } from "../../../kit/Money";
import { GoodsImage } from "./GoodsImage";
import { Highlight } from "./Highlight";
import { Clamp, LightCard } from "./LightCard";
import { useUnitName } from "./names";
import { cardPrice, isPost } from "./price";
import "../texts";

/**
 * Where a listing opens: supply and demand posts on the post detail (/purchasingHall/details, no
 * sales, reviews or payment plans), everything else on the goods detail page.
 */
export const detailPath = (g: Pick<GoodsCard, "goodsId" | "type">) =>
  isPost(g.type) ? `/purchasingHall/details?goodsId=${g.goodsId}` : `/goods/detail?goodsId=${g.goodsId}`;

/**
 * The price a buyer sees on a card: their lowest price per unit, "起" when the specs' prices differ
 * (the detail opens on that cheapest spec), or 面议.
 */
export function CardPrice({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation();
  const unitName = useUnitName()(goods.unit, goods.unitName);
  const p = cardPrice(goods);
  if (p.fen == null) return <span style={{ color: "#d4380d" }}>{t("goods.tile.negotiable")}</span>;
  return (
    <span data-testid="card-price" style={{ whiteSpace: "nowrap" }}>
      <Money fen={p.fen} strong />
      {p.from && <span style={{ color: "#ad2102", fontSize: 12 }}> {t("goods.tile.from")}</span>}
      {unitName && <span style={{ color: "#595959", fontSize: 12 }}> /{unitName}</span>}
    </span>
  );
}

/** Each badge's colours (text on a pale ground, at least 4.5:1 at 12 px). */
const BADGE_TONE: Record<GoodsBadge, readonly [string, string]> = {
  COUPON: ["#ad2102", "#fff1f0"],
  REDUCTION: ["#ad2102", "#fff2e8"],
  DISCOUNT: ["#ad2102", "#fff2e8"],
  GIFT: ["#874d00", "#fffbe6"],
  PRESALE: ["#0958d9", "#e6f4ff"],
};

/** A card's small badges: 券 (a coupon to claim), 满减 / 折 / 赠 (running promotions), 预售; nothing when none. */
export function GoodsBadges({ badges }: { badges?: readonly GoodsBadge[] }) {
  const { t } = useTranslation();
  if (!badges?.length) return null;
  return (
    <div data-testid="tile-badges" style={{ display: "flex", flexWrap: "wrap", gap: 4, margin: "0 0 4px" }}>
      {badges.map((b) => (
        <span
          key={b}
          data-badge={b}
          title={t(`goods.tile.badgeTitle.${b}`)}
          style={{ color: BADGE_TONE[b][0], background: BADGE_TONE[b][1], border: `1px solid ${BADGE_TONE[b][0]}`, borderRadius: 2, fontSize: 12, lineHeight: "16px", padding: "0 4px", whiteSpace: "nowrap" }}
        >
          {t(`goods.tile.badge.${b}`)}
        </span>
      ))}
    </div>
  );
}

/** A goods card in a grid: picture, name (search terms marked), badges, price, shop, origin, sales. */
export function GoodsTile({ goods, terms }: { goods: GoodsCard; terms?: readonly string[] }) {
  const { t } = useTranslation();
  if (isPost(goods.type)) return <PostTile post={goods} terms={terms} />;
  return (
    <Link to={detailPath(goods)} data-testid="goods-tile" data-goods-id={goods.goodsId} style={{ minWidth: 0 }}>
      <LightCard hoverable size="small" styles={{ body: { padding: 8 } }} style={{ height: "100%" }}>
        <GoodsImage src={goods.mainImage} alt={goods.name} size="100%" />
        <Clamp rows={2} style={{ margin: "8px 0 4px", minHeight: 44 }} title={goods.name}>
          <Highlight text={goods.name} terms={terms} />
        </Clamp>
        <GoodsBadges badges={goods.badges} />
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", flexWrap: "wrap", columnGap: 8 }}>
          <CardPrice goods={goods} />
          <span style={{ color: "#767676", fontSize: 12 }} data-testid="tile-sales">
            {t("goods.tile.sales", { n: goods.salesCount })}
          </span>
        </div>
        <div style={{ color: "#767676", fontSize: 12, marginTop: 4, display: "flex", justifyContent: "space-between", gap: 8, minWidth: 0 }}>
          <Clamp rows={1} style={{ fontSize: 12, color: "#767676", minWidth: 0 }}>
            {goods.shopName ?? ""}
          </Clamp>
          <span style={{ whiteSpace: "nowrap" }}>{goods.originAreaName ?? ""}</span>
        </div>
      </LightCard>
    </Link>
  );
}

/** A supply or demand post's price: the offered price or 面议; for demand, the expected range. */
export function PostPrice({ post }: { post: Pick<GoodsCard, "ext" | "priceMin" | "unit" | "unitName"> }) {
  const { t } = useTranslation();
  const unitName = useUnitName()(post.unit, post.unitName);
  const ext = post.ext;
  let text: string | null = null;
  if (ext?.kind === "DEMAND") {
    const lo = ext.expectPriceMin ?? ext.expectPriceMax;
    const hi = ext.expectPriceMax ?? ext.expectPriceMin;
    if (lo != null && hi != null) text = lo === hi ? formatFen(lo) : `${formatFen(lo)}–${formatFen(hi)}`;
  } else if (!(ext?.kind === "SUPPLY" && ext.priceNegotiable) && post.priceMin != null) {
    text = formatFen(post.priceMin);
  }
  if (text == null) return <span style={{ color: "#d4380d" }}>{t("goods.tile.negotiable")}</span>;
  return (
    <span data-testid="post-price" style={{ whiteSpace: "nowrap" }}>
      <span style={{ color: "#d4380d", fontWeight: 600 }}>{text}</span>
      {unitName && <span style={{ color: "#595959", fontSize: 12 }}> /{unitName}</span>}
    </span>
  );
}

/** A supply or demand post as a card: what, how much, price or 面议, valid until, who and where (no sales). */
export function PostTile({ post, terms }: { post: GoodsCard; terms?: readonly string[] }) {
  const { t } = useTranslation();
  const unitName = useUnitName()(post.unit, post.unitName) ?? "";
  const ext = post.ext?.kind === "SUPPLY" || post.ext?.kind === "DEMAND" ? post.ext : null;
  const kind = post.type === "DEMAND" ? "demand" : "supply";
  const badge = { background: kind === "demand" ? "#0958d9" : "#237804", color: "#fff", fontSize: 12, padding: "0 6px", borderRadius: 2, display: "inline-block" } as const;
  return (
    <Link to={detailPath(post)} data-testid="post-tile" data-goods-id={post.goodsId} style={{ minWidth: 0 }}>
      <LightCard hoverable size="small" styles={{ body: { padding: 8 } }} style={{ height: "100%" }}>
        {/* a post without a picture is a text card: its kind as a badge before the name, no empty square */}
        {post.mainImage ? (
          <div style={{ position: "relative" }}>
            <GoodsImage src={post.mainImage} alt={post.name} size="100%" />
            <span style={{ position: "absolute", left: 6, top: 6, ...badge }}>{t(`goods.tile.postKind.${kind}`)}</span>
          </div>
        ) : (
          <span style={badge}>{t(`goods.tile.postKind.${kind}`)}</span>
        )}
        <Clamp rows={2} style={{ margin: "8px 0 4px", minHeight: post.mainImage ? 44 : undefined }} title={post.name}>
          <Highlight text={post.name} terms={terms} />
        </Clamp>
        <PostPrice post={post} />
        {ext && (
          <div style={{ color: "#595959", fontSize: 12, marginTop: 4 }} data-testid="post-quantity">
            {t(`goods.tile.quantity.${kind}`, { n: ext.quantity, unit: unitName })}
          </div>
        )}
        <div style={{ color: "#767676", fontSize: 12, marginTop: 4, display: "flex", justifyContent: "space-between", gap: 8, minWidth: 0 }}>
          <Clamp rows={1} style={{ fontSize: 12, color: "#767676", minWidth: 0 }}>
            {post.originAreaName ?? post.shopName ?? ""}
          </Clamp>
          {ext && <span style={{ whiteSpace: "nowrap" }}>{t("goods.tile.validUntil", { d: ext.validUntil })}</span>}
        </div>
      </LightCard>
    </Link>
  );
}

/** How many columns a grid of `columns` shows at the current width: two on phones. */
export function useGridColumns(columns: number): number {
  const screens = Grid.useBreakpoint();
  if (screens.xl) return columns;
  if (screens.lg) return Math.min(columns, 4);
  if (screens.sm) return Math.min(columns, 3);
  return Math.min(columns, 2);
}

/** A responsive grid of goods tiles (the given number of columns on wide screens, two on phones). */
export function GoodsGrid({ list, terms, columns = 5 }: { list: readonly GoodsCard[]; terms?: readonly string[]; columns?: number }) {
  const n = useGridColumns(columns);
  return (
    <div data-testid="goods-grid" style={{ display: "grid", gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`, gap: n <= 2 ? 8 : 12 }}>
      {list.map((g) => (
        <GoodsTile key={g.goodsId} goods={g} terms={terms} />
      ))}
    </div>
  );
}
