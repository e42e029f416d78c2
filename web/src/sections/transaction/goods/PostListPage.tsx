import { PlusOutlined } from "@ant-design/icons";
import { goods, type GoodsType } from "@qinlian/contract";
import { Button, Dropdown, Empty, Form, Input, Popconfirm, Skeleton, Space, Tabs, Tooltip } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { StatusTag } from "../../../kit/StatusTag";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { detailPathOf, editPathOf } from "./editPath";
import { publishPathOf } from "./postPaths";
import { priceUnitOf } from "./priceUnit";
import { StatusTabs, type GoodsTab } from "./StatusTabs";
import { useAllowedTypes } from "./useAllowedTypes";
import { actionsFor, useGoodsActions } from "./useGoodsActions";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";

/** One type's posts by state: tabs with counts, search, paging and the actions each state allows. */
function PostsOfType({ type }: { type: GoodsType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [tab, setTab] = useState<GoodsTab>("ALL");
  const counts = useCall(goods.selGoodsListByMember, { pageNum: 1, pageSize: 1, type });
  const act = useGoodsActions();
  return (
    <>
      <StatusTabs active={tab} counts={counts.data?.counts} onChange={setTab} />
      <ListPage
        key={tab}
        testId={`posts-${type}`}
        call={goods.selGoodsListByMember}
        rowKey="goodsId"
        input={(s) => ({ type, status: tab === "ALL" ? undefined : tab, keyword: s.keyword as string | undefined })}
        searchFields={
          <Form.Item name="keyword">
            <Input placeholder={t("goodsSeller.post.keyword")} allowClear maxLength={40} />
          </Form.Item>
        }
        emptyText={t("goodsSeller.post.empty", { type: t(`catalog.goodsType.${type}`) })}
        columns={[
          {
            title: t("goodsSeller.post.title"),
            width: 280,
            render: (_v, r) => {
              const thumb = <GoodsThumb name={r.name} image={r.mainImage} sub={[r.categoryName, r.originAreaName].filter(Boolean).join(" · ")} />;
              const to = detailPathOf(r.type, r.goodsId);
              return routeExists(to) ? <Link to={to}>{thumb}</Link> : thumb;
            },
          },
          {
            title: t("goodsSeller.post.price"),
            width: 150,
            render: (_v, r) =>
              r.priceMin == null ? (
                t("catalog.negotiable")
              ) : (
                <span>
                  <Money fen={r.priceMin} />
                  {priceUnitOf(r, t("goodsSeller.post.muYear")) ? ` / ${priceUnitOf(r, t("goodsSeller.post.muYear"))}` : ""}
                </span>
              ),
          },
          {
            title: t("goodsSeller.post.status"),
            width: 110,
            render: (_v, r) => (
              <Space direction="vertical" size={2}>
                <StatusTag kind="goods" status={r.status} />
                {r.rejectReason && (
                  <Tooltip title={r.rejectReason}>
                    <span style={{ color: "#cf1322", fontSize: 12, cursor: "help" }}>{t("goodsSeller.list.reason")}</span>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          { title: t("goodsSeller.list.views"), dataIndex: "viewCount", width: 80 },
          { title: t("goodsSeller.list.updated"), width: 140, render: (_v, r) => dayjs(r.updatedAt).format("YYYY-MM-DD HH:mm") },
          {
            title: t("common.more"),
            width: 190,
            render: (_v, r) => (
              <Space size={0} wrap>
                {actionsFor(r.status).map((a) =>
                  a === "edit" ? (
                    <Button key={a} type="link" size="small" onClick={() => void navigate(editPathOf(r.type, r.goodsId))}>
                      {t("goodsSeller.act.edit")}
                    </Button>
                  ) : a === "putOn" ? (
                    <Button key={a} type="link" size="small" disabled={act.busy} onClick={() => void act.putOn(r.goodsId)}>
                      {r.status === "REJECTED" ? t("goodsSeller.act.applyOn") : t("goodsSeller.act.on")}
                    </Button>
                  ) : a === "takeOff" ? (
                    <Popconfirm key={a} title={t("goodsSeller.act.offConfirm")} onConfirm={untilSettled(() => act.takeOff([r.goodsId]))}>
                      <Button type="link" size="small" disabled={act.busy}>
                        {t("goodsSeller.act.off")}
                      </Button>
                    </Popconfirm>
                  ) : a === "withdraw" ? (
                    <Popconfirm key={a} title={t("goodsSeller.act.withdrawConfirm")} onConfirm={untilSettled(() => act.withdraw([r.goodsId]))}>
                      <Button type="link" size="small" disabled={act.busy}>
                        {t("goodsSeller.act.withdraw")}
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Popconfirm key={a} title={t("goodsSeller.act.deleteConfirm")} onConfirm={untilSettled(() => act.remove(r.goodsId))}>
                      <Button type="link" size="small" danger disabled={act.busy}>
                        {t("goodsSeller.act.delete")}
                      </Button>
                    </Popconfirm>
                  ),
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

/**
 * The member's own posts of one or more types (mySupply, myDemand, the combined supply and demand
 * management, a person seller's goods): a tab per type the identity may manage, each with its
 * states, and a publish button (or menu) for those types.
 */
export function PostListPage({ title, types, testId }: { title: string; types: readonly GoodsType[]; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { allowed, loading } = useAllowedTypes(types);
  const [active, setActive] = useState<GoodsType | undefined>();
  const current = active && allowed.includes(active) ? active : allowed[0];
  const publish =
    allowed.length === 1 ? (
      <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(publishPathOf(allowed[0]))} data-testid="post-publish">
        {t("goodsSeller.post.publishType", { type: t(`catalog.goodsType.${allowed[0]}`) })}
      </Button>
    ) : allowed.length > 1 ? (
      <Dropdown menu={{ items: allowed.map((ty) => ({ key: ty, label: t(`catalog.goodsType.${ty}`), onClick: () => navigate(publishPathOf(ty)) })) }}>
        <Button type="primary" icon={<PlusOutlined />} data-testid="post-publish">
          {t("goodsSeller.post.publishMenu")}
        </Button>
      </Dropdown>
    ) : null;
  return (
    <div data-testid={testId}>
      <PageHeader title={title} extra={publish} />
      {loading ? (
        <Skeleton active />
      ) : !current ? (
        <Empty description={t("goodsSeller.post.noTypes")} />
      ) : allowed.length > 1 ? (
        <Tabs type="card" activeKey={current} onChange={(k) => setActive(k as GoodsType)} items={allowed.map((ty) => ({ key: ty, label: t(`catalog.goodsType.${ty}`), children: <PostsOfType type={ty} /> }))} />
      ) : (
        <PostsOfType type={current} />
      )}
    </div>
  );
}
