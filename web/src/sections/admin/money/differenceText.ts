import type { ReconcileRunView } from "@qinlian/contract";
import { formatFen } from "../../../kit/Money";

type Difference = ReconcileRunView["differences"][number];
type T = (key: string, vars?: Record<string, string | number>) => string;

const num = (v: string | number | undefined): number => (typeof v === "number" ? v : Number(v ?? 0));

/** A difference found by the reconciliation, in words (amounts in yuan, channels by name). */
export function differenceText(t: T, d: Difference): string {
  const x = d.detail;
  const channelName = (code: string | number | undefined) => (code ? t(`channelAdmin.channels.${String(code)}`, { defaultValue: String(code) }) : "");
  const vars: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(x)) vars[k] = typeof v === "number" && !["entryId"].includes(k) ? formatFen(v) : v;
  if (d.kind === "CLEARING_MISMATCH") {
    const expected = num(x.inFlight) - num(x.bank);
    vars.channel = channelName(x.channel);
    vars.expected = formatFen(expected);
    vars.gap = formatFen(Math.abs(num(x.ledger) - expected));
  } else if (d.kind === "BALANCE_MISMATCH") {
    vars.channel = x.channel ? ` ${channelName(x.channel)}` : "";
  }
  return t(`channelAdmin.reconcile.diff.${d.kind}`, vars);
}
