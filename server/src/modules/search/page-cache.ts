/**
 * The ranked ids of a search page, kept until the index changes (issue 14), as a search engine's
 * request cache is kept until its next refresh: a page asked again reads nothing, while any write to
 * the index (every goods or shop change, through the indexer, in the writer's transaction; the daily
 * drop of expired posts) makes every kept page stale — at once when the write is made and again when
 * it commits, and a page read while a write was in flight is never served after it (an epoch
 * counter). So within this process the results are exact and live: an off-shelf goods is gone from
 * the next search. Another process (several app instances on one PostgreSQL) does not see this
 * process's writes: there a page is kept at most PAGE_TTL_MS. Bounded to PAGE_MAX pages per database;
 * never used inside a transaction. setPageCacheTtl(0) turns it off (the benchmark's BENCH_SEARCH_PAGE_CACHE=off).
 */
import { onCommit, type Ctx } from "../../kit/context";
import { sharedReads } from "../../kit/shared-reads";

export const PAGE_TTL_MS = 5_000;
let ttlMs = PAGE_TTL_MS;

/** Sets how long pages are kept (0: not at all) — for the benchmark's comparison of both paths; returns the previous value. */
export function setPageCacheTtl(ms: number): number {
  const previous = ttlMs;
  ttlMs = ms;
  return previous;
}
const PAGE_MAX = 2_000;

/** Bumped by every index write in this process. */
let epoch = 0;

/** The indexer's hook: the index is about to change (and, inside a transaction, changes when it commits). */
export function indexChanged(ctx?: Pick<Ctx, "db" | "inTransaction">): void {
  epoch++;
  if (ctx?.inTransaction) onCommit(ctx, () => void epoch++);
}

interface Page {
  readonly at: number;
  readonly epoch: number;
  readonly ids: readonly string[];
}

const caches = new WeakMap<object, Map<string, Page>>();
/** A page being read is shared by the searches asking for it meanwhile, within the same epoch. */
const reading = sharedReads<string[]>();

/** The page under `key` if kept and current, else `read()` (kept unless the index changed meanwhile). */
export async function cachedPage(ctx: Pick<Ctx, "db" | "inTransaction" | "now">, key: string, read: () => Promise<string[]>): Promise<string[]> {
  if (ctx.inTransaction || ttlMs <= 0) return read();
  let cache = caches.get(ctx.db);
  if (!cache) caches.set(ctx.db, (cache = new Map<string, Page>()));
  const now = ctx.now.getTime();
  const hit = cache.get(key);
  if (hit && hit.epoch === epoch && now >= hit.at && now - hit.at < ttlMs) return [...hit.ids];
  const started = epoch;
  const ids = [...(await reading(ctx.db, `${started}\u0000${key}`, read))];
  if (started === epoch) {
    cache.delete(key);
    if (cache.size >= PAGE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { at: now, epoch: started, ids: [...ids] });
  }
  return ids;
}
