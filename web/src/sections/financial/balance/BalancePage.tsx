import { cashier, type CashFlowDirection, type CashFlowKind, type CashFlowStatus, type CashFlowView } from "@qinlian/contract";
import { App, Button, Card, Form, Grid, Select, Space, Statistic } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, useCall } from "../../../api";
import { pick } from "../../../i18n";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { usePagedCall } from "../../../kit/usePagedCall";
import { cashFlowKindLabels, directionLabels, flowStatusLabels } from "../../cashier/pay/labels";
import { BalanceCards } from "./BalanceCards";
import { downloadText } from "./csvDownload";
import { FlowList, flowColumns } from "./flowColumns";
import { Statements } from "./Statements";
import "./texts";
import { FieldRangePicker } from "../../../kit/FieldRangePicker";

type Search = { range?: [Dayjs, Dayjs] | null; kind?: CashFlowKind; direction?: CashFlowDirection; status?: CashFlowStatus };
type Filters = { from?: string; to?: string; kind?: CashFlowKind; direction?: CashFlowDirection; status?: CashFlowStatus };

const filtersOf = (s: Search): Filters => ({
  from: s.range?.[0]?.format("YYYY-MM-DD"),
  to: s.range?.[1]?.format("YYYY-MM-DD"),
  kind: s.kind,
  direction: s.direction,
  status: s.status,
});

/** /financial/balance — the balance, income and spending, and the cash flow with filters, paging and CSV export. */
export default function BalancePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Search>();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePagedCall(cashier.selFlowListByPage, "financial.cashflow", { input: filters });
  const sums = useCall(cashier.selCashFlowMoney, { from: filters.from, to: filters.to });
  const [exporting, setExporting] = useState(false);
  // a phone shows the cash flow as a list: the table's amount column would be out of sight
  const phone = Grid.useBreakpoint().md === false;
  const lang = i18n.language;
  const options = <T extends string>(labels: Record<T, { zh: string; en: string }>) =>
    (Object.keys(labels) as T[]).map((k) => ({ value: k, label: pick(labels[k], lang) }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const r = await api(cashier.exportCashFlow, filters);
      downloadText(r.filename, r.csv);
      void message.success(t("balance.exported", { n: r.rows }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <PageHeader title={t("balance.balanceTitle")} />
      <BalanceCards />
      <Card
        title={t("balance.flowTitle")}
        extra={
          <Button onClick={() => void exportCsv()} loading={exporting} data-testid="export-csv">
            {t("balance.exportCsv")}
          </Button>
        }
      >
        <Space size="large" wrap style={{ marginBottom: 16 }} data-testid="flow-sums">
          <Statistic title={t("balance.income")} value={sums.data?.income ?? 0} formatter={(v) => formatFen(Number(v))} valueStyle={{ fontSize: 18, color: "#237804" }} />
          <Statistic title={t("balance.expense")} value={sums.data?.expense ?? 0} formatter={(v) => formatFen(Number(v))} valueStyle={{ fontSize: 18, color: "#ad2102" }} />
        </Space>
        <SearchBar<Search> form={form} onSearch={(v) => setFilters(filtersOf(v))} testId="flow">
          <Form.Item name="range" label={t("balance.dateRange")}>
            <FieldRangePicker label={t("balance.dateRange")} allowEmpty={[true, true]} style={{ maxWidth: 260 }} />
          </Form.Item>
          <Form.Item name="kind" label={t("balance.kind")}>
            <Select allowClear placeholder={t("balance.all")} options={options(cashFlowKindLabels)} style={{ width: 130 }} data-testid="filter-kind" />
          </Form.Item>
          <Form.Item name="direction" label={t("balance.direction")}>
            <Select allowClear placeholder={t("balance.all")} options={options(directionLabels)} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="status" label={t("balance.status")}>
            <Select allowClear placeholder={t("balance.all")} options={options(flowStatusLabels)} style={{ width: 110 }} />
          </Form.Item>
        </SearchBar>
        {phone ? (
          <FlowList items={list.data?.list ?? []} loading={list.loading} pagination={list.pagination} emptyText={t("balance.noFlow")} />
        ) : (
          <PagedTable<CashFlowView> rowKey="id" columns={flowColumns(t, lang)} list={list} emptyText={t("balance.noFlow")} scroll={{ x: 860 }} data-testid="flow-table" />
        )}
      </Card>
      <Statements />
    </div>
  );
}
