import { farmAnalysis, type AnalysisCode, type AnalysisResult } from "@qinlian/contract";
import { DownloadOutlined } from "@ant-design/icons";
import { Button, Card, DatePicker, Empty, Skeleton, Space, Table, Typography } from "antd";
import { ScrollableTable } from "../../../kit/SearchBar";
import type { ColumnsType } from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { lazy, Suspense, useMemo, useState } from "react";
import { useCall } from "../../../api";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { BatchSelect, PlotSelect } from "../book/parts";
import { analysisCsv, downloadText } from "./csv";
import { useAnalysisTexts } from "./texts";

const AnalysisChart = lazy(() => import("./AnalysisChart"));

export const ANALYSIS_CALLS = {
  ny: farmAnalysis.selNyDatas,
  sf: farmAnalysis.selSfDatas,
  sz: farmAnalysis.selSzDatas,
  yg: farmAnalysis.selYgDatas,
  nj: farmAnalysis.selNjDatas,
  xs: farmAnalysis.selXsDatas,
  zz: farmAnalysis.selZzDatas,
} as const;

const num = (v: number | null | undefined, money: boolean) => (v == null ? "-" : money ? formatFen(v, { symbol: false }) : v.toLocaleString(undefined, { maximumFractionDigits: 3 }));

/** Whether any series or breakdown row has something to show. */
const hasData = (r: AnalysisResult) =>
  r.series.some((s) => s.values.some((v) => v !== null && v !== 0)) || r.breakdown.rows.some((row) => Object.values(row.values).some((v) => v !== null && v !== 0));

/**
 * One analysis (chart + monthly table + breakdown table + CSV export) with its filters: a month range
 * (default the last 12 months), a plot (unless `plotId` fixes it) and a batch.
 */
export function AnalysisView({ code, plotId: fixedPlot }: { code: AnalysisCode; plotId?: string }) {
  const { d, lang } = useAnalysisTexts();
  const en = lang.startsWith("en");
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [plotId, setPlotId] = useState<string | undefined>();
  const [batchId, setBatchId] = useState<string | undefined>();
  const input = {
    monthFrom: range?.[0].format("YYYY-MM"),
    monthTo: range?.[1].format("YYYY-MM"),
    plotId: fixedPlot ?? plotId,
    batchId,
  };
  const q = useCall(ANALYSIS_CALLS[code], input);
  const r = q.data;
  const title = d(`titles.${code}`);
  const unit = (u: string) => (u ? (en ? ` (${u})` : `（${u}）`) : "");
  // months with nothing recorded are left out of the table (the chart and the CSV keep every month)
  const monthRows = useMemo(
    () =>
      r
        ? [
            ...r.months.map((m, i) => ({ key: m, month: m, i })).filter((x) => r.series.some((s) => s.values[x.i] !== null && s.values[x.i] !== 0)),
            { key: "total", month: d("total"), i: -1 },
          ]
        : [],
    [r, d],
  );
  const monthCols: ColumnsType<{ key: string; month: string; i: number }> = r
    ? [
        { title: d("month"), dataIndex: "month", fixed: "left", width: 90, render: (v: string, row) => (row.i < 0 ? <b>{v}</b> : v) },
        ...r.series.map((s) => ({
          title: `${en ? s.labelEn : s.label}${unit(en ? s.unitEn : s.unit)}`,
          key: s.key,
          align: "right" as const,
          render: (_: unknown, row: { i: number }) => (row.i < 0 ? <b>{num(s.total, s.money)}</b> : num(s.values[row.i], s.money)),
        })),
      ]
    : [];
  const b = r?.breakdown;
  const breakdownCols: ColumnsType<AnalysisResult["breakdown"]["rows"][number]> = b
    ? [
        { title: en ? b.titleEn : b.title, key: "name", fixed: "left", render: (_, row) => (en ? row.nameEn : row.name) },
        ...b.columns.map((c) => ({
          title: `${en ? c.labelEn : c.label}${unit(en ? c.unitEn : c.unit)}`,
          key: c.key,
          align: "right" as const,
          render: (_: unknown, row: AnalysisResult["breakdown"]["rows"][number]) => num(row.values[c.key], c.money),
        })),
      ]
    : [];
  const exportCsv = () => {
    if (!r) return;
    downloadText(`${title}-${r.monthFrom}_${r.monthTo}.csv`, analysisCsv(r, en, { month: d("month"), total: d("total") }));
  };
  return (
    <div data-testid={`analysis-${code}`}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {d(`intro.${code}`)}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          picker="month"
          aria-label={d("period")}
          value={range ?? (r ? [dayjs(`${r.monthFrom}-01`), dayjs(`${r.monthTo}-01`)] : null)}
          onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)}
          allowClear
          style={{ width: 220 }}
        />
        {!fixedPlot && <PlotSelect allowClear placeholder={d("allPlots")} aria-label={d("plot")} value={plotId} onChange={setPlotId} style={{ width: 140 }} />}
        <BatchSelect allowClear placeholder={d("allBatches")} aria-label={d("batch")} value={batchId} onChange={setBatchId} style={{ width: 180 }} />
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!r} data-testid="analysis-csv">
          {d("exportCsv")}
        </Button>
      </Space>
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : !r ? (
        <Skeleton active />
      ) : !hasData(r) ? (
        <Empty description={d("empty")} data-testid="analysis-empty" />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Suspense fallback={<Skeleton active />}>
              <AnalysisChart result={r} en={en} label={d("chartLabel", { title })} />
            </Suspense>
          </Card>
          <Card size="small" title={d("byMonth")} style={{ marginBottom: 16 }}>
            <ScrollableTable>
              <Table size="small" rowKey="key" pagination={false} dataSource={monthRows} columns={monthCols} scroll={{ x: "max-content" }} data-testid="analysis-month-table" />
            </ScrollableTable>
          </Card>
          {b && (
            <Card size="small" title={en ? b.titleEn : b.title}>
              <ScrollableTable>
                <Table size="small" rowKey="name" pagination={false} dataSource={b.rows} columns={breakdownCols} scroll={{ x: "max-content" }} data-testid="analysis-breakdown" />
              </ScrollableTable>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
