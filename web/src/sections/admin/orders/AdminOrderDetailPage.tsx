import { order } from "@qinlian/contract";
import { Alert, Card, Col, Empty, Result, Row, Skeleton, Table, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError, useCall } from "../../../api";
import { pick } from "../../../i18n";
import { formatTime } from "../../../kit/formatTime";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { ScrollableTable } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { cancelReasonLabels, DeliveryBlock, OrderAmounts, OrderHistory, OrderLinesTable, orderKindLabels, OrderStateTag, ShippingBlock } from "../../transaction/orders/shared";
import { ADMIN_ORDERS } from "./AdminTabs";
import { accountText, entryBalanced, entryKindText, signedFen } from "./ledger";
import "./texts";

const grid = { display: "grid", gridTemplateColumns: "minmax(88px, auto) 1fr", gap: "6px 12px" } as const;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <div style={grid}>
      {rows.map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <span style={{ color: "#595959" }}>{k}</span>
          <span style={{ overflowWrap: "anywhere" }}>{v}</span>
        </div>
      ))}
    </div>
  );
}

interface LedgerRow {
  key: string;
  entryKey: string;
  kind: string;
  memo: string | null;
  account: string;
  amount: number;
  createdAt: string;
  /** Lines of this entry (the first line's row spans them). */
  span: number;
  balanced: boolean;
}

/** /admin/orders/:id — one order, read-only: facts, delivery, shipping, lines and amounts, the trace and the ledger entries it made. */
export default function AdminOrderDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { id = "" } = useParams();
  const q = useCall(order.selOrderDetailManage, { orderId: id }, { enabled: !!id, errBySelf: true, retry: false });
  const back = (
    <Link to={ADMIN_ORDERS} style={{ textDecoration: "underline" }}>
      {t("adminOrders.detail.back")}
    </Link>
  );
  if (!id || (q.error instanceof ApiError && q.error.kind === "business"))
    return <Result status="404" title={t("adminOrders.detail.notFound")} subTitle={q.error instanceof ApiError ? q.error.message : undefined} extra={back} />;
  if (q.isLoading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (q.error || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const o = q.data;

  const facts: [string, ReactNode][] = [
    [t("adminOrders.detail.orderNo"), <Typography.Text key="n" copyable>{o.orderNo}</Typography.Text>],
    [t("adminOrders.detail.batchNo"), o.batchNo],
    [t("adminOrders.detail.kind"), pick(orderKindLabels[o.kind], lang)],
    [t("adminOrders.detail.shop"), `${o.shopName}（${o.shopId}）`],
    [t("adminOrders.detail.buyer"), `${o.buyerName}（${o.buyerBoId}）`],
    [t("adminOrders.detail.createdAt"), formatTime(o.createdAt)],
  ];
  if (o.paidAt) facts.push([t("adminOrders.detail.paidAt"), formatTime(o.paidAt)]);
  if (o.payId) facts.push([t("adminOrders.detail.payId"), o.payId]);
  if (o.receivedAt) facts.push([t("adminOrders.detail.receivedAt"), formatTime(o.receivedAt)]);
  if (o.completedAt) facts.push([t("adminOrders.detail.completedAt"), formatTime(o.completedAt)]);
  if (o.cancelledAt) facts.push([t("adminOrders.detail.cancelledAt"), formatTime(o.cancelledAt)]);
  if (o.cancelReason) facts.push([t("adminOrders.detail.cancelReason"), [pick(cancelReasonLabels[o.cancelReason], lang), o.cancelNote].filter(Boolean).join("：")]);
  if (o.buyerRemark) facts.push([t("adminOrders.detail.buyerRemark"), o.buyerRemark]);
  if (o.sellerNote) facts.push([t("adminOrders.detail.sellerNote"), o.sellerNote]);

  const ledgerRows: LedgerRow[] = o.entries.flatMap((e) =>
    e.lines.map((l, i) => ({
      key: `${e.key}#${i}`,
      entryKey: e.key,
      kind: e.kind,
      memo: e.memo,
      account: l.account,
      amount: l.amount,
      createdAt: e.createdAt,
      span: i === 0 ? e.lines.length : 0,
      balanced: entryBalanced(e.lines),
    })),
  );
  const spanned = (r: LedgerRow) => ({ rowSpan: r.span });

  return (
    <div data-testid="admin-order-detail">
      <PageHeader title={`${t("adminOrders.detail.title")} · ${o.orderNo}`} extra={back} />
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("adminOrders.detail.readOnly")} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("adminOrders.detail.facts")} extra={<OrderStateTag state={o.state} />} style={{ height: "100%" }}>
            <Facts rows={facts} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("adminOrders.detail.delivery")} style={{ marginBottom: 16 }}>
            <DeliveryBlock delivery={o.delivery} />
          </Card>
          <Card size="small" title={t("adminOrders.detail.shipping")}>
            <ShippingBlock shipping={o.shipping} />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("adminOrders.detail.lines")}>
            <OrderLinesTable lines={o.lines} showEvaluated />
            <div style={{ marginTop: 16 }}>
              <OrderAmounts order={o} role="SELLER" />
            </div>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("adminOrders.detail.entries")} data-testid="admin-order-entries">
            {ledgerRows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("adminOrders.detail.entriesEmpty")} />
            ) : (
              <ScrollableTable>
                <Table<LedgerRow>
                  rowKey="key"
                  size="small"
                  pagination={false}
                  bordered
                  scroll={{ x: "max-content" }}
                  dataSource={ledgerRows}
                  columns={[
                    { title: t("adminOrders.detail.at"), dataIndex: "createdAt", onCell: spanned, render: (v: string) => formatTime(v) },
                    {
                      title: t("adminOrders.detail.entryKind"),
                      dataIndex: "kind",
                      onCell: spanned,
                      render: (v: string, r) => (
                        <div>
                          <div>{entryKindText(v, lang)}</div>
                          {r.memo && <div style={{ color: "#595959", fontSize: 12 }}>{r.memo}</div>}
                          {!r.balanced && <ToneTag tone="error">{t("adminOrders.detail.unbalanced")}</ToneTag>}
                          <div style={{ color: "#595959", fontSize: 12 }} title={t("adminOrders.detail.entryKey")}>
                            {r.entryKey}
                          </div>
                        </div>
                      ),
                    },
                    { title: t("adminOrders.detail.account"), dataIndex: "account", render: (v: string) => <span title={v}>{accountText(v, lang)}</span> },
                    {
                      title: t("adminOrders.detail.amount"),
                      dataIndex: "amount",
                      align: "right",
                      render: (v: number) => <span style={{ color: v < 0 ? "#a8071a" : "#135200", fontVariantNumeric: "tabular-nums" }}>{signedFen(v)}</span>,
                    },
                  ]}
                />
              </ScrollableTable>
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t("adminOrders.detail.trace")}>
            <OrderHistory items={o.history} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
