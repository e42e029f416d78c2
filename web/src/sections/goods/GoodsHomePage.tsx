import { goods, search, system, type CategoryNode } from "@qinlian/contract";
import { Card, Col, Empty, Grid, Row, Space } from "antd";
import { LightSkeleton } from "../../kit/LightSkeleton";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../api";
import { pick } from "../../i18n";
import { PageTitle } from "./components/PageTitle";
import { AdvertCarousel } from "./components/AdvertCarousel";
import { GoodsGrid } from "./components/GoodsTile";
import { WatchList } from "./components/WatchList";
import "./texts";

/** One floor of the mall: a top category, its sub-categories as links, and its best sellers. */
function Floor({ cat, index }: { cat: CategoryNode; index: number }) {
  const { t, i18n } = useTranslation();
  const name = (c: CategoryNode) => pick({ zh: c.name, en: c.nameEn ?? c.name }, i18n.language);
  const q = useCall(search.searchGoods, { categoryId: cat.id, sort: "SALES", pageSize: 5, facets: false }, { staleTime: 60_000, errBySelf: true });
  const screens = Grid.useBreakpoint();
  const links = (
    <Space size="middle" wrap>
      {cat.children.slice(0, 6).map((c) => (
        <Link key={c.id} to={`/goods/list?categoryId=${c.id}`}>
          {name(c)}
        </Link>
      ))}
      <Link to={`/goods/list?categoryId=${cat.id}`}>{t("goods.home.floorMore", { name: name(cat) })}</Link>
    </Space>
  );
  return (
    <Card
      size="small"
      data-testid="goods-floor"
      style={{ marginTop: 16 }}
      title={
        <h2 style={{ fontSize: 16, margin: 0 }}>
          <span style={{ color: "#d4380d", marginRight: 8 }}>{index + 1}F</span>
          {name(cat)}
        </h2>
      }
      extra={screens.md ? links : undefined}
    >
      {!screens.md && <div style={{ marginBottom: 8 }}>{links}</div>}
      {q.isLoading ? <LightSkeleton active /> : q.data?.list.length ? <GoodsGrid list={q.data.list} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("goods.home.noGoods")} />}
    </Card>
  );
}

export default function GoodsHomePage() {
  const { t } = useTranslation();
  const tree = useCall(system.categoryTree, { depth: 2 }, { staleTime: 10 * 60_000 });
  const best = useCall(search.searchGoods, { sort: "SALES", pageSize: 10, facets: false }, { staleTime: 60_000, errBySelf: true });
  // a floor per top category that has goods on sale
  const counts = useCall(goods.selGoodsNumByTypeAndCate, { level: 1, types: ["GOODS", "PACKAGE"] }, { staleTime: 60_000, errBySelf: true });
  const stocked = new Set((counts.data ?? []).filter((c) => c.count > 0 && c.categoryId).map((c) => c.categoryId!));
  return (
    <div data-testid="goods-home">
      <PageTitle title={t("goods.home.title")} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={18}>
          <AdvertCarousel code="GOODS_HOME_BANNER" ratio={1200 / 360} testId="goods-banner" />
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t("goods.home.recommended")}</h2>} style={{ marginTop: 16 }} data-testid="goods-recommended">
            {best.isLoading ? <LightSkeleton active /> : best.data?.list.length ? <GoodsGrid list={best.data.list} /> : <Empty description={t("goods.home.noGoods")} />}
          </Card>
        </Col>
        <Col xs={24} lg={6}>
          <WatchList size={5} />
        </Col>
      </Row>
      {(tree.data ?? []).filter((c) => stocked.has(c.id)).map((c, i) => (
        <Floor key={c.id} cat={c} index={i} />
      ))}
    </div>
  );
}
