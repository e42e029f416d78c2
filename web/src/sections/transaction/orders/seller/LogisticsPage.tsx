import { order, type OrderCard, type OrderState } from "@qinlian/contract";
import { Form, Input, Segmented, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../../api";
import { formatTime } from "../../../../kit/formatTime";
import { PageHeader } from "../../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../../kit/SearchBar";
import { usePagedCall } from "../../../../kit/usePagedCall";
import { carrierText, OrderStateTag } from "../shared";
import { sellerPaths } from "./logic";
import { BackToOrders } from "./parts";
import "./texts";

const SHIPPED: OrderState[] = ["SENT", "RECEIVED", "COMPLETED"];

/**
 * An order's carrier and tracking number. The list's cards do not carry them (see the report), so
 * each shipped row reads its trace detail (cached per order).
 */
function ShippingCell({ o, part }: { o: OrderCard; part: "carrier" | "number" }) {
  const { t, i18n } = useTranslation();
  const shipped = SHIPPED.includes(o.state);
  const q = useCall(order.selOrderTraceDetailByParam, { orderId: o.id }, { enabled: shipped, staleTime: 60_000, errBySelf: true });
  if (!shipped) return <span style={{ color: "#595959" }}>{t("sellerOrders.logistics.notShipped")}</span>;
  const s = q.data?.shipping;
  if (!s) return <span style={{ color: "#595959" }}>{q.isLoading ? "…" : "-"}</span>;
  if (part === "carrier") return <>{carrierText(s.carrier, s.carrierName, i18n.language)}</>;
  return s.trackingNo ? <Typography.Text copyable>{s.trackingNo}</Typography.Text> : <span>{t("sellerOrders.send.voucher")}</span>;
}

/** /transaction/orderManage/orderLogistics — the shop's orders on the way (or all), with carrier and number, leading to the tracking page. */
export default function LogisticsPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ keyword?: string }>();
  const [stage, setStage] = useState<"UNRECEIVED" | "ALL">("UNRECEIVED");
  const [keyword, setKeyword] = useState<string | undefined>();
  const list = usePagedCall(order.selFilterOrderListByPage, "transaction.orderLogistics", { input: { stage, keyword }, defaultPageSize: 10 });
  const columns: ColumnsType<OrderCard> = [
    {
      title: t("sellerOrders.logistics.orderNo"),
      key: "orderNo",
      render: (_, o) => (
        <Link to={sellerPaths.detail(o.id)} style={{ textDecoration: "underline" }}>
          {o.orderNo}
        </Link>
      ),
    },
    { title: t("sellerOrders.logistics.buyer"), dataIndex: "buyerName" },
    {
      title: t("sellerOrders.logistics.goods"),
      key: "goods",
      render: (_, o) => (
        <span style={{ display: "inline-block", maxWidth: 220, overflowWrap: "anywhere" }}>
          {o.lines[0]?.goodsName ?? "-"}
          {o.lineCount > 1 && <span style={{ color: "#595959" }}> {t("sellerOrders.logistics.moreGoods", { n: o.lineCount - 1 })}</span>}
        </span>
      ),
    },
    { title: t("sellerOrders.logistics.carrier"), key: "carrier", render: (_, o) => <ShippingCell o={o} part="carrier" /> },
    { title: t("sellerOrders.logistics.trackingNo"), key: "number", render: (_, o) => <ShippingCell o={o} part="number" /> },
    { title: t("sellerOrders.logistics.state"), key: "state", render: (_, o) => <OrderStateTag state={o.state} /> },
    { title: t("sellerOrders.logistics.autoConfirmAt"), key: "auto", render: (_, o) => (o.state === "SENT" ? formatTime(o.autoConfirmAt) : "-") },
    {
      title: t("sellerOrders.logistics.actions"),
      key: "actions",
      fixed: "right",
      render: (_, o) =>
        SHIPPED.includes(o.state) ? (
          <Link to={sellerPaths.shipping(o.id)} style={{ textDecoration: "underline" }} data-testid="logistics-view">
            {t("sellerOrders.logistics.view")}
          </Link>
        ) : (
          "-"
        ),
    },
  ];
  return (
    <div data-testid="seller-logistics">
      <PageHeader title={t("sellerOrders.logistics.title")} extra={<BackToOrders />} />
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "flex-start" }}>
        <Segmented<"UNRECEIVED" | "ALL">
          value={stage}
          onChange={setStage}
          style={{ marginBottom: 16 }}
          options={[
            { value: "UNRECEIVED", label: t("sellerOrders.logistics.onTheWay") },
            { value: "ALL", label: t("sellerOrders.logistics.all") },
          ]}
          data-testid="logistics-stage"
        />
        <SearchBar form={form} testId="logistics" onSearch={(v) => setKeyword(v.keyword?.trim() || undefined)}>
          <Form.Item name="keyword" rules={[{ max: 40 }]}>
            <Input allowClear maxLength={40} placeholder={t("sellerOrders.logistics.keyword")} aria-label={t("sellerOrders.logistics.keyword")} style={{ width: 220 }} />
          </Form.Item>
        </SearchBar>
      </div>
      <PagedTable<OrderCard> rowKey="id" columns={columns} list={list} emptyText={t("sellerOrders.logistics.empty")} data-testid="logistics-table" />
    </div>
  );
}
