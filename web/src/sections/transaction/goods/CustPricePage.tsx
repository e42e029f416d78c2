import { pricing } from "@qinlian/contract";
import { Button, Card, Col, Form, Input, Row, Statistic, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { ListPage } from "../../../kit/ListPage";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import "../../../kit/catalog.texts";
import "./texts";

const pct = (bp: number | null) => (bp == null ? "-" : `${(bp / 100).toFixed(1)}%`);
const keywordField = (ph: string) => (
  <Form.Item name="keyword">
    <Input placeholder={ph} allowClear maxLength={40} />
  </Form.Item>
);

/**
 * Customer prices: how far they reach (customers priced, goods priced, average discount), and the
 * coverage by goods and by customer, each leading to its price table.
 */
export default function CustPricePage() {
  const { t } = useTranslation();
  const sum = useCall(pricing.custPriceDmSummary, {});
  const s = sum.data;
  return (
    <div data-testid="cust-price">
      <PageHeader title={t("goodsSeller.pages.custPrice")} extra={<Link to="/transaction/customerManage">{t("goodsSeller.cp.toCustomers")}</Link>} />
      <Card size="small" style={{ marginBottom: 16 }} loading={sum.isLoading}>
        <Row gutter={16}>
          <Col span={4}><Statistic title={t("goodsSeller.cp.customers")} value={s?.customerCount ?? 0} /></Col>
          <Col span={4}><Statistic title={t("goodsSeller.cp.pricedCustomers")} value={s?.pricedCustomerCount ?? 0} /></Col>
          <Col span={4}><Statistic title={t("goodsSeller.cp.goods")} value={s?.goodsCount ?? 0} /></Col>
          <Col span={4}><Statistic title={t("goodsSeller.cp.pricedGoods")} value={s?.pricedGoodsCount ?? 0} /></Col>
          <Col span={4}><Statistic title={t("goodsSeller.cp.prices")} value={s?.priceCount ?? 0} /></Col>
          <Col span={4}><Statistic title={t("goodsSeller.cp.avgDiscount")} value={pct(s?.avgDiscountBp ?? null)} /></Col>
        </Row>
      </Card>
      <Tabs
        items={[
          {
            key: "goods",
            label: t("goodsSeller.cp.byGoods"),
            children: (
              <ListPage
                call={pricing.custPriceDmByGoods}
                rowKey="goodsId"
                input={(q) => ({ keyword: (q.keyword as string | undefined) || undefined })}
                searchFields={keywordField(t("goodsSeller.list.keyword"))}
                emptyText={t("goodsSeller.cp.noGoods")}
                columns={[
                  { title: t("goodsSeller.list.goods"), dataIndex: "name" },
                  { title: t("goodsSeller.cp.specs"), dataIndex: "specCount", width: 80 },
                  { title: t("goodsSeller.cp.pricedCustomers"), width: 130, render: (_v, r) => `${r.pricedCustomerCount} / ${r.customerCount}` },
                  { title: t("goodsSeller.cp.coverage"), width: 100, render: (_v, r) => pct(r.coverageBp) },
                  { title: t("goodsSeller.cp.avgDiscount"), width: 110, render: (_v, r) => pct(r.avgDiscountBp) },
                  { title: t("goodsSeller.cp.minPrice"), width: 120, render: (_v, r) => <Money fen={r.minCustomerPrice} /> },
                  {
                    title: t("common.more"),
                    width: 110,
                    render: (_v, r) => (
                      <Link to={`/transaction/custPrice/setGoodsPrice/${encodeURIComponent(r.goodsId)}`}>
                        <Button type="link" size="small">{t("goodsSeller.cp.set")}</Button>
                      </Link>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: "customers",
            label: t("goodsSeller.cp.byCustomer"),
            children: (
              <ListPage
                call={pricing.custPriceDmByCustomer}
                rowKey="customerBoId"
                input={(q) => ({ keyword: (q.keyword as string | undefined) || undefined })}
                searchFields={keywordField(t("goodsSeller.cust.keyword"))}
                emptyText={t("goodsSeller.cust.empty")}
                columns={[
                  { title: t("goodsSeller.cust.name"), dataIndex: "name" },
                  { title: t("goodsSeller.cust.level"), width: 110, render: (_v, r) => t(`catalog.customerLevel.${r.level}`) },
                  { title: t("goodsSeller.cp.pricedGoods"), dataIndex: "pricedGoodsCount", width: 120 },
                  { title: t("goodsSeller.cust.priced"), dataIndex: "pricedSpecCount", width: 120 },
                  { title: t("goodsSeller.cp.avgDiscount"), width: 110, render: (_v, r) => pct(r.avgDiscountBp) },
                  {
                    title: t("common.more"),
                    width: 110,
                    render: (_v, r) => (
                      <Link to={`/transaction/custPrice/setCustPrice/${encodeURIComponent(r.customerBoId)}`}>
                        <Button type="link" size="small">{t("goodsSeller.cp.set")}</Button>
                      </Link>
                    ),
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
