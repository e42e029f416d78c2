import { goods } from "@qinlian/contract";
import { Form, Input, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppStore } from "../../../app/store";
import { AreaCascader } from "../../../kit/AreaCascader";
import { CategoryCascader } from "../../../kit/CategoryPicker";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { useMyShop } from "../shop/useMyShop";
import "./texts";

function Filters({ scope }: { scope?: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="keyword">
        <Input placeholder={t("goodsSeller.post.keyword")} allowClear maxLength={40} data-testid="market-keyword" />
      </Form.Item>
      <Form.Item name="categoryId">
        <CategoryCascader scope={scope} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="areaCode">
        <AreaCascader changeOnSelect style={{ width: 220 }} />
      </Form.Item>
    </>
  );
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

/**
 * /transaction/supply/supplyList — the supply market inside the member centre: every member's
 * on-shelf supply posts (search by name, category, origin), for sourcing and for sellers to see
 * what others offer. One's own posts are marked.
 */
export function SupplyMarketPage() {
  const { t } = useTranslation();
  const me = useAppStore((s) => s.userInfo);
  return (
    <div data-testid="supply-market">
      <PageHeader title={t("goodsSeller.pages.supplyList")} />
      <ListPage
        call={goods.selGoodsListByPage}
        rowKey="goodsId"
        input={(s) => ({ type: "SUPPLY" as const, keyword: str(s.keyword), categoryId: str(s.categoryId), areaCode: str(s.areaCode) })}
        searchFields={<Filters />}
        emptyText={t("goodsSeller.post.marketEmpty")}
        columns={[
          {
            title: t("goodsSeller.post.title"),
            width: 280,
            render: (_v, r) => (
              <Link to={`/transaction/supplyDetail?id=${encodeURIComponent(r.goodsId)}`}>
                <GoodsThumb name={r.name} image={r.mainImage} sub={r.categoryName} />
              </Link>
            ),
          },
          { title: t("goodsSeller.post.price"), width: 150, render: (_v, r) => (r.priceMin == null ? t("catalog.negotiable") : <span><Money fen={r.priceMin} />{r.unitName ? ` / ${r.unitName}` : ""}</span>) },
          { title: t("goodsSeller.post.supplyQty"), width: 120, render: (_v, r) => (r.ext?.kind === "SUPPLY" ? `${r.ext.quantity} ${r.unitName ?? ""}` : "-") },
          { title: t("goodsSeller.f.origin"), width: 150, render: (_v, r) => r.originAreaName ?? "-" },
          { title: t("goodsSeller.post.validUntil"), width: 110, render: (_v, r) => (r.ext?.kind === "SUPPLY" ? r.ext.validUntil : "-") },
          { title: t("goodsSeller.post.publisher"), width: 160, render: (_v, r) => (r.boId === me?.boId ? <Tag color="orange">{t("goodsSeller.post.mine")}</Tag> : (r.shopName ?? "-")) },
        ]}
      />
    </div>
  );
}

/**
 * /transaction/listDemand — the demand posts a seller can answer: every member's on-shelf demand
 * posts (others' only matter, one's own are marked), searchable by name, category (limited to the
 * shop's business scope when there is a shop) and delivery area; each opens at demand/:id.
 */
export function DemandMarketPage() {
  const { t } = useTranslation();
  const me = useAppStore((s) => s.userInfo);
  const my = useMyShop();
  const scope = my.data?.businessScope.map((c) => c.id);
  return (
    <div data-testid="demand-market">
      <PageHeader title={t("goodsSeller.pages.listDemand")} />
      <ListPage
        call={goods.selGoodsListByPage}
        rowKey="goodsId"
        input={(s) => ({ type: "DEMAND" as const, keyword: str(s.keyword), categoryId: str(s.categoryId), areaCode: str(s.areaCode) })}
        searchFields={<Filters scope={scope?.length ? scope : undefined} />}
        emptyText={t("goodsSeller.post.marketEmpty")}
        columns={[
          {
            title: t("goodsSeller.post.title"),
            width: 280,
            render: (_v, r) => (
              <Link to={`/transaction/demand/${encodeURIComponent(r.goodsId)}`}>
                <GoodsThumb name={r.name} image={r.mainImage} sub={r.categoryName} />
              </Link>
            ),
          },
          { title: t("goodsSeller.post.demandQty"), width: 120, render: (_v, r) => (r.ext?.kind === "DEMAND" ? `${r.ext.quantity} ${r.unitName ?? ""}` : "-") },
          {
            title: t("goodsSeller.post.expectPrice"),
            width: 180,
            render: (_v, r) =>
              r.ext?.kind === "DEMAND" && (r.ext.expectPriceMin != null || r.ext.expectPriceMax != null) ? (
                <span>
                  {r.ext.expectPriceMin != null ? <Money fen={r.ext.expectPriceMin} /> : "—"} ~ {r.ext.expectPriceMax != null ? <Money fen={r.ext.expectPriceMax} /> : "—"}
                </span>
              ) : (
                t("catalog.negotiable")
              ),
          },
          { title: t("goodsSeller.post.cycle"), width: 100, render: (_v, r) => (r.ext?.kind === "DEMAND" ? t(`catalog.purchaseCycle.${r.ext.purchaseCycle}`) : "-") },
          { title: t("goodsSeller.post.validUntil"), width: 110, render: (_v, r) => (r.ext?.kind === "DEMAND" ? r.ext.validUntil : "-") },
          { title: t("goodsSeller.post.publisher"), width: 120, render: (_v, r) => (r.boId === me?.boId ? <Tag color="orange">{t("goodsSeller.post.mine")}</Tag> : (r.ext?.kind === "DEMAND" ? r.ext.contactName : "-")) },
        ]}
      />
    </div>
  );
}
