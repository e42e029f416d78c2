import { goods as goodsCalls, search, type GoodsView, type PayPlanView, type SpecView } from "@qinlian/contract";
import { Col, Row } from "antd";
import { LightDescriptions, LightDescriptionsItem } from "../../kit/LightDescriptions";
import { LightSkeleton } from "../../kit/LightSkeleton";
import { LightSpace } from "../../kit/LightSpace";
import { LightTag, LightCheckableTag } from "../../kit/LightTag";
import { LazyAlert, LazyEmpty } from "./components/LazyAntd";
import { WhenVisible } from "./components/WhenVisible";
import { LightRate } from "./components/LightRate";
import { LightBreadcrumb } from "./components/LightBreadcrumb";
import { LightCard } from "./components/LightCard";
import { lazy, Suspense, useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { api, useCall } from "../../api";
import { Money } from "../../kit/Money";
import { RichTextView } from "../../kit/RichTextView";
import { FavouriteButton } from "./components/FavouriteButton";
import { deviceId } from "./components/deviceId";
import { detailPath, GoodsGrid } from "./components/GoodsTile";
import { useCategoryName, useUnitName } from "./components/names";
import { defaultSpec, isPost } from "./components/price";
import { ShopCardView } from "./components/ShopCardView";
import "./texts";

/** antd's Result (with its drawings) only when the goods is not found: not in a found goods' first load. */
const LazyResult = lazy(() => import("antd/es/result"));
const WatchList = lazy(() => import("./components/WatchList").then((m) => ({ default: m.WatchList })));
const Reviews = lazy(() => import("./components/Reviews").then((m) => ({ default: m.Reviews })));
/** The picture's full-screen preview: its code (antd's Image, rc-image) loads on the first click. */
const LazyImagePreview = lazy(() => import("./components/ImagePreview"));
/**
 * Quantity, 加入购物车 and 立即购买, and the 领券 row under the price: one chunk of their own (the cart's
 * and the coupons' calls and words), loaded once the detail has drawn.
 */
const LazyBuyBox = lazy(() => import("./components/buyParts").then((m) => ({ default: m.BuyBox })));
const LazyCouponRow = lazy(() => import("./components/buyParts").then((m) => ({ default: m.CouponRow })));

function NotFound(props: ComponentProps<typeof LazyResult>) {
  return (
    <Suspense fallback={<LightSkeleton active />}>
      <LazyResult {...props} />
    </Suspense>
  );
}

/**
 * The spec picker: each spec with the current buyer's price; the chosen one's price and stock shown
 * large. Until the buyer picks, it is the spec the link named (?specId=) or the cheapest — the
 * price the goods' card showed.
 */
function SpecPicker({ goods, specId, onPick, unitName, children }: { goods: GoodsView; specId: string | null; onPick: (id: string) => void; unitName: string | null; children?: ReactNode }) {
  const { t } = useTranslation();
  const spec: SpecView | undefined = defaultSpec(goods.specs, specId);
  if (!spec) return null;
  return (
    <div data-testid="spec-picker">
      <div style={{ background: "#fff7e6", padding: "12px 16px", borderRadius: 4, marginBottom: 12 }}>
        <LightSpace align="baseline" size="large">
          <span style={{ color: "#595959" }}>{t("goods.detail.price")}</span>
          <span data-testid="spec-price" style={{ fontSize: 26 }}>
            <Money fen={spec.price} strong />
          </span>
          {unitName && <span style={{ color: "#595959" }}>/{unitName}</span>}
          {spec.priceSource !== "LIST" && (
            <>
              <LightTag color="#ad2102">{t(`goods.detail.priceSource.${spec.priceSource}`)}</LightTag>
              <span style={{ color: "#595959", textDecoration: "line-through" }}>
                {t("goods.detail.listPrice")} <Money fen={spec.listPrice} />
              </span>
            </>
          )}
        </LightSpace>
      </div>
      {children}
      <LightDescriptions column={1} size="small" styles={{ label: { minWidth: 80, whiteSpace: "nowrap" } }}>
        <LightDescriptionsItem label={t("goods.detail.spec")}>
          <LightSpace wrap>
            {goods.specs.map((s) => (
              <LightCheckableTag
                key={s.specId}
                data-testid="spec-option"
                data-spec-id={s.specId}
                checked={s.specId === spec.specId}
                onChange={() => onPick(s.specId)}
                style={{
                  border: "1px solid #d9d9d9",
                  padding: "4px 12px",
                  // out of stock: struck through, not faded (faded text fails contrast)
                  textDecoration: s.stock > 0 ? undefined : "line-through",
                  // the theme's red behind white text is too light for small text
                  ...(s.specId === spec.specId ? { background: "#ad2102", borderColor: "#ad2102" } : {}),
                }}
              >
                {s.name}
              </LightCheckableTag>
            ))}
          </LightSpace>
        </LightDescriptionsItem>
        <LightDescriptionsItem label={t("goods.detail.stock")}>
          <span data-testid="spec-stock">{spec.stock > 0 ? t("goods.detail.stockLeft", { n: spec.stock, unit: unitName ?? "" }) : t("goods.detail.outOfStock")}</span>
        </LightDescriptionsItem>
        <LightDescriptionsItem label={t("goods.detail.minOrder")}>
          {goods.minOrderQty} {unitName ?? ""}
        </LightDescriptionsItem>
      </LightDescriptions>
    </div>
  );
}

/** Other posts without specs (land, services): quantity, price or 面议, validity, contact. */
function PostInfo({ goods, unitName }: { goods: GoodsView; unitName: string | null }) {
  const { t } = useTranslation();
  const ext = goods.ext;
  if (!ext || ext.kind !== "SUPPLY") return null;
  return (
    <LightDescriptions column={1} size="small" title={t("goods.detail.supplyInfo")} data-testid="post-info">
      <LightDescriptionsItem label={t("goods.detail.price")}>{goods.priceMin != null ? <Money fen={goods.priceMin} strong /> : t("goods.tile.negotiable")}</LightDescriptionsItem>
      <LightDescriptionsItem label={t("goods.detail.quantity")}>{ext.quantity} {unitName ?? ""}</LightDescriptionsItem>
      <LightDescriptionsItem label={t("goods.detail.validUntil")}>{ext.validUntil}</LightDescriptionsItem>
      <LightDescriptionsItem label={t("goods.detail.contact")}>{ext.contactName}</LightDescriptionsItem>
      <LightDescriptionsItem label={t("goods.detail.phone")}>{ext.contactMobile}</LightDescriptionsItem>
    </LightDescriptions>
  );
}

/** A payment plan's name and terms, from the web's texts by its type (the server's label is Chinese only). */
export function PayPlanTag({ plan }: { plan: PayPlanView }) {
  const { t } = useTranslation();
  const levels = (plan.customerLevels ?? []).map((l) => t(`goods.detail.customerLevel.${l}`, { defaultValue: l })).join(t("goods.detail.listSep"));
  const description = t(`goods.detail.payPlan.${plan.type}.description`, {
    rate: plan.depositRateBp != null ? plan.depositRateBp / 100 : "",
    days: plan.balanceDueDays ?? plan.creditDays ?? "",
    levels,
  });
  return (
    <LightTag title={description} data-testid="pay-plan">
      {t(`goods.detail.payPlan.${plan.type}.label`)}
    </LightTag>
  );
}

export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const goodsId = params.get("goodsId") ?? "";
  const detail = useCall(goodsCalls.detail, { goodsId }, { enabled: !!goodsId, errBySelf: true, retry: false });
  const unitOf = useUnitName();
  const categoryName = useCategoryName();
  // the spec the link named (a card may name the one it priced); else the cheapest
  const [specId, setSpecId] = useState<string | null>(params.get("specId"));
  const [image, setImage] = useState(0);
  const [preview, setPreview] = useState(false);
  // another goods starts with the linked (or cheapest) spec and its first image
  const [shownId, setShownId] = useState(goodsId);
  if (shownId !== goodsId) {
    setShownId(goodsId);
    setSpecId(params.get("specId"));
    setImage(0);
  }

  // opening the page is a view: it goes to the visitor's watch list
  useEffect(() => {
    if (goodsId && detail.data) void api(search.recordView, { goodsId, deviceId: deviceId() }, { errBySelf: true, quietAuth: true }).catch(() => null);
  }, [goodsId, detail.data]);

  if (!goodsId || detail.isError) return <NotFound title={t("goods.detail.notFound")} extra={<Link to="/goods/list">{t("goods.list.allCategories")}</Link>} />;
  if (!detail.data) return <LightSkeleton active paragraph={{ rows: 12 }} />;
  const { goods: g, shop, score, recommended } = detail.data;
  // supply and demand posts have their own detail page (no sales, reviews or payment plans)
  if (isPost(g.type)) return <Navigate to={detailPath(g)} replace />;
  const images = g.images.length ? g.images : g.mainImage ? [g.mainImage] : [];
  const unitName = unitOf(g.unit, g.unitName);
  const buySpec = g.type === "GOODS" || g.type === "PACKAGE" ? defaultSpec(g.specs, specId) : undefined;

  return (
    <div data-testid="goods-detail">
      <LightBreadcrumb
        style={{ marginBottom: 12 }}
        data-testid="breadcrumb"
        items={[
          { title: <Link to="/goods/home">{t("goods.home.title")}</Link> },
          ...g.categoryPath.map((c) => ({ title: <Link to={`/goods/list?categoryId=${c.id}`}>{categoryName(c.id, c.name)}</Link> })),
        ]}
      />
      {g.status !== "ON" && <LazyAlert type="warning" showIcon message={t("goods.tile.offShelf")} style={{ marginBottom: 12 }} />}
      <LightCard styles={{ body: { padding: "clamp(12px, 3vw, 24px)" } }}>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={10} lg={9}>
            {images.length ? (
              <>
                <button
                  type="button"
                  data-testid="main-image"
                  aria-label={t("goods.detail.enlarge")}
                  onClick={() => setPreview(true)}
                  style={{ display: "block", width: "100%", padding: 0, border: 0, background: "none", cursor: "zoom-in", lineHeight: 0 }}
                >
                  <img src={images[image]} alt={g.name} width="100%" style={{ width: "100%", aspectRatio: "1 / 1", objectFit: "cover" }} />
                </button>
                {preview && (
                  <Suspense fallback={null}>
                    <LazyImagePreview images={images} current={image} onChange={setImage} onClose={() => setPreview(false)} />
                  </Suspense>
                )}
              </>
            ) : (
              <LazyEmpty simple description={t("goods.tile.noImage")} style={{ padding: 80, background: "#fafafa" }} />
            )}
            {images.length > 1 && (
              <LightSpace style={{ marginTop: 8 }} wrap>
                {images.map((src, i) => (
                  <button
                    key={src}
                    type="button"
                    aria-label={t("goods.detail.picture", { n: i + 1 })}
                    aria-pressed={i === image}
                    onClick={() => setImage(i)}
                    onMouseEnter={() => setImage(i)}
                    style={{ padding: 0, background: "none", border: i === image ? "2px solid #d4380d" : "1px solid #eee", cursor: "pointer", lineHeight: 0 }}
                  >
                    <img src={src} alt={`${g.name} ${i + 1}`} width={56} height={56} style={{ objectFit: "cover" }} />
                  </button>
                ))}
              </LightSpace>
            )}
          </Col>
          <Col xs={24} md={14} lg={15}>
            <h1 data-testid="goods-name" style={{ margin: "0 0 0.5em", fontSize: 22, lineHeight: 1.4, fontWeight: 600, color: "rgba(0, 0, 0, 0.88)" }}>
              {g.name}
            </h1>
            {g.subTitle && <p style={{ margin: "0 0 1em", color: "rgba(0, 0, 0, 0.6)" }}>{g.subTitle}</p>}
            {g.specs.length ? (
              <SpecPicker goods={g} specId={specId} onPick={setSpecId} unitName={unitName}>
                {buySpec && g.shopId && g.status === "ON" && (
                  <Suspense fallback={null}>
                    <LazyCouponRow key={g.goodsId} shopId={g.shopId} categoryId={g.categoryId} isOwner={detail.data.isOwner} />
                  </Suspense>
                )}
              </SpecPicker>
            ) : (
              <PostInfo goods={g} unitName={unitName} />
            )}
            {buySpec && (
              <Suspense fallback={<div style={{ minHeight: 104 }} />}>
                <LazyBuyBox key={g.goodsId} goods={g} spec={buySpec} isOwner={detail.data.isOwner} unitName={unitName} />
              </Suspense>
            )}
            <LightDescriptions column={{ xs: 1, sm: 2, md: 2, lg: 3 }} size="small" style={{ marginTop: 12 }} data-testid="goods-facts" styles={{ label: { whiteSpace: "nowrap" } }}>
              <LightDescriptionsItem label={t("goods.detail.origin")}>{g.originAreaName ?? "-"}</LightDescriptionsItem>
              <LightDescriptionsItem label={t("goods.detail.sales")}>
                <span data-testid="detail-sales">{g.salesCount}</span>
              </LightDescriptionsItem>
              <LightDescriptionsItem label={t("goods.detail.score")}>
                {score.avgScore != null ? <LightRate allowHalf value={score.avgScore} style={{ fontSize: 14 }} /> : t("goods.detail.noScore")}
              </LightDescriptionsItem>
            </LightDescriptions>
            {detail.data.payPlans.length > 0 && (
              <div style={{ marginTop: 8, color: "#595959" }} data-testid="pay-plans">
                {t("goods.detail.payPlans")}:{" "}
                {detail.data.payPlans.map((p) => (
                  <PayPlanTag key={p.type} plan={p} />
                ))}
              </div>
            )}
            <div style={{ marginTop: 16 }}>
              <FavouriteButton kind="GOODS" targetId={g.goodsId} />
            </div>
          </Col>
        </Row>
      </LightCard>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 6, order: 1 }}>
          {shop && <ShopCardView shop={shop} />}
          {/* under the shop's card, below the fold: loads as it comes into view */}
          <WhenVisible minHeight={120}>
            <Suspense fallback={null}>
              <WatchList excludeGoodsId={g.goodsId} />
            </Suspense>
          </WhenVisible>
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 18, order: 2 }}>
          {g.attributes.length > 0 && (
            <LightCard size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.detail.attributes")}</h2>} style={{ marginBottom: 16 }}>
              <LightDescriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" styles={{ label: { whiteSpace: "nowrap" } }}>
                {g.attributes.map((a) => (
                  <LightDescriptionsItem key={a.name} label={a.name}>
                    {a.value}
                  </LightDescriptionsItem>
                ))}
              </LightDescriptions>
            </LightCard>
          )}
          <LightCard size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.detail.description")}</h2>} style={{ marginBottom: 16 }}>
            {/* sanitised on the server before it was stored */}
            <div style={{ overflowX: "auto" }}>
              <RichTextView html={g.description} />
            </div>
          </LightCard>
          {/* below the description: the reviews (and their pager) load as they come into view */}
          <WhenVisible minHeight={120}>
            <Suspense fallback={<LightSkeleton active />}>
              <Reviews goodsId={g.goodsId} score={score} />
            </Suspense>
          </WhenVisible>
          {recommended.length > 0 && (
            <LightCard size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{t("goods.detail.recommended")}</h2>} style={{ marginTop: 16 }} data-testid="recommended">
              <GoodsGrid list={recommended.slice(0, 8)} columns={4} />
            </LightCard>
          )}
        </Col>
      </Row>
    </div>
  );
}
