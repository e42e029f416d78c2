/** ISO-8601 string of a timestamp column value (null stays null). */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | null;
export function iso(d: Date | string | null | undefined): string | null {
  if (d == null) return null;
  return (typeof d === "string" ? new Date(d) : d).toISOString();
}

/** The calendar day (YYYY-MM-DD) at `d` in China (UTC+8, no daylight saving): the day people see. */
export function chinaDay(d: Date): string {
  return new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
