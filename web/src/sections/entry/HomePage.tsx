import { cmsAdvert, search, system, type AdvertDetail, type CategoryNode } from "@qinlian/contract";
import {
  AppstoreOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
} from "@ant-design/icons";
import { Col, Row } from "antd";
import { LazyEmpty } from "../goods/components/LazyAntd";
import { LightSkeleton, LightSkeletonBlock } from "../../kit/LightSkeleton";
import { LightCard } from "../goods/components/LightCard";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { usePlatformInfo, useSiteNames } from "../../app/layouts/Footer";
import { useIsPhone } from "../../app/layouts/MainNav";
import { routeExists } from "../../app/sections";
import { useAppStore } from "../../app/store";
import { pick } from "../../i18n";
import { GoodsGrid } from "../goods/components/GoodsTile";
import "../goods/texts";
import { AdvertImage, HomeBanner } from "./HomeAdverts";

/** The home's advert slots (platform data) and the category each floor shows goods of. */
const BANNER = "HOME_BANNER";
const SIDE = "HOME_SIDE";
const floors = [
  { code: "HOME_FLOOR_1", no: 1, categoryId: "01" },
  { code: "HOME_FLOOR_2", no: 2, categoryId: "04" },
  { code: "HOME_FLOOR_3", no: 3, categoryId: "06" },
  { code: "HOME_FLOOR_4", no: 4, categoryId: "07" },
] as const;
const slotCodes = [BANNER, SIDE, ...floors.map((f) => f.code)];

/** The phone's round category icons: a colour (white text on each passes 4.5:1) and a glyph per first-level category. */
const iconColours = ["#ad2102", "#ad4e00", "#7c6000", "#3f6600", "#006d75", "#0958d9", "#1d39c4", "#531dab", "#9e1068", "#a8071a", "#135200", "#614700"];
const glyphs: Record<string, { zh: string; en: string }> = {
  "01": { zh: "雏", en: "Ch" },
  "02": { zh: "蛋", en: "Eg" },
  "03": { zh: "肉", en: "Mt" },
  "04": { zh: "料", en: "Fd" },
  "05": { zh: "兽", en: "Vt" },
  "06": { zh: "疫", en: "Vx" },
  "07": { zh: "笼", en: "Eq" },
  "08": { zh: "种", en: "Sd" },
  "09": { zh: "肥", en: "Fz" },
  "10": { zh: "植", en: "Cp" },
  "11": { zh: "粮", en: "Pr" },
  "12": { zh: "机", en: "Mc" },
};

const listPath = (categoryId: string) => (routeExists("/goods/list") ? `/goods/list?categoryId=${categoryId}` : null);

function MaybeLink({ to, children, className }: { to: string | null; children: ReactNode; className?: string }) {
  return to ? (
    <Link to={to} className={className}>
      {children}
    </Link>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** True once the element has come near the viewport (the floors load their goods only then). */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // without an observer (old browsers, tests) everything loads at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "400px 0px" });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * Every first-level category, each on one line with its second-level ones (desktop), or as a grid of
 * round icons (phones) — all twelve in view, nothing behind a scrollbar.
 */
function CategoryPanel({ phone }: { phone: boolean }) {
  const { t, i18n } = useTranslation();
  const tree = useCall(system.categoryTree, { depth: 2 }, { staleTime: 10 * 60_000 });
  const name = (c: CategoryNode) => pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language);
  const title = (
    <span>
      <AppstoreOutlined aria-hidden /> {t("home.allCategories")}
    </span>
  );
  const more = routeExists("/goods/list") ? <Link to="/goods/list">{t("home.moreCategories")}</Link> : undefined;
  const body = tree.isLoading ? (
    <LightSkeleton active style={{ padding: 12 }} />
  ) : !tree.data?.length ? (
    <LazyEmpty description={t("common.empty")} />
  ) : phone ? (
    <ul className="ql-cat-grid">
      {tree.data.map((c, i) => (
        <li key={c.id}>
          <MaybeLink to={listPath(c.id)}>
            <span className="ql-cat-icon" aria-hidden style={{ background: iconColours[i % iconColours.length] }}>
              {glyphs[c.id] ? pick(glyphs[c.id], i18n.language) : name(c).slice(0, 1)}
            </span>
            <span>{name(c)}</span>
          </MaybeLink>
        </li>
      ))}
    </ul>
  ) : (
    <ul className="ql-cats" style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "space-between" }}>
      {tree.data.map((c) => (
        <li key={c.id}>
          <MaybeLink to={listPath(c.id)} className="ql-cat-name">
            {name(c)}
          </MaybeLink>
          <div className="ql-cat-subs">
            {c.children.map((s) => (
              <MaybeLink key={s.id} to={listPath(s.id)}>
                {name(s)}
              </MaybeLink>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
  return (
    <LightCard
      data-testid="home-categories"
      size="small"
      title={title}
      extra={phone ? more : undefined}
      style={{ height: "100%" }}
      styles={{ body: { padding: 0, display: "flex", flexDirection: "column", height: phone ? undefined : "calc(100% - 38px)" } }}
    >
      {body}
    </LightCard>
  );
}

/** The visitor's or member's corner: log in / sign up or their shortcuts, the platform's promises and hotline. */
function ServiceBlock() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userInfo);
  const p = usePlatformInfo();
  const promises = [
    { icon: <EnvironmentOutlined aria-hidden />, text: t("home.promiseSource") },
    { icon: <SafetyCertificateOutlined aria-hidden />, text: t("home.promiseEscrow") },
    { icon: <CarOutlined aria-hidden />, text: t("home.promiseColdChain") },
    { icon: <SafetyOutlined aria-hidden />, text: t("home.promiseAfterSale") },
  ];
  const shortcuts = [
    { to: user?.isOperator && routeExists("/admin") ? "/admin" : "/setup/index", text: t("header.memberCentre") },
    { to: "/setup/spsc", text: t("home.toFavourites") },
    { to: "/shoping/cart", text: t("home.toCart") },
  ].filter((s) => routeExists(s.to));
  return (
    <LightCard data-testid="home-service" size="small" title={t("home.serviceTitle")} style={{ height: "100%" }}>
      {user ? (
        <>
          <div style={{ fontWeight: 600, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {t("header.hello", { name: user.nickname || user.realName || user.loginName })}
          </div>
          <div style={{ fontSize: 12, color: "#595959", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {t("home.memberIntro", { name: user.boName })}
          </div>
          <div style={{ display: "flex", gap: 6, margin: "8px 0", flexWrap: "wrap" }}>
            {shortcuts.map((s, i) => (
              <Link key={s.to} to={s.to} className={i === 0 ? "ql-btn ql-btn-primary ql-btn-sm" : "ql-btn ql-btn-sm"}>
                {s.text}
              </Link>
            ))}
          </div>
        </>
      ) : (
        <>
          <div style={{ fontSize: 12, color: "#595959" }}>{t("home.guestIntro")}</div>
          <div style={{ display: "flex", gap: 8, margin: "8px 0" }}>
            <Link to="/user/login" className="ql-btn ql-btn-primary" style={{ flex: 1 }} data-testid="home-login">
              {t("home.loginButton")}
            </Link>
            {routeExists("/user/register") && (
              <Link to="/user/register" className="ql-btn" style={{ flex: 1 }}>
                {t("home.registerButton")}
              </Link>
            )}
          </div>
        </>
      )}
      <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 6, padding: "6px 0", borderTop: "1px solid #f0f0f0" }}>
        {promises.map((x) => (
          <span key={x.text} className="ql-promise">
            {x.icon} {x.text}
          </span>
        ))}
      </div>
      <div style={{ fontSize: 12, color: "#434343", borderTop: "1px solid #f0f0f0", paddingTop: 8 }}>
        <CustomerServiceOutlined aria-hidden /> {t("footer.hotlineLabel")}
        <a href={`tel:${p.hotline.replace(/[^\d+]/g, "")}`}>{p.hotline}</a>
        <div>
          {t("footer.hoursLabel")}
          {p.hours}
        </div>
      </div>
    </LightCard>
  );
}

/** Shown while the slot has no live advert (or the call failed): the platform's own welcome. */
function BannerFallback() {
  const { t } = useTranslation();
  const names = useSiteNames();
  return (
    <div
      data-testid="home-banner-fallback"
      style={{
        aspectRatio: "3 / 1",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        alignItems: "center",
        background: "linear-gradient(135deg,#fff1e6,#ffe7ba)",
        borderRadius: 4,
        padding: 16,
        textAlign: "center",
      }}
    >
      <div style={{ fontSize: 24, fontWeight: 700, color: "#ad2102" }}>{t("home.welcome", { site: names.full })}</div>
      <div style={{ marginTop: 8, color: "#5c3a14" }}>{t("home.slogan")}</div>
    </div>
  );
}

/** A block title: the heading, a line under it, and a "more" link. */
function BlockTitle({ title, sub, more, no }: { title: string; sub?: string; more?: ReactNode; no?: number }) {
  return (
    <div className="ql-block-title">
      <h2>
        {no !== undefined && <span className="ql-floor-no">{`${no}F`}</span>}
        {title}
        {sub && <small>{sub}</small>}
      </h2>
      {more}
    </div>
  );
}

/** Best sellers across the mall (the search index, by sales). */
function RecommendedGoods({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const q = useCall(search.searchGoods, { sort: "SALES", pageSize: 10, facets: false }, { staleTime: 60_000, errBySelf: true });
  const list = phone ? q.data?.list.slice(0, 6) : q.data?.list;
  return (
    <section data-testid="home-goods">
      <BlockTitle
        title={t("home.recommended")}
        sub={phone ? undefined : t("home.recommendedSub")}
        more={routeExists("/goods/home") ? <Link to="/goods/home">{t("common.more")}</Link> : undefined}
      />
      {q.isLoading ? <LightSkeleton active /> : list?.length ? <GoodsGrid list={list} columns={phone ? 2 : 5} /> : <LazyEmpty description={t("home.noGoods")} />}
    </section>
  );
}

/** A floor: the slot's picture beside four goods of its category (phones: the goods only). */
function Floor({ no, categoryId, ad, slot, phone }: { no: number; categoryId: string; ad?: AdvertDetail; slot?: { width: number; height: number }; phone: boolean }) {
  const { t } = useTranslation();
  const [ref, near] = useNearViewport<HTMLElement>();
  const q = useCall(search.searchGoods, { categoryId, sort: "SALES", pageSize: 4, facets: false }, { staleTime: 60_000, errBySelf: true, enabled: near });
  const title = t(`home.floor${no}`);
  const more = listPath(categoryId);
  return (
    <section ref={ref} data-testid={`home-floor-${no}`}>
      <BlockTitle no={no} title={title} sub={phone ? undefined : t(`home.floor${no}Sub`)} more={more ? <Link to={more}>{t("home.floorMore", { name: title })}</Link> : undefined} />
      <Row gutter={[16, 16]}>
        {ad && slot && !phone && (
          <Col md={8} lg={6}>
            <AdvertImage ad={ad} width={slot.width} height={slot.height} testId={`home-floor-ad-${no}`} />
          </Col>
        )}
        <Col xs={24} md={ad && !phone ? 16 : 24} lg={ad && !phone ? 18 : 24}>
          {!near || q.isLoading ? (
            <LightSkeleton active />
          ) : q.data?.list.length ? (
            <GoodsGrid list={q.data.list} columns={phone ? 2 : ad ? 4 : 5} />
          ) : (
            <LazyEmpty simple description={t("home.floorEmpty")} />
          )}
        </Col>
      </Row>
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const names = useSiteNames();
  const ads = useCall(cmsAdvert.liveList, { codes: slotCodes }, { staleTime: 60_000, errBySelf: true });
  const slot = (code: string) => ads.data?.find((s) => s.code === code);
  const banner = slot(BANNER);
  const side = slot(SIDE);
  const sideAds = side?.details.slice(0, 2) ?? [];
  const bannerBlock = ads.isLoading ? (
    <LightSkeletonBlock active style={{ width: "100%", height: "auto", aspectRatio: "3 / 1" }} />
  ) : banner?.details.length ? (
    <HomeBanner ads={banner.details} width={banner.width} height={banner.height} />
  ) : (
    <BannerFallback />
  );
  const sideBlocks = sideAds.map((ad, i) => (
    <Col key={ad.id} xs={12} md={12} lg={8}>
      <AdvertImage ad={ad} width={side?.width ?? 280} height={side?.height ?? 200} testId={`home-side-${i + 1}`} />
    </Col>
  ));
  return (
    <div className="ql-container" style={{ paddingTop: phone ? 12 : 16 }}>
      <h1 className="ql-sr-only">{t("home.heading", { site: names.full })}</h1>
      {phone ? (
        <>
          {bannerBlock}
          <div style={{ marginTop: 12 }}>
            <CategoryPanel phone />
          </div>
          {sideBlocks.length > 0 && (
            <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
              {sideBlocks}
            </Row>
          )}
          <div style={{ marginTop: 12 }}>
            <ServiceBlock />
          </div>
        </>
      ) : (
        <Row gutter={16}>
          <Col md={8} lg={6}>
            <CategoryPanel phone={false} />
          </Col>
          <Col md={16} lg={18}>
            {bannerBlock}
            <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
              {sideBlocks}
              <Col xs={24} md={24} lg={sideAds.length ? 8 : 24}>
                <ServiceBlock />
              </Col>
            </Row>
          </Col>
        </Row>
      )}
      <RecommendedGoods phone={phone} />
      {floors.map((f) => {
        const s = slot(f.code);
        return <Floor key={f.code} no={f.no} categoryId={f.categoryId} ad={s?.details[0]} slot={s} phone={phone} />;
      })}
    </div>
  );
}
