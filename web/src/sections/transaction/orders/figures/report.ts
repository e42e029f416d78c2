import type { SalesReportView } from "@qinlian/contract";
import dayjs from "dayjs";
import { buildCsv, fenToYuan, type CsvValue } from "./csv";
import type { FigurePoint, Period } from "./period";

/** How the sales report's period is chosen: one day, one month, or a custom range. */
export type ReportMode = "day" | "month" | "custom";

const DAY = "YYYY-MM-DD";

/** One day. */
export const dayPeriod = (day: string): Period => ({ from: day, to: day });

/** A month (yyyy-MM) up to its last day, or up to today for the current month. */
export function monthPeriod(month: string, today: string): Period {
  const first = dayjs(`${month}-01`);
  const last = first.endOf("month").format(DAY);
  return { from: first.format(DAY), to: last > today ? today : last };
}

/** The default: this month so far. */
export const defaultPeriod = (today: string): Period => monthPeriod(today.slice(0, 7), today);

/** Basis points as a percentage: 3333 → "33.33%". */
export const shareText = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;

/** The trend as the figures chart draws it (no shipped bars here). */
export const reportPoints = (r: Pick<SalesReportView, "series">): FigurePoint[] => r.series.map((p) => ({ date: p.date, orderCount: p.orderCount, amount: p.amount, shippedCount: 0 }));

/** Nothing sold or refunded in the period. */
export const isEmptyReport = (r: Pick<SalesReportView, "totals">): boolean => r.totals.orderCount === 0 && r.totals.refundCount === 0;

export interface ReportCsvWords {
  title: string;
  totals: string;
  item: string;
  value: string;
  totalsRows: { key: keyof SalesReportView["totals"]; label: string; money: boolean }[];
  byGoods: string;
  byCategory: string;
  topBuyers: string;
  goods: string;
  spec: string;
  category: string;
  uncategorized: string;
  buyer: string;
  quantity: string;
  amountYuan: string;
  share: string;
  orders: string;
  date: string;
  refundsYuan: string;
}

/**
 * The whole report as one CSV (the figures' CSV rules: BOM, CRLF, quoting, formula guard): the
 * period, the totals, then each table after an empty row; money in yuan, shares as percentages.
 */
export function reportCsv(r: SalesReportView, w: ReportCsvWords): string {
  const rows: CsvValue[][] = [];
  const gap = () => rows.push([]);
  rows.push([w.totals], [w.item, w.value]);
  for (const t of w.totalsRows) rows.push([t.label, t.money ? fenToYuan(r.totals[t.key]) : r.totals[t.key]]);
  gap();
  rows.push([w.byGoods], [w.goods, w.spec, w.quantity, w.amountYuan, w.share]);
  for (const g of r.byGoods) rows.push([g.goodsName, g.specName, g.quantity, fenToYuan(g.amount), shareText(g.share)]);
  gap();
  rows.push([w.byCategory], [w.category, w.quantity, w.amountYuan, w.share]);
  for (const c of r.byCategory) rows.push([c.categoryName ?? w.uncategorized, c.quantity, fenToYuan(c.amount), shareText(c.share)]);
  gap();
  rows.push([w.topBuyers], [w.buyer, w.orders, w.amountYuan, w.share]);
  for (const b of r.topBuyers) rows.push([b.buyerName, b.orderCount, fenToYuan(b.amount), shareText(b.share)]);
  gap();
  rows.push([w.date, w.orders, w.amountYuan, w.refundsYuan]);
  for (const p of r.series) rows.push([p.date, p.orderCount, fenToYuan(p.amount), fenToYuan(p.refunds)]);
  return buildCsv([w.title, r.from, r.to], rows);
}
