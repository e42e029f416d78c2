/** ISO-8601 string of a timestamp column value (null stays null). */
export function iso(d: Date | string): string;
export function iso(d: Date | string | null | undefined): string | null;
export function iso(d: Date | string | null | undefined): string | null {
  if (d == null) return null;
  return (typeof d === "string" ? new Date(d) : d).toISOString();
}
