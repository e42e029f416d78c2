import dayjs from "dayjs";

/** One day (or month) of the seller's figures, as the statistics calls answer it. */
export interface FigurePoint {
  date: string;
  orderCount: number;
  amount: number;
  shippedCount: number;
}

export const PERIOD_PRESETS = [7, 30, 90] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
/** The longest custom period the statistics screen asks for (a year and a day). */
export const MAX_PERIOD_DAYS = 366;

export interface Period {
  from: string;
  to: string;
}

const DAY = "YYYY-MM-DD";

/** The last `n` days up to and including `today` (yyyy-MM-dd). */
export function presetPeriod(n: PeriodPreset, today: string): Period {
  return { from: dayjs(today).subtract(n - 1, "day").format(DAY), to: dayjs(today).format(DAY) };
}

/** Every day from `from` to `to` inclusive ([] when to is before from). */
export function daysOf({ from, to }: Period): string[] {
  const out: string[] = [];
  const end = dayjs(to);
  for (let d = dayjs(from); !d.isAfter(end, "day"); d = d.add(1, "day")) out.push(d.format(DAY));
  return out;
}

/** The days of a month (month 1–12). */
export function monthDays(year: number, month: number): string[] {
  const first = dayjs(new Date(year, month - 1, 1));
  return daysOf({ from: first.format(DAY), to: first.endOf("month").format(DAY) });
}

/** The series with a zero point for every listed date the server left out (days without orders), in order. */
export function fillSeries(points: readonly FigurePoint[], dates: readonly string[]): FigurePoint[] {
  const by = new Map(points.map((p) => [p.date, p]));
  return dates.map((date) => by.get(date) ?? { date, orderCount: 0, amount: 0, shippedCount: 0 });
}

/** Totals of a series (orders, amount, shipped). */
export function sumSeries(points: readonly FigurePoint[]): Omit<FigurePoint, "date"> {
  return points.reduce((s, p) => ({ orderCount: s.orderCount + p.orderCount, amount: s.amount + p.amount, shippedCount: s.shippedCount + p.shippedCount }), { orderCount: 0, amount: 0, shippedCount: 0 });
}

/** Why a custom period cannot be asked for, or null when it can. */
export function periodProblem({ from, to }: Period, today: string): "order" | "future" | "long" | null {
  if (dayjs(to).isBefore(dayjs(from), "day")) return "order";
  if (dayjs(to).isAfter(dayjs(today), "day")) return "future";
  if (dayjs(to).diff(dayjs(from), "day") + 1 > MAX_PERIOD_DAYS) return "long";
  return null;
}

/** "93.5%": shipped of ordered (can pass 100 % when earlier orders ship in the period); "-" without orders. */
export const shipRate = (shipped: number, orders: number): string => (orders > 0 ? `${Math.round((shipped / orders) * 1000) / 10}%` : "-");

/** A fee rate in basis points as people read it: 60 → "0.6%", 125 → "1.25%". */
export const rateText = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;
