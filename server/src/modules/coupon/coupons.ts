/**
 * Members' coupons: claiming one (领券), being given one by a shop (发券), and the list "my coupons".
 *
 * Giving out is exact under concurrency: the rule's row is locked (`FOR UPDATE`) for the claim, its
 * state and the member's count are checked under the lock, then the coupon is inserted and the rule's
 * `issuedCount` raised in the same transaction (and the table's check refuses more than the total
 * whatever happens). A claimed coupon copies the rule's terms; with a "days" validity it is valid from
 * the claim for that many days.
 */
import { type CouponState, type CouponView, type Page, type Parsed, type coupon as couponCalls } from "@qinlian/contract";
import { and, asc, desc, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { iso } from "../../kit/time";
import { activeMemberByMobile } from "../../read/coupon-members";
import { ownRule, ruleState, shopNamesFor, termColumns, termsOf, type RuleRow } from "./rules";
import { coupon, couponRule } from "./schema";

type Row = typeof coupon.$inferSelect;

export function stateOf(r: Row, now: Date): CouponState {
  if (r.state === "AVAILABLE" && r.validTo <= now) return "EXPIRED";
  return r.state;
}

async function views(ctx: Ctx, rows: readonly Row[]): Promise<CouponView[]> {
  const shops = await shopNamesFor(ctx, rows);
  return rows.map((r) => ({
    id: r.id,
    regCode: r.regCode,
    ruleId: r.ruleId,
    ...termsOf(r, shops),
    validFrom: iso(r.validFrom),
    validTo: iso(r.validTo),
    state: stateOf(r, ctx.now),
    orderId: r.orderId,
    usedAt: r.usedAt ? iso(r.usedAt) : null,
    claimedAt: iso(r.createdAt),
  }));
}

/** Gives `boId` one coupon of the locked rule `r`, checking the rule's state and the member's limit. */
async function issue(tx: AuthedCtx, r: RuleRow, boId: string, grantedBy: string | null, allowBeforeStart: boolean): Promise<CouponView> {
  const state = ruleState(r, tx.now);
  // data.reason: the rule's state, or LIMIT — the portal words it without reading the message
  if (state === "DISABLED") throw conflict("该优惠券已停用", { reason: state });
  if (state === "SOLD_OUT") throw conflict("优惠券已领完", { reason: state });
  if (state === "ENDED") throw conflict("优惠券领取已结束", { reason: state });
  if (state === "NOT_STARTED" && !allowBeforeStart) throw conflict("优惠券尚未开始领取", { reason: state });
  const [held] = await tx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupon)
    .where(and(eq(coupon.ruleId, r.id), eq(coupon.boId, boId)));
  if (Number(held.n) >= r.perMemberLimit) throw conflict(`每人限领 ${r.perMemberLimit} 张，已领取 ${held.n} 张`, { reason: "LIMIT", perMemberLimit: r.perMemberLimit });
  const validFrom = r.validity.type === "FIXED" ? new Date(r.validity.validFrom) : tx.now;
  const validTo = r.validity.type === "FIXED" ? new Date(r.validity.validTo) : new Date(tx.now.getTime() + r.validity.days * 86_400_000);
  const [row] = await tx.db
    .insert(coupon)
    .values({
      ruleId: r.id,
      regCode: r.regCode,
      boId,
      ...termColumns(r),
      validFrom,
      validTo,
      grantedBy,
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .returning();
  await tx.db
    .update(couponRule)
    .set({ issuedCount: sql`${couponRule.issuedCount} + 1` })
    .where(eq(couponRule.id, r.id));
  return (await views(tx, [row]))[0];
}

/** The caller claims a coupon of the rule `regCode` (a shop's owner may not claim their own shop's). */
export function receive(ctx: AuthedCtx, regCode: string): Promise<CouponView> {
  return inTx(ctx, async (tx) => {
    const [r] = await tx.db.select().from(couponRule).where(eq(couponRule.regCode, regCode)).for("update");
    if (!r) throw notFound("优惠券");
    if (r.scope === "SHOP" && r.ownerBoId === tx.member.boId) throw invalid("regCode", "不能领取自己店铺的优惠券");
    return issue(tx, r, tx.member.boId, null, false);
  });
}

/** A shop gives a coupon of its rule to the member with `mobile` (also before the claim window opens). */
export function grant(ctx: AuthedCtx, regCode: string, mobile: string): Promise<CouponView> {
  return inTx(ctx, async (tx) => {
    const r = await ownRule(tx, regCode, true);
    const to = await activeMemberByMobile(tx, mobile);
    if (!to) throw invalid("mobile", "该手机号没有可用的会员账号");
    if (to === tx.member.boId) throw invalid("mobile", "不能给自己发券");
    return issue(tx, r, to, tx.member.boId, true);
  });
}

function stateWhere(state: CouponState, now: Date): SQL {
  if (state === "EXPIRED") return and(eq(coupon.state, "AVAILABLE"), lte(coupon.validTo, now))!;
  if (state === "AVAILABLE") return and(eq(coupon.state, "AVAILABLE"), gt(coupon.validTo, now))!;
  return eq(coupon.state, state);
}

export async function myPage(ctx: AuthedCtx, q: Parsed<typeof couponCalls.selMyCouponListByPage>): Promise<Page<CouponView>> {
  const where = and(eq(coupon.boId, ctx.member.boId), q.state ? stateWhere(q.state, ctx.now) : undefined);
  const order = q.state === "AVAILABLE" ? [asc(coupon.validTo), asc(coupon.id)] : [desc(coupon.createdAt), asc(coupon.id)];
  const p = await pageTable(ctx, q, coupon, where, order, (r) => r);
  return { ...p, list: await views(ctx, p.list) };
}
