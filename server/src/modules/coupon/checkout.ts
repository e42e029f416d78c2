/**
 * Coupons at the checkout: which of a buyer's coupons can price an order (`checkoutCoupons`), and their
 * hold on the order — `lockCoupons` at submit (AVAILABLE → LOCKED, one conditional update each, so a
 * coupon used by two parallel submits is taken once), `useCoupons` once the order is paid (→ USED),
 * `releaseCoupons` when it is cancelled unpaid (→ AVAILABLE again, if still valid it can be used anew).
 * `holder` names what holds the coupon: the order's id for a shop coupon, `batch:<batchNo>` for a
 * platform coupon shared by the orders of one checkout.
 */
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict } from "../../kit/errors";
import { coupon } from "./schema";

export interface CheckoutCoupon {
  readonly id: string;
  readonly name: string;
  readonly scope: "SHOP" | "PLATFORM";
  readonly shopId: string | null;
  readonly kind: "AMOUNT" | "DISCOUNT";
  readonly threshold: number;
  readonly value: number;
  readonly rateBp: number;
  readonly maxOff: number | null;
  readonly categoryCodes: readonly string[];
  readonly validFrom: Date;
  readonly validTo: Date;
}

/** The member's coupons that are AVAILABLE and not expired, oldest expiry first. */
export async function checkoutCoupons(ctx: Ctx, boId: string): Promise<CheckoutCoupon[]> {
  const rows = await ctx.db
    .select()
    .from(coupon)
    .where(and(eq(coupon.boId, boId), eq(coupon.state, "AVAILABLE"), gt(coupon.validTo, ctx.now)))
    .orderBy(asc(coupon.validTo), asc(coupon.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    scope: r.scope,
    shopId: r.shopId,
    kind: r.kind,
    threshold: r.threshold,
    value: r.value,
    rateBp: r.rateBp,
    maxOff: r.maxOff,
    categoryCodes: r.categoryCodes,
    validFrom: r.validFrom,
    validTo: r.validTo,
  }));
}

/** Locks each coupon for its holder, or throws (the caller's transaction then rolls back). */
export async function lockCoupons(ctx: Ctx, boId: string, holds: readonly { couponId: string; holder: string }[]): Promise<void> {
  for (const h of [...holds].sort((a, b) => (a.couponId < b.couponId ? -1 : 1))) {
    const [locked] = await ctx.db
      .update(coupon)
      .set({ state: "LOCKED", orderId: h.holder })
      .where(and(eq(coupon.id, h.couponId), eq(coupon.boId, boId), eq(coupon.state, "AVAILABLE"), gt(coupon.validTo, ctx.now)))
      .returning({ id: coupon.id });
    if (!locked) throw conflict("优惠券已被使用或已过期，请重新选择", { field: "coupons", couponId: h.couponId });
  }
}

/** The holders' locked coupons become USED (idempotent). */
export async function useCoupons(ctx: Ctx, holders: readonly string[]): Promise<number> {
  if (!holders.length) return 0;
  const rows = await ctx.db.update(coupon).set({ state: "USED", usedAt: ctx.now }).where(and(inArray(coupon.orderId, [...holders]), eq(coupon.state, "LOCKED"))).returning({ id: coupon.id });
  return rows.length;
}

/** The holders' locked coupons are available again (idempotent; used ones stay used). */
export async function releaseCoupons(ctx: Ctx, holders: readonly string[]): Promise<number> {
  if (!holders.length) return 0;
  const rows = await ctx.db.update(coupon).set({ state: "AVAILABLE", orderId: null }).where(and(inArray(coupon.orderId, [...holders]), eq(coupon.state, "LOCKED"))).returning({ id: coupon.id });
  return rows.length;
}
