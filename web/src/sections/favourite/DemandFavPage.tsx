import { favourite, type FavItem } from "@qinlian/contract";
import { Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { demandOf, ExpectPrice, postPath } from "../purchasingHall/demand";
import { AvailableTag, FavSearchFields, favInput, RemoveButton, savedOn } from "./shared";
import "../purchasingHall/texts";
import "./texts";

/** 求购收藏 (/transaction/qgsc): demand posts a seller keeps an eye on. */
export default function DemandFavPage() {
  const { t } = useTranslation();
  return (
    <div>
      <PageHeader title={t("fav.demands")} />
      <ListPage
        testId="fav-demands"
        call={favourite.myList}
        rowKey="favId"
        input={(s) => ({ ...favInput(s), kind: "DEMAND" as const })}
        searchFields={<FavSearchFields />}
        emptyText={
          <Space direction="vertical">
            {t("fav.emptyDemands")}
            <Link to="/purchasingHall/index">{t("fav.toHall")}</Link>
          </Space>
        }
        columns={[
          {
            title: t("fav.columns.name"),
            render: (_v, f: FavItem) => (f.goods ? <Link to={postPath({ goodsId: f.targetId })}>{f.goods.name}</Link> : f.targetId),
          },
          { title: t("fav.columns.quantity"), responsive: ["md"], render: (_v, f: FavItem) => (f.goods && demandOf(f.goods) ? `${demandOf(f.goods)!.quantity} ${f.goods.unitName ?? ""}` : "-") },
          { title: t("hall.columns.price.demand"), render: (_v, f: FavItem) => (f.goods ? <ExpectPrice goods={f.goods} /> : "-") },
          { title: t("fav.columns.status"), responsive: ["sm"], render: (_v, f: FavItem) => <AvailableTag available={f.available} /> },
          { title: t("fav.columns.favouritedAt"), responsive: ["lg"], render: (_v, f: FavItem) => savedOn(f.favouritedAt) },
          { title: t("fav.columns.actions"), render: (_v, f: FavItem) => <RemoveButton favId={f.favId} /> },
        ]}
      />
    </div>
  );
}
