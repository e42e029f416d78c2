/**
 * The goods cards of the search results, cached per goods (issue 14: search at 10⁵ goods).
 *
 * A search page is 20 ids read live off the search index; building their cards took as much again:
 * the goods rows, their specs and the shops' names, three statements and most of a search's CPU. What
 * a card shows is the same for every viewer except the buyer's prices (customer prices, read per
 * request for a member, as before) and a post's contact mobile (masked for anonymous visitors when the
 * card is built): so the goods row and what it needs besides (specs, shop and area names) are kept per
 * goods for CARD_TTL_MS, and the cards are built from them per request (no statement for a visitor,
 * one for a logged-in buyer's customer prices).
 *
 * Which goods are listed is never decided here: the ids come from the search index (or the caller's
 * own visibility check), which the catalogue keeps in its transactions. The cache is dropped at once —
 * in the writer's transaction and again after it commits — when the catalogue says so:
 *  - "goods.changed" for the goods (edits, prices, shelf on/off, stock edits, deletion),
 *  - "shop.changed" for every cached goods of the shop (its name on the card).
 * A read that began before such a drop stores nothing (an epoch counter), so a read racing a commit
 * cannot put the old state back. What no event announces shows within the TTL: sales counts, views
 * and stock taken by orders. Packages are not cached (their sellable count follows their components'
 * stock and shelf state, which no event of the package announces). The cache is per app (its
 * services), bounded to CARD_MAX goods; never used inside a transaction.
 */
import type { GoodsCard } from "@qinlian/contract";
import { and, inArray, isNull } from "drizzle-orm";
import { onCommit, type Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import type { Services } from "../../kit/services";
import { goods } from "./schema";
import { cardData, cardsFrom, goodsCards, type CardData, type GoodsRow, type SpecRow } from "./views";

export const CARD_TTL_MS = 30_000;
const CARD_MAX = 10_000;

interface Entry {
  readonly at: number;
  readonly row: GoodsRow;
  readonly specs: readonly SpecRow[] | undefined;
  readonly shopName: string | undefined;
  readonly areaName: string | undefined;
}

interface Cache {
  readonly entries: Map<string, Entry>;
  /** Bumped by every drop: a read that began under another epoch stores nothing. */
  epoch: number;
}

const caches = new WeakMap<Services, Cache>();

function cacheOf(services: Services): Cache {
  let c = caches.get(services);
  if (!c) caches.set(services, (c = { entries: new Map(), epoch: 0 }));
  return c;
}

/** CardData for these entries (what `cardsFrom` needs, as `cardData` would have loaded it). */
function dataOf(entries: readonly Entry[]): CardData {
  const data: CardData = { specs: new Map(), packages: new Map(), shops: new Map(), areas: new Map() };
  for (const e of entries) {
    if (e.specs) data.specs.set(e.row.id, [...e.specs]);
    if (e.row.shopId && e.shopName !== undefined) data.shops.set(e.row.shopId, e.shopName);
    if (e.row.originAreaCode && e.areaName !== undefined) data.areas.set(e.row.originAreaCode, e.areaName);
  }
  return data;
}

/** Reads the goods rows (not deleted) and their card data, and stores them unless a drop came in between. */
async function readEntries(ctx: Ctx, ids: readonly string[], cache: Cache): Promise<Map<string, Entry>> {
  const epoch = cache.epoch;
  const at = Date.now();
  const rows = await ctx.db.select().from(goods).where(and(inArray(goods.id, [...ids]), isNull(goods.deletedAt)));
  const kept = rows.filter((r) => r.type !== "PACKAGE");
  const data = kept.length ? await cardData(ctx, kept) : null;
  const out = new Map<string, Entry>();
  for (const full of rows) {
    // a card shows neither the description nor the gallery: not kept (they are most of a row)
    const row: GoodsRow = { ...full, description: "", images: [] };
    out.set(row.id, {
      at,
      row,
      specs: data?.specs.get(row.id),
      shopName: row.shopId ? data?.shops.get(row.shopId) : undefined,
      areaName: row.originAreaCode ? data?.areas.get(row.originAreaCode) : undefined,
    });
  }
  if (cache.epoch === epoch) {
    for (const row of kept) {
      if (cache.entries.size >= CARD_MAX) cache.entries.delete(cache.entries.keys().next().value!);
      cache.entries.set(row.id, out.get(row.id)!);
    }
  }
  return out;
}

/**
 * The cards of these goods (not deleted), in the ids' order, as this viewer sees them: from the
 * cache where fresh, the rest read in one round (then cached). Inside a transaction: read as it stands.
 */
export async function goodsCardsByIds(ctx: Ctx, ids: readonly string[]): Promise<GoodsCard[]> {
  if (!ids.length) return [];
  if (ctx.inTransaction) {
    const rows = await ctx.db.select().from(goods).where(and(inArray(goods.id, [...ids]), isNull(goods.deletedAt)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return goodsCards(ctx, ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])));
  }
  const cache = cacheOf(ctx.services);
  const now = Date.now();
  const found = new Map<string, Entry>();
  const missing: string[] = [];
  for (const id of ids) {
    const hit = cache.entries.get(id);
    if (hit && now - hit.at < CARD_TTL_MS) found.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) for (const [id, e] of await readEntries(ctx, missing, cache)) found.set(id, e);
  const listed = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  const plain = listed.filter((e) => e.row.type !== "PACKAGE");
  const packages = listed.filter((e) => e.row.type === "PACKAGE").map((e) => e.row);
  const [plainCards, packageCards] = await Promise.all([
    cardsFrom(
      ctx,
      plain.map((e) => e.row),
      dataOf(plain),
    ),
    goodsCards(ctx, packages),
  ]);
  const byId = new Map([...plainCards, ...packageCards].map((c) => [c.goodsId, c]));
  return listed.map((e) => byId.get(e.row.id)!);
}

/** Drops these goods' cards (or every cached goods of a shop) now and once more after the current transaction commits. */
function forget(ctx: Pick<Ctx, "services" | "db" | "inTransaction">, which: (e: Entry, id: string) => boolean): void {
  const cache = caches.get(ctx.services);
  if (!cache) return;
  const drop = () => {
    cache.epoch++;
    for (const [id, e] of cache.entries) if (which(e, id)) cache.entries.delete(id);
  };
  drop();
  onCommit(ctx, drop);
}

/** Subscriber of "goods.changed" (modules/index.ts): the goods' card is read again on its next search. */
export function forgetCardOfGoods(ctx: Ctx, e: DomainEvents["goods.changed"]): Promise<void> {
  const cache = caches.get(ctx.services);
  if (cache) {
    const drop = () => {
      cache.epoch++;
      cache.entries.delete(e.goodsId);
    };
    drop();
    onCommit(ctx, drop);
  }
  return Promise.resolve();
}

/** Subscriber of "shop.changed": the cards of the shop's goods (its name on them) are read again. */
export function forgetCardsOfShop(ctx: Ctx, e: DomainEvents["shop.changed"]): Promise<void> {
  forget(ctx, (x) => x.row.shopId === e.shopId);
  return Promise.resolve();
}
