import { ORDER_FEE_BP, order, type SalesReportView } from "@qinlian/contract";
import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, DatePicker, Empty, Input, Row, Segmented, Skeleton, Space, Table, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../../api";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import { ScrollableTable } from "../../../../kit/SearchBar";
import { useUnitWord, withUnit } from "../shared";
import { downloadCsv } from "./csv";
import { FiguresChart } from "./FiguresChart";
import { SumCards } from "./parts";
import { periodProblem, rateText, type Period } from "./period";
import { dayPeriod, defaultPeriod, isEmptyReport, monthPeriod, reportCsv, reportPoints, shareText, type ReportCsvWords, type ReportMode } from "./report";
import "./texts";

const today = () => dayjs().format("YYYY-MM-DD");
type Totals = SalesReportView["totals"];
const MONEY: (keyof Totals)[] = ["goodsAmount", "discount", "freight", "paidAmount", "refunds", "settled", "pending", "platformFee"];

/** Day, month (default: this month) or a custom range, and a goods keyword; asks only for a valid period. */
function ReportControls({ period, onPeriod, onKeyword }: { period: Period; onPeriod: (p: Period) => void; onKeyword: (k: string) => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ReportMode>("month");
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>([dayjs(period.from), dayjs(period.to)]);
  const custom: Period | null = range ? { from: range[0].format("YYYY-MM-DD"), to: range[1].format("YYYY-MM-DD") } : null;
  const problem = custom ? periodProblem(custom, today()) : null;
  const future = (d: Dayjs) => d.isAfter(dayjs(), "day");
  return (
    <div style={{ display: "flex", flexWrap: "wrap", gap: 12, alignItems: "center", marginBottom: 16 }} data-testid="report-controls">
      <Segmented<ReportMode>
        value={mode}
        onChange={(m) => {
          setMode(m);
          if (m === "day") onPeriod(dayPeriod(today()));
          if (m === "month") onPeriod(defaultPeriod(today()));
        }}
        options={(["day", "month", "custom"] as const).map((m) => ({ value: m, label: t(`orderFigures.report.mode.${m}`) }))}
        data-testid="report-mode"
      />
      {mode === "day" && (
        <DatePicker value={dayjs(period.from)} allowClear={false} disabledDate={future} aria-label={t("orderFigures.report.day")} onChange={(d) => d && onPeriod(dayPeriod(d.format("YYYY-MM-DD")))} />
      )}
      {mode === "month" && (
        <DatePicker
          picker="month"
          value={dayjs(period.from)}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), "month")}
          aria-label={t("orderFigures.report.month")}
          onChange={(d) => d && onPeriod(monthPeriod(d.format("YYYY-MM"), today()))}
          data-testid="report-month"
        />
      )}
      {mode === "custom" && (
        <Space wrap>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            placeholder={[t("orderFigures.period.from"), t("orderFigures.period.to")]}
            aria-label={t("orderFigures.period.label")}
            disabledDate={future}
            onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          />
          <Button type="primary" disabled={!custom || !!problem} onClick={() => custom && onPeriod(custom)} data-testid="report-query">
            {t("orderFigures.period.query")}
          </Button>
          {problem && <Alert type="error" showIcon message={t(`orderFigures.period.${problem}`)} style={{ padding: "2px 8px" }} />}
        </Space>
      )}
      <Input.Search
        allowClear
        maxLength={40}
        placeholder={t("orderFigures.report.keyword")}
        aria-label={t("orderFigures.report.keyword")}
        enterButton={t("orderFigures.report.search")}
        onSearch={(v) => onKeyword(v.trim())}
        style={{ width: 280, maxWidth: "100%" }}
        data-testid="report-keyword"
      />
    </div>
  );
}

function Tables({ r, loading }: { r: SalesReportView | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const unitWord = useUnitWord();
  const amount = { title: t("orderFigures.report.amount"), dataIndex: "amount", align: "right" as const, render: (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatFen(v)}</span> };
  const share = { title: t("orderFigures.report.share"), dataIndex: "share", align: "right" as const, render: (v: number) => shareText(v) };
  const quantity = { title: t("orderFigures.report.quantity"), dataIndex: "quantity", align: "right" as const };
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
      <Col xs={24}>
        <Card size="small" title={t("orderFigures.report.byGoods")}>
          <ScrollableTable>
            <Table<SalesReportView["byGoods"][number]>
              data-testid="report-goods"
              rowKey="specId"
              size="small"
              loading={loading}
              dataSource={r?.byGoods ?? []}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t("orderFigures.report.goods"), dataIndex: "goodsName", render: (v: string) => <span style={{ minWidth: 120, display: "inline-block" }}>{v}</span> },
                { title: t("orderFigures.report.spec"), dataIndex: "specName" },
                { ...quantity, render: (v: number, g) => <span style={{ whiteSpace: "nowrap" }}>{withUnit(v, unitWord(g.unit), i18n.language)}</span> },
                amount,
                share,
              ]}
            />
          </ScrollableTable>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("orderFigures.report.byCategory")}>
          <ScrollableTable>
            <Table<SalesReportView["byCategory"][number]>
              data-testid="report-categories"
              rowKey={(c) => c.categoryId ?? "-"}
              size="small"
              loading={loading}
              dataSource={r?.byCategory ?? []}
              pagination={false}
              columns={[{ title: t("orderFigures.report.category"), dataIndex: "categoryName", render: (v: string | null) => v ?? t("orderFigures.report.uncategorized") }, quantity, amount, share]}
            />
          </ScrollableTable>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t("orderFigures.report.topBuyers")}>
          <ScrollableTable>
            <Table<SalesReportView["topBuyers"][number]>
              data-testid="report-buyers"
              rowKey="buyerBoId"
              size="small"
              loading={loading}
              dataSource={r?.topBuyers ?? []}
              pagination={false}
              columns={[
                { title: t("orderFigures.report.rank"), key: "rank", width: 56, render: (_v, _b, i) => i + 1 },
                { title: t("orderFigures.report.buyer"), dataIndex: "buyerName" },
                { title: t("orderFigures.report.orders"), dataIndex: "orderCount", align: "right" },
                amount,
                share,
              ]}
            />
          </ScrollableTable>
        </Card>
      </Col>
    </Row>
  );
}

/** /transaction/report — the seller's sales report for a day, a month or a custom period: totals, trend, goods, categories, top buyers, CSV. */
export default function ReportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(today()));
  const [keyword, setKeyword] = useState("");
  const q = useCall(order.selSalesReport, { ...period, keyword: keyword || undefined, top: 10 }, { placeholderData: (prev) => prev });
  const r = q.data;
  const points = useMemo(() => (r ? reportPoints(r) : []), [r]);
  const words = useMemo(() => ({ orders: t("orderFigures.report.orders"), amount: t("orderFigures.report.totals.paid"), shipped: "" }), [t]);
  const totals: { key: keyof Totals; label: string; strong?: boolean }[] = [
    { key: "orderCount", label: t("orderFigures.report.totals.orders") },
    { key: "buyerCount", label: t("orderFigures.report.totals.buyers") },
    { key: "goodsQuantity", label: t("orderFigures.report.totals.quantity") },
    { key: "goodsAmount", label: t("orderFigures.report.totals.goodsAmount") },
    { key: "discount", label: t("orderFigures.report.totals.discount") },
    { key: "freight", label: t("orderFigures.report.totals.freight") },
    { key: "paidAmount", label: t("orderFigures.report.totals.paid"), strong: true },
    { key: "refunds", label: t("orderFigures.report.totals.refunds", { n: r?.totals.refundCount ?? 0 }) },
    { key: "settled", label: t("orderFigures.report.totals.settled"), strong: true },
    { key: "pending", label: t("orderFigures.report.totals.pending") },
  ];
  const exportCsv = () => {
    if (!r) return;
    const w: ReportCsvWords = {
      title: t("orderFigures.report.title"),
      totals: t("orderFigures.report.csvTotals"),
      item: t("orderFigures.report.csvItem"),
      value: t("orderFigures.report.csvValue"),
      totalsRows: totals.map((x) => ({ key: x.key, label: x.label, money: MONEY.includes(x.key) })),
      byGoods: t("orderFigures.report.byGoods"),
      byCategory: t("orderFigures.report.byCategory"),
      topBuyers: t("orderFigures.report.topBuyers"),
      goods: t("orderFigures.report.goods"),
      spec: t("orderFigures.report.spec"),
      category: t("orderFigures.report.category"),
      uncategorized: t("orderFigures.report.uncategorized"),
      buyer: t("orderFigures.report.buyer"),
      quantity: t("orderFigures.report.quantity"),
      amountYuan: t("orderFigures.report.amountYuan"),
      share: t("orderFigures.report.share"),
      orders: t("orderFigures.report.orders"),
      date: t("orderFigures.words.date"),
      refundsYuan: `${t("orderFigures.report.refundsLine")}（¥）`,
    };
    downloadCsv(t("orderFigures.report.file", { from: r.from, to: r.to }), reportCsv(r, w));
  };

  return (
    <div data-testid="sales-report">
      <PageHeader
        title={t("orderFigures.report.title")}
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!r} data-testid="export-csv">
            {t("orderFigures.report.exportCsv")}
          </Button>
        }
      />
      <ReportControls period={period} onPeriod={setPeriod} onKeyword={setKeyword} />
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          <SumCards
            loading={q.isLoading}
            items={totals.map((x) => ({ key: x.key, title: x.label, value: MONEY.includes(x.key) ? formatFen(r?.totals[x.key] ?? 0) : (r?.totals[x.key] ?? 0), strong: x.strong }))}
          />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="report-notes">
            {t("orderFigures.report.notes", { fee: rateText(ORDER_FEE_BP) })}
          </Typography.Paragraph>
          <Card size="small" title={t("orderFigures.report.chart")} extra={<span style={{ color: "#595959", fontSize: 12 }}>{t("orderFigures.report.range", { from: period.from, to: period.to })}</span>}>
            {q.isLoading ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : r && !isEmptyReport(r) ? (
              <FiguresChart points={points} words={words} counts={["orders"]} label={t("orderFigures.report.chart")} />
            ) : (
              <Empty style={{ padding: "60px 0" }} description={t("orderFigures.report.empty")} data-testid="report-empty" />
            )}
          </Card>
          <Tables r={r} loading={q.isFetching} />
        </>
      )}
    </div>
  );
}
