import { PlusOutlined } from "@ant-design/icons";
import { goods } from "@qinlian/contract";
import { Alert, Button, Card, Col, Row, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { useMyShop } from "../shop/useMyShop";
import { MyGoodsList } from "./MyGoodsList";
import "./texts";

/** The seller's figures: goods, stock, specs running low, views and sales. */
function GoodsStatistics() {
  const { t } = useTranslation();
  const q = useCall(goods.statistics, { lowStockThreshold: 10 });
  const s = q.data;
  const items: [string, number | undefined][] = [
    ["goodsSeller.stat.total", s?.total],
    ["goodsSeller.stat.on", s?.byStatus.ON ?? 0],
    ["goodsSeller.stat.stock", s?.stockTotal],
    ["goodsSeller.stat.lowStock", s?.lowStockSpecs],
    ["goodsSeller.stat.views", s?.viewTotal],
    ["goodsSeller.stat.sales", s?.salesTotal],
  ];
  return (
    <Card size="small" style={{ marginBottom: 16 }} loading={q.isLoading}>
      <Row gutter={16}>
        {items.map(([k, v]) => (
          <Col span={4} key={k}>
            <Statistic title={t(k)} value={v ?? 0} valueStyle={k === "goodsSeller.stat.lowStock" && (v ?? 0) > 0 ? { color: "#d4380d" } : undefined} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** The shop's mall goods: statistics, tabs by state, search, paging and per-state actions. */
export default function GoodsManagePage() {
  const { t } = useTranslation();
  const my = useMyShop();
  const open = my.data?.status === "OPEN";
  return (
    <div data-testid="goods-manage">
      <PageHeader
        title={t("goodsSeller.list.title")}
        extra={
          <Link to="/transaction/goodsManage/publishGoods">
            <Button type="primary" icon={<PlusOutlined />} data-testid="goods-publish">
              {t("goodsSeller.list.publish")}
            </Button>
          </Link>
        }
      />
      {!my.isLoading && !open && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={my.data ? t("goodsSeller.list.shopNotOpen", { status: t(`catalog.shopStatus.${my.data.status}`) }) : t("goodsSeller.list.noShop")}
          action={<Link to={my.data ? "/transaction/openShopStatus" : "/transaction/enterpriseOpenShop"}>{t("goodsSeller.list.toShop")}</Link>}
        />
      )}
      <GoodsStatistics />
      <MyGoodsList type="GOODS" />
    </div>
  );
}
