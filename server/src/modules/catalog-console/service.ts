/**
 * Operator work on the catalogue: the shop opening review queue, goods review (regulated categories
 * and goods taken down for breaking the rules), and advert slots. Every decision goes through the
 * shop or goods state machine and is recorded with the operator and the reason.
 */
import { and, asc, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { PageInput, ShopLicence } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { BizError, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { goodsMachine } from "../goods";
import { categoryIndex, areaNames, todayCst } from "../goods";
import { regulationOf } from "../goods";
import { goods } from "../goods/schema";
import { goodsCards, goodsView, type GoodsRow } from "../goods";
import { applyGoodsEvent } from "../goods";
import { enterpriseInfo, member } from "../identity/schema";
import { shopMachine, type ShopStatus } from "../shop";
import { shop } from "../shop/schema";
import { applyShopEvent } from "../shop";
import { shopCards, shopView } from "../shop";
import { memberNames } from "../identity";
import { stateHistoryOf } from "../../kit/transition";
import { together } from "../../kit/context";

async function statusCounts<T extends string>(ctx: AuthedCtx, table: typeof shop | typeof goods, states: readonly T[]) {
  const rows =
    table === goods
      ? await ctx.db.select({ s: goods.status, n: count() }).from(goods).where(isNull(goods.deletedAt)).groupBy(goods.status)
      : await ctx.db.select({ s: shop.status, n: count() }).from(shop).groupBy(shop.status);
  const out: Record<string, number> = Object.fromEntries(states.map((s) => [s, 0]));
  for (const r of rows) out[r.s] = r.n;
  return out;
}

// ---- shops ----------------------------------------------------------------------------------------

export async function shopQueue(ctx: AuthedCtx, q: PageInput & { status: ShopStatus; keyword?: string }) {
  const where = and(eq(shop.status, q.status), q.keyword ? or(contains(shop.name, q.keyword), contains(member.name, q.keyword)) : undefined);
  const order = q.status === "SUBMITTED" ? [asc(shop.submittedAt), asc(shop.id)] : [desc(shop.updatedAt), desc(shop.id)];
  const page = await paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ s: shop, owner: member })
        .from(shop)
        .innerJoin(member, eq(member.id, shop.boId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [cats, areas] = await together(
        ctx,
        () => categoryIndex(ctx),
        () =>
          areaNames(
            ctx,
            rows.map((r) => r.s.areaCode),
          ),
      );
      return rows.map(({ s, owner }) => ({
        shopId: s.id,
        name: s.name,
        boId: s.boId,
        ownerName: owner.name,
        ownerType: owner.type,
        ownerVerifyState: owner.verifyState,
        status: s.status,
        statusLabel: shopMachine.labels[s.status],
        mainCategoryName: cats.name(s.mainCategoryId),
        scopeNames: s.businessScope.map((id) => cats.name(id) ?? id),
        areaName: s.areaCode ? (areas.get(s.areaCode) ?? null) : null,
        submittedAt: iso(s.submittedAt),
        reviewedAt: iso(s.reviewedAt),
        rejectReason: s.rejectReason,
      }));
    },
    async () => (await ctx.db.select({ n: count() }).from(shop).innerJoin(member, eq(member.id, shop.boId)).where(where))[0].n,
  );
  return { ...page, counts: await statusCounts(ctx, shop, shopMachine.states) };
}

export async function shopDetail(ctx: AuthedCtx, shopId: string) {
  const [row] = await ctx.db.select().from(shop).where(eq(shop.id, shopId));
  if (!row) throw notFound("店铺");
  const [[owner], [ent], view, history] = await together(
    ctx,
    () => ctx.db.select().from(member).where(eq(member.id, row.boId)),
    () => ctx.db.select().from(enterpriseInfo).where(eq(enterpriseInfo.memberId, row.boId)),
    () => shopView(ctx, row),
    () => stateHistoryOf(ctx, shopMachine, row.id, { names: memberNames }),
  );
  return {
    shop: view,
    owner: {
      boId: row.boId,
      name: owner?.name ?? "",
      type: owner?.type ?? "PERSON",
      verifyState: owner?.verifyState ?? "NONE",
      creditCode: ent?.creditCode ?? null,
      legalPerson: ent?.legalPerson ?? null,
      contactName: ent?.contactName ?? row.contactName,
      contactMobile: ent?.contactMobile ?? owner?.mobile ?? null,
    },
    history,
  };
}

async function lockShop(ctx: AuthedCtx, shopId: string) {
  const [row] = await ctx.db.select().from(shop).where(eq(shop.id, shopId)).for("update");
  if (!row) throw notFound("店铺");
  return row;
}

export function approveShop(ctx: AuthedCtx, shopId: string, note?: string) {
  return inTx(ctx, async (tx) => {
    const row = await lockShop(tx, shopId);
    const u = await applyShopEvent(tx, row, "approve", { reviewedAt: tx.now, reviewedBy: tx.member.memberId, rejectReason: null }, note ?? null);
    return shopView(tx, u);
  });
}

export function rejectShop(ctx: AuthedCtx, shopId: string, reason: string) {
  return inTx(ctx, async (tx) => {
    const row = await lockShop(tx, shopId);
    const u = await applyShopEvent(tx, row, "reject", { reviewedAt: tx.now, reviewedBy: tx.member.memberId, rejectReason: reason }, reason);
    return shopView(tx, u);
  });
}

// ---- goods ----------------------------------------------------------------------------------------

export async function goodsQueue(ctx: AuthedCtx, q: PageInput & { status: GoodsRow["status"]; keyword?: string; categoryId?: string; shopId?: string }) {
  const where = and(
    isNull(goods.deletedAt),
    eq(goods.status, q.status),
    q.keyword ? contains(goods.name, q.keyword) : undefined,
    q.categoryId ? sql`${goods.categoryId} like ${`${q.categoryId}%`}` : undefined,
    q.shopId ? eq(goods.shopId, q.shopId) : undefined,
  );
  const order = q.status === "PENDING" ? [asc(goods.submittedAt), asc(goods.id)] : [desc(goods.updatedAt), desc(goods.id)];
  const page = await paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select()
        .from(goods)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const cards = await goodsCards(ctx, rows);
      return cards.map((c, i) => ({
        ...c,
        statusLabel: goodsMachine.labels[rows[i].status],
        rejectReason: rows[i].rejectReason,
        submittedAt: iso(rows[i].submittedAt),
        licenceLabel: regulationOf(rows[i].categoryId)?.licenceLabel ?? null,
      }));
    },
    async () => (await ctx.db.select({ n: count() }).from(goods).where(where))[0].n,
  );
  return { ...page, counts: await statusCounts(ctx, goods, goodsMachine.states) };
}

export async function goodsDetail(ctx: AuthedCtx, goodsId: string) {
  const [row] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)));
  if (!row) throw notFound("商品");
  const [shopRow] = row.shopId ? await ctx.db.select().from(shop).where(eq(shop.id, row.shopId)) : [];
  const reg = regulationOf(row.categoryId);
  const held = reg && shopRow ? (shopRow.licences as ShopLicence[]).find((l) => l.kind === reg.licence) : undefined;
  const [view, cards, history] = await together(
    ctx,
    () => goodsView(ctx, row),
    () => (shopRow ? shopCards(ctx, [shopRow]) : Promise.resolve([])),
    () => stateHistoryOf(ctx, goodsMachine, row.id, { names: memberNames, extraLabels: { delete: "删除" } }),
  );
  return {
    goods: view,
    shop: cards[0] ?? null,
    licence: reg
      ? {
          kind: reg.licence!,
          label: reg.licenceLabel!,
          present: !!held && (!held.validUntil || held.validUntil >= todayCst(ctx.now)),
          validUntil: held?.validUntil ?? null,
        }
      : null,
    history,
  };
}

async function lockGoods(ctx: AuthedCtx, goodsId: string) {
  const [row] = await ctx.db
    .select()
    .from(goods)
    .where(and(eq(goods.id, goodsId), isNull(goods.deletedAt)))
    .for("update");
  if (!row) throw notFound("商品");
  return row;
}

export async function approveGoods(ctx: AuthedCtx, ids: readonly string[]) {
  const out = [];
  for (const goodsId of [...new Set(ids)]) {
    try {
      const u = await inTx(ctx, async (tx) => applyGoodsEvent(tx, await lockGoods(tx, goodsId), "approve"));
      out.push({ goodsId, ok: true, status: u.status, msg: "成功" });
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      out.push({ goodsId, ok: false, status: null, msg: e.message });
    }
  }
  return out;
}

export function rejectGoods(ctx: AuthedCtx, goodsId: string, reason: string, event: "reject" | "takeDown") {
  return inTx(ctx, async (tx) => {
    const u = await applyGoodsEvent(tx, await lockGoods(tx, goodsId), event, reason);
    return { goodsId: u.id, status: u.status };
  });
}
