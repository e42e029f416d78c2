import { search, system, type GoodsCard } from "@qinlian/contract";
import { Form, Input, Select, TreeSelect } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { routeExists } from "../../app/sections";
import { pick } from "../../i18n";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { AdvertCarousel } from "../goods/components/AdvertCarousel";
import { demandOf, ExpectPrice } from "./demand";
import "./texts";

/** The purchasing hall: buyers' demand posts, searchable by keyword, category and region. */
export default function HallPage() {
  const { t, i18n } = useTranslation();
  const tree = useCall(system.categoryTree, { depth: 2 }, { staleTime: 10 * 60_000 });
  const provinces = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  const treeData = (tree.data ?? []).map((c) => ({
    value: c.id,
    title: pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language),
    children: c.children.map((k) => ({ value: k.id, title: pick({ zh: k.name, en: k.nameEn ?? k.name }, i18n.language) })),
  }));
  return (
    <div data-testid="purchasing-hall">
      <PageHeader
        title={t("hall.title")}
        extra={routeExists("/transaction/publishDemand") ? <Link to="/transaction/publishDemand">{t("hall.publish")}</Link> : undefined}
      />
      <AdvertCarousel code="PURCHASING_HALL_BANNER" height={160} />
      <p style={{ color: "#888" }}>{t("hall.intro")}</p>
      <ListPage
        testId="hall-list"
        call={search.searchGoods}
        rowKey="goodsId"
        pageSize={20}
        input={(s) => ({
          type: "demand" as const,
          sort: "NEWEST" as const,
          facets: false,
          keyword: (s.keyword as string | undefined) || undefined,
          categoryId: s.categoryId as string | undefined,
          areaCode: s.areaCode as string | undefined,
        })}
        searchFields={
          <>
            <Form.Item name="keyword" label={t("hall.keyword")} rules={[{ max: 50 }]}>
              <Input allowClear placeholder={t("hall.keywordPlaceholder")} style={{ width: 220 }} />
            </Form.Item>
            <Form.Item name="categoryId" label={t("hall.category")}>
              <TreeSelect allowClear treeData={treeData} style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="areaCode" label={t("hall.area")}>
              <Select allowClear showSearch optionFilterProp="label" style={{ width: 140 }} options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))} />
            </Form.Item>
          </>
        }
        emptyText={t("hall.empty")}
        columns={[
          {
            title: t("hall.columns.name"),
            dataIndex: "name",
            render: (_v, g: GoodsCard) => (
              <Link to={`/purchasingHall/details?goodsId=${g.goodsId}`} data-testid="demand-link">
                {g.name}
              </Link>
            ),
          },
          { title: t("hall.columns.quantity"), render: (_v, g: GoodsCard) => `${demandOf(g)?.quantity ?? "-"} ${g.unitName ?? ""}` },
          { title: t("hall.columns.price"), render: (_v, g: GoodsCard) => <ExpectPrice goods={g} /> },
          { title: t("hall.columns.area"), dataIndex: "originAreaName", render: (v: string | null) => v ?? "-" },
          { title: t("hall.columns.cycle"), render: (_v, g: GoodsCard) => (demandOf(g) ? t(`hall.cycles.${demandOf(g)!.purchaseCycle}`) : "-") },
          { title: t("hall.columns.validUntil"), render: (_v, g: GoodsCard) => demandOf(g)?.validUntil ?? "-" },
          { title: t("hall.columns.publishedAt"), dataIndex: "onShelfAt", render: (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD") : "-") },
        ]}
      />
    </div>
  );
}
