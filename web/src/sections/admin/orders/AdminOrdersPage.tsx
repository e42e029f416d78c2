import { order, orderState, type OrderCard, type OrderState } from "@qinlian/contract";
import { Alert, Button, DatePicker, Form, Input, Select } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { pick } from "../../../i18n";
import { formatTime } from "../../../kit/formatTime";
import { formatFen } from "../../../kit/Money";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { usePagedCall } from "../../../kit/usePagedCall";
import { OrderStateTag, orderStateLabels } from "../../transaction/orders/shared";
import { adminOrderPath, AdminOrderTabs } from "./AdminTabs";
import "./texts";

interface Filters {
  keyword?: string;
  state?: OrderState;
  shopId?: string;
  dates?: [Dayjs, Dayjs] | null;
}

/** /admin/orders — every shop's orders: state, shop, keyword and date filters, paging; each leads to the read-only detail. */
export default function AdminOrdersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const shopParam = params.get("shopId") ?? undefined;
  const stateParam = params.get("state");
  const initialState = orderState.safeParse(stateParam).success ? (stateParam as OrderState) : undefined;
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<{ keyword?: string; state?: OrderState; from?: string; to?: string }>({ state: initialState });
  const list = usePagedCall(order.selOrderListManage, "admin.orders", { input: { ...filters, shopId: shopParam } });

  const columns: ColumnsType<OrderCard> = [
    {
      title: t("adminOrders.list.orderNo"),
      key: "orderNo",
      render: (_, o) => (
        <Link to={adminOrderPath(o.id)} style={{ textDecoration: "underline" }}>
          {o.orderNo}
        </Link>
      ),
    },
    { title: t("adminOrders.list.shop"), dataIndex: "shopName" },
    { title: t("adminOrders.list.buyer"), dataIndex: "buyerName" },
    {
      title: t("adminOrders.list.goods"),
      key: "goods",
      render: (_, o) => (
        <span style={{ display: "inline-block", maxWidth: 200, overflowWrap: "anywhere" }}>
          {o.lines[0]?.goodsName ?? "-"}
          {o.lineCount > 1 && <span style={{ color: "#595959" }}> {t("adminOrders.list.moreGoods", { n: o.lineCount - 1 })}</span>}
        </span>
      ),
    },
    { title: t("adminOrders.list.state"), key: "state", render: (_, o) => <OrderStateTag state={o.state} /> },
    { title: t("adminOrders.list.payable"), dataIndex: "payable", align: "right", render: (v: number) => formatFen(v) },
    { title: t("adminOrders.list.paid"), dataIndex: "paidAmount", align: "right", render: (v: number) => formatFen(v) },
    { title: t("adminOrders.list.createdAt"), dataIndex: "createdAt", render: (v: string) => formatTime(v) },
    {
      title: t("adminOrders.list.actions"),
      key: "actions",
      render: (_, o) => (
        <Link to={adminOrderPath(o.id)} style={{ textDecoration: "underline" }} data-testid="admin-order-view">
          {t("adminOrders.list.view")}
        </Link>
      ),
    },
  ];

  const clearShop = () => {
    form.setFieldValue("shopId", undefined);
    const next = new URLSearchParams(params);
    next.delete("shopId");
    setParams(next);
  };

  return (
    <div data-testid="admin-orders">
      <AdminOrderTabs active="orders" />
      {shopParam && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          message={t("adminOrders.list.shopFilter", { shop: params.get("shopName") ?? shopParam })}
          action={
            <Button size="small" onClick={clearShop} data-testid="clear-shop">
              {t("adminOrders.list.clearShop")}
            </Button>
          }
        />
      )}
      <SearchBar<Filters>
        form={form}
        testId="admin-order"
        onSearch={(v) => {
          setFilters({ keyword: v.keyword?.trim() || undefined, state: v.state, from: v.dates?.[0]?.format("YYYY-MM-DD"), to: v.dates?.[1]?.format("YYYY-MM-DD") });
          const shop = v.shopId?.trim();
          if ((shop || undefined) !== shopParam) {
            const next = new URLSearchParams(params);
            if (shop) next.set("shopId", shop);
            else next.delete("shopId");
            next.delete("shopName");
            setParams(next);
          }
        }}
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear maxLength={40} placeholder={t("adminOrders.list.keyword")} aria-label={t("adminOrders.list.keyword")} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="state" initialValue={initialState}>
          <Select
            allowClear
            aria-label={t("adminOrders.list.state")}
            placeholder={t("adminOrders.list.state")}
            style={{ width: 150 }}
            options={orderState.options.map((s) => ({ value: s, label: pick(orderStateLabels[s], i18n.language) }))}
          />
        </Form.Item>
        <Form.Item name="shopId" initialValue={shopParam}>
          <Input allowClear maxLength={64} placeholder={t("adminOrders.list.shopId")} aria-label={t("adminOrders.list.shopId")} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker aria-label={t("adminOrders.list.dates")} placeholder={[t("adminOrders.list.from"), t("adminOrders.list.to")]} style={{ width: 250 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<OrderCard> rowKey="id" columns={columns} list={list} emptyText={t("adminOrders.list.empty")} data-testid="admin-order-table" />
    </div>
  );
}
