import { useEffect, useState } from "react";

/** Milliseconds from `now` to the ISO `deadline` (0 once passed; null without a deadline). */
export function remainingMs(deadline: string | null | undefined, now: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/**
 * A time left in words, the two largest units: "2天3小时" / "2d 3h", "5小时07分" / "5h 07m",
 * "29分05秒" / "29m 05s", "45秒" / "45s"; zero reads "0秒" / "0s".
 */
export function formatCountdown(ms: number, lang: string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  const en = lang === "en";
  if (d > 0) return en ? `${d}d ${h}h` : `${d}天${h}小时`;
  if (h > 0) return en ? `${h}h ${two(m)}m` : `${h}小时${two(m)}分`;
  if (m > 0) return en ? `${m}m ${two(s)}s` : `${m}分${two(s)}秒`;
  return en ? `${s}s` : `${s}秒`;
}

/** The clock, ticking every `everyMs` (one second by default) while the component is shown. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
