import type { OutsideChannel } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import type { ChannelBook } from "../ledger";
import { sandboxTxn } from "./schema";

/**
 * How long a finished transaction whose notification is still queued counts as "in flight" (the
 * platform cannot have booked it yet). Longer than any notify-late delay an operator would set for a
 * test; after it, an unbooked transaction is a difference (a delivery that keeps failing, say).
 */
export const IN_FLIGHT_GRACE_MS = 60 * 60_000;

/**
 * The sandbox bank's own record of what it moved for us, per channel (fen): paid in (PAY) − refunded
 * − paid out (WITHDRAW), over its successful transactions; `inFlight`: the part whose notification is
 * still on its way (queued, finished within the grace period). Reads through `db` (the caller's
 * snapshot, e.g. the reconciliation's).
 */
export async function bankBooks(db: Db, now: Date): Promise<ChannelBook[]> {
  const signed = sql`case when ${sandboxTxn.op} = 'PAY' then ${sandboxTxn.amount} else -${sandboxTxn.amount} end`;
  const since = new Date(now.getTime() - IN_FLIGHT_GRACE_MS);
  const rows = await db
    .select({
      channel: sandboxTxn.channel,
      net: sql<string>`coalesce(sum(${signed}), 0)::text`,
      inFlight: sql<string>`coalesce(sum(${signed}) filter (where ${sandboxTxn.notifyState} = 'SCHEDULED' and ${sandboxTxn.finishedAt} > ${since}), 0)::text`,
    })
    .from(sandboxTxn)
    .where(sql`${sandboxTxn.status} = 'SUCCESS'`)
    .groupBy(sandboxTxn.channel);
  return rows.map((r) => ({ channel: r.channel as OutsideChannel, net: Number(r.net), inFlight: Number(r.inFlight) }));
}
