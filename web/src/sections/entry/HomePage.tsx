import { search, system, type CategoryNode } from "@qinlian/contract";
import { AppstoreOutlined } from "@ant-design/icons";
import { Card, Col, Empty, List, Row, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { clientConfig } from "../../api/config";
import { useAppStore } from "../../app/store";
import { routeExists } from "../../app/sections";
import { pick } from "../../i18n";
import { AdvertCarousel } from "../goods/components/AdvertCarousel";
import { GoodsGrid } from "../goods/components/GoodsTile";
import "../goods/texts";

function CategoryPanel() {
  const { t, i18n } = useTranslation();
  const tree = useCall(system.categoryTree, { depth: 2 }, { staleTime: 10 * 60_000 });
  const name = (c: CategoryNode) => pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language);
  const link = (c: CategoryNode) => (routeExists("/goods/list") ? `/goods/list?categoryId=${c.id}` : null);
  return (
    <Card
      data-testid="home-categories"
      size="small"
      title={
        <span>
          <AppstoreOutlined /> {t("home.allCategories")}
        </span>
      }
      styles={{ body: { padding: 0, maxHeight: 380, overflow: "auto" } }}
    >
      {tree.isLoading ? (
        <Skeleton active style={{ padding: 12 }} />
      ) : !tree.data?.length ? (
        <Empty description={t("common.empty")} />
      ) : (
        <List
          size="small"
          dataSource={tree.data}
          renderItem={(c) => (
            <List.Item style={{ display: "block", padding: "6px 12px" }}>
              <div style={{ fontWeight: 600 }}>{link(c) ? <Link to={link(c)!}>{name(c)}</Link> : name(c)}</div>
              <div style={{ fontSize: 12, color: "#666" }}>
                {c.children.map((s) => (
                  <span key={s.id} style={{ marginRight: 8 }}>
                    {link(s) ? <Link to={link(s)!}>{name(s)}</Link> : name(s)}
                  </span>
                ))}
              </div>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** A home block whose domain is not served yet shows its empty state (no call is made). */
function PendingBlock({ title, empty, testId }: { title: string; empty: string; testId: string }) {
  return (
    <Card data-testid={testId} size="small" title={title} style={{ marginTop: 16 }}>
      <Empty description={empty} />
    </Card>
  );
}

/** Best sellers across the mall (the search index, by sales). */
function RecommendedGoods() {
  const { t } = useTranslation();
  const q = useCall(search.searchGoods, { sort: "SALES", pageSize: 10, facets: false }, { staleTime: 60_000, errBySelf: true });
  return (
    <Card
      data-testid="home-goods"
      size="small"
      title={t("home.recommended")}
      style={{ marginTop: 16 }}
      extra={routeExists("/goods/home") ? <Link to="/goods/home">{t("common.more")}</Link> : undefined}
    >
      {q.isLoading ? <Skeleton active /> : q.data?.list.length ? <GoodsGrid list={q.data.list} /> : <Empty description={t("home.noGoods")} />}
    </Card>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const site = useAppStore((s) => s.siteInfo);
  const user = useAppStore((s) => s.userInfo);
  return (
    <div className="ql-container" style={{ paddingTop: 16 }}>
      <Row gutter={16}>
        <Col span={6}>
          <CategoryPanel />
        </Col>
        <Col span={12}>
          <Card data-testid="home-adverts" size="small" title={t("home.adverts")} style={{ height: "100%" }}>
            <AdvertCarousel
              code="HOME_BANNER"
              height={300}
              testId="home-banner"
              fallback={
                <>
                  <div style={{ padding: "32px 16px", textAlign: "center", background: "linear-gradient(135deg,#fff1e6,#ffe7ba)", borderRadius: 4 }}>
                    <div style={{ fontSize: 24, fontWeight: 700, color: "#d4380d" }}>{t("home.welcome", { site: site?.titleSuffix ?? clientConfig().siteName })}</div>
                    <div style={{ marginTop: 8, color: "#8c4a1a" }}>{t("home.slogan")}</div>
                  </div>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("home.noAdverts")} />
                </>
              }
            />
          </Card>
        </Col>
        <Col span={6}>
          <Card size="small" title={user ? t("header.hello", { name: user.nickname || user.loginName }) : t("login.title")} style={{ height: "100%" }}>
            {user ? (
              <Link to="/setup/index">{t("header.memberCentre")}</Link>
            ) : (
              <Link to="/user/login">{t("header.login")}</Link>
            )}
            <div style={{ marginTop: 16, fontSize: 12, color: "#666" }}>
              {site?.contacts.map((c) => (
                <div key={c.label}>
                  {c.label}：{c.value}
                </div>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
      <RecommendedGoods />
      <PendingBlock testId="home-news" title={t("home.news")} empty={t("home.noNews")} />
    </div>
  );
}
