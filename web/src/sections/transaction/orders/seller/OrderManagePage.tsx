import { order, orderStage, type OrderCard, type OrderStage } from "@qinlian/contract";
import { Badge, DatePicker, Empty, Form, Input, Pagination, Skeleton, Tabs } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../../../api";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { PageHeader } from "../../../../kit/PageHeader";
import { SearchBar } from "../../../../kit/SearchBar";
import { ToneTag } from "../../../../kit/ToneTag";
import { usePagedCall } from "../../../../kit/usePagedCall";
import { OrderCardItem, orderStageLabels } from "../shared";
import { sellerPaths } from "./logic";
import { SellerActionButtons } from "./SellerActions";
import "./texts";

interface Filters {
  keyword?: string;
  dates?: [Dayjs, Dayjs] | null;
}

/** The stages the seller's tabs show, in order (counts for those the count call answers). */
const STAGES: OrderStage[] = orderStage.options;
type Counted = "ALL" | "UNPAID" | "UNSENT" | "UNRECEIVED" | "UNEVALUATED";
const counted = (s: OrderStage): s is Counted => s === "ALL" || s === "UNPAID" || s === "UNSENT" || s === "UNRECEIVED" || s === "UNEVALUATED";

/** The "买家提醒发货" tag of an order the buyer asked to ship (only while it waits to be shipped). */
export function RemindedTag({ order: o }: { order: Pick<OrderCard, "remindedAt" | "state"> }) {
  const { t } = useTranslation();
  if (!o.remindedAt || o.state !== "PAID") return null;
  return (
    <span title={t("sellerOrders.manage.remindedAt", { at: formatTime(o.remindedAt) })} data-testid="reminded-tag">
      <ToneTag tone="volcano">{t("sellerOrders.manage.reminded")}</ToneTag>
    </span>
  );
}

/** /transaction/orderManage: the shop's orders by stage (with counts), searched by text and date, as cards with the seller's buttons. */
export default function OrderManagePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const stageParam = params.get("stage");
  const stage: OrderStage = orderStage.safeParse(stageParam).success ? (stageParam as OrderStage) : "ALL";
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<{ keyword?: string; from?: string; to?: string }>({});
  const counts = useCall(order.selectOrderCount, { role: "SELLER" });
  const list = usePagedCall(order.selFilterOrderListByPage, "transaction.orderManage", { input: { stage, ...filters }, defaultPageSize: 10 });
  const searched = !!(filters.keyword || filters.from);

  const setStage = (s: string) => {
    const next = new URLSearchParams(params);
    if (s === "ALL") next.delete("stage");
    else next.set("stage", s);
    setParams(next, { replace: true });
  };

  const body = () => {
    if (list.q.isError) return <LoadFailed onRetry={() => void list.q.refetch()} />;
    if (list.loading) return <Skeleton active paragraph={{ rows: 6 }} />;
    const rows = list.data?.list ?? [];
    if (!rows.length) return <Empty style={{ padding: "48px 0" }} description={searched || stage !== "ALL" ? t("sellerOrders.manage.empty") : t("sellerOrders.manage.emptyAll")} />;
    return (
      <div data-testid="seller-order-list" style={{ opacity: list.q.isFetching ? 0.6 : 1 }}>
        {rows.map((o) => (
          <OrderCardItem
            key={o.id}
            order={o}
            showBuyer
            detailPath={sellerPaths.detail(o.id)}
            extra={<RemindedTag order={o} />}
            actions={
              <>
                {(o.state === "SENT" || o.state === "RECEIVED" || o.state === "COMPLETED") && (
                  <Link to={sellerPaths.shipping(o.id)} style={{ alignSelf: "center", textDecoration: "underline" }}>
                    {t("sellerOrders.manage.shippingLink")}
                  </Link>
                )}
                <SellerActionButtons order={o} onDone={() => list.removedOne()} />
              </>
            }
          />
        ))}
        <Pagination style={{ marginTop: 16 }} align="end" size="small" {...list.pagination} />
      </div>
    );
  };

  return (
    <div data-testid="seller-orders">
      <PageHeader
        title={t("sellerOrders.manage.title")}
        extra={
          <Link to={sellerPaths.logistics} style={{ textDecoration: "underline" }}>
            {t("sellerOrders.manage.logistics")}
          </Link>
        }
      />
      <Tabs
        activeKey={stage}
        onChange={setStage}
        data-testid="seller-order-tabs"
        items={STAGES.map((s) => {
          const n = counted(s) ? counts.data?.[s] : undefined;
          return {
            key: s,
            label: (
              <span data-testid={`stage-${s}`}>
                {pick(orderStageLabels[s], i18n.language)}
                {n != null && s !== "ALL" && n > 0 && <Badge count={n} overflowCount={999} size="small" style={{ marginInlineStart: 4, background: s === "UNSENT" ? "#d4380d" : "#595959" }} />}
              </span>
            ),
          };
        })}
      />
      <SearchBar<Filters>
        form={form}
        testId="seller-order"
        onSearch={(v) =>
          setFilters({
            keyword: v.keyword?.trim() || undefined,
            from: v.dates?.[0]?.format("YYYY-MM-DD"),
            to: v.dates?.[1]?.format("YYYY-MM-DD"),
          })
        }
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear maxLength={40} placeholder={t("sellerOrders.manage.keyword")} aria-label={t("sellerOrders.manage.keyword")} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker aria-label={t("sellerOrders.manage.dates")} placeholder={[t("sellerOrders.manage.from"), t("sellerOrders.manage.to")]} style={{ width: 250 }} />
        </Form.Item>
      </SearchBar>
      {body()}
    </div>
  );
}
