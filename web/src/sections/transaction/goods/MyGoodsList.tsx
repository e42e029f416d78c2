import { goods, shop } from "@qinlian/contract";
import { DownOutlined } from "@ant-design/icons";
import { App, Button, Dropdown, Form, Input, Popconfirm, Space, Tag, Tooltip, TreeSelect, type MenuProps } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { StatusTag } from "../../../kit/StatusTag";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { editPathOf } from "./editPath";
import { PriceStockModal } from "./PriceStockModal";
import { ShareLink } from "./ShareLink";
import { StatusTabs, type GoodsTab } from "./StatusTabs";
import { actionsFor, useGoodsActions } from "./useGoodsActions";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";

type Row = z.output<typeof goods.myGoodsList.output>["list"][number];

/**
 * A row's actions: edit and the state's main move (put on shelf / take off / withdraw) as links,
 * the rest (price and stock, share, view in the mall, delete) under "more".
 */
function RowActions({ row: r, onPricing }: { row: Row; onPricing: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const act = useGoodsActions();
  const acts = actionsFor(r.status);
  const main = acts.filter((a) => a !== "delete");
  const more: MenuProps["items"] = [
    ...(r.type === "GOODS" && r.status !== "PENDING" ? [{ key: "price", label: t("goodsSeller.act.priceStock"), onClick: onPricing }] : []),
    { key: "share", label: <ShareLink goodsId={r.goodsId} /> },
    ...(r.status === "ON" && routeExists("/goods/detail") ? [{ key: "view", label: t("goodsSeller.act.view"), onClick: () => window.open(`/goods/detail?id=${encodeURIComponent(r.goodsId)}`, "_blank") }] : []),
    ...(acts.includes("delete")
      ? [{ key: "delete", danger: true, label: t("goodsSeller.act.delete"), onClick: () => void modal.confirm({ title: t("goodsSeller.act.deleteConfirm"), okType: "danger", onOk: () => act.remove(r.goodsId) }) }]
      : []),
  ];
  return (
    <Space size={0} wrap data-testid="goods-actions">
      {main.map((a) =>
        a === "edit" ? (
          <Button key={a} type="link" size="small" onClick={() => void navigate(editPathOf(r.type, r.goodsId))}>
            {t("goodsSeller.act.edit")}
          </Button>
        ) : a === "putOn" ? (
          <Button key={a} type="link" size="small" disabled={act.busy} onClick={() => void act.putOn(r.goodsId)} data-testid="goods-put-on">
            {r.needsReview || r.status === "REJECTED" ? t("goodsSeller.act.applyOn") : t("goodsSeller.act.on")}
          </Button>
        ) : a === "takeOff" ? (
          <Popconfirm key={a} title={t("goodsSeller.act.offConfirm")} onConfirm={untilSettled(() => act.takeOff([r.goodsId]))}>
            <Button type="link" size="small" disabled={act.busy} data-testid="goods-take-off">
              {t("goodsSeller.act.off")}
            </Button>
          </Popconfirm>
        ) : (
          <Popconfirm key={a} title={t("goodsSeller.act.withdrawConfirm")} onConfirm={untilSettled(() => act.withdraw([r.goodsId]))}>
            <Button type="link" size="small" disabled={act.busy}>
              {t("goodsSeller.act.withdraw")}
            </Button>
          </Popconfirm>
        ),
      )}
      <Dropdown menu={{ items: more }} trigger={["click"]}>
        <Button type="link" size="small" data-testid="goods-more">
          {t("common.more")} <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}

/**
 * The shop's goods (or packages) by state: tabs with counts, search by name, platform category and
 * shop classify, and per row the actions its state allows — edit, put on shelf (or into review),
 * take off, withdraw from review, delete, change price/stock, share.
 */
export function MyGoodsList({ type }: { type: "GOODS" | "PACKAGE" }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<GoodsTab>("ALL");
  const [pricing, setPricing] = useState<string | null>(null);
  const counts = useCall(goods.myGoodsList, { pageNum: 1, pageSize: 1, type });
  const classify = useCall(shop.classifyTreeByLogin, {}, { retry: false, errBySelf: true });
  const classifyTree = (classify.data ?? []).map((n) => ({ value: n.id, title: n.name, children: n.children.map((c) => ({ value: c.id, title: c.name })) }));

  return (
    <div data-testid={type === "GOODS" ? "goods-list" : "package-list"}>
      <StatusTabs active={tab} counts={counts.data?.counts} onChange={setTab} />
      <ListPage
        key={tab}
        call={goods.myGoodsList}
        rowKey="goodsId"
        input={(s) => ({
          type,
          status: tab === "ALL" ? undefined : tab,
          keyword: s.keyword as string | undefined,
          categoryId: s.categoryId as string | undefined,
          shopClassifyId: s.shopClassifyId as string | undefined,
        })}
        searchFields={
          <>
            <Form.Item name="keyword">
              <Input placeholder={t("goodsSeller.list.keyword")} allowClear maxLength={40} data-testid="goods-keyword" />
            </Form.Item>
            {type === "GOODS" && (
              <Form.Item name="categoryId">
                <CategoryCascader style={{ width: 220 }} aria-label={t("goodsSeller.f.category")} />
              </Form.Item>
            )}
            {classifyTree.length > 0 && (
              <Form.Item name="shopClassifyId">
                <TreeSelect aria-label={t("goodsSeller.list.classify")} treeData={classifyTree} allowClear placeholder={t("goodsSeller.list.classify")} style={{ width: 180 }} treeDefaultExpandAll />
              </Form.Item>
            )}
          </>
        }
        emptyText={type === "GOODS" ? t("goodsSeller.list.empty") : t("goodsSeller.list.emptyPackages")}
        columns={[
          {
            title: type === "GOODS" ? t("goodsSeller.list.goods") : t("goodsSeller.list.package"),
            width: 260,
            render: (_v, r) => <GoodsThumb name={r.name} image={r.mainImage} sub={[r.categoryName, r.unitName].filter(Boolean).join(" · ")} />,
          },
          {
            title: t("goodsSeller.list.price"),
            width: 130,
            render: (_v, r) =>
              r.priceMin == null ? (
                t("catalog.negotiable")
              ) : (
                <span>
                  <Money fen={r.priceMin} />
                  {r.priceMax != null && r.priceMax !== r.priceMin && (
                    <>
                      {" – "}
                      <Money fen={r.priceMax} />
                    </>
                  )}
                </span>
              ),
          },
          { title: t("goodsSeller.list.stock"), dataIndex: "stockTotal", width: 80 },
          { title: t("goodsSeller.list.sales"), dataIndex: "salesCount", width: 70 },
          {
            title: t("goodsSeller.list.status"),
            width: 100,
            render: (_v, r) => (
              <Space direction="vertical" size={2}>
                <StatusTag kind="goods" status={r.status} />
                {r.needsReview && <Tag color="purple">{t("goodsSeller.list.needsReview")}</Tag>}
                {r.rejectReason && (
                  <Tooltip title={r.rejectReason}>
                    <span style={{ color: "#cf1322", fontSize: 12, cursor: "help" }}>{t("goodsSeller.list.reason")}</span>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { title: t("goodsSeller.list.updated"), width: 100, render: (_v, r) => dayjs(r.updatedAt).format("YYYY-MM-DD") },
          {
            title: t("common.more"),
            width: 160,
            render: (_v, r) => <RowActions row={r} onPricing={() => setPricing(r.goodsId)} />,
          },
        ]}
      />
      <PriceStockModal goodsId={pricing} onClose={() => setPricing(null)} />
    </div>
  );
}
