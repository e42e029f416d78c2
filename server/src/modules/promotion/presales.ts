/**
 * Presale (预售) of one goods spec of the caller's open shop. What a presale must hold together, the
 * same rules as the checkout's `presaleProblems` (order/pricing/presale.ts), field by field:
 * - price > 0; 0 < depositPerUnit < price; depositPerUnit ≤ deductPerUnit ≤ price (定金膨胀);
 * - depositFrom < depositTo ≤ balanceFrom < balanceTo, and the balance window ends after now;
 * - the spec is a live spec of the named goods of the shop's own mall goods;
 * - **one active presale per spec**: an enabled presale whose balance window has not ended; checked on
 *   add and edit under the shop row's lock.
 * Once a deposit is taken (`soldQuantity` > 0) the spec, price, deposit and deduction are fixed (orders
 * were priced by them), the total cannot go below what is sold, and the presale is no longer deleted
 * (switch it off). `reserve` / `release` move `soldQuantity` by conditional updates: parallel deposits
 * never sell more than the total. The per-buyer limit is the order module's to check (it knows the
 * buyer's orders); `limitPerBuyer` is handed to it by `presalesForSpecs`.
 */
import { Codes, type Page, type Parsed, type PresalePublicView, type PresaleState, type PresaleView, type promotion as promotionCalls } from "@qinlian/contract";
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { iso } from "../../kit/time";
import { shopGoodsIdsNamed, shopGoodsRefs, specLabels } from "../../read/promotion-goods";
import { requireOwnShop } from "../shop";
import { presale } from "./schema";

export type PresaleRow = typeof presale.$inferSelect;
type Input = Parsed<typeof promotionCalls.addAdvanceSale>;

export function presaleState(r: Pick<PresaleRow, "enabled" | "depositFrom" | "depositTo" | "balanceFrom" | "balanceTo">, now: Date): PresaleState {
  if (!r.enabled) return "DISABLED";
  if (now < r.depositFrom) return "NOT_STARTED";
  if (now < r.depositTo) return "DEPOSIT";
  if (now < r.balanceFrom) return "WAITING";
  if (now < r.balanceTo) return "BALANCE";
  return "ENDED";
}

function stateWhere(state: PresaleState, now: Date): SQL {
  const on = eq(presale.enabled, true);
  switch (state) {
    case "DISABLED":
      return eq(presale.enabled, false);
    case "NOT_STARTED":
      return and(on, gt(presale.depositFrom, now))!;
    case "DEPOSIT":
      return and(on, lte(presale.depositFrom, now), gt(presale.depositTo, now))!;
    case "WAITING":
      return and(on, lte(presale.depositTo, now), gt(presale.balanceFrom, now))!;
    case "BALANCE":
      return and(on, lte(presale.balanceFrom, now), gt(presale.balanceTo, now))!;
    case "ENDED":
      return and(on, lte(presale.balanceTo, now))!;
  }
}

/** Enabled and not over: the presale a spec is sold by. */
const activeWhere = (now: Date) => and(eq(presale.enabled, true), gt(presale.balanceTo, now))!;

async function views(ctx: Ctx, rows: readonly PresaleRow[]): Promise<PresaleView[]> {
  const labels = await specLabels(
    ctx,
    rows.map((r) => r.specId),
  );
  return rows.map((r) => {
    const l = labels.get(r.specId);
    return {
      id: r.id,
      shopId: r.shopId,
      goodsId: r.goodsId,
      specId: r.specId,
      goodsName: l?.goodsName ?? "",
      specName: l?.specName ?? "",
      mainImage: l?.mainImage ?? null,
      listPrice: l?.listPrice ?? null,
      price: r.price,
      depositPerUnit: r.depositPerUnit,
      deductPerUnit: r.deductPerUnit,
      depositFrom: iso(r.depositFrom),
      depositTo: iso(r.depositTo),
      balanceFrom: iso(r.balanceFrom),
      balanceTo: iso(r.balanceTo),
      limitPerBuyer: r.limitPerBuyer,
      totalQuantity: r.totalQuantity,
      soldQuantity: r.soldQuantity,
      enabled: r.enabled,
      remark: r.remark,
      state: presaleState(r, ctx.now),
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  });
}

const when = (field: string, s: string): Date => {
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) throw invalid(field, "时间格式不正确");
  return d;
};

async function columnsOf(ctx: AuthedCtx, shopId: string, i: Input) {
  const ref = (await shopGoodsRefs(ctx, shopId, [i.goodsId])).get(i.goodsId);
  if (!ref) throw invalid("goodsId", "请选择本店的商城商品");
  if (!ref.specs.some((s) => s.specId === i.specId)) throw invalid("specId", `规格不属于商品「${ref.name}」或已删除`);
  if (i.depositPerUnit >= i.price) throw invalid("depositPerUnit", "定金须低于预售价");
  if (i.deductPerUnit < i.depositPerUnit) throw invalid("deductPerUnit", "定金抵扣不能低于定金");
  if (i.deductPerUnit > i.price) throw invalid("deductPerUnit", "定金抵扣不能高于预售价");
  const depositFrom = when("depositFrom", i.depositFrom);
  const depositTo = when("depositTo", i.depositTo);
  const balanceFrom = when("balanceFrom", i.balanceFrom);
  const balanceTo = when("balanceTo", i.balanceTo);
  if (depositTo <= depositFrom) throw invalid("depositTo", "定金结束时间须晚于开始时间");
  if (balanceFrom < depositTo) throw invalid("balanceFrom", "尾款开始时间不能早于定金结束时间");
  if (balanceTo <= balanceFrom) throw invalid("balanceTo", "尾款结束时间须晚于开始时间");
  if (balanceTo <= ctx.now) throw invalid("balanceTo", "尾款结束时间须晚于现在");
  if (i.limitPerBuyer !== null && i.limitPerBuyer > i.totalQuantity) throw invalid("limitPerBuyer", "每人限购不能超过预售总量");
  return {
    goodsId: i.goodsId,
    specId: i.specId,
    price: i.price,
    depositPerUnit: i.depositPerUnit,
    deductPerUnit: i.deductPerUnit,
    depositFrom,
    depositTo,
    balanceFrom,
    balanceTo,
    limitPerBuyer: i.limitPerBuyer,
    totalQuantity: i.totalQuantity,
    enabled: i.enabled,
    remark: i.remark || null,
  };
}

async function assertOnePerSpec(ctx: Ctx, p: { id?: string; specId: string; enabled: boolean }) {
  if (!p.enabled) return;
  const [other] = await ctx.db
    .select({ id: presale.id })
    .from(presale)
    .where(and(eq(presale.specId, p.specId), activeWhere(ctx.now), p.id ? ne(presale.id, p.id) : undefined))
    .limit(1);
  if (other) throw invalid("specId", "该规格已有未结束的预售，请先停用或等它结束");
}

async function ownOpenShop(ctx: AuthedCtx) {
  const s = await requireOwnShop(ctx, true); // serialises the one-per-spec check
  if (s.status !== "OPEN") throw conflict("店铺营业后才能设置预售");
  return s;
}

export function addPresale(ctx: AuthedCtx, i: Input): Promise<PresaleView> {
  return inTx(ctx, async (tx) => {
    const s = await ownOpenShop(tx);
    const cols = await columnsOf(tx, s.id, i);
    await assertOnePerSpec(tx, cols);
    const [row] = await tx.db
      .insert(presale)
      .values({ ...cols, shopId: s.id, boId: tx.member.boId, createdAt: tx.now, updatedAt: tx.now })
      .returning();
    return (await views(tx, [row]))[0];
  });
}

async function ownPresale(ctx: AuthedCtx, id: string, forUpdate = false): Promise<PresaleRow> {
  const s = await requireOwnShop(ctx, forUpdate);
  const q = ctx.db
    .select()
    .from(presale)
    .where(and(eq(presale.id, id), eq(presale.shopId, s.id)));
  const [r] = forUpdate ? await q.for("update") : await q;
  if (!r) throw notFound("预售");
  return r;
}

export function updatePresale(ctx: AuthedCtx, i: Input & { id: string }): Promise<PresaleView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownPresale(tx, i.id, true);
    const cols = await columnsOf(tx, cur.shopId, i);
    if (cur.soldQuantity > 0) {
      for (const f of ["specId", "price", "depositPerUnit", "deductPerUnit"] as const)
        if (cols[f] !== cur[f]) throw invalid(f, `已有买家付定金（${cur.soldQuantity} 件），不能再修改规格、预售价、定金与抵扣`);
      if (cols.totalQuantity < cur.soldQuantity) throw invalid("totalQuantity", `已售 ${cur.soldQuantity} 件，总量不能少于已售`);
    }
    await assertOnePerSpec(tx, { ...cols, id: cur.id });
    const [row] = await tx.db
      .update(presale)
      .set({ ...cols, updatedAt: tx.now })
      .where(eq(presale.id, cur.id))
      .returning();
    return (await views(tx, [row]))[0];
  });
}

export function deletePresale(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const cur = await ownPresale(tx, id, true);
    if (cur.soldQuantity > 0) throw new BizError(Codes.CONFLICT, `已有买家付定金（${cur.soldQuantity} 件），不能删除；请停用该预售`, { soldQuantity: cur.soldQuantity });
    await tx.db.delete(presale).where(eq(presale.id, cur.id));
    return { id };
  });
}

export async function presaleById(ctx: AuthedCtx, id: string): Promise<PresaleView> {
  return (await views(ctx, [await ownPresale(ctx, id)]))[0];
}

export async function presalePage(ctx: AuthedCtx, q: Parsed<typeof promotionCalls.selAdvanceSalePageByShop>): Promise<Page<PresaleView>> {
  const s = await requireOwnShop(ctx);
  let named: SQL | undefined;
  if (q.keyword) {
    const ids = await shopGoodsIdsNamed(ctx, s.id, q.keyword);
    named = ids.length ? inArray(presale.goodsId, ids) : sql`false`;
  }
  const where = and(eq(presale.shopId, s.id), named, q.state ? stateWhere(q.state, ctx.now) : undefined);
  const p = await paged(
    ctx,
    q,
    (limit, offset) =>
      ctx.db
        .select()
        .from(presale)
        .where(where)
        .orderBy(desc(presale.createdAt), asc(presale.id))
        .limit(limit)
        .offset(offset),
    () => ctx.db.$count(presale, where),
  );
  return { ...p, list: await views(ctx, p.list) };
}

/** A goods' active presales, one per spec at most (public: the goods detail). */
export async function publicByGoods(ctx: Ctx, goodsId: string): Promise<PresalePublicView[]> {
  const rows = await ctx.db
    .select()
    .from(presale)
    .where(and(eq(presale.goodsId, goodsId), activeWhere(ctx.now)))
    .orderBy(asc(presale.depositFrom), asc(presale.id));
  return (await views(ctx, rows)).map(({ remark: _r, enabled: _e, createdAt: _c, updatedAt: _u, ...v }) => v);
}

/** What the checkout needs of a presale (structurally `PresaleData` of order/pricing/presale.ts, plus its limits). */
export interface PresaleFacts {
  readonly id: string;
  readonly price: number;
  readonly depositPerUnit: number;
  readonly deductPerUnit: number;
  readonly depositFrom: Date;
  readonly depositTo: Date;
  readonly balanceFrom: Date;
  readonly balanceTo: Date;
  readonly goodsId: string;
  readonly specId: string;
  readonly limitPerBuyer: number | null;
  readonly totalQuantity: number;
  readonly soldQuantity: number;
}

/** The active presale (enabled, balance window not over) of each of these specs, by spec id. */
export async function presalesForSpecs(ctx: Ctx, specIds: readonly string[]): Promise<Map<string, PresaleFacts>> {
  const ids = [...new Set(specIds)];
  const out = new Map<string, PresaleFacts>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select()
    .from(presale)
    .where(and(inArray(presale.specId, ids), activeWhere(ctx.now)))
    .orderBy(asc(presale.createdAt));
  for (const r of rows)
    if (!out.has(r.specId))
      out.set(r.specId, {
        id: r.id,
        price: r.price,
        depositPerUnit: r.depositPerUnit,
        deductPerUnit: r.deductPerUnit,
        depositFrom: r.depositFrom,
        depositTo: r.depositTo,
        balanceFrom: r.balanceFrom,
        balanceTo: r.balanceTo,
        goodsId: r.goodsId,
        specId: r.specId,
        limitPerBuyer: r.limitPerBuyer,
        totalQuantity: r.totalQuantity,
        soldQuantity: r.soldQuantity,
      });
  return out;
}

const positive = (quantity: number) => {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
};

/**
 * Takes `quantity` units of an enabled presale that is taking deposits (one conditional update:
 * `sold_quantity + q <= total_quantity`), or CONFLICT. Call it in the order's transaction.
 */
export async function reservePresale(ctx: Ctx, presaleId: string, quantity: number): Promise<{ soldQuantity: number; totalQuantity: number }> {
  positive(quantity);
  const [row] = await ctx.db
    .update(presale)
    .set({ soldQuantity: sql`${presale.soldQuantity} + ${quantity}` })
    .where(
      and(
        eq(presale.id, presaleId),
        eq(presale.enabled, true),
        lte(presale.depositFrom, ctx.now),
        gt(presale.depositTo, ctx.now),
        sql`${presale.soldQuantity} + ${quantity} <= ${presale.totalQuantity}`,
      ),
    )
    .returning({ soldQuantity: presale.soldQuantity, totalQuantity: presale.totalQuantity });
  if (row) return row;
  const [cur] = await ctx.db.select().from(presale).where(eq(presale.id, presaleId));
  if (!cur) throw notFound("预售");
  const state = presaleState(cur, ctx.now);
  if (state !== "DEPOSIT") throw conflict("预售当前不在付定金时间内");
  throw conflict(`预售数量不足，剩余 ${cur.totalQuantity - cur.soldQuantity} 件`, { remaining: cur.totalQuantity - cur.soldQuantity });
}

/** Gives back `quantity` units (a deposit order cancelled or closed); never below 0. */
export async function releasePresale(ctx: Ctx, presaleId: string, quantity: number): Promise<{ soldQuantity: number }> {
  positive(quantity);
  const [row] = await ctx.db
    .update(presale)
    .set({ soldQuantity: sql`${presale.soldQuantity} - ${quantity}` })
    .where(and(eq(presale.id, presaleId), gte(presale.soldQuantity, quantity)))
    .returning({ soldQuantity: presale.soldQuantity });
  if (!row) throw conflict("释放的预售数量多于已售");
  return row;
}

/**
 * Of these goods, those with a presale one may join now: enabled, taking deposits (depositFrom ≤ now <
 * depositTo) and not sold out — one query, the goods list's 预售 badge.
 */
export async function goodsTakingDeposits(ctx: Ctx, goodsIds: readonly string[]): Promise<Set<string>> {
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return new Set();
  const rows = await ctx.db
    .selectDistinct({ goodsId: presale.goodsId })
    .from(presale)
    .where(and(inArray(presale.goodsId, ids), stateWhere("DEPOSIT", ctx.now), sql`${presale.soldQuantity} < ${presale.totalQuantity}`));
  return new Set(rows.map((r) => r.goodsId));
}
