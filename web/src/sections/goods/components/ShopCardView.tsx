import type { ShopCard } from "@qinlian/contract";
import { SafetyCertificateOutlined, ShopOutlined } from "@ant-design/icons";
import { LightSpace } from "../../../kit/LightSpace";
import { LightTag } from "../../../kit/LightTag";
import { LightButton } from "../../../kit/LightButton";
import { LightAvatar } from "./LightAvatar";
import { LightRate } from "./LightRate";
import { LightCard } from "./LightCard";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FavouriteButton } from "./FavouriteButton";
import "../texts";

/** A shop's card (goods detail side bar, shop page header): name, owner, score, goods, links. */
export function ShopCardView({ shop, enterLink = true }: { shop: ShopCard; enterLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <LightCard size="small" data-testid="shop-card" title={t("goods.detail.shop")} style={{ marginBottom: 16 }}>
      <LightSpace align="start">
        <LightAvatar shape="square" size={48} src={shop.logoUrl ?? undefined} alt={shop.name} icon={<ShopOutlined />} />
        <div>
          <strong style={{ fontWeight: 600 }}>{shop.name}</strong>
          <div style={{ fontSize: 12, color: "#595959" }}>{shop.ownerName}</div>
          {shop.verified && (
            <LightTag icon={<SafetyCertificateOutlined />} style={{ marginTop: 4, color: "#135200", background: "#f6ffed", borderColor: "#b7eb8f" }}>
              {t("goods.detail.verified")}
            </LightTag>
          )}
        </div>
      </LightSpace>
      <div style={{ marginTop: 8, fontSize: 12, color: "#595959" }}>
        <div>
          {t("goods.detail.score")}: {shop.score != null ? <LightRate allowHalf value={shop.score} style={{ fontSize: 12 }} /> : t("goods.detail.noScore")}
        </div>
        <div>{t("goods.detail.shopGoods", { n: shop.goodsCount })}</div>
        {shop.areaName && <div>{shop.areaName}</div>}
      </div>
      <LightSpace style={{ marginTop: 8 }}>
        {enterLink && (
          <Link to={`/goods/shop/${shop.shopId}`}>
            <LightButton size="small" type="primary" ghost data-testid="enter-shop">
              {t("goods.detail.enterShop")}
            </LightButton>
          </Link>
        )}
        <FavouriteButton kind="SHOP" targetId={shop.shopId} size="small" />
      </LightSpace>
    </LightCard>
  );
}
