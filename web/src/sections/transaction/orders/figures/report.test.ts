import type { SalesReportView } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { dayPeriod, defaultPeriod, isEmptyReport, monthPeriod, reportCsv, reportPoints, shareText, type ReportCsvWords } from "./report";

const view: SalesReportView = {
  from: "2026-11-01",
  to: "2026-11-02",
  totals: { orderCount: 3, buyerCount: 2, goodsQuantity: 6, goodsAmount: 53_600, discount: 1_000, freight: 0, paidAmount: 52_600, refundCount: 1, refunds: 8_800, platformFee: 30, settled: 4_970, pending: 47_600 },
  series: [
    { date: "2026-11-01", orderCount: 0, amount: 0, refunds: 0 },
    { date: "2026-11-02", orderCount: 3, amount: 52_600, refunds: 8_800 },
  ],
  byGoods: [{ goodsId: "g1", specId: "s1", goodsName: "=蛋鸡料, 高峰期", specName: "40kg/袋", unit: "袋", quantity: 2, amount: 33_600, share: 6388 }],
  byCategory: [{ categoryId: null, categoryName: null, quantity: 6, amount: 52_600, share: 10_000 }],
  topBuyers: [{ buyerBoId: "b1", buyerName: "张三", orderCount: 2, amount: 47_600, share: 9049 }],
};

const words: ReportCsvWords = {
  title: "销售报表",
  totals: "合计",
  item: "项目",
  value: "数值",
  totalsRows: [
    { key: "orderCount", label: "成交订单", money: false },
    { key: "paidAmount", label: "实付金额", money: true },
  ],
  byGoods: "按商品规格",
  byCategory: "按类目",
  topBuyers: "买家排行",
  goods: "商品",
  spec: "规格",
  category: "类目",
  uncategorized: "未归类",
  buyer: "买家",
  quantity: "数量",
  amountYuan: "金额（元）",
  share: "占比",
  orders: "订单数",
  date: "日期",
  refundsYuan: "退款（元）",
};

describe("the sales report's period and export", () => {
  it("defaults to this month so far; a past month runs to its last day; a day is itself", () => {
    expect(defaultPeriod("2026-11-24")).toEqual({ from: "2026-11-01", to: "2026-11-24" });
    expect(monthPeriod("2026-02", "2026-11-24")).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    expect(monthPeriod("2024-02", "2026-11-24")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(dayPeriod("2026-11-03")).toEqual({ from: "2026-11-03", to: "2026-11-03" });
  });

  it("words shares, maps the trend, knows an empty report", () => {
    expect([shareText(6388), shareText(10_000), shareText(0), shareText(3333)]).toEqual(["63.88%", "100%", "0%", "33.33%"]);
    expect(reportPoints(view)[1]).toEqual({ date: "2026-11-02", orderCount: 3, amount: 52_600, shippedCount: 0 });
    expect(isEmptyReport(view)).toBe(false);
    expect(isEmptyReport({ totals: { ...view.totals, orderCount: 0, refundCount: 0 } })).toBe(true);
  });

  it("exports every section in yuan, quoting and guarding cells", () => {
    const csv = reportCsv(view, words);
    const lines = csv.slice(1).split("\r\n");
    expect(csv.startsWith("\ufeff销售报表,2026-11-01,2026-11-02\r\n")).toBe(true);
    expect(lines).toContain("实付金额,526.00");
    expect(lines).toContain(`"'=蛋鸡料, 高峰期",40kg/袋,2,336.00,63.88%`);
    expect(lines).toContain("未归类,6,526.00,100%");
    expect(lines).toContain("张三,2,476.00,90.49%");
    expect(lines).toContain("2026-11-02,3,526.00,88.00");
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
