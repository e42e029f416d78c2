/**
 * Reading orders: the buyer's and the seller's lists by stage (hidden orders left out of the hider's
 * list), the counts per stage, details for either party, the operator's list and the public deal feed.
 */
import { sellerCallFuncs, type OrderRole, type OrderStage, type OrderState, type Page, type PageInput } from "@qinlian/contract";
import { and, count, desc, eq, exists, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { forbidden, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { cstDayStart } from "./figures";
import type { OrderRow } from "./money";
import { orderInfoChange, orderLine, tradeOrder } from "./schema";
import { cards, detailOf } from "./views";

export const stageStates: Record<Exclude<OrderStage, "ALL">, OrderState[]> = {
  UNPAID: ["UNPAID", "DEPOSIT_PAID"],
  UNSENT: ["PAID"],
  UNRECEIVED: ["SENT"],
  UNEVALUATED: ["RECEIVED"],
  DONE: ["COMPLETED"],
  CANCELLED: ["CANCELLED", "CLOSED"],
};

export interface ListFilter {
  stage: OrderStage;
  keyword?: string;
  from?: string;
  to?: string;
}

function keywordOf(k: string): SQL {
  return or(
    contains(tradeOrder.orderNo, k),
    contains(tradeOrder.shopName, k),
    contains(tradeOrder.buyerName, k),
    exists(
      sql`(select 1 from ${orderLine} where ${orderLine.orderId} = ${tradeOrder.id} and ${contains(orderLine.goodsName, k)})`,
    ),
  )!;
}

export function filterOf(f: ListFilter): SQL | undefined {
  return and(
    f.stage !== "ALL" ? inArray(tradeOrder.state, stageStates[f.stage]) : undefined,
    f.keyword ? keywordOf(f.keyword) : undefined,
    f.from ? gte(tradeOrder.createdAt, cstDayStart(f.from)) : undefined,
    f.to ? lt(tradeOrder.createdAt, cstDayStart(f.to, 1)) : undefined,
  );
}

/**
 * Any-of access for calls several screens use (the call kit checks one function per call): the caller
 * must hold at least one of `funcs`, else FORBIDDEN.
 */
export function requireAnyFunc(ctx: AuthedCtx, funcs: readonly string[]): void {
  if (!funcs.some((f) => ctx.member.funcs.has(f))) throw forbidden(`没有以下任一功能的操作权限：${funcs.join("、")}`);
}

/** The seller's side of a "member" call (role SELLER) needs an order function; the buyer's needs none. */
export function requireSellerSide(ctx: AuthedCtx, role: OrderRole, funcs: readonly string[] = sellerCallFuncs.orders): void {
  if (role === "SELLER") requireAnyFunc(ctx, funcs);
}

const mine = (ctx: AuthedCtx, role: OrderRole): SQL =>
  role === "BUYER" ? and(eq(tradeOrder.buyerBoId, ctx.member.boId), eq(tradeOrder.hiddenByBuyer, false))! : and(eq(tradeOrder.sellerBoId, ctx.member.boId), eq(tradeOrder.hiddenBySeller, false))!;

async function pageWhere(ctx: Ctx, q: PageInput, where: SQL | undefined, role: OrderRole) {
  return paged(
    ctx,
    q,
    async (limit, offset) => cards(ctx, await ctx.db.select().from(tradeOrder).where(where).orderBy(desc(tradeOrder.createdAt), desc(tradeOrder.id)).limit(limit).offset(offset), role),
    async () => (await ctx.db.select({ n: count() }).from(tradeOrder).where(where))[0].n,
  );
}

export function myOrders(ctx: AuthedCtx, role: OrderRole, q: PageInput & ListFilter) {
  requireSellerSide(ctx, role);
  return pageWhere(ctx, q, and(mine(ctx, role), filterOf(q)), role);
}

export async function stageCounts(ctx: AuthedCtx, role: OrderRole, sellerFuncs: readonly string[] = sellerCallFuncs.orders) {
  requireSellerSide(ctx, role, sellerFuncs);
  const rows = await ctx.db.select({ state: tradeOrder.state, n: count() }).from(tradeOrder).where(mine(ctx, role)).groupBy(tradeOrder.state);
  const by = new Map(rows.map((r) => [r.state, r.n]));
  const of = (states: OrderState[]) => states.reduce((a, s) => a + (by.get(s) ?? 0), 0);
  return { UNPAID: of(stageStates.UNPAID), UNSENT: of(stageStates.UNSENT), UNRECEIVED: of(stageStates.UNRECEIVED), UNEVALUATED: of(stageStates.UNEVALUATED), ALL: rows.reduce((a, r) => a + r.n, 0) };
}

/**
 * The order if the caller is its buyer (role BUYER), its seller (SELLER), or either (null: the role
 * found). Another member's order is "not found"; the seller's own order still needs one of
 * `sellerFuncs` (an employee without an order function: FORBIDDEN).
 */
export async function visibleOrder(ctx: AuthedCtx, orderId: string, role: OrderRole | null, sellerFuncs: readonly string[] = sellerCallFuncs.orders): Promise<{ o: OrderRow; role: OrderRole }> {
  const [o] = await ctx.db.select().from(tradeOrder).where(eq(tradeOrder.id, orderId));
  if (o && (role ?? "BUYER") === "BUYER" && o.buyerBoId === ctx.member.boId) return { o, role: "BUYER" };
  if (o && (role ?? "SELLER") === "SELLER" && o.sellerBoId === ctx.member.boId) {
    requireAnyFunc(ctx, sellerFuncs);
    return { o, role: "SELLER" };
  }
  throw notFound("订单");
}

/** orderId → orderNo for the given orders (unknown ids are left out). */
export async function orderNos(ctx: Ctx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: tradeOrder.id, orderNo: tradeOrder.orderNo }).from(tradeOrder).where(inArray(tradeOrder.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.orderNo]));
}

export async function detail(ctx: AuthedCtx, orderId: string, role: OrderRole | null) {
  const v = await visibleOrder(ctx, orderId, role);
  return detailOf(ctx, v.o, v.role);
}

export async function infoChanges(ctx: AuthedCtx, orderId: string) {
  await visibleOrder(ctx, orderId, null);
  const rows = await ctx.db.select().from(orderInfoChange).where(eq(orderInfoChange.orderId, orderId)).orderBy(desc(orderInfoChange.createdAt));
  const strip = (d: (typeof rows)[number]["before"]) => ({ kind: d.kind, receiverName: d.receiverName, mobile: d.mobile, areaCode: d.areaCode, areaName: d.areaName, address: d.address, buyerRemark: d.buyerRemark });
  return rows.map((r) => ({ id: r.id, orderId: r.orderId, before: strip(r.before), after: strip(r.after), reason: r.reason, createdAt: iso(r.createdAt) }));
}

/** The operator's list: every shop's orders. */
export function allOrders(ctx: Ctx, q: PageInput & ListFilter & { state?: OrderState; shopId?: string }) {
  return pageWhere(ctx, q, and(filterOf(q), q.state ? eq(tradeOrder.state, q.state) : undefined, q.shopId ? eq(tradeOrder.shopId, q.shopId) : undefined), "SELLER");
}

export async function orderById(ctx: Ctx, orderId: string): Promise<OrderRow> {
  const [o] = await ctx.db.select().from(tradeOrder).where(eq(tradeOrder.id, orderId));
  if (!o) throw notFound("订单");
  return o;
}

/** 张建国 → 张**. */
const mask = (name: string) => {
  const c = [...name];
  return c.length ? `${c[0]}${"*".repeat(Math.min(Math.max(c.length - 1, 1), 4))}` : "匿名";
};
/** 山东省济南市历城区 → 山东省济南市 (the city, never the street). */
const cityOf = (areaName: string) => areaName.match(/^(.+?(?:省|自治区))?(.+?(?:市|自治州|地区|盟))/)?.[0] ?? areaName.slice(0, 6);

/** The public deal feed: paid orders' lines, newest first, buyers masked, only the city shown. */
export async function deals(ctx: Ctx, q: PageInput & { goodsId?: string }): Promise<Page<unknown>> {
  const where = and(inArray(tradeOrder.state, ["PAID", "SENT", "RECEIVED", "COMPLETED"]), eq(orderLine.isGift, false), q.goodsId ? eq(orderLine.goodsId, q.goodsId) : undefined);
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ l: orderLine, buyerName: tradeOrder.buyerName, shopName: tradeOrder.shopName, delivery: tradeOrder.delivery, paidAt: tradeOrder.paidAt })
        .from(orderLine)
        .innerJoin(tradeOrder, eq(tradeOrder.id, orderLine.orderId))
        .where(where)
        .orderBy(desc(tradeOrder.paidAt), desc(orderLine.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        goodsId: r.l.goodsId,
        goodsName: r.l.goodsName,
        specName: r.l.specName,
        quantity: r.l.quantity,
        unit: r.l.unit,
        buyerName: mask(r.buyerName),
        areaName: r.delivery.kind === "ADDRESS" ? cityOf(r.delivery.areaName) : null,
        shopName: r.shopName,
        at: iso(r.paidAt!),
      }));
    },
    async () => (await ctx.db.select({ n: count() }).from(orderLine).innerJoin(tradeOrder, eq(tradeOrder.id, orderLine.orderId)).where(where))[0].n,
  );
}
