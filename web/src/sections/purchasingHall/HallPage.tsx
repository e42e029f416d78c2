import { search, system, type GoodsCard, type SearchKind } from "@qinlian/contract";
import { Empty, Form, Grid, Input, Pagination, Segmented, Select, Skeleton, TreeSelect, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../api";
import { routeExists } from "../../app/sections";
import { pick } from "../../i18n";
import { LoadFailed } from "../../kit/LoadFailed";
import { PagedTable, SearchBar } from "../../kit/SearchBar";
import { usePagedCall } from "../../kit/usePagedCall";
import { AdvertCarousel } from "../goods/components/AdvertCarousel";
import { GoodsGrid, PostPrice } from "../goods/components/GoodsTile";
import { useUnitName } from "../goods/components/names";
import { PageTitle } from "../goods/components/PageTitle";
import { demandOf, postPath, supplyOf } from "./demand";
import "./texts";

type Kind = Extract<SearchKind, "supply" | "demand">;
const KINDS: Kind[] = ["demand", "supply"];

/**
 * The purchasing hall: buyers' demand posts (求购) and sellers' supply posts (供应), searchable by
 * keyword, category and region; a table on wide screens, post cards on phones. The chosen kind is
 * in the URL (?type=supply).
 */
export default function HallPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: Kind = params.get("type") === "supply" ? "supply" : "demand";
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const unitOf = useUnitName();
  const tree = useCall(system.categoryTree, { depth: 2 }, { staleTime: 10 * 60_000 });
  const provinces = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const [fields, setFields] = useState<Record<string, string | undefined>>({});
  const list = usePagedCall(search.searchGoods, `purchasingHall.${kind}`, {
    input: { type: kind, sort: "NEWEST", facets: false, keyword: fields.keyword || undefined, categoryId: fields.categoryId, areaCode: fields.areaCode },
    defaultPageSize: 20,
  });
  const treeData = (tree.data ?? []).map((c) => ({
    value: c.id,
    title: pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language),
    children: c.children.map((k) => ({ value: k.id, title: pick({ zh: k.name, en: k.nameEn ?? k.name }, i18n.language) })),
  }));
  const quantity = (g: GoodsCard) => {
    const q = demandOf(g)?.quantity ?? supplyOf(g)?.quantity;
    return q != null ? `${q} ${unitOf(g.unit, g.unitName) ?? ""}` : "-";
  };
  const validUntil = (g: GoodsCard) => demandOf(g)?.validUntil ?? supplyOf(g)?.validUntil ?? "-";

  const columns: TableColumnsType<GoodsCard> = [
    {
      title: t(`hall.columns.name.${kind}`),
      dataIndex: "name",
      render: (_v, g) => (
        <Link to={postPath(g)} data-testid={kind === "demand" ? "demand-link" : "supply-link"}>
          {g.name}
        </Link>
      ),
    },
    { title: t(`hall.columns.quantity.${kind}`), render: (_v, g) => quantity(g) },
    { title: t(`hall.columns.price.${kind}`), render: (_v, g) => <PostPrice post={g} /> },
    { title: t(`hall.columns.area.${kind}`), dataIndex: "originAreaName", render: (v: string | null) => v ?? "-" },
    kind === "demand"
      ? { title: t("hall.columns.cycle"), render: (_v, g) => (demandOf(g) ? t(`hall.cycles.${demandOf(g)!.purchaseCycle}`) : "-") }
      : { title: t("hall.contact"), render: (_v, g) => supplyOf(g)?.contactName ?? "-" },
    { title: t("hall.columns.validUntil"), render: (_v, g) => validUntil(g) },
    { title: t("hall.columns.publishedAt"), dataIndex: "onShelfAt", render: (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD") : "-") },
  ];

  const publish = kind === "demand" ? "/transaction/publishDemand" : "/transaction/publishSupply";
  const data = list.data;
  return (
    <div data-testid="purchasing-hall">
      <PageTitle title={t("hall.title")} extra={routeExists(publish) ? <Link to={publish}>{t(`hall.publish.${kind}`)}</Link> : undefined} />
      <AdvertCarousel code="PURCHASING_HALL_BANNER" ratio={6} />
      <p style={{ color: "#595959", margin: "12px 0" }}>{t("hall.intro")}</p>
      <Segmented<Kind>
        data-testid="hall-kind"
        aria-label={t("hall.kind")}
        value={kind}
        onChange={(v) => setParams(v === "demand" ? {} : { type: v }, { replace: true })}
        options={KINDS.map((k) => ({ value: k, label: t(`hall.kinds.${k}`) }))}
        style={{ marginBottom: 16 }}
      />
      <SearchBar
        form={form}
        testId="hall"
        onSearch={(v) => setFields(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== "")))}
      >
        <Form.Item name="keyword" label={t("hall.keyword")} rules={[{ max: 50 }]}>
          <Input allowClear placeholder={t(`hall.keywordPlaceholder.${kind}`)} style={{ width: phone ? 200 : 220 }} />
        </Form.Item>
        <Form.Item name="categoryId" label={t("hall.category")}>
          <TreeSelect allowClear treeData={treeData} style={{ width: phone ? 200 : 180 }} />
        </Form.Item>
        <Form.Item name="areaCode" label={t("hall.area")}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: phone ? 200 : 140 }} options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))} />
        </Form.Item>
      </SearchBar>
      <div data-testid="hall-list">
        {phone ? (
          list.q.isError ? (
            <LoadFailed onRetry={() => void list.q.refetch()} />
          ) : !data ? (
            <Skeleton active />
          ) : !data.list.length ? (
            <Empty description={t(`hall.empty.${kind}`)} />
          ) : (
            <>
              <GoodsGrid list={data.list} columns={1} />
              <Pagination simple style={{ marginTop: 16, textAlign: "center" }} {...list.pagination} showSizeChanger={false} />
            </>
          )
        ) : (
          <PagedTable<GoodsCard> rowKey="goodsId" columns={columns} list={list} emptyText={t(`hall.empty.${kind}`)} />
        )}
      </div>
    </div>
  );
}
