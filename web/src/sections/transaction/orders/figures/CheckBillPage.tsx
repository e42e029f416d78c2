import { order } from "@qinlian/contract";
import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Skeleton, Space, Statistic, Table, Tag } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../../api";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import { ScrollableTable } from "../../../../kit/SearchBar";
import { downloadCsv, seriesCsv } from "./csv";
import { FiguresChart } from "./FiguresChart";
import { SumCards } from "./parts";
import { fillSeries, monthDays, rateText, sumSeries, type FigurePoint } from "./period";
import "./texts";

const COUNT_KEYS = ["UNPAID", "UNSENT", "UNRECEIVED", "UNEVALUATED", "ALL"] as const;

/** The overview (today, this month, all time) and the orders waiting at each stage. */
function Overview() {
  const { t } = useTranslation();
  const q = useCall(order.statisticalOrder, {});
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const d = q.data;
  const block = (key: "today" | "month" | "total", title: string) => (
    <Col xs={24} md={8} key={key}>
      <Card size="small" title={title} loading={q.isLoading} data-testid={`overview-${key}`}>
        <Space size={24} wrap>
          <Statistic title={t("orderFigures.words.amount")} value={formatFen(d?.[key].amount ?? 0)} valueStyle={{ fontSize: 18, color: "#d4380d" }} />
          <Statistic title={t("orderFigures.words.orders")} value={d?.[key].orderCount ?? 0} valueStyle={{ fontSize: 18 }} />
          <Statistic title={t("orderFigures.words.buyers")} value={d?.[key].buyerCount ?? 0} valueStyle={{ fontSize: 18 }} />
        </Space>
      </Card>
    </Col>
  );
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {block("today", t("orderFigures.bill.today"))}
        {block("month", t("orderFigures.bill.thisMonth"))}
        {block("total", t("orderFigures.bill.total"))}
      </Row>
      {d && (
        <div style={{ marginBottom: 16, display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" }} data-testid="overview-counts">
          <span style={{ color: "#595959" }}>{t("orderFigures.bill.counts")}:</span>
          {COUNT_KEYS.map((k) => (
            <Tag key={k} bordered={false}>
              {t(`orderFigures.bill.stage.${k}`)} {d.counts[k]}
            </Tag>
          ))}
        </div>
      )}
    </>
  );
}

/** /transaction/checkBill_sell — the seller's statement for a month: sums, the fee, a trend, the table by day and its CSV. */
export default function CheckBillPage() {
  const { t } = useTranslation();
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf("month"));
  const year = month.year();
  const m = month.month() + 1;
  const from = month.startOf("month").format("YYYY-MM-DD");
  const to = month.endOf("month").format("YYYY-MM-DD");
  const days = useCall(order.selectOrderMoneyByYmd, { year, month: m }, { placeholderData: (prev) => prev });
  const sums = useCall(order.selectOrderSumMoneyByParam, { from, to });
  const fee = useCall(order.fetchServiceUnitFee, { amount: sums.data?.amount ?? 0 }, { enabled: !!sums.data });
  const points: FigurePoint[] = useMemo(() => fillSeries(days.data ?? [], monthDays(year, m)), [days.data, year, m]);
  const totals = sumSeries(points);
  const words = useMemo(() => ({ orders: t("orderFigures.words.orders"), amount: t("orderFigures.words.amount"), shipped: t("orderFigures.words.shipped") }), [t]);
  const counts = useMemo(() => ["orders" as const], []);
  const monthText = month.format("YYYY-MM");
  const exportCsv = () =>
    downloadCsv(
      t("orderFigures.bill.file", { month: monthText }),
      seriesCsv(points, { date: t("orderFigures.words.date"), orders: words.orders, amount: t("orderFigures.bill.amountYuan"), total: t("orderFigures.words.total") }),
    );
  const amount = sums.data?.amount ?? totals.amount;
  const feeFen = fee.data?.fee;

  return (
    <div data-testid="check-bill">
      <PageHeader
        title={t("orderFigures.bill.title")}
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!days.data} data-testid="export-csv">
            {t("orderFigures.bill.exportCsv")}
          </Button>
        }
      />
      <Overview />
      <Space wrap style={{ marginBottom: 16 }}>
        <span>{t("orderFigures.bill.month")}</span>
        <DatePicker
          picker="month"
          value={month}
          allowClear={false}
          aria-label={t("orderFigures.bill.month")}
          disabledDate={(d) => d.isAfter(dayjs(), "month")}
          onChange={(v) => v && setMonth(v.startOf("month"))}
          data-testid="bill-month"
        />
      </Space>
      {days.isError || sums.isError ? (
        <LoadFailed
          onRetry={() => {
            void days.refetch();
            void sums.refetch();
          }}
        />
      ) : (
        <>
          <SumCards
            loading={sums.isLoading}
            items={[
              { key: "amount", title: t("orderFigures.words.amount"), value: formatFen(amount), strong: true },
              { key: "orders", title: t("orderFigures.words.orders"), value: sums.data?.orderCount ?? totals.orderCount },
              { key: "quantity", title: t("orderFigures.words.quantity"), value: sums.data?.goodsQuantity ?? 0 },
              { key: "buyers", title: t("orderFigures.words.buyers"), value: sums.data?.buyerCount ?? 0 },
              { key: "fee", title: t("orderFigures.bill.fee"), value: feeFen != null ? formatFen(feeFen) : "-" },
              { key: "net", title: t("orderFigures.bill.net"), value: feeFen != null ? formatFen(amount - feeFen) : "-" },
            ]}
          />
          {fee.data && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("orderFigures.bill.feeNote", { rate: rateText(fee.data.rateBp) })} data-testid="fee-note" />}
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={15}>
              <Card size="small" title={t("orderFigures.bill.chart")} extra={<span style={{ color: "#595959", fontSize: 12 }}>{monthText}</span>}>
                {days.isLoading ? (
                  <Skeleton active paragraph={{ rows: 6 }} />
                ) : totals.orderCount || totals.amount ? (
                  <FiguresChart points={points} words={words} counts={counts} label={t("orderFigures.bill.chart")} />
                ) : (
                  <Empty style={{ padding: "60px 0" }} description={t("orderFigures.bill.empty")} />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={9}>
              <Card size="small" title={t("orderFigures.bill.table")}>
                <ScrollableTable>
                  <Table<FigurePoint>
                    data-testid="bill-table"
                    rowKey="date"
                    size="small"
                    loading={days.isFetching}
                    dataSource={points}
                    pagination={false}
                    scroll={{ y: 320 }}
                    columns={[
                      { title: t("orderFigures.words.date"), dataIndex: "date", render: (v: string) => <span style={{ whiteSpace: "nowrap" }}>{v}</span> },
                      { title: words.orders, dataIndex: "orderCount", align: "right" },
                      { title: words.amount, dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
                    ]}
                    summary={() => (
                      <Table.Summary fixed>
                        <Table.Summary.Row>
                          <Table.Summary.Cell index={0}>
                            <b>{t("orderFigures.words.total")}</b>
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={1} align="right">
                            {totals.orderCount}
                          </Table.Summary.Cell>
                          <Table.Summary.Cell index={2} align="right">
                            {formatFen(totals.amount)}
                          </Table.Summary.Cell>
                        </Table.Summary.Row>
                      </Table.Summary>
                    )}
                  />
                </ScrollableTable>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
