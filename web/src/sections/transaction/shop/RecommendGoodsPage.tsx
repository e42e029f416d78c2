import { PlusOutlined } from "@ant-design/icons";
import { goods, shop } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Popconfirm, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedPickerModal } from "../../../kit/PagedPickerModal";
import { StatusTag } from "../../../kit/StatusTag";
import { SortInput } from "../../../kit/SortInput";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/**
 * The goods of one recommendation column: add on-sale goods of the shop (up to the column's
 * maximum), order them, take them out, or clear the column.
 */
export default function RecommendGoodsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { classifyId = "" } = useParams();
  const columns = useCall(shop.recommendClassifySyncList, {});
  const col = columns.data?.find((c) => c.id === classifyId);
  const add = useFormMutation(shop.recommendInfoAdd);
  const del = useFormMutation(shop.recommendInfoDel);
  const upd = useFormMutation(shop.recommendInfoUpd);
  const [picking, setPicking] = useState(false);
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: [shop.recommendInfoPage.path] }), qc.invalidateQueries({ queryKey: [shop.recommendClassifySyncList.path] })]);
  const run = async (p: Promise<unknown>) => {
    if ((await p) !== null) await refresh();
  };
  return (
    <div data-testid="recommend-goods">
      <PageHeader
        title={t("shopSeller.rec.goodsTitle", { name: col?.name ?? "" })}
        extra={
          <Space>
            <Link to="/transaction/shopRecommendManage">{t("shopSeller.rec.back")}</Link>
            <Popconfirm title={t("shopSeller.rec.clearConfirm")} onConfirm={untilSettled(() => run(del.submit({ recommendClassifyId: classifyId })))}>
              <Button danger disabled={!col?.goodsCount}>
                {t("shopSeller.rec.clear")}
              </Button>
            </Popconfirm>
          </Space>
        }
      />
      <ListPage
        call={shop.recommendInfoPage}
        rowKey="id"
        input={() => ({ recommendClassifyId: classifyId })}
        actions={
          <Button type="primary" icon={<PlusOutlined />} disabled={!!col && col.goodsCount >= col.maxGoods} onClick={() => setPicking(true)} data-testid="recommend-add">
            {t("shopSeller.rec.addGoods")}
          </Button>
        }
        emptyText={t("shopSeller.rec.noGoods")}
        columns={[
          { title: t("shopSeller.g.goods"), render: (_v, r) => <GoodsThumb name={r.goods.name} image={r.goods.mainImage} sub={r.goods.categoryName} /> },
          { title: t("shopSeller.g.price"), width: 120, render: (_v, r) => <Money fen={r.goods.priceMin} /> },
          { title: t("shopSeller.g.status"), width: 100, render: (_v, r) => <StatusTag kind="goods" status={r.goods.status} /> },
          {
            title: t("shopSeller.cls.sort"),
            width: 110,
            render: (_v, r) => <SortInput value={r.sort} onCommit={(sort) => void run(upd.submit({ id: r.id, sort }))} />,
          },
          {
            title: t("common.more"),
            width: 100,
            render: (_v, r) => (
              <Popconfirm title={t("shopSeller.rec.removeConfirm")} onConfirm={untilSettled(() => run(del.submit({ recommendClassifyId: classifyId, goodsIds: [r.goodsId] })))}>
                <Button type="link" size="small" danger>
                  {t("shopSeller.cls.removeGoods")}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <PagedPickerModal
        open={picking}
        title={t("shopSeller.rec.addGoods")}
        call={goods.selGoodsListByDefaultShop}
        rowKey="goodsId"
        multiple
        max={col ? Math.max(col.maxGoods - col.goodsCount, 1) : 20}
        input={(keyword) => ({ keyword, status: "ON" as const })}
        columns={[
          { title: t("shopSeller.g.goods"), render: (_v, r) => <GoodsThumb name={r.name} image={r.mainImage} sub={r.categoryName} /> },
          { title: t("shopSeller.g.price"), width: 120, render: (_v, r) => <Money fen={r.priceMin} /> },
        ]}
        confirmLoading={add.isPending}
        onCancel={() => setPicking(false)}
        onOk={(rows) => {
          setPicking(false);
          void run(add.submit({ recommendClassifyId: classifyId, goodsIds: rows.map((r) => r.goodsId) }));
        }}
      />
    </div>
  );
}
