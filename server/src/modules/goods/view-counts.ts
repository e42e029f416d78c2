/**
 * Goods views, counted without a write on the read (issue 14).
 *
 * The detail page used to run `update goods set view_count = view_count + 1` on every opening, so all
 * viewers of a hot goods queued on one row lock and every read was a write. Now an opening only adds
 * one to a count in this process's memory (per database, per goods id); a timer writes the counts
 * gathered into `goods.view_count` every VIEW_FLUSH_MS in ONE statement (an `update … from (values …)`
 * over the goods viewed since the last flush), and the app flushes once more when it closes.
 *
 * The trade-off, chosen on purpose: the stored figure (the "sort by views" list, the seller's totals)
 * shows a view up to VIEW_FLUSH_MS late, and the views of the last few seconds are lost if the process
 * dies without closing (a crash, kill -9). A graceful stop (SIGTERM/SIGINT → app close) loses none.
 * A flush that fails keeps its counts and tries again at the next flush. Several server processes each
 * count and flush their own views; the additions commute, so none is lost or counted twice.
 * The flush does not touch `updated_at` (a view is not an edit) and emits no event.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";

export const VIEW_FLUSH_MS = 3_000;
/** Goods per statement (two parameters each, well under the protocol's 65 535). */
const CHUNK = 2_000;

class ViewCounts {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(goodsId: string): void {
    this.pending.set(goodsId, (this.pending.get(goodsId) ?? 0) + 1);
    this.schedule();
  }

  /** Views counted here and not yet written. */
  waiting(goodsId: string): number {
    return this.pending.get(goodsId) ?? 0;
  }

  /** Writes what is pending now (after any flush under way); stops the timer until the next view. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const run = this.last.then(() => this.write());
    this.last = run.catch(() => undefined);
    return run;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => undefined);
    }, VIEW_FLUSH_MS);
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.pending = new Map();
    for (let i = 0; i < batch.length; i += CHUNK) {
      const part = batch.slice(i, i + CHUNK);
      try {
        const rows = sql.join(
          part.map(([id, n]) => sql`(${id}, ${n}::int)`),
          sql`, `,
        );
        await this.db.execute(sql`update goods set view_count = goods.view_count + v.n from (values ${rows}) as v(id, n) where goods.id = v.id`);
      } catch (e) {
        // keep what was not written for the next flush
        for (const [id, n] of batch.slice(i)) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.log.warn({ err: e, goods: batch.length - i }, "goods view counts not written; kept for the next flush");
        this.schedule();
        throw e;
      }
    }
  }
}

/** One counter per database (the pipeline's, never a transaction's: views are not part of one). */
const counters = new WeakMap<Db, ViewCounts>();

/**
 * Counts one view of the goods: no database work in the request. (Inside a transaction, which the
 * detail call never is, the view is written with it instead: a transaction's handle outlives no flush.)
 */
export async function countView(ctx: Pick<Ctx, "db" | "log" | "inTransaction">, goodsId: string): Promise<void> {
  if (ctx.inTransaction) {
    await ctx.db.execute(sql`update goods set view_count = view_count + 1 where id = ${goodsId}`);
    return;
  }
  let c = counters.get(ctx.db);
  if (!c) counters.set(ctx.db, (c = new ViewCounts(ctx.db, ctx.log)));
  c.add(goodsId);
}

/** Views of the goods counted in this process and not yet in `goods.view_count`. */
export function viewsWaiting(ctx: Pick<Ctx, "db">, goodsId: string): number {
  return counters.get(ctx.db)?.waiting(goodsId) ?? 0;
}

/**
 * Writes the views counted so far into `goods.view_count` now. The app calls it when it closes (after
 * the last request, before the database closes); tests call it instead of waiting for the timer.
 */
export async function flushGoodsViews(db: Db): Promise<void> {
  await counters.get(db)?.flush();
}
