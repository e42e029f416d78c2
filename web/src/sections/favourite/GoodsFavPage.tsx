import { favourite, type GoodsFavItem } from "@qinlian/contract";
import { App, Button, Popconfirm, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { GoodsImage } from "../goods/components/GoodsImage";
import { CardPrice, detailPath, PostPrice } from "../goods/components/GoodsTile";
import { isPost } from "../goods/components/price";
import { AvailableTag, FavSearchFields, favInput, RemoveButton, savedOn, useRefreshFavourites } from "./shared";
import { untilSettled } from "../../kit/untilSettled";
import { useFormMutation } from "../../kit/useFormMutation";
import "../goods/texts";
import "./texts";

/** 商品收藏 (/setup/spsc, /service/spsc, /transaction/spsc). */
export default function GoodsFavPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const clear = useFormMutation(favourite.delExpired);
  const refresh = useRefreshFavourites();
  return (
    <div>
      <PageHeader title={t("fav.goods")} />
      <ListPage
        testId="fav-goods"
        call={favourite.goodsList}
        rowKey="favId"
        input={favInput}
        searchFields={<FavSearchFields />}
        actions={
          <Popconfirm
            title={t("fav.clearExpiredConfirm")}
            onConfirm={untilSettled(async () => {
              const r = await clear.submit({});
              if (r) {
                void message.success(t("fav.cleared", { n: r.deleted }));
                await refresh();
              }
            })}
          >
            <Button data-testid="fav-clear-expired">{t("fav.clearExpired")}</Button>
          </Popconfirm>
        }
        emptyText={
          <Space direction="vertical">
            {t("fav.emptyGoods")}
            <Link to="/goods/home">{t("fav.toMall")}</Link>
          </Space>
        }
        columns={[
          {
            title: t("fav.columns.goods"),
            render: (_v, g: GoodsFavItem) => (
              <Link to={detailPath(g)} style={{ display: "flex", gap: 8, alignItems: "center", minWidth: 0 }} data-testid="fav-goods-name">
                <GoodsImage src={g.mainImage} alt={g.name} size={48} />
                <span style={{ minWidth: 0, overflowWrap: "anywhere" }}>{g.name}</span>
              </Link>
            ),
          },
          // the same price as the goods' card (¥82.10 起 when its specs differ); a supply post's own price or 面议
          { title: t("fav.columns.price"), render: (_v, g: GoodsFavItem) => (isPost(g.type) ? <PostPrice post={g} /> : <CardPrice goods={g} />) },
          { title: t("fav.columns.shop"), responsive: ["md"], render: (_v, g: GoodsFavItem) => (g.shopId ? <Link to={`/goods/shop/${g.shopId}`}>{g.shopName}</Link> : "-") },
          { title: t("fav.columns.status"), responsive: ["sm"], render: (_v, g: GoodsFavItem) => <AvailableTag available={g.available} /> },
          { title: t("fav.columns.favouritedAt"), responsive: ["lg"], render: (_v, g: GoodsFavItem) => savedOn(g.favouritedAt) },
          { title: t("fav.columns.actions"), render: (_v, g: GoodsFavItem) => <RemoveButton favId={g.favId} /> },
        ]}
      />
    </div>
  );
}
