import { favourite, type ShopFavItem } from "@qinlian/contract";
import { ShopOutlined } from "@ant-design/icons";
import { Avatar, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { AvailableTag, FavSearchFields, favInput, RemoveButton, savedOn } from "./shared";
import "./texts";

/** 店铺收藏 (/setup/dpsc, /service/dpsc, /transaction/dpsc). */
export default function ShopFavPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("fav.shops")} />
      <ListPage
        testId="fav-shops"
        call={favourite.shopList}
        rowKey="favId"
        input={favInput}
        searchFields={<FavSearchFields />}
        emptyText={
          <Space direction="vertical">
            {t("fav.emptyShops")}
            <Link to="/goods/home">{t("fav.toMall")}</Link>
          </Space>
        }
        columns={[
          {
            title: t("fav.columns.name"),
            render: (_v, s: ShopFavItem) => (
              <Space>
                <Avatar shape="square" src={s.logoUrl ?? undefined} icon={<ShopOutlined />} />
                {s.available ? <Link to={`/goods/shop/${s.shopId}`}>{s.name}</Link> : s.name}
              </Space>
            ),
          },
          { title: t("fav.columns.owner"), dataIndex: "ownerName", responsive: ["lg"] },
          { title: t("fav.columns.area"), dataIndex: "areaName", responsive: ["md"], render: (v: string | null) => v ?? "-" },
          { title: t("fav.columns.goodsCount"), dataIndex: "goodsCount", responsive: ["sm"] },
          { title: t("fav.columns.status"), responsive: ["sm"], render: (_v, s: ShopFavItem) => <AvailableTag available={s.available} /> },
          { title: t("fav.columns.favouritedAt"), responsive: ["lg"], render: (_v, s: ShopFavItem) => savedOn(s.favouritedAt) },
          { title: t("fav.columns.actions"), render: (_v, s: ShopFavItem) => <RemoveButton favId={s.favId} /> },
        ]}
      />
    </div>
  );
}
