/**
 * Coupon rules (券规则): a shop owner's for their open shop, the operator's for the platform. What a
 * rule must hold together (beyond the contract's shapes):
 * - 满减券 (AMOUNT): takes at least ¥0.01 off, and less than its threshold when it has one (a coupon
 *   never makes goods free); 折扣券 (DISCOUNT): 1–9.9 折, optionally capped.
 * - The claim window ends after it starts; a fixed validity ends after it starts and no earlier than
 *   the claim window (a coupon claimed on the last day must still be usable).
 * - Categories exist. The total is never below what has been given out.
 * A rule is deleted only while nobody holds one of its coupons; after that it is switched off.
 */
import { Codes, type CouponRuleState, type CouponRuleView, type Page, type Parsed, type coupon as couponCalls } from "@qinlian/contract";
import { and, asc, desc, eq, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, conflict, invalid, notFound } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { shopNamesOf } from "../../read/goods-shop";
import { categoryIndex } from "../goods";
import { requireOwnShop } from "../shop";
import { coupon, couponRule, type CouponValidity } from "./schema";

export type RuleRow = typeof couponRule.$inferSelect;
type RuleInput = Parsed<typeof couponCalls.addCoupRegular>;

export function ruleState(r: RuleRow, now: Date): CouponRuleState {
  if (!r.enabled) return "DISABLED";
  if (r.issuedCount >= r.totalCount) return "SOLD_OUT";
  if (now < r.claimFrom) return "NOT_STARTED";
  if (now >= r.claimTo) return "ENDED";
  return "CLAIMING";
}

/** SQL for the rules in a state at `now` (list filters). */
function stateWhere(state: CouponRuleState, now: Date): SQL {
  const on = eq(couponRule.enabled, true);
  const left = sql`${couponRule.issuedCount} < ${couponRule.totalCount}`;
  switch (state) {
    case "DISABLED":
      return eq(couponRule.enabled, false);
    case "SOLD_OUT":
      return and(on, sql`${couponRule.issuedCount} >= ${couponRule.totalCount}`)!;
    case "NOT_STARTED":
      return and(on, left, gt(couponRule.claimFrom, now))!;
    case "ENDED":
      return and(on, left, lte(couponRule.claimTo, now))!;
    case "CLAIMING":
      return and(on, left, lte(couponRule.claimFrom, now), gt(couponRule.claimTo, now))!;
  }
}

type Terms = Pick<RuleRow, "scope" | "shopId" | "name" | "kind" | "threshold" | "value" | "rateBp" | "maxOff" | "categoryCodes">;

/** The names of the shops of these rules or coupons. */
export const shopNamesFor = (ctx: Ctx, rows: readonly Pick<RuleRow, "shopId">[]) =>
  shopNamesOf(
    ctx,
    rows.map((r) => r.shopId).filter((s): s is string => !!s),
  );

/** What a rule offers: the columns a claimed coupon copies from it. */
export const termColumns = (r: Terms): Terms => ({
  scope: r.scope,
  shopId: r.shopId,
  name: r.name,
  kind: r.kind,
  threshold: r.threshold,
  value: r.value,
  rateBp: r.rateBp,
  maxOff: r.maxOff,
  categoryCodes: r.categoryCodes,
});

/** What a rule or a coupon offers, as both views show it. */
export function termsOf(r: Terms, shops: ReadonlyMap<string, string>) {
  return { ...termColumns(r), shopName: r.shopId ? (shops.get(r.shopId) ?? null) : null };
}

export async function ruleViews(ctx: Ctx, rows: readonly RuleRow[]): Promise<CouponRuleView[]> {
  const shops = await shopNamesFor(ctx, rows);
  const used = rows.length
    ? await ctx.db
        .select({ ruleId: coupon.ruleId, n: sql<number>`count(*)::int` })
        .from(coupon)
        .where(and(inArray(coupon.ruleId, rows.map((r) => r.id)), eq(coupon.state, "USED")))
        .groupBy(coupon.ruleId)
    : [];
  const usedBy = new Map(used.map((u) => [u.ruleId, Number(u.n)]));
  return rows.map((r) => ({
    id: r.id,
    regCode: r.regCode,
    ...termsOf(r, shops),
    totalCount: r.totalCount,
    perMemberLimit: r.perMemberLimit,
    claimFrom: iso(r.claimFrom),
    claimTo: iso(r.claimTo),
    validity: r.validity,
    enabled: r.enabled,
    remark: r.remark,
    state: ruleState(r, ctx.now),
    issuedCount: r.issuedCount,
    usedCount: usedBy.get(r.id) ?? 0,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

const when = (field: string, s: string): Date => {
  const d = new Date(s);
  if (Number.isNaN(d.getTime())) throw invalid(field, "时间格式不正确");
  return d;
};

/** The columns a valid input stands for (see the header), or a field error. */
async function columnsOf(ctx: Ctx, i: RuleInput) {
  if (i.kind === "AMOUNT") {
    if (i.value < 1) throw invalid("value", "请填写减免金额");
    if (i.threshold > 0 && i.value >= i.threshold) throw invalid("value", "减免金额须低于使用门槛");
  } else if (i.rateBp >= 10_000) throw invalid("rateBp", "请填写折扣");
  const claimFrom = when("claimFrom", i.claimFrom);
  const claimTo = when("claimTo", i.claimTo);
  if (claimTo <= claimFrom) throw invalid("claimTo", "结束领取时间须晚于开始时间");
  let validity: CouponValidity = i.validity;
  if (i.validity.type === "FIXED") {
    const from = when("validity.validFrom", i.validity.validFrom);
    const to = when("validity.validTo", i.validity.validTo);
    if (to <= from) throw invalid("validity.validTo", "有效期结束须晚于开始");
    if (to < claimTo) throw invalid("validity.validTo", "有效期不能早于领取结束时间结束");
    validity = { type: "FIXED", validFrom: from.toISOString(), validTo: to.toISOString() };
  }
  const cats = await categoryIndex(ctx);
  const unknown = i.categoryCodes.find((c) => !cats.get(c));
  if (unknown) throw invalid("categoryCodes", `类目 ${unknown} 不存在`);
  return {
    name: i.name,
    kind: i.kind,
    threshold: i.threshold,
    value: i.kind === "AMOUNT" ? i.value : 0,
    rateBp: i.kind === "DISCOUNT" ? i.rateBp : 10_000,
    maxOff: i.kind === "DISCOUNT" ? i.maxOff : null,
    categoryCodes: [...new Set(i.categoryCodes)],
    totalCount: i.totalCount,
    perMemberLimit: i.perMemberLimit,
    claimFrom,
    claimTo,
    validity,
    enabled: i.enabled,
    remark: i.remark || null,
  };
}

const newRegCode = () => `CR${newId().toUpperCase()}`;

async function insertRule(ctx: AuthedCtx, i: RuleInput, scope: "SHOP" | "PLATFORM", shopId: string | null): Promise<CouponRuleView> {
  const cols = await columnsOf(ctx, i);
  const [row] = await ctx.db
    .insert(couponRule)
    .values({ ...cols, regCode: newRegCode(), scope, shopId, ownerBoId: ctx.member.boId, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return (await ruleViews(ctx, [row]))[0];
}

export async function addShopRule(ctx: AuthedCtx, i: RuleInput): Promise<CouponRuleView> {
  const s = await requireOwnShop(ctx);
  if (s.status !== "OPEN") throw conflict("店铺营业后才能发券");
  return insertRule(ctx, i, "SHOP", s.id);
}

export function addPlatformRule(ctx: AuthedCtx, i: RuleInput): Promise<CouponRuleView> {
  return insertRule(ctx, i, "PLATFORM", null);
}

/** The caller's shop's rule by code (locked when asked), else not found. */
export async function ownRule(ctx: AuthedCtx, regCode: string, forUpdate = false): Promise<RuleRow> {
  const s = await requireOwnShop(ctx);
  const q = ctx.db
    .select()
    .from(couponRule)
    .where(and(eq(couponRule.regCode, regCode), eq(couponRule.shopId, s.id)));
  const [r] = forUpdate ? await q.for("update") : await q;
  if (!r) throw notFound("优惠券");
  return r;
}

export function updateShopRule(ctx: AuthedCtx, i: RuleInput & { regCode: string }): Promise<CouponRuleView> {
  return inTx(ctx, async (tx) => {
    const cur = await ownRule(tx, i.regCode, true);
    if (i.totalCount < cur.issuedCount) throw invalid("totalCount", `已发放 ${cur.issuedCount} 张，总量不能少于已发放`);
    const cols = await columnsOf(tx, i);
    const [row] = await tx.db
      .update(couponRule)
      .set({ ...cols, updatedAt: tx.now })
      .where(eq(couponRule.id, cur.id))
      .returning();
    return (await ruleViews(tx, [row]))[0];
  });
}

export function deleteShopRule(ctx: AuthedCtx, regCode: string): Promise<{ regCode: string }> {
  return inTx(ctx, async (tx) => {
    const cur = await ownRule(tx, regCode, true);
    if (cur.issuedCount > 0) throw new BizError(Codes.CONFLICT, `已发放 ${cur.issuedCount} 张，不能删除；请停用该券`, { issuedCount: cur.issuedCount });
    await tx.db.delete(couponRule).where(eq(couponRule.id, cur.id));
    return { regCode };
  });
}

export async function shopRuleByCode(ctx: AuthedCtx, regCode: string): Promise<CouponRuleView> {
  return (await ruleViews(ctx, [await ownRule(ctx, regCode)]))[0];
}

export async function ruleCounts(ctx: AuthedCtx, regCode: string) {
  const r = await ownRule(ctx, regCode);
  const [c] = await ctx.db
    .select({
      used: sql<number>`count(*) filter (where ${coupon.state} = 'USED')::int`,
      locked: sql<number>`count(*) filter (where ${coupon.state} = 'LOCKED')::int`,
      expired: sql<number>`count(*) filter (where ${coupon.state} = 'AVAILABLE' and ${coupon.validTo} <= ${ctx.now})::int`,
    })
    .from(coupon)
    .where(eq(coupon.ruleId, r.id));
  return { regCode, totalCount: r.totalCount, issuedCount: r.issuedCount, usedCount: Number(c.used), lockedCount: Number(c.locked), expiredCount: Number(c.expired), remaining: r.totalCount - r.issuedCount };
}

type RuleFilter = Parsed<typeof couponCalls.selShopCoupRegListByPage>;

async function rulePage(ctx: Ctx, q: RuleFilter, base: SQL | undefined): Promise<Page<CouponRuleView>> {
  const where = and(base, q.keyword ? or(contains(couponRule.name, q.keyword), contains(couponRule.regCode, q.keyword)) : undefined, q.state ? stateWhere(q.state, ctx.now) : undefined);
  const p = await pageTable(ctx, q, couponRule, where, [desc(couponRule.createdAt), asc(couponRule.id)], (r) => r);
  return { ...p, list: await ruleViews(ctx, p.list) };
}

export async function shopRulePage(ctx: AuthedCtx, q: RuleFilter): Promise<Page<CouponRuleView>> {
  const s = await requireOwnShop(ctx);
  return rulePage(ctx, q, eq(couponRule.shopId, s.id));
}

export function allRulePage(ctx: AuthedCtx, q: Parsed<typeof couponCalls.selCoupRegListByPage>): Promise<Page<CouponRuleView>> {
  return rulePage(ctx, q, q.scope ? eq(couponRule.scope, q.scope) : undefined);
}

/** Rules one may claim now: a shop's, or the platform's (no shopId). At most 50, soonest ending first. */
export async function claimable(ctx: Ctx, shopId: string | undefined): Promise<CouponRuleView[]> {
  const rows = await ctx.db
    .select()
    .from(couponRule)
    .where(and(shopId ? and(eq(couponRule.scope, "SHOP"), eq(couponRule.shopId, shopId)) : eq(couponRule.scope, "PLATFORM"), stateWhere("CLAIMING", ctx.now)))
    .orderBy(asc(couponRule.claimTo), asc(couponRule.id))
    .limit(50);
  return ruleViews(ctx, rows);
}

export type { RuleInput };

/** Where a claimable rule's coupons can be used: its shop (null: the platform's) and its categories (empty: all). */
export interface ClaimableCouponReach {
  readonly shopId: string | null;
  readonly categoryCodes: readonly string[];
}

/**
 * What the rules one may claim now (enabled, not all given out, inside the claim window) reach: those
 * of these shops and the platform's, one query, duplicates folded — the goods list's 券 badge.
 */
export async function claimableCouponReach(ctx: Ctx, shopIds: readonly string[]): Promise<ClaimableCouponReach[]> {
  const ids = [...new Set(shopIds)];
  const whose = ids.length ? or(eq(couponRule.scope, "PLATFORM"), and(eq(couponRule.scope, "SHOP"), inArray(couponRule.shopId, ids))) : eq(couponRule.scope, "PLATFORM");
  const rows = await ctx.db
    .selectDistinct({ scope: couponRule.scope, shopId: couponRule.shopId, categoryCodes: couponRule.categoryCodes })
    .from(couponRule)
    .where(and(whose, stateWhere("CLAIMING", ctx.now)));
  return rows.map((r) => ({ shopId: r.scope === "PLATFORM" ? null : r.shopId, categoryCodes: r.categoryCodes }));
}
