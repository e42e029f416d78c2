import { order } from "@qinlian/contract";
import { DatePicker, Form, Input } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ListPage } from "../../../kit/ListPage";
import { formatFen } from "../../../kit/Money";
import { ADMIN_ORDERS, AdminOrderTabs } from "./AdminTabs";
import "./texts";

const day = (d: unknown): string | undefined => (d && typeof d === "object" && "format" in d ? (d as Dayjs).format("YYYY-MM-DD") : undefined);

/** /admin/orders/shops — the trade of each shop: orders by state and sales, for a period; each leads to that shop's orders. */
export default function AdminShopTradePage() {
  const { t } = useTranslation();
  const num = (v: number) => v.toLocaleString();
  return (
    <div data-testid="admin-shop-trade">
      <AdminOrderTabs active="shops" />
      <ListPage
        call={order.selTradeStateByPage}
        rowKey="shopId"
        listKey="admin.orders.shops"
        testId="admin-shop-trade-table"
        input={(s) => {
          const dates = Array.isArray(s.dates) ? s.dates : [];
          return { keyword: typeof s.keyword === "string" ? s.keyword.trim() || undefined : undefined, from: day(dates[0]), to: day(dates[1]) };
        }}
        emptyText={t("adminOrders.shops.empty")}
        searchFields={
          <>
            <Form.Item name="keyword" rules={[{ max: 30 }]}>
              <Input allowClear maxLength={30} placeholder={t("adminOrders.shops.keyword")} aria-label={t("adminOrders.shops.keyword")} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="dates">
              <DatePicker.RangePicker aria-label={t("adminOrders.shops.dates")} placeholder={[t("adminOrders.list.from"), t("adminOrders.list.to")]} style={{ width: 250 }} />
            </Form.Item>
          </>
        }
        columns={[
          { title: t("adminOrders.shops.shop"), dataIndex: "shopName" },
          { title: t("adminOrders.shops.orders"), dataIndex: "orderCount", align: "right", render: num },
          { title: t("adminOrders.shops.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          { title: t("adminOrders.shops.unpaid"), dataIndex: "unpaid", align: "right", render: num },
          { title: t("adminOrders.shops.unsent"), dataIndex: "unsent", align: "right", render: num },
          { title: t("adminOrders.shops.unreceived"), dataIndex: "unreceived", align: "right", render: num },
          { title: t("adminOrders.shops.completed"), dataIndex: "completed", align: "right", render: num },
          { title: t("adminOrders.shops.cancelled"), dataIndex: "cancelled", align: "right", render: num },
          {
            title: t("adminOrders.list.actions"),
            key: "actions",
            render: (_: unknown, r) => (
              <Link to={`${ADMIN_ORDERS}?shopId=${encodeURIComponent(r.shopId)}&shopName=${encodeURIComponent(r.shopName)}`} style={{ textDecoration: "underline" }}>
                {t("adminOrders.shops.viewOrders")}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
