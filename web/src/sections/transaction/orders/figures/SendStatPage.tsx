import { order } from "@qinlian/contract";
import { DownloadOutlined } from "@ant-design/icons";
import { Button, Card, Col, Empty, Row, Skeleton, Table } from "antd";
import dayjs from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../../api";
import { LoadFailed } from "../../../../kit/LoadFailed";
import { formatFen } from "../../../../kit/Money";
import { PageHeader } from "../../../../kit/PageHeader";
import { ScrollableTable } from "../../../../kit/SearchBar";
import { downloadCsv, seriesCsv } from "./csv";
import { FiguresChart } from "./FiguresChart";
import { PeriodPicker, SumCards } from "./parts";
import { daysOf, fillSeries, presetPeriod, shipRate, sumSeries, type FigurePoint, type Period } from "./period";
import "./texts";

/** /transaction/orderStat/sendStat — orders, sales and shipments per day over a period: sums, a chart, the table and its CSV. */
export default function SendStatPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>(() => presetPeriod(30, dayjs().format("YYYY-MM-DD")));
  const q = useCall(order.statisticalDuringOrder, period, { placeholderData: (prev) => prev });
  const points: FigurePoint[] = useMemo(() => fillSeries(q.data?.series ?? [], daysOf(period)), [q.data, period]);
  const totals = sumSeries(points);
  const words = useMemo(() => ({ orders: t("orderFigures.words.orders"), amount: t("orderFigures.words.amount"), shipped: t("orderFigures.words.shipped") }), [t]);
  const newestFirst = useMemo(() => [...points].reverse(), [points]);
  const hasAny = totals.orderCount > 0 || totals.shippedCount > 0 || totals.amount > 0;
  const exportCsv = () =>
    downloadCsv(
      t("orderFigures.sendStat.file", { from: period.from, to: period.to }),
      seriesCsv(points, { date: t("orderFigures.words.date"), orders: words.orders, amount: t("orderFigures.sendStat.amountYuan"), shipped: words.shipped, total: t("orderFigures.words.total") }),
    );
  const sums = q.data?.sums;

  return (
    <div data-testid="send-stat">
      <PageHeader
        title={t("orderFigures.sendStat.title")}
        extra={
          <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={!q.data} data-testid="export-csv">
            {t("orderFigures.sendStat.exportCsv")}
          </Button>
        }
      />
      <PeriodPicker value={period} onChange={setPeriod} />
      {q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          <SumCards
            loading={q.isLoading}
            items={[
              { key: "orders", title: words.orders, value: sums?.orderCount ?? 0 },
              { key: "amount", title: words.amount, value: formatFen(sums?.amount ?? 0), strong: true },
              { key: "shipped", title: words.shipped, value: totals.shippedCount },
              { key: "shipRate", title: t("orderFigures.sendStat.shipRate"), value: shipRate(totals.shippedCount, totals.orderCount) },
              { key: "quantity", title: t("orderFigures.words.quantity"), value: sums?.goodsQuantity ?? 0 },
              { key: "buyers", title: t("orderFigures.words.buyers"), value: sums?.buyerCount ?? 0 },
            ]}
          />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={15}>
              <Card size="small" title={t("orderFigures.sendStat.chart")} extra={<span style={{ color: "#595959", fontSize: 12 }}>{t("orderFigures.period.range", { from: period.from, to: period.to })}</span>}>
                {q.isLoading ? (
                  <Skeleton active paragraph={{ rows: 6 }} />
                ) : hasAny ? (
                  <FiguresChart points={points} words={words} label={t("orderFigures.sendStat.chart")} />
                ) : (
                  <Empty style={{ padding: "60px 0" }} description={t("orderFigures.sendStat.empty")} />
                )}
              </Card>
            </Col>
            <Col xs={24} xl={9}>
              <Card size="small" title={t("orderFigures.sendStat.table")}>
                <ScrollableTable>
                  <Table<FigurePoint>
                    data-testid="send-stat-table"
                    rowKey="date"
                    size="small"
                    loading={q.isFetching}
                    dataSource={newestFirst}
                    pagination={false}
                    scroll={{ y: 320 }}
                    columns={[
                      { title: t("orderFigures.words.date"), dataIndex: "date", render: (v: string) => <span style={{ whiteSpace: "nowrap" }}>{v}</span> },
                      { title: words.orders, dataIndex: "orderCount", align: "right" },
                      { title: words.amount, dataIndex: "amount", align: "right", render: (v: number) => formatFen(v) },
                      { title: words.shipped, dataIndex: "shippedCount", align: "right" },
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
                          <Table.Summary.Cell index={3} align="right">
                            {totals.shippedCount}
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
