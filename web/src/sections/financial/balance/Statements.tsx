import { cashier, type PayOrderView } from "@qinlian/contract";
import { Button, Card, DatePicker, Space, Table, Tabs, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { formatFen } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { payOrderStateLabels } from "../../cashier/pay/labels";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

/** Statements by buyer and by seller for a period (this month by default). */
export function Statements() {
  const { t, i18n } = useTranslation();
  const [side, setSide] = useState<"BUYER" | "SELLER">("BUYER");
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("month"), dayjs()]);
  const [picked, setPicked] = useState<[Dayjs, Dayjs]>(range);
  const period = { from: range[0].format("YYYY-MM-DD"), to: range[1].format("YYYY-MM-DD") };
  const q = useCall(side === "BUYER" ? cashier.selByBuyer : cashier.selBySeller, period);
  return (
    <Card title={t("balance.statementTitle")} style={{ marginTop: 16 }} data-testid="statements">
      <Tabs
        activeKey={side}
        onChange={(k) => setSide(k as "BUYER" | "SELLER")}
        items={[
          { key: "BUYER", label: t("balance.buyerStatement") },
          { key: "SELLER", label: t("balance.sellerStatement") },
        ]}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker value={picked} allowClear={false} onChange={(v) => v?.[0] && v[1] && setPicked([v[0], v[1]])} />
        <Button type="primary" onClick={() => setRange(picked)}>
          {t("balance.query")}
        </Button>
      </Space>
      {q.data && <Typography.Paragraph>{t("balance.statementTotal", { n: q.data.count, money: formatFen(q.data.total) })}</Typography.Paragraph>}
      <Table<PayOrderView>
        rowKey="payId"
        size="small"
        loading={q.isLoading}
        scroll={{ x: "max-content" }}
        dataSource={q.data?.list ?? []}
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t("balance.time"), dataIndex: "paidAt", render: (v: string | null) => formatTime(v) },
          { title: t("balance.memo"), dataIndex: "subject" },
          { title: t("balance.bizId"), dataIndex: "bizId", responsive: ["md"] },
          { title: t("balance.amount"), dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
          {
            title: t("balance.status"),
            dataIndex: "state",
            render: (_: unknown, r) => <ToneTag tone={payOrderStateLabels[r.state].color}>{pick(payOrderStateLabels[r.state], i18n.language)}</ToneTag>,
          },
        ]}
      />
    </Card>
  );
}
