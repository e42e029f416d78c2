/**
 * Shop promotions (促销): a shop owner's for their open shop. What a promotion must hold together
 * (beyond the contract's shapes), so the checkout's pricing (order/pricing/promotions.ts) never meets
 * a rule that makes no sense:
 * - 限时折扣 DISCOUNT: 1–9.99 折 (1000–9999 bp).
 * - 满减 FULL_REDUCTION: 1–5 tiers, thresholds strictly rising, each tier's `off` below its threshold
 *   and above the tier before (a higher tier always gives more).
 * - 每满减 EVERY_REDUCTION: `off` below `every`; `maxTimes` null (no cap) or ≥ 1.
 * - 满赠 GIFT: 1–5 tiers, thresholds strictly rising; gifts are live specs of the same shop's mall goods
 *   (the spec must belong to the goods named), each spec at most once per tier.
 * - Goods: null (every goods of the shop) or 1–100 of the shop's own live mall goods.
 * - The period ends after it starts and after now.
 * - **One discount per goods at a time**: two enabled DISCOUNT promotions of a shop whose periods
 *   overlap may not share a goods (a whole-shop discount shares every goods). The checkout would take
 *   the better rate anyway, but a seller who sets 8 折 and sees 7 折 charged has been misled; the rule
 *   is checked on add, edit and enable, under the shop row's lock so parallel saves cannot both pass.
 *   Reductions and gifts may overlap freely (the checkout gives each line at most one reduction).
 * A promotion is deleted unless it is running (switch it off first). Orders keep what they were given.
 */
import {
  type Page,
  type Parsed,
  type PromotionGoodsRef,
  type PromotionKind,
  type PromotionPublicView,
  type PromotionRuleInput,
  type PromotionState,
  type PromotionView,
  type GiftInfo,
  type promotion as promotionCalls,
} from "@qinlian/contract";
import { and, asc, desc, eq, gt, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { shopGoodsRefPage, shopGoodsRefs, shopOfGoods, specLabels } from "../../read/promotion-goods";
import { requireOwnShop } from "../shop";
import { promotion } from "./schema";

export type PromotionRow = typeof promotion.$inferSelect;
type Input = Parsed<typeof promotionCalls.addPromotion>;

export function promotionState(r: Pick<PromotionRow, "enabled" | "startAt" | "endAt">, now: Date): PromotionState {
  if (!r.enabled) return "DISABLED";
  if (now < r.startAt) return "NOT_STARTED";
  if (now >= r.endAt) return "ENDED";
  return "RUNNING";
}

/** SQL for the promotions in a state at `now` (list filters, the checkout's running promotions). */
export function stateWhere(state: PromotionState, now: Date): SQL {
  const on = eq(promotion.enabled, true);
  switch (state) {
    case "DISABLED":
      return eq(promotion.enabled, false);
    case "NOT_STARTED":
      return and(on, gt(promotion.startAt, now))!;
    case "ENDED":
      return and(on, lte(promotion.endAt, now))!;
    case "RUNNING":
      return and(on, lte(promotion.startAt, now), gt(promotion.endAt, now))!;
  }
}

const giftSpecIds = (rule: PromotionRuleInput) => (rule.kind === "GIFT" ? rule.tiers.flatMap((t) => t.gifts.map((g) => g.specId)) : []);
const giftGoodsIds = (rule: PromotionRuleInput) => (rule.kind === "GIFT" ? rule.tiers.flatMap((t) => t.gifts.map((g) => g.goodsId)) : []);

async function views(ctx: Ctx, rows: readonly PromotionRow[]): Promise<PromotionView[]> {
  const byShop = new Map<string, string[]>();
  for (const r of rows) byShop.set(r.shopId, [...(byShop.get(r.shopId) ?? []), ...(r.goodsIds ?? []), ...giftGoodsIds(r.rule)]);
  const refs = new Map<string, PromotionGoodsRef>();
  for (const [shopId, ids] of byShop) for (const [k, v] of await shopGoodsRefs(ctx, shopId, ids)) refs.set(k, v);
  return rows.map((r) => {
    const ids = [...new Set([...(r.goodsIds ?? []), ...giftGoodsIds(r.rule)])];
    return {
      id: r.id,
      shopId: r.shopId,
      name: r.name,
      kind: r.kind,
      rule: r.rule,
      goodsIds: r.goodsIds,
      goods: ids.map((i) => refs.get(i)).filter((g): g is PromotionGoodsRef => !!g),
      startAt: iso(r.startAt),
      endAt: iso(r.endAt),
      enabled: r.enabled,
      remark: r.remark,
      state: promotionState(r, ctx.now),
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

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** Checks a rule's own arithmetic (see the header); names the field. */
export function checkRule(rule: PromotionRuleInput): void {
  if (rule.kind === "DISCOUNT") {
    if (!(rule.rateBp >= 1000 && rule.rateBp <= 9999)) throw invalid("rule.rateBp", "折扣须在 1 折到 9.99 折之间");
  } else if (rule.kind === "EVERY_REDUCTION") {
    if (rule.off >= rule.every) throw invalid("rule.off", "每满减的减免金额须低于每满金额");
  } else {
    rule.tiers.forEach((t, i) => {
      const prev = rule.tiers[i - 1];
      if (prev && t.threshold <= prev.threshold) throw invalid(`rule.tiers.${i}.threshold`, `第 ${i + 1} 档门槛须高于第 ${i} 档（${yuan(prev.threshold)}）`);
      if (rule.kind === "FULL_REDUCTION") {
        const ft = t as { threshold: number; off: number };
        const fp = prev as { threshold: number; off: number } | undefined;
        if (ft.off >= ft.threshold) throw invalid(`rule.tiers.${i}.off`, `第 ${i + 1} 档减免金额须低于门槛`);
        if (fp && ft.off <= fp.off) throw invalid(`rule.tiers.${i}.off`, `第 ${i + 1} 档减免金额须高于第 ${i} 档（${yuan(fp.off)}）`);
      }
    });
  }
}

/** The columns a valid input stands for, or a field error. */
async function columnsOf(ctx: AuthedCtx, shopId: string, i: Input) {
  checkRule(i.rule);
  const startAt = when("startAt", i.startAt);
  const endAt = when("endAt", i.endAt);
  if (endAt <= startAt) throw invalid("endAt", "结束时间须晚于开始时间");
  if (endAt <= ctx.now) throw invalid("endAt", "结束时间须晚于现在");
  const goodsIds = i.goodsIds ? [...new Set(i.goodsIds)] : null;
  const refs = await shopGoodsRefs(ctx, shopId, [...(goodsIds ?? []), ...giftGoodsIds(i.rule)]);
  const foreign = goodsIds?.find((g) => !refs.has(g));
  if (foreign) throw invalid("goodsIds", `商品 ${foreign} 不是本店的商城商品`);
  if (i.rule.kind === "GIFT") {
    i.rule.tiers.forEach((t, ti) => {
      const seen = new Set<string>();
      t.gifts.forEach((g, gi) => {
        const field = `rule.tiers.${ti}.gifts.${gi}.specId`;
        const ref = refs.get(g.goodsId);
        if (!ref) throw invalid(`rule.tiers.${ti}.gifts.${gi}.goodsId`, "赠品须是本店的商城商品");
        if (!ref.specs.some((s) => s.specId === g.specId)) throw invalid(field, `赠品规格不属于商品「${ref.name}」或已删除`);
        if (seen.has(g.specId)) throw invalid(field, "同一档的赠品规格重复");
        seen.add(g.specId);
      });
    });
  }
  return { name: i.name, kind: i.rule.kind, rule: i.rule, goodsIds, startAt, endAt, enabled: i.enabled, remark: i.remark || null };
}

/** Refuses an enabled DISCOUNT overlapping another enabled one of the shop on a common goods (see the header). */
async function assertOneDiscount(ctx: Ctx, shopId: string, p: { id?: string; kind: string; enabled: boolean; goodsIds: string[] | null; startAt: Date; endAt: Date }, field: string | null) {
  if (p.kind !== "DISCOUNT" || !p.enabled) return;
  const others = await ctx.db
    .select()
    .from(promotion)
    .where(
      and(
        eq(promotion.shopId, shopId),
        eq(promotion.kind, "DISCOUNT"),
        eq(promotion.enabled, true),
        p.id ? ne(promotion.id, p.id) : undefined,
        sql`${promotion.startAt} < ${p.endAt}`,
        sql`${promotion.endAt} > ${p.startAt}`,
        gt(promotion.endAt, ctx.now),
      ),
    )
    .orderBy(asc(promotion.startAt));
  for (const o of others) {
    const shared = p.goodsIds === null ? (o.goodsIds ?? []) : o.goodsIds === null ? p.goodsIds : p.goodsIds.filter((g) => o.goodsIds!.includes(g));
    if (p.goodsIds !== null && o.goodsIds !== null && shared.length === 0) continue;
    const names = shared.length ? [...(await shopGoodsRefs(ctx, shopId, shared.slice(0, 3))).values()].map((g) => `「${g.name}」`).join("") : "";
    const msg = `与限时折扣「${o.name}」时间重叠${p.goodsIds === null || o.goodsIds === null ? "且其一为全店商品" : `且都含商品${names}`}：同一商品同一时间只能参加一个限时折扣`;
    throw field ? invalid(field, msg) : conflict(msg, { promotionId: o.id });
  }
}

async function ownOpenShop(ctx: AuthedCtx) {
  const s = await requireOwnShop(ctx, true); // the shop row lock serialises the one-discount check
  if (s.status !== "OPEN") throw conflict("店铺营业后才能设置促销");
  return s;
}

export function addPromotion(ctx: AuthedCtx, i: Input): Promise<PromotionView> {
  return inTx(ctx, async (tx) => {
    const s = await ownOpenShop(tx);
    const cols = await columnsOf(tx, s.id, i);
    await assertOneDiscount(tx, s.id, cols, "goodsIds");
    const [row] = await tx.db
      .insert(promotion)
      .values({ ...cols, shopId: s.id, boId: tx.member.boId, createdAt: tx.now, updatedAt: tx.now })
      .returning();
    return (await views(tx, [row]))[0];
  });
}

/** The caller's shop's promotion (locked when asked), else not found. */
async function ownPromotion(ctx: AuthedCtx, id: string, forUpdate = false): Promise<PromotionRow> {
  const s = await requireOwnShop(ctx, forUpdate);
  const q = ctx.db
    .select()
    .from(promotion)
    .where(and(eq(promotion.id, id), eq(promotion.shopId, s.id)));
  const [r] = forUpdate ? await q.for("update") : await q;
  if (!r) throw notFound("促销");
  return r;
}

export function updatePromotion(ctx: AuthedCtx, i: Input & { id: string }): Promise<PromotionView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownPromotion(tx, i.id, true);
    const cols = await columnsOf(tx, cur.shopId, i);
    await assertOneDiscount(tx, cur.shopId, { ...cols, id: cur.id }, "goodsIds");
    const [row] = await tx.db
      .update(promotion)
      .set({ ...cols, updatedAt: tx.now })
      .where(eq(promotion.id, cur.id))
      .returning();
    return (await views(tx, [row]))[0];
  });
}

export function enablePromotion(ctx: AuthedCtx, id: string, enabled: boolean): Promise<PromotionView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownPromotion(tx, id, true);
    if (enabled && !cur.enabled) await assertOneDiscount(tx, cur.shopId, { ...cur, enabled: true }, null);
    const [row] = await tx.db.update(promotion).set({ enabled, updatedAt: tx.now }).where(eq(promotion.id, cur.id)).returning();
    return (await views(tx, [row]))[0];
  });
}

export function deletePromotion(ctx: AuthedCtx, id: string): Promise<{ id: string }> {
  return inTx(ctx, async (tx) => {
    const cur = await ownPromotion(tx, id, true);
    if (promotionState(cur, tx.now) === "RUNNING") throw conflict("促销进行中，请先停用再删除");
    await tx.db.delete(promotion).where(eq(promotion.id, cur.id));
    return { id };
  });
}

export async function promotionById(ctx: AuthedCtx, id: string): Promise<PromotionView> {
  return (await views(ctx, [await ownPromotion(ctx, id)]))[0];
}

export async function promotionPage(ctx: AuthedCtx, q: Parsed<typeof promotionCalls.selPromotionPageByShop>): Promise<Page<PromotionView>> {
  const s = await requireOwnShop(ctx);
  const where = and(eq(promotion.shopId, s.id), q.keyword ? contains(promotion.name, q.keyword) : undefined, q.state ? stateWhere(q.state, ctx.now) : undefined, q.kind ? eq(promotion.kind, q.kind) : undefined);
  const p = await pageTable(ctx, q, promotion, where, [desc(promotion.createdAt), asc(promotion.id)], (r) => r);
  return { ...p, list: await views(ctx, p.list) };
}

export async function pickableGoods(ctx: AuthedCtx, q: Parsed<typeof promotionCalls.selPromotionGoods>): Promise<Page<PromotionGoodsRef>> {
  const s = await requireOwnShop(ctx);
  return shopGoodsRefPage(ctx, s.id, q);
}

/** Running promotions of these shops, oldest first (the order the checkout breaks ties in). */
export async function runningRows(ctx: Ctx, shopIds: readonly string[]): Promise<PromotionRow[]> {
  const ids = [...new Set(shopIds)];
  if (!ids.length) return [];
  return ctx.db
    .select()
    .from(promotion)
    .where(and(inArray(promotion.shopId, ids), stateWhere("RUNNING", ctx.now)))
    .orderBy(asc(promotion.createdAt), asc(promotion.id));
}

async function giftNamesOf(ctx: Ctx, rows: readonly PromotionRow[]): Promise<Map<string, string>> {
  const labels = await specLabels(
    ctx,
    rows.flatMap((r) => giftSpecIds(r.rule)),
  );
  return new Map([...labels].map(([k, v]) => [k, `${v.goodsName} · ${v.specName}`]));
}

const namesFor = (rule: PromotionRuleInput, names: ReadonlyMap<string, string>) => Object.fromEntries(giftSpecIds(rule).map((s) => [s, names.get(s) ?? ""]));

/** Running promotions covering a goods (public: the goods detail, cart badges). */
export async function publicByGoods(ctx: Ctx, goodsId: string): Promise<PromotionPublicView[]> {
  const shopId = await shopOfGoods(ctx, goodsId);
  if (!shopId) return [];
  const rows = (await runningRows(ctx, [shopId])).filter((r) => r.goodsIds === null || r.goodsIds.includes(goodsId));
  const names = await giftNamesOf(ctx, rows);
  return rows.map((r) => ({
    id: r.id,
    shopId: r.shopId,
    name: r.name,
    kind: r.kind,
    rule: r.rule,
    allGoods: r.goodsIds === null,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    giftNames: namesFor(r.rule, names),
  }));
}

/**
 * The shop's running 满赠 promotions against the given lines: for each, the covered lines' amount, the
 * highest tier reached, the next tier and how much is missing. The amounts are the caller's (the cart
 * sends each line's payable amount); the checkout's pricing, which measures gift thresholds after
 * discounts and reductions, has the last word.
 */
export async function giftInfo(ctx: Ctx, shopId: string, lines: readonly { goodsId: string; amount: number }[]): Promise<GiftInfo[]> {
  const rows = (await runningRows(ctx, [shopId])).filter((r) => r.rule.kind === "GIFT");
  const names = await giftNamesOf(ctx, rows);
  return rows.flatMap((r) => {
    if (r.rule.kind !== "GIFT") return [];
    const base = lines.filter((l) => r.goodsIds === null || r.goodsIds.includes(l.goodsId)).reduce((a, l) => a + l.amount, 0);
    const tiers = [...r.rule.tiers].sort((a, b) => a.threshold - b.threshold);
    const reached = tiers.filter((t) => base >= t.threshold).pop() ?? null;
    const next = tiers.find((t) => base < t.threshold) ?? null;
    return [{ promotionId: r.id, name: r.name, base, reached, next, shortBy: next ? next.threshold - base : null, giftNames: namesFor(r.rule, names) }];
  });
}

export type { Input as PromotionInputParsed };

/**
 * The kinds of the running promotions covering each of these goods (by goods id; goods none covers are
 * absent): one query over their shops' running promotions — the goods list's 满减 / 折 / 赠 badges.
 */
export async function runningKindsByGoods(ctx: Ctx, goods: readonly { goodsId: string; shopId: string }[]): Promise<Map<string, Set<PromotionKind>>> {
  const out = new Map<string, Set<PromotionKind>>();
  const rows = await runningRows(
    ctx,
    goods.map((g) => g.shopId),
  );
  for (const g of goods)
    for (const r of rows)
      if (r.shopId === g.shopId && (r.goodsIds === null || r.goodsIds.includes(g.goodsId))) {
        const kinds = out.get(g.goodsId) ?? new Set<PromotionKind>();
        kinds.add(r.kind);
        out.set(g.goodsId, kinds);
      }
  return out;
}
