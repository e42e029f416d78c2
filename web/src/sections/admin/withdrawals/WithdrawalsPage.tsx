import { cashier } from "@qinlian/contract";
import { Form, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { ListPage } from "../../../kit/ListPage";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import { bizTypeName, channelNames, payOrderStateLabels, withdrawalStateLabels } from "../../cashier/pay/labels";
import { RefundsTab } from "./RefundsTab";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

const when = formatTime;

/** /admin/finance/withdrawals — the operators' view of withdrawals, payment orders and refused refunds (RefundsTab), with search and paging. */
export default function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [tab, setTab] = useState("withdrawals");
  const stateOptions = <S extends string>(labels: Record<S, { zh: string; en: string }>) =>
    (Object.keys(labels) as S[]).map((k) => ({ value: k, label: pick(labels[k], lang) }));
  const keyword = (
    <Form.Item name="keyword" label={t("adminWithdrawals.keyword")}>
      <Input allowClear placeholder={t("adminWithdrawals.keywordHint")} style={{ width: 220 }} />
    </Form.Item>
  );
  return (
    <div>
      <PageHeader
        tabs={[
          { name: "withdrawals", label: t("adminWithdrawals.withdrawals") },
          { name: "payments", label: t("adminWithdrawals.payments") },
          { name: "refunds", label: t("adminWithdrawals.refunds.tab") },
        ]}
        active={tab}
        onChange={setTab}
      />
      {tab === "refunds" ? (
        <RefundsTab />
      ) : tab === "withdrawals" ? (
        <ListPage
          call={cashier.adminWithdrawals}
          rowKey="id"
          testId="admin-withdrawals"
          input={(s) => s}
          emptyText={t("adminWithdrawals.empty")}
          searchFields={
            <>
              {keyword}
              <Form.Item name="state" label={t("adminWithdrawals.state")}>
                <Select allowClear placeholder={t("adminWithdrawals.all")} options={stateOptions(withdrawalStateLabels)} style={{ width: 120 }} />
              </Form.Item>
            </>
          }
          columns={[
            { title: t("adminWithdrawals.time"), dataIndex: "createdAt", render: when },
            {
              title: t("adminWithdrawals.member"),
              key: "member",
              render: (_: unknown, r) => (
                <>
                  <div>{r.memberName ?? "-"}</div>
                  <div style={{ color: "#595959", fontSize: 12 }}>{r.boId}</div>
                </>
              ),
            },
            { title: t("adminWithdrawals.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
            { title: t("adminWithdrawals.fee"), dataIndex: "fee", align: "right", render: (v: number) => formatFen(v) },
            { title: t("adminWithdrawals.card"), key: "card", render: (_: unknown, r) => `${r.bankName} ${r.cardNoMasked}` },
            { title: t("adminWithdrawals.channel"), dataIndex: "channel", render: (_: unknown, r) => pick(channelNames[r.channel], lang) },
            { title: t("adminWithdrawals.expected"), dataIndex: "expectedDate" },
            {
              title: t("adminWithdrawals.state"),
              dataIndex: "state",
              render: (_: unknown, r) => <ToneTag tone={withdrawalStateLabels[r.state].color}>{pick(withdrawalStateLabels[r.state], lang)}</ToneTag>,
            },
            { title: t("adminWithdrawals.finished"), dataIndex: "finishedAt", render: when },
            { title: t("adminWithdrawals.reason"), dataIndex: "failReason", render: (v: string | null) => v ?? "-" },
          ]}
        />
      ) : (
        <ListPage
          call={cashier.adminPayments}
          rowKey="payId"
          testId="admin-payments"
          input={(s) => s}
          emptyText={t("adminWithdrawals.empty")}
          searchFields={
            <>
              {keyword}
              <Form.Item name="state" label={t("adminWithdrawals.state")}>
                <Select allowClear placeholder={t("adminWithdrawals.all")} options={stateOptions(payOrderStateLabels)} style={{ width: 120 }} />
              </Form.Item>
            </>
          }
          columns={[
            { title: t("adminWithdrawals.time"), dataIndex: "createdAt", render: when },
            { title: t("adminWithdrawals.subject"), dataIndex: "subject" },
            { title: t("adminWithdrawals.bizType"), dataIndex: "bizType", render: (v: string) => pick(bizTypeName(v), lang) },
            { title: t("adminWithdrawals.bizId"), dataIndex: "bizId" },
            { title: t("adminWithdrawals.payer"), dataIndex: "payerBoId" },
            { title: t("adminWithdrawals.payee"), dataIndex: "payeeBoId", render: (v: string | null) => v ?? "-" },
            { title: t("adminWithdrawals.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
            { title: t("adminWithdrawals.refunded"), dataIndex: "refundedAmount", align: "right", render: (v: number) => formatFen(v) },
            { title: t("adminWithdrawals.channel"), dataIndex: "channel", render: (_: unknown, r) => (r.channel ? pick(channelNames[r.channel], lang) : "-") },
            {
              title: t("adminWithdrawals.state"),
              dataIndex: "state",
              render: (_: unknown, r) => <ToneTag tone={payOrderStateLabels[r.state].color}>{pick(payOrderStateLabels[r.state], lang)}</ToneTag>,
            },
          ]}
        />
      )}
    </div>
  );
}
