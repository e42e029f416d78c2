import { cashier, refundListStatus, type CashFlowStatus, type ChannelRefundView } from "@qinlian/contract";
import { Button, Form, Input } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { FieldSelect } from "../../../kit/FieldSelect";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { ListPage } from "../../../kit/ListPage";
import { formatFen } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { bizTypeName, channelNames, flowStatusLabels } from "../../cashier/pay/labels";
import { RetryRefundDialog } from "./RetryRefundDialog";
import "./texts";

const sub = { color: "#595959", fontSize: 12 } as const;

/**
 * The 退款 tab of /admin/finance/withdrawals: refunds through a channel (the ones the channel refused,
 * waiting for an operator, unless the search says otherwise), each with its payer, payment, amount,
 * the channel's reason and a 重试 action for a refused one (RetryRefundDialog); the list reloads after.
 */
export function RefundsTab() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [retrying, setRetrying] = useState<ChannelRefundView | null>(null);
  const statusOptions = refundListStatus.options.map((s) => ({ value: s, label: s === "ALL" ? t("adminWithdrawals.refunds.all") : pick(flowStatusLabels[s], lang) }));
  const statusTag = (s: CashFlowStatus) => <ToneTag tone={flowStatusLabels[s].color}>{pick(flowStatusLabels[s], lang)}</ToneTag>;
  return (
    <>
      <ListPage
        call={cashier.adminRefunds}
        rowKey="id"
        testId="admin-refunds"
        // (the built web's contract has enums' options, parse and safeParse only: no zod methods)
        input={(s) => {
          const status = refundListStatus.safeParse(s.status);
          return { status: status.success ? status.data : "FAILED", keyword: typeof s.keyword === "string" ? s.keyword : undefined };
        }}
        emptyText={t("adminWithdrawals.refunds.emptyFailed")}
        searchFields={
          <>
            <Form.Item name="keyword" label={t("adminWithdrawals.keyword")}>
              <Input allowClear placeholder={t("adminWithdrawals.refunds.keywordHint")} style={{ width: 240 }} />
            </Form.Item>
            <Form.Item name="status" label={t("adminWithdrawals.refunds.status")} initialValue="FAILED">
              <FieldSelect options={statusOptions} style={{ width: 120 }} data-testid="admin-refunds-status" />
            </Form.Item>
          </>
        }
        columns={[
          { title: t("adminWithdrawals.time"), dataIndex: "createdAt", render: formatTime },
          {
            title: t("adminWithdrawals.payer"),
            key: "payer",
            render: (_: unknown, r) => (
              <>
                <div>{r.payerName ?? "-"}</div>
                <div style={sub}>{r.payerBoId}</div>
              </>
            ),
          },
          {
            title: t("adminWithdrawals.refunds.payOrder"),
            key: "payOrder",
            render: (_: unknown, r) => (
              <>
                <div>
                  {pick(bizTypeName(r.bizType), lang)} {r.bizId}
                </div>
                <div style={sub}>{r.payId}</div>
              </>
            ),
          },
          { title: t("adminWithdrawals.channel"), dataIndex: "channel", render: (_: unknown, r) => pick(channelNames[r.channel], lang) },
          { title: t("adminWithdrawals.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          { title: t("adminWithdrawals.reason"), dataIndex: "reason" },
          {
            title: t("adminWithdrawals.refunds.status"),
            dataIndex: "status",
            render: (_: unknown, r) => (
              <>
                {statusTag(r.status)}
                {r.way === "BALANCE" && <ToneTag tone="blue">{t("adminWithdrawals.refunds.toBalance")}</ToneTag>}
              </>
            ),
          },
          { title: t("adminWithdrawals.refunds.failReason"), dataIndex: "failReason", render: (v: string | null) => v ?? "-" },
          { title: t("adminWithdrawals.refunds.attempt"), dataIndex: "attempt", align: "right" },
          { title: t("adminWithdrawals.finished"), dataIndex: "finishedAt", render: formatTime },
          {
            title: t("adminWithdrawals.refunds.action"),
            key: "action",
            fixed: "right",
            render: (_: unknown, r) =>
              r.status === "FAILED" ? (
                <Button size="small" type="link" onClick={() => setRetrying(r)} data-testid={`refund-retry-${r.id}`}>
                  {t("adminWithdrawals.refunds.retry")}
                </Button>
              ) : null,
          },
        ]}
      />
      <RetryRefundDialog
        refund={retrying}
        onClose={() => setRetrying(null)}
        onDone={async () => {
          setRetrying(null);
          await invalidateCalls(cashier.adminRefunds, cashier.adminPayments);
        }}
      />
    </>
  );
}
