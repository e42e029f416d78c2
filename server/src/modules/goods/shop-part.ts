/**
 * The shop's part of a goods detail page: its shop card and its recommended goods (issue 14).
 *
 * Every detail of a shop's goods shows the same card and (bar the goods itself) the same eight
 * recommendations, so they are read once per shop and kept in memory for SHOP_PART_TTL_MS: on a hit
 * the detail spends no query on them (a logged-in buyer's customer prices on the cards are still read
 * per request, prices being the buyer's). A miss is shared by the requests that wait on it.
 *
 * Dropped at once — in the writer's transaction and again after it commits, so a read between the two
 * cannot keep the old state — when the catalogue says so:
 *  - "goods.changed" for a goods of the shop (edits, shelf on/off, stock and price edits, deletion),
 *  - "shop.changed" (status, name, logo …), and new evaluations of its goods (the card's score).
 * What no event announces shows within the TTL: recommendation blocks edited in the shop console,
 * the owner's name or verification, sales counts and stock taken by orders on the recommended cards.
 * The cache is per app (its services), bounded to SHOP_PART_MAX shops.
 */
import type { ShopCard } from "@qinlian/contract";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { onCommit, together, type Ctx } from "../../kit/context";
import type { DomainEvents } from "../../kit/events";
import type { Services } from "../../kit/services";
import { recommendedGoodsRows, shopRowById } from "../../read/goods-shop";
import { shopCards } from "../shop";
import { goods } from "./schema";
import { cardData, publicVisible, type CardData, type GoodsRow } from "./views";

export const SHOP_PART_TTL_MS = 30_000;
const SHOP_PART_MAX = 2_000;
/** Recommendations on a detail page. */
export const DETAIL_RECOMMENDED = 8;

type ShopRow = NonNullable<Awaited<ReturnType<typeof shopRowById>>>;

export interface ShopPart {
  readonly row: ShopRow;
  readonly card: ShopCard;
  /** DETAIL_RECOMMENDED + 1 recommended goods (one more, so that leaving out the goods shown still fills the list); empty unless the shop is open. */
  readonly recommended: readonly GoodsRow[];
  readonly cardData: CardData;
}

/**
 * A shop's recommended goods: its enabled recommendation blocks in order, then best sellers, `limit`
 * at most, leaving out `excludeGoodsId`.
 */
export async function recommendedRows(ctx: Ctx, shopId: string, limit: number, excludeGoodsId?: string): Promise<GoodsRow[]> {
  const visible = and(publicVisible(ctx.now), eq(goods.shopId, shopId), inArray(goods.type, ["GOODS", "PACKAGE"]), excludeGoodsId ? sql`${goods.id} <> ${excludeGoodsId}` : undefined);
  const picked = await recommendedGoodsRows(ctx, shopId, visible);
  const rows: GoodsRow[] = [];
  for (const g of picked) if (!rows.some((r) => r.id === g.id) && rows.length < limit) rows.push(g);
  if (rows.length < limit) {
    const more = await ctx.db
      .select()
      .from(goods)
      .where(
        and(
          visible,
          rows.length
            ? sql`${goods.id} not in (${sql.join(
                rows.map((r) => sql`${r.id}`),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(desc(goods.salesCount), desc(goods.onShelfAt))
      .limit(limit - rows.length);
    rows.push(...more);
  }
  return rows;
}

async function readPart(ctx: Ctx, shopId: string): Promise<ShopPart | null> {
  const row = await shopRowById(ctx, shopId);
  if (!row) return null;
  const [[card], recommended] = await together(
    ctx,
    () => shopCards(ctx, [row]),
    () => (row.status === "OPEN" ? recommendedRows(ctx, row.id, DETAIL_RECOMMENDED + 1) : Promise.resolve([])),
  );
  return { row, card, recommended, cardData: await cardData(ctx, recommended) };
}

interface Slot {
  readonly at: number;
  readonly part: Promise<ShopPart | null>;
}

const caches = new WeakMap<Services, Map<string, Slot>>();

/** The shop's card and recommendations, from the cache when fresh (never inside a transaction). */
export function shopPart(ctx: Ctx, shopId: string): Promise<ShopPart | null> {
  if (ctx.inTransaction) return readPart(ctx, shopId);
  let cache = caches.get(ctx.services);
  if (!cache) caches.set(ctx.services, (cache = new Map<string, Slot>()));
  const now = Date.now();
  const hit = cache.get(shopId);
  if (hit && now - hit.at < SHOP_PART_TTL_MS) return hit.part;
  if (cache.size >= SHOP_PART_MAX) cache.delete(cache.keys().next().value!);
  const slot: Slot = { at: now, part: readPart(ctx, shopId) };
  cache.set(shopId, slot);
  slot.part.catch(() => {
    if (cache.get(shopId) === slot) cache.delete(shopId);
  });
  return slot.part;
}

/** Drops the shops' cached parts now and once more after the current transaction commits. */
export function forgetShopParts(ctx: Pick<Ctx, "services" | "db" | "inTransaction">, shopIds: Iterable<string | null>): void {
  const cache = caches.get(ctx.services);
  if (!cache?.size) return;
  const ids = [...shopIds].filter((x): x is string => !!x);
  const drop = () => ids.forEach((id) => cache.delete(id));
  drop();
  onCommit(ctx, drop);
}

/** Subscriber of "shop.changed". */
export function forgetShopPartOfShop(ctx: Ctx, e: DomainEvents["shop.changed"]): Promise<void> {
  forgetShopParts(ctx, [e.shopId]);
  return Promise.resolve();
}

/** Subscriber of "goods.changed": drops the part of the goods' shop (one key lookup, only while something is cached). */
export async function forgetShopPartOfGoods(ctx: Ctx, e: DomainEvents["goods.changed"]): Promise<void> {
  if (!caches.get(ctx.services)?.size) return;
  const [row] = await ctx.db.select({ shopId: goods.shopId }).from(goods).where(eq(goods.id, e.goodsId));
  forgetShopParts(ctx, [row?.shopId ?? null]);
}
