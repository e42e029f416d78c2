import dayjs from "dayjs";

/** A time as people here write it: 2026-11-22 10:17 (the browser's time zone); "-" when there is none. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "-";
}
