import { order } from "@qinlian/contract";
import { Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../../../kit/formatTime";
import { ListPage } from "../../../../kit/ListPage";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import "./texts";

export const CUSTOMERS = "/transaction/staff/customerList";
export const CUSTOMERS_V2 = "/transaction/staff/customerListV2";

/** /transaction/staff/customerList — the buyers who ordered from the shop: orders, sales, last order; search and paging. */
export default function CustomerListPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="customer-list">
      <PageHeader
        title={t("orderFigures.customers.title")}
        extra={
          <Link to={CUSTOMERS_V2} style={{ textDecoration: "underline" }}>
            {t("orderFigures.customers.cards")}
          </Link>
        }
      />
      <ListPage
        call={order.selBuyerStat}
        rowKey="buyerBoId"
        listKey="transaction.customerList"
        testId="customer-table"
        input={(s) => ({ keyword: typeof s.keyword === "string" ? s.keyword.trim() || undefined : undefined })}
        emptyText={t("orderFigures.customers.empty")}
        searchFields={
          <Form.Item name="keyword" rules={[{ max: 30 }]}>
            <Input allowClear maxLength={30} placeholder={t("orderFigures.customers.keyword")} aria-label={t("orderFigures.customers.keyword")} style={{ width: 200 }} />
          </Form.Item>
        }
        columns={[
          { title: t("orderFigures.customers.buyer"), dataIndex: "buyerName" },
          { title: t("orderFigures.customers.orders"), dataIndex: "orderCount", align: "right" },
          { title: t("orderFigures.customers.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          { title: t("orderFigures.customers.lastOrder"), dataIndex: "lastOrderAt", render: (v: string) => formatTime(v) },
        ]}
      />
    </div>
  );
}
