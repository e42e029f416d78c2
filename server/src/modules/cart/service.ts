/**
 * The cart's writes and reads. Every write to one buyer's cart runs in a transaction that first takes
 * the buyer's cart lock (`lockOwner(…, "cart", boId)`), so parallel adds of one spec end as one line
 * with the summed quantity and the 120-line limit holds; the unique (buyerBoId, specId) index backs it.
 */
import { CART_LIMIT, CART_MAX_QUANTITY, type CartProblem } from "@qinlian/contract";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { lockOwner } from "../../kit/owned-defaults";
import { buyerCartLines } from "../../read/cart-lines";
import { lineFacts, type OrderLineFacts } from "../goods";
import { cartItem, type CartItemRow } from "./schema";
import { CLEARABLE, PROBLEM_WORDS, cartViewOf, knownOf, priceLines, type LineRow } from "./view";

const mine = (ctx: AuthedCtx) => eq(cartItem.buyerBoId, ctx.member.boId);

async function lineCount(ctx: AuthedCtx): Promise<number> {
  const [r] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(cartItem).where(mine(ctx));
  return r.n;
}

async function ownRow(ctx: AuthedCtx, id: string): Promise<CartItemRow> {
  const [row] = await ctx.db.select().from(cartItem).where(and(mine(ctx), eq(cartItem.id, id)));
  if (!row) throw notFound("购物车商品");
  return row;
}

/** The spec must be buyable now (goods' reasons, then stock), else a refusal naming `field`. */
function requireBuyable(f: OrderLineFacts | undefined, field: string): OrderLineFacts {
  if (!f) throw invalid(field, "商品规格不存在");
  if (!f.buyable) throw invalid(field, PROBLEM_WORDS[f.reason ?? "OFF_SHELF"]);
  if (f.stock <= 0) throw invalid(field, PROBLEM_WORDS.OUT_OF_STOCK);
  return f;
}

/** The quantity of a line must be within the goods' minimum order and the spec's stock. */
function requireQuantity(f: OrderLineFacts, quantity: number, already = 0): void {
  if (quantity < f.minOrderQty) throw invalid("quantity", `数量不能少于起订量 ${f.minOrderQty}`);
  if (quantity > CART_MAX_QUANTITY) throw invalid("quantity", `数量不能超过 ${CART_MAX_QUANTITY}`);
  if (quantity > f.stock) throw invalid("quantity", already ? `库存仅剩 ${f.stock}，购物车中已有 ${already}` : `库存仅剩 ${f.stock}`);
}

async function requireRoom(ctx: AuthedCtx): Promise<void> {
  if ((await lineCount(ctx)) >= CART_LIMIT) throw invalid("specId", `购物车最多放 ${CART_LIMIT} 种商品，请先删除一些`);
}

/** addOrderCartV2: adds a spec, or adds to its line. */
export async function add(ctx: AuthedCtx, input: { specId: string; quantity: number }) {
  const f = requireBuyable((await lineFacts(ctx, [input.specId])).get(input.specId), "specId");
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const [existing] = await tx.db.select().from(cartItem).where(and(mine(tx), eq(cartItem.specId, input.specId)));
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    requireQuantity(f, quantity, existing?.quantity ?? 0);
    let id: string;
    if (existing) {
      await tx.db.update(cartItem).set({ quantity, addedPrice: f.price, memberId: tx.member.memberId, selected: true }).where(eq(cartItem.id, existing.id));
      id = existing.id;
    } else {
      await requireRoom(tx);
      const [row] = await tx.db
        .insert(cartItem)
        .values({ buyerBoId: tx.member.boId, memberId: tx.member.memberId, goodsId: f.goodsId, specId: f.specId, quantity, addedPrice: f.price, createdAt: tx.now })
        .returning({ id: cartItem.id });
      id = row.id;
    }
    return { id, quantity, count: await lineCount(tx) };
  });
}

export interface LineChange {
  id: string;
  quantity?: number;
  specId?: string;
  selected?: boolean;
}

/** One line's change inside the caller's transaction (cart lock held). */
async function changeLine(tx: AuthedCtx, c: LineChange): Promise<{ id: string; merged: boolean }> {
  if (c.quantity === undefined && c.specId === undefined && c.selected === undefined) throw invalid("quantity", "请给出要修改的数量、规格或勾选");
  const row = await ownRow(tx, c.id);
  const specChange = c.specId !== undefined && c.specId !== row.specId;
  const quantity = c.quantity ?? row.quantity;
  if (specChange) {
    const f = requireBuyable((await lineFacts(tx, [c.specId!])).get(c.specId!), "specId");
    if (f.goodsId !== row.goodsId) throw invalid("specId", "只能换成同一商品的其它规格");
    const [other] = await tx.db.select().from(cartItem).where(and(mine(tx), eq(cartItem.specId, f.specId)));
    if (other) {
      const total = other.quantity + quantity;
      requireQuantity(f, total, other.quantity);
      await tx.db.delete(cartItem).where(eq(cartItem.id, row.id));
      await tx.db
        .update(cartItem)
        .set({ quantity: total, addedPrice: f.price, memberId: tx.member.memberId, selected: c.selected ?? (row.selected || other.selected) })
        .where(eq(cartItem.id, other.id));
      return { id: other.id, merged: true };
    }
    requireQuantity(f, quantity);
    await tx.db
      .update(cartItem)
      .set({ specId: f.specId, quantity, addedPrice: f.price, memberId: tx.member.memberId, ...(c.selected !== undefined ? { selected: c.selected } : {}) })
      .where(eq(cartItem.id, row.id));
    return { id: row.id, merged: false };
  }
  if (c.quantity !== undefined && c.quantity !== row.quantity) {
    const f = (await lineFacts(tx, [row.specId])).get(row.specId);
    // a line that cannot be bought any more keeps any quantity (the list says why); a live one stays within stock
    if (f?.buyable) requireQuantity(f, c.quantity);
  }
  await tx.db
    .update(cartItem)
    .set({ quantity, ...(c.selected !== undefined ? { selected: c.selected } : {}), memberId: tx.member.memberId })
    .where(eq(cartItem.id, row.id));
  return { id: row.id, merged: false };
}

/** updOrderCartV2: one line's quantity, spec or selection. */
export function update(ctx: AuthedCtx, c: LineChange) {
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const r = await changeLine(tx, c);
    return { ...r, count: await lineCount(tx) };
  });
}

/** updOrderCart (the older path): several lines' changes, in order, all or none. */
export function updateMany(ctx: AuthedCtx, changes: readonly LineChange[]) {
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const changed: { id: string; merged: boolean; count: number }[] = [];
    for (const c of changes) changed.push({ ...(await changeLine(tx, c)), count: 0 });
    const count = await lineCount(tx);
    return { changed: changed.map((c) => ({ ...c, count })), count };
  });
}

/** delById: the buyer's own lines among `ids` (others' ids are ignored). */
export function remove(ctx: AuthedCtx, ids: readonly string[]) {
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const gone = await tx.db
      .delete(cartItem)
      .where(and(mine(tx), inArray(cartItem.id, [...ids])))
      .returning({ id: cartItem.id });
    return { deleted: gone.length, count: await lineCount(tx) };
  });
}

const asLineRow = (r: CartItemRow): LineRow => ({ id: r.id, specId: r.specId, goodsId: r.goodsId, quantity: r.quantity, addedPrice: r.addedPrice, selected: r.selected, createdAt: r.createdAt });

async function ownRows(ctx: AuthedCtx, ids?: readonly string[]): Promise<CartItemRow[]> {
  return ctx.db
    .select()
    .from(cartItem)
    .where(ids ? and(mine(ctx), inArray(cartItem.id, [...ids])) : mine(ctx))
    .orderBy(asc(cartItem.createdAt));
}

type Problem = { id: string; specId: string; goodsName: string; specName: string; quantity: number; stock: number; reason: CartProblem };

/** clearOrderCartData: removes lines that cannot be bought as they are (off shelf, spec gone, no stock…). */
export function clearUnusable(ctx: AuthedCtx) {
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const { lines } = await priceLines(tx, (await ownRows(tx)).map(asLineRow));
    const gone: Problem[] = lines
      .filter((l) => l.reason && CLEARABLE.has(l.reason))
      .map((l) => ({ id: l.id, specId: l.specId, goodsName: l.goodsName, specName: l.specName, quantity: l.quantity, stock: l.stock, reason: l.reason! }));
    if (gone.length) {
      await tx.db.delete(cartItem).where(
        and(
          mine(tx),
          inArray(
            cartItem.id,
            gone.map((g) => g.id),
          ),
        ),
      );
    }
    return { deleted: gone.length, lines: gone, count: await lineCount(tx) };
  });
}

/** selListByParamV2 / selOrderCart: the buyer's cart (statements: the lines with names and specs, then facts and promotions together). */
export async function list(ctx: AuthedCtx, q: { keyword?: string }) {
  const { rows, known } = knownOf(await buyerCartLines(ctx, ctx.member.boId));
  return cartViewOf(ctx, rows, q.keyword, known);
}

/** check/byBuyer: the given (or selected) lines, split into usable ones and problems (statements: the buyer's lines with names and specs, then their facts). */
export async function check(ctx: AuthedCtx, q: { ids?: readonly string[] }) {
  // the ticked lines, or the whole cart (at most CART_LIMIT lines) and the asked ones picked here
  const { rows: read, known } = knownOf(await buyerCartLines(ctx, ctx.member.boId, { selectedOnly: !q.ids }));
  const wanted = q.ids ? new Set(q.ids) : null;
  const rows = wanted ? read.filter((r) => wanted.has(r.id)) : read;
  if (q.ids) {
    const found = new Set(rows.map((r) => r.id));
    const missing = q.ids.find((id) => !found.has(id));
    if (missing) throw notFound("购物车商品");
  }
  const sorted = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const { lines } = await priceLines(ctx, sorted, known);
  const usable = lines.filter((l) => l.usable);
  const problems: Problem[] = lines
    .filter((l) => !l.usable)
    .map((l) => ({ id: l.id, specId: l.specId, goodsName: l.goodsName, specName: l.specName, quantity: l.quantity, stock: l.stock, reason: l.reason! }));
  return {
    ok: problems.length === 0 && usable.length > 0,
    lines: usable,
    problems,
    quantity: usable.reduce((s, l) => s + l.quantity, 0),
    amount: usable.reduce((s, l) => s + l.amount, 0),
  };
}

/** selCartCount: how many lines (the header's badge). */
export async function count(ctx: AuthedCtx) {
  return { count: await lineCount(ctx) };
}

type SkipReason = "OFF_SHELF" | "SPEC_GONE" | "OUT_OF_STOCK" | "OWN_GOODS" | "NOT_MALL_GOODS" | "NOT_FOUND" | "LIMIT";

/**
 * mergeOrderCart: a visitor's local lines into the member's cart at login. Same spec adds up, capped
 * at the stock (and raised to the minimum order when the stock allows); specs that cannot be bought
 * are skipped with the reason, and so are new lines beyond the 120-line limit.
 */
export async function merge(ctx: AuthedCtx, input: { lines: readonly { specId: string; quantity: number }[] }) {
  const wanted = new Map<string, number>();
  for (const l of input.lines) wanted.set(l.specId, (wanted.get(l.specId) ?? 0) + l.quantity);
  const facts = await lineFacts(ctx, [...wanted.keys()]);
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "cart", tx.member.boId);
    const existing = new Map((await ownRows(tx)).map((r) => [r.specId, r]));
    let n = existing.size;
    const merged: { specId: string; quantity: number; capped: boolean }[] = [];
    const skipped: { specId: string; reason: SkipReason }[] = [];
    for (const [specId, q] of wanted) {
      const f = facts.get(specId);
      if (!f) {
        skipped.push({ specId, reason: "NOT_FOUND" });
        continue;
      }
      if (!f.buyable) {
        skipped.push({ specId, reason: f.reason ?? "OFF_SHELF" });
        continue;
      }
      if (f.stock <= 0) {
        skipped.push({ specId, reason: "OUT_OF_STOCK" });
        continue;
      }
      const had = existing.get(specId);
      const want = (had?.quantity ?? 0) + q;
      const quantity = Math.min(Math.max(want, f.minOrderQty), f.stock, CART_MAX_QUANTITY);
      if (had) {
        await tx.db.update(cartItem).set({ quantity, addedPrice: f.price, memberId: tx.member.memberId }).where(eq(cartItem.id, had.id));
      } else {
        if (n >= CART_LIMIT) {
          skipped.push({ specId, reason: "LIMIT" });
          continue;
        }
        await tx.db.insert(cartItem).values({ buyerBoId: tx.member.boId, memberId: tx.member.memberId, goodsId: f.goodsId, specId, quantity, addedPrice: f.price, createdAt: tx.now });
        n += 1;
      }
      merged.push({ specId, quantity, capped: quantity < want });
    }
    return { merged, skipped, count: await lineCount(tx) };
  });
}

/** selLocalCart: a visitor's local lines shown as a cart (line id = spec id, all selected; newest first as given). */
export function localList(ctx: Ctx, input: { lines: readonly { specId: string; quantity: number }[] }) {
  const seen = new Set<string>();
  const base = ctx.now.getTime();
  const rows: LineRow[] = [];
  input.lines.forEach((l, i) => {
    if (seen.has(l.specId)) return;
    seen.add(l.specId);
    rows.push({ id: l.specId, specId: l.specId, goodsId: null, quantity: l.quantity, addedPrice: null, selected: true, createdAt: new Date(base - i) });
  });
  return cartViewOf(ctx, rows);
}

/** For the order module: the buyer's own lines among `ids` (others' and unknown ids left out). */
export async function cartLinesOf(ctx: AuthedCtx, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await ownRows(ctx, ids);
  return rows.map((r) => ({ id: r.id, specId: r.specId, goodsId: r.goodsId, quantity: r.quantity, selected: r.selected, addedPrice: r.addedPrice }));
}

/** For the order module, after a successful submit (inside its transaction): removes the buyer's own lines among `ids`. */
export async function removeCartLines(ctx: AuthedCtx, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const gone = await ctx.db
    .delete(cartItem)
    .where(and(mine(ctx), inArray(cartItem.id, [...ids])))
    .returning({ id: cartItem.id });
  return gone.length;
}
