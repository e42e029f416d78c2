import { search, system, type CategoryNode, type SearchInput, type SearchKind, type SearchSort } from "@qinlian/contract";
import { CloseOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Empty, Form, Input, InputNumber, Pagination, Radio, Row, Select, Skeleton, Space, Tag, Tree, Typography } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { api, useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { pick } from "../../i18n";
import { formatFen } from "../../kit/Money";
import { PageHeader } from "../../kit/PageHeader";
import { GoodsGrid } from "./components/GoodsTile";
import "./texts";

const KINDS: SearchKind[] = ["goods", "supply", "demand"];
const SORTS: SearchSort[] = ["RELEVANCE", "SALES", "PRICE_ASC", "PRICE_DESC", "NEWEST"];
const PAGE_SIZE = 20;

/** The search as the URL holds it (so a result page can be shared, reloaded and navigated back to). */
function useSearchState() {
  const [params, setParams] = useSearchParams();
  const num = (k: string) => (params.get(k) && /^\d+$/.test(params.get(k)!) ? Number(params.get(k)) : undefined);
  const state = {
    keyword: params.get("keyword") ?? "",
    categoryId: params.get("categoryId") ?? undefined,
    areaCode: params.get("areaCode") ?? undefined,
    priceMin: num("priceMin"),
    priceMax: num("priceMax"),
    type: (KINDS as string[]).includes(params.get("type") ?? "") ? (params.get("type") as SearchKind) : "goods",
    sort: (SORTS as string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as SearchSort) : "RELEVANCE",
    pageNum: num("pageNum") ?? 1,
  };
  const update = (patch: Partial<typeof state>) => {
    const next = { ...state, pageNum: 1, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === "" || (k === "type" && v === "goods") || (k === "sort" && v === "RELEVANCE") || (k === "pageNum" && v === 1)) continue;
      out.set(k, String(v));
    }
    setParams(out);
  };
  return [state, update] as const;
}

function toTree(nodes: readonly CategoryNode[], lang: string): { key: string; title: string; children: ReturnType<typeof toTree> }[] {
  return nodes.map((n) => ({ key: n.id, title: pick({ zh: n.name, en: n.nameEn ?? n.name }, lang), children: toTree(n.children, lang) }));
}

function SearchHistory({ onPick }: { onPick: (kw: string) => void }) {
  const { t } = useTranslation();
  const history = useCall(search.historyList, { kind: "goods" }, { errBySelf: true, quietAuth: true });
  const items = history.data?.[0]?.items ?? [];
  if (!items.length) return null;
  const remove = async (p: { id?: string; kind?: "goods" }) => {
    await api(search.historyDel, p, { errBySelf: true }).catch(() => null);
    await history.refetch();
  };
  return (
    <div data-testid="search-history" style={{ marginTop: 8, fontSize: 12 }}>
      <span style={{ color: "#999", marginRight: 8 }}>{t("goods.list.history")}:</span>
      {items.slice(0, 10).map((h) => (
        <Tag key={h.id} closable onClose={(e) => { e.preventDefault(); void remove({ id: h.id }); }} style={{ cursor: "pointer" }} onClick={() => onPick(h.keyword)}>
          {h.keyword}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => void remove({ kind: "goods" })}>
        {t("goods.list.clearHistory")}
      </Button>
    </div>
  );
}

export default function GoodsListPage() {
  const { t, i18n } = useTranslation();
  const user = useAppStore((s) => s.userInfo);
  const [s, update] = useSearchState();
  const [priceForm] = Form.useForm<{ min?: number; max?: number }>();
  const input: SearchInput = {
    keyword: s.keyword || undefined,
    type: s.type,
    categoryId: s.categoryId,
    areaCode: s.areaCode,
    priceMin: s.priceMin,
    priceMax: s.priceMax,
    sort: s.sort,
    pageNum: s.pageNum,
    pageSize: PAGE_SIZE,
  };
  const result = useCall(search.searchGoods, input, { placeholderData: (prev) => prev, errBySelf: true });
  const tree = useCall(system.categoryTree, { depth: 3 }, { staleTime: 10 * 60_000 });
  const provinces = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  const treeData = useMemo(() => toTree(tree.data ?? [], i18n.language), [tree.data, i18n.language]);

  // a logged-in member's searches go to their history
  useEffect(() => {
    if (user && s.keyword.trim()) void api(search.historyAdd, { kind: "goods", keyword: s.keyword.trim() }, { errBySelf: true }).catch(() => null);
  }, [user, s.keyword]);
  useEffect(() => {
    priceForm.setFieldsValue({ min: s.priceMin !== undefined ? s.priceMin / 100 : undefined, max: s.priceMax !== undefined ? s.priceMax / 100 : undefined });
  }, [priceForm, s.priceMin, s.priceMax]);

  const data = result.data;
  const facets = data?.facets;
  const filtered = !!(s.categoryId || s.areaCode || s.priceMin !== undefined || s.priceMax !== undefined);
  const yuanToFen = (v: number | undefined | null) => (v == null ? undefined : Math.round(v * 100));

  return (
    <div data-testid="goods-list">
      <PageHeader title={t("goods.home.title")} />
      <Input.Search
        key={s.keyword}
        data-testid="list-search"
        defaultValue={s.keyword}
        placeholder={t("goods.list.searchPlaceholder")}
        enterButton={t("common.search")}
        size="large"
        maxLength={50}
        onSearch={(kw) => update({ keyword: kw.trim() })}
      />
      {user && <SearchHistory onPick={(kw) => update({ keyword: kw })} />}
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col span={5}>
          <Card size="small" title={t("goods.list.allCategories")} data-testid="category-tree" styles={{ body: { maxHeight: 560, overflow: "auto" } }}>
            {tree.isLoading ? (
              <Skeleton active />
            ) : (
              <Tree
                treeData={treeData}
                selectedKeys={s.categoryId ? [s.categoryId] : []}
                defaultExpandedKeys={s.categoryId ? [s.categoryId.slice(0, 2), s.categoryId.slice(0, 4)] : []}
                onSelect={(keys) => update({ categoryId: keys.length ? String(keys[0]) : undefined })}
              />
            )}
          </Card>
        </Col>
        <Col span={19}>
          <Card size="small" data-testid="filters">
            <Space direction="vertical" style={{ width: "100%" }} size={8}>
              <Space wrap>
                <span style={{ color: "#666" }}>{t("goods.list.type")}:</span>
                <Radio.Group value={s.type} onChange={(e) => update({ type: e.target.value as SearchKind })} optionType="button" size="small"
                  options={KINDS.map((k) => ({ value: k, label: t(`goods.list.types.${k}`) }))} />
                <span style={{ color: "#666", marginLeft: 16 }}>{t("goods.list.area")}:</span>
                <Select
                  data-testid="area-select"
                  size="small"
                  style={{ width: 160 }}
                  allowClear
                  placeholder={t("goods.list.allAreas")}
                  value={s.areaCode ? `${s.areaCode.slice(0, 2)}0000` : undefined}
                  onChange={(v?: string) => update({ areaCode: v })}
                  options={(provinces.data ?? []).map((p) => ({ value: p.code, label: p.name }))}
                  showSearch
                  optionFilterProp="label"
                />
                <span style={{ color: "#666", marginLeft: 16 }}>{t("goods.list.price")}:</span>
                <Form
                  form={priceForm}
                  layout="inline"
                  onFinish={(v) => update({ priceMin: yuanToFen(v.min), priceMax: yuanToFen(v.max) })}
                >
                  <Form.Item name="min" style={{ marginRight: 4 }}>
                    <InputNumber size="small" min={0} max={1e9} precision={2} placeholder={t("goods.list.priceMin")} style={{ width: 90 }} />
                  </Form.Item>
                  <Form.Item
                    name="max"
                    dependencies={["min"]}
                    style={{ marginRight: 4 }}
                    rules={[({ getFieldValue }) => ({
                      validator: (_r, v?: number) => (v == null || getFieldValue("min") == null || v >= getFieldValue("min") ? Promise.resolve() : Promise.reject(new Error(t("goods.list.priceInvalid")))),
                    })]}
                  >
                    <InputNumber size="small" min={0} max={1e9} precision={2} placeholder={t("goods.list.priceMax")} style={{ width: 90 }} />
                  </Form.Item>
                  <Button size="small" htmlType="submit">{t("goods.list.priceApply")}</Button>
                </Form>
              </Space>
              {facets && (
                <div data-testid="facets" style={{ fontSize: 12 }}>
                  {facets.categories.length > 0 && (
                    <div style={{ marginBottom: 4 }} data-testid="facet-categories">
                      <span style={{ color: "#999", marginRight: 8 }}>{t("goods.list.facetCategory")}:</span>
                      {facets.categories.map((c) => (
                        <Tag key={c.key} color={s.categoryId === c.key ? "volcano" : undefined} style={{ cursor: "pointer" }} onClick={() => update({ categoryId: c.key })}>
                          {pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language)} ({c.count})
                        </Tag>
                      ))}
                    </div>
                  )}
                  {facets.areas.length > 0 && (
                    <div style={{ marginBottom: 4 }} data-testid="facet-areas">
                      <span style={{ color: "#999", marginRight: 8 }}>{t("goods.list.facetArea")}:</span>
                      {facets.areas.slice(0, 12).map((a) => (
                        <Tag key={a.key} color={s.areaCode === a.key ? "volcano" : undefined} style={{ cursor: "pointer" }} onClick={() => update({ areaCode: a.key })}>
                          {a.name} ({a.count})
                        </Tag>
                      ))}
                    </div>
                  )}
                  {facets.priceBands.length > 0 && (
                    <div data-testid="facet-prices">
                      <span style={{ color: "#999", marginRight: 8 }}>{t("goods.list.facetPrice")}:</span>
                      {facets.priceBands.map((b) => (
                        <Tag
                          key={b.min}
                          color={s.priceMin === b.min && s.priceMax === (b.max == null ? undefined : b.max - 1) ? "volcano" : undefined}
                          style={{ cursor: "pointer" }}
                          onClick={() => update({ priceMin: b.min, priceMax: b.max == null ? undefined : b.max - 1 })}
                        >
                          {b.max == null ? t("goods.list.bandOpen", { min: formatFen(b.min) }) : `${formatFen(b.min)}–${formatFen(b.max)}`} ({b.count})
                        </Tag>
                      ))}
                    </div>
                  )}
                </div>
              )}
              <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center" }}>
                <Radio.Group value={s.sort} onChange={(e) => update({ sort: e.target.value as SearchSort })} size="small" data-testid="sort"
                  options={SORTS.map((k) => ({ value: k, label: t(`goods.list.sorts.${k}`) }))} optionType="button" />
                <Space>
                  {data && (
                    <Typography.Text type="secondary" data-testid="result-total">
                      {data.keyword ? t("goods.list.totalFor", { kw: data.keyword, n: data.total }) : t("goods.list.total", { n: data.total })}
                    </Typography.Text>
                  )}
                  {filtered && (
                    <Button size="small" icon={<CloseOutlined />} onClick={() => update({ categoryId: undefined, areaCode: undefined, priceMin: undefined, priceMax: undefined })}>
                      {t("goods.list.clear")}
                    </Button>
                  )}
                </Space>
              </div>
            </Space>
          </Card>
          <div style={{ marginTop: 16 }} data-testid="results">
            {result.isError && !data ? (
              <Alert type="error" showIcon message={t("goods.list.loadFailed")} action={<Button size="small" onClick={() => void result.refetch()}>{t("common.retry")}</Button>} />
            ) : !data ? (
              <Skeleton active paragraph={{ rows: 8 }} />
            ) : data.list.length === 0 ? (
              <Empty data-testid="results-empty" description={t("goods.list.empty")} style={{ padding: 48 }} />
            ) : (
              <>
                <GoodsGrid list={data.list} terms={data.terms} columns={4} />
                <Pagination
                  style={{ marginTop: 16, textAlign: "right" }}
                  current={s.pageNum}
                  pageSize={PAGE_SIZE}
                  total={Math.min(data.total, 10_000)}
                  showSizeChanger={false}
                  onChange={(pageNum) => update({ pageNum })}
                />
              </>
            )}
          </div>
        </Col>
      </Row>
    </div>
  );
}
