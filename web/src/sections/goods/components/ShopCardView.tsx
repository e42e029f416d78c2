import type { ShopCard } from "@qinlian/contract";
import { SafetyCertificateOutlined, ShopOutlined } from "@ant-design/icons";
import { Avatar, Button, Card, Rate, Space, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FavouriteButton } from "./FavouriteButton";
import "../texts";

/** A shop's card (goods detail side bar, shop page header): name, owner, score, goods, links. */
export function ShopCardView({ shop, enterLink = true }: { shop: ShopCard; enterLink?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="shop-card" title={t("goods.detail.shop")} style={{ marginBottom: 16 }}>
      <Space align="start">
        <Avatar shape="square" size={48} src={shop.logoUrl ?? undefined} icon={<ShopOutlined />} />
        <div>
          <Typography.Text strong>{shop.name}</Typography.Text>
          <div style={{ fontSize: 12, color: "#888" }}>{shop.ownerName}</div>
          {shop.verified && (
            <Tag color="green" icon={<SafetyCertificateOutlined />} style={{ marginTop: 4 }}>
              {t("goods.detail.verified")}
            </Tag>
          )}
        </div>
      </Space>
      <div style={{ marginTop: 8, fontSize: 12, color: "#666" }}>
        <div>
          {t("goods.detail.score")}: {shop.score != null ? <Rate disabled allowHalf value={shop.score} style={{ fontSize: 12 }} /> : t("goods.detail.noScore")}
        </div>
        <div>{t("goods.detail.shopGoods", { n: shop.goodsCount })}</div>
        {shop.areaName && <div>{shop.areaName}</div>}
      </div>
      <Space style={{ marginTop: 8 }}>
        {enterLink && (
          <Link to={`/goods/shop/${shop.shopId}`}>
            <Button size="small" type="primary" ghost data-testid="enter-shop">
              {t("goods.detail.enterShop")}
            </Button>
          </Link>
        )}
        <FavouriteButton kind="SHOP" targetId={shop.shopId} size="small" />
      </Space>
    </Card>
  );
}
