import type { GoodsCard } from "@qinlian/contract";
import { Card, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../../kit/Money";
import { GoodsImage } from "./GoodsImage";
import { Highlight } from "./Highlight";
import "../texts";

/** Where a listing opens: demand posts in the purchasing hall, everything else on the goods detail page. */
export const detailPath = (g: Pick<GoodsCard, "goodsId" | "type">) =>
  g.type === "DEMAND" ? `/purchasingHall/details?goodsId=${g.goodsId}` : `/goods/detail?goodsId=${g.goodsId}`;

/** The price a buyer sees on a card: their lowest price per unit, or 面议. */
export function CardPrice({ goods }: { goods: GoodsCard }) {
  const { t } = useTranslation();
  const fen = goods.buyerPriceMin ?? goods.priceMin;
  if (fen == null) return <span style={{ color: "#d4380d" }}>{t("goods.tile.negotiable")}</span>;
  return (
    <span>
      <Money fen={fen} strong />
      {goods.unitName && <span style={{ color: "#999", fontSize: 12 }}> /{goods.unitName}</span>}
    </span>
  );
}

/** A goods card in a grid: picture, name (search terms marked), price, shop, origin, sales. */
export function GoodsTile({ goods, terms }: { goods: GoodsCard; terms?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Link to={detailPath(goods)} data-testid="goods-tile" data-goods-id={goods.goodsId}>
      <Card hoverable size="small" styles={{ body: { padding: 8 } }} style={{ height: "100%" }}>
        <GoodsImage src={goods.mainImage} alt={goods.name} size="100%" />
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: "8px 0 4px", minHeight: 44 }} title={goods.name}>
          <Highlight text={goods.name} terms={terms} />
        </Typography.Paragraph>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline" }}>
          <CardPrice goods={goods} />
          <span style={{ color: "#999", fontSize: 12 }}>{t("goods.tile.sales", { n: goods.salesCount })}</span>
        </div>
        <div style={{ color: "#888", fontSize: 12, marginTop: 4, display: "flex", justifyContent: "space-between", gap: 8 }}>
          <Typography.Text ellipsis style={{ fontSize: 12, color: "#888", maxWidth: "60%" }}>
            {goods.shopName ?? ""}
          </Typography.Text>
          <span>{goods.originAreaName ?? ""}</span>
        </div>
      </Card>
    </Link>
  );
}

/** A responsive grid of goods tiles. */
export function GoodsGrid({ list, terms, columns = 5 }: { list: readonly GoodsCard[]; terms?: readonly string[]; columns?: number }) {
  return (
    <div style={{ display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 12 }}>
      {list.map((g) => (
        <GoodsTile key={g.goodsId} goods={g} terms={terms} />
      ))}
    </div>
  );
}
