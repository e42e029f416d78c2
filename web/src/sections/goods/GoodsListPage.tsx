import { search, system, type CategoryNode, type SearchFacets, type SearchInput, type SearchKind, type SearchSort } from "@qinlian/contract";
import { CloseOutlined, FilterOutlined } from "@ant-design/icons";
import { Grid } from "antd";
import { LightSkeleton } from "../../kit/LightSkeleton";
import { LightSpace } from "../../kit/LightSpace";
import { LightTag } from "../../kit/LightTag";
import { LazyAlert, LazyEmpty } from "./components/LazyAntd";
import { WhenVisible } from "./components/WhenVisible";
import { LightBadge } from "../../kit/LightBadge";
import { LightButton } from "../../kit/LightButton";
import { LightTree } from "./components/LightTree";
import { LightCard } from "./components/LightCard";
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { api, useCall } from "../../api";
import { SearchBox } from "../../app/layouts/SearchBox";
import { useAppStore } from "../../app/store";
import { pick } from "../../i18n";
import { formatFen } from "../../kit/Money";
import { PriceFilter } from "./components/PriceFilter";
import { GoodsGrid } from "./components/GoodsTile";
import { LightRadioButtons } from "./components/LightRadioButtons";
import { PageTitle } from "./components/PageTitle";
import "./components/lightFields.css";
import "./texts";

const KINDS: SearchKind[] = ["goods", "supply", "demand"];
const SORTS: SearchSort[] = ["RELEVANCE", "SALES", "PRICE_ASC", "PRICE_DESC", "NEWEST"];
const PAGE_SIZE = 20;
/** Phones: the filters and the category tree in a drawer, whose code loads when it is first opened. */
const FilterDrawer = lazy(() => import("./components/FilterDrawer"));
const LightPager = lazy(() => import("./components/LightPager").then((m) => ({ default: m.LightPager })));

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
      <span style={{ color: "#595959", marginRight: 8 }}>{t("goods.list.history")}:</span>
      {items.slice(0, 10).map((h) => (
        <LightTag key={h.id} closable onClose={(e) => { e.preventDefault(); void remove({ id: h.id }); }} style={{ cursor: "pointer" }} onClick={() => onPick(h.keyword)}>
          {h.keyword}
        </LightTag>
      ))}
      <LightButton type="link" size="small" onClick={() => void remove({ kind: "goods" })}>
        {t("goods.list.clearHistory")}
      </LightButton>
    </div>
  );
}

type SearchState = ReturnType<typeof useSearchState>[0];
type Update = ReturnType<typeof useSearchState>[1];

/** The platform's category tree; picking one filters the results (and closes the phone's drawer). */
function CategoryTree({ s, update, onPicked }: { s: SearchState; update: Update; onPicked?: () => void }) {
  const { t, i18n } = useTranslation();
  const tree = useCall(system.categoryTree, { depth: 3 }, { staleTime: 10 * 60_000 });
  const treeData = useMemo(() => toTree(tree.data ?? [], i18n.language), [tree.data, i18n.language]);
  if (tree.isLoading) return <LightSkeleton active />;
  return (
    <LightTree
      treeData={treeData}
      aria-label={t("goods.list.allCategories")}
      selectedKey={s.categoryId}
      defaultExpandedKeys={s.categoryId ? [s.categoryId.slice(0, 2), s.categoryId.slice(0, 4)] : []}
      onSelect={(key) => {
        update({ categoryId: key });
        onPicked?.();
      }}
    />
  );
}

/** Type, origin and price filters (in the card above the results on wide screens, in the drawer on phones). */
function FilterFields({ s, update, onApplied, stacked }: { s: SearchState; update: Update; onApplied?: () => void; stacked?: boolean }) {
  const { t } = useTranslation();
  const provinces = useCall(system.areas, {}, { staleTime: 60 * 60_000 });
  const label = (text: string, id: string) => (
    <label htmlFor={id} style={{ color: "#595959", marginLeft: stacked ? 0 : 16, minWidth: stacked ? 48 : undefined }}>
      {text}:
    </label>
  );
  const row = (children: ReactNode) => (stacked ? <LightSpace wrap>{children}</LightSpace> : children);
  return (
    <LightSpace wrap direction={stacked ? "vertical" : "horizontal"} size={stacked ? 16 : 8} style={stacked ? { width: "100%" } : undefined}>
      {row(
        <>
          <span id="goods-filter-type" style={{ color: "#595959" }}>
            {t("goods.list.type")}:
          </span>
          <LightRadioButtons<SearchKind>
            aria-labelledby="goods-filter-type"
            value={s.type}
            onChange={(type) => {
              update({ type });
              onApplied?.();
            }}
            options={KINDS.map((k) => ({ value: k, label: t(`goods.list.types.${k}`) }))}
          />
        </>,
      )}
      {row(
        <>
          {label(t("goods.list.area"), "goods-filter-area")}
          <select
            id="goods-filter-area"
            data-testid="area-select"
            className="ql-light-select"
            style={{ width: 160 }}
            value={s.areaCode ? `${s.areaCode.slice(0, 2)}0000` : ""}
            onChange={(e) => {
              update({ areaCode: e.target.value || undefined });
              onApplied?.();
            }}
          >
            <option value="">{t("goods.list.allAreas")}</option>
            {(provinces.data ?? []).map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </>,
      )}
      {row(
        <>
          {label(t("goods.list.price"), "goods-filter-price-min")}
          <PriceFilter
            min={s.priceMin}
            max={s.priceMax}
            onApply={(priceMin, priceMax) => {
              update({ priceMin, priceMax });
              onApplied?.();
            }}
          />
        </>,
      )}
    </LightSpace>
  );
}

/** The counts by category, region and price band; a tag narrows the search. */
function Facets({ facets, s, update }: { facets: SearchFacets; s: SearchState; update: Update }) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="facets" style={{ fontSize: 12 }}>
      {facets.categories.length > 0 && (
        <div style={{ marginBottom: 4 }} data-testid="facet-categories">
          <span style={{ color: "#767676", marginRight: 8 }}>{t("goods.list.facetCategory")}:</span>
          {facets.categories.map((c) => (
            <LightTag key={c.key} color={s.categoryId === c.key ? "#ad2102" : undefined} style={{ cursor: "pointer", marginBottom: 4 }} onClick={() => update({ categoryId: c.key })}>
              {pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language)} ({c.count})
            </LightTag>
          ))}
        </div>
      )}
      {facets.areas.length > 0 && (
        <div style={{ marginBottom: 4 }} data-testid="facet-areas">
          <span style={{ color: "#767676", marginRight: 8 }}>{t("goods.list.facetArea")}:</span>
          {facets.areas.slice(0, 12).map((a) => (
            <LightTag key={a.key} color={s.areaCode === a.key ? "#ad2102" : undefined} style={{ cursor: "pointer", marginBottom: 4 }} onClick={() => update({ areaCode: a.key })}>
              {pick({ zh: a.name, en: a.nameEn ?? a.name }, i18n.language)} ({a.count})
            </LightTag>
          ))}
        </div>
      )}
      {facets.priceBands.length > 0 && (
        <div data-testid="facet-prices">
          <span style={{ color: "#767676", marginRight: 8 }}>{t("goods.list.facetPrice")}:</span>
          {facets.priceBands.map((b) => (
            <LightTag
              key={b.min}
              color={s.priceMin === b.min && s.priceMax === (b.max == null ? undefined : b.max - 1) ? "#ad2102" : undefined}
              style={{ cursor: "pointer", marginBottom: 4 }}
              onClick={() => update({ priceMin: b.min, priceMax: b.max == null ? undefined : b.max - 1 })}
            >
              {b.max == null ? t("goods.list.bandOpen", { min: formatFen(b.min) }) : `${formatFen(b.min)}–${formatFen(b.max)}`} ({b.count})
            </LightTag>
          ))}
        </div>
      )}
    </div>
  );
}

export default function GoodsListPage() {
  const { t, i18n } = useTranslation();
  const user = useAppStore((st) => st.userInfo);
  const [s, update] = useSearchState();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const pageHref = (n: number) => {
    const q = new URLSearchParams(params);
    if (n === 1) q.delete("pageNum");
    else q.set("pageNum", String(n));
    const qs = q.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };
  const screens = Grid.useBreakpoint();
  // phones (below md): the category tree and the filters move into a drawer opened by a button
  const phone = !screens.md;
  const [drawer, setDrawer] = useState(false);
  // mounted from the first opening on (its code loads then), so closing it animates as before
  const [drawerOpened, setDrawerOpened] = useState(false);
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

  // a logged-in member's searches go to their history
  useEffect(() => {
    if (user && s.keyword.trim()) void api(search.historyAdd, { kind: "goods", keyword: s.keyword.trim() }, { errBySelf: true }).catch(() => null);
  }, [user, s.keyword]);

  const data = result.data;
  const facets = data?.facets;
  const filterCount = [s.categoryId, s.areaCode, s.priceMin ?? s.priceMax, s.type !== "goods" ? s.type : undefined].filter((x) => x !== undefined).length;
  const filtered = !!(s.categoryId || s.areaCode || s.priceMin !== undefined || s.priceMax !== undefined);
  const clear = () => update({ categoryId: undefined, areaCode: undefined, priceMin: undefined, priceMax: undefined });
  const sortOptions = SORTS.map((k) => ({ value: k, label: t(`goods.list.sorts.${k}`) }));

  const total = data && (
    <span style={{ color: "rgba(0, 0, 0, 0.6)" }} data-testid="result-total">
      {data.keyword ? t("goods.list.totalFor", { kw: data.keyword, n: data.total }) : t("goods.list.total", { n: data.total })}
    </span>
  );
  const clearButton = filtered && (
    <LightButton size="small" icon={<CloseOutlined />} onClick={clear} data-testid="filters-clear">
      {t("goods.list.clear")}
    </LightButton>
  );

  const results = (
    <div style={{ marginTop: 16 }} data-testid="results">
      {result.isError && !data ? (
        <LazyAlert type="error" showIcon message={t("goods.list.loadFailed")} action={<LightButton size="small" onClick={() => void result.refetch()}>{t("common.retry")}</LightButton>} />
      ) : !data ? (
        <LightSkeleton active paragraph={{ rows: 8 }} />
      ) : data.list.length === 0 ? (
        <LazyEmpty data-testid="results-empty" description={t("goods.list.empty")} style={{ padding: 48 }} />
      ) : (
        <>
          <GoodsGrid list={data.list} terms={data.terms} columns={4} />
          {/* below the results: its code and styles load as it comes into view */}
          <WhenVisible minHeight={48}>
            <Suspense fallback={<div style={{ minHeight: 48 }} />}>
              <LightPager
                style={{ marginTop: 16 }}
                current={s.pageNum}
                pageSize={PAGE_SIZE}
                total={Math.min(data.total, 10_000)}
                simple={phone}
                onChange={(pageNum) => update({ pageNum })}
                href={pageHref}
              />
            </Suspense>
          </WhenVisible>
        </>
      )}
    </div>
  );

  return (
    <div data-testid="goods-list">
      <PageTitle title={t("goods.list.title")} />
      <SearchBox
        key={s.keyword}
        data-testid="list-search"
        label={t("goods.list.searchPlaceholder")}
        defaultValue={s.keyword}
        placeholder={t("goods.list.searchPlaceholder")}
        button={t("common.search")}
        maxLength={50}
        onSearch={(kw) => update({ keyword: kw.trim() })}
      />
      {user && <SearchHistory onPick={(kw) => update({ keyword: kw })} />}
      {phone ? (
        <>
          <div style={{ display: "flex", gap: 8, alignItems: "center", marginTop: 12 }} data-testid="phone-toolbar">
            <LightBadge count={filterCount} size="small" offset={[-4, 4]}>
              <LightButton icon={<FilterOutlined />} onClick={() => { setDrawerOpened(true); setDrawer(true); }} data-testid="open-filters" aria-expanded={drawer}>
                {t("goods.list.filters")}
              </LightButton>
            </LightBadge>
            <select
              data-testid="sort-select"
              className="ql-light-select ql-light-select-middle"
              aria-label={t("goods.list.sort")}
              value={s.sort}
              onChange={(e) => update({ sort: e.target.value as SearchSort })}
              style={{ flex: 1, minWidth: 0 }}
            >
              {sortOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", marginTop: 8, gap: 8, flexWrap: "wrap" }}>
            {total}
            {clearButton}
          </div>
          {facets && facets.categories.length > 0 && (
            <div style={{ marginTop: 8, overflowX: "auto", whiteSpace: "nowrap", paddingBottom: 4 }} data-testid="facet-categories" tabIndex={0} role="group" aria-label={t("goods.list.facetCategory")}>
              {facets.categories.map((c) => (
                <LightTag key={c.key} color={s.categoryId === c.key ? "#ad2102" : undefined} style={{ cursor: "pointer" }} onClick={() => update({ categoryId: c.key })}>
                  {pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language)} ({c.count})
                </LightTag>
              ))}
            </div>
          )}
          {drawerOpened && (
            <Suspense fallback={null}>
              <FilterDrawer
                open={drawer}
                onClose={() => setDrawer(false)}
                placement="left"
                width="88%"
                title={t("goods.list.filters")}
                data-testid="filter-drawer"
                extra={clearButton}
              >
                <div data-testid="filter-drawer-body">
                  <FilterFields s={s} update={update} stacked onApplied={() => setDrawer(false)} />
                  <h2 style={{ fontSize: 14, fontWeight: 600, margin: "20px 0 8px" }}>{t("goods.list.allCategories")}</h2>
                  <div data-testid="category-tree">
                    <CategoryTree s={s} update={update} onPicked={() => setDrawer(false)} />
                  </div>
                </div>
              </FilterDrawer>
            </Suspense>
          )}
          {results}
        </>
      ) : (
        <div style={{ display: "grid", gridTemplateColumns: "minmax(200px, 5fr) 19fr", gap: 16, marginTop: 16 }}>
          <LightCard size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.list.allCategories")}</h2>} data-testid="category-tree" styles={{ body: { maxHeight: 560, overflow: "auto" } }}>
            <CategoryTree s={s} update={update} />
          </LightCard>
          <div style={{ minWidth: 0 }}>
            <LightCard size="small" data-testid="filters">
              <LightSpace direction="vertical" style={{ width: "100%" }} size={8}>
                <FilterFields s={s} update={update} />
                {facets && <Facets facets={facets} s={s} update={update} />}
                <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 8, flexWrap: "wrap" }}>
                  <LightRadioButtons<SearchSort>
                    value={s.sort}
                    onChange={(sort) => update({ sort })}
                    data-testid="sort"
                    aria-label={t("goods.list.sort")}
                    options={sortOptions}
                  />
                  <LightSpace>
                    {total}
                    {clearButton}
                  </LightSpace>
                </div>
              </LightSpace>
            </LightCard>
            {results}
          </div>
        </div>
      )}
    </div>
  );
}
