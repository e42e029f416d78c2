/**
 * Coupons on a checkout, after promotions (promotions.ts) and before freight (a coupon never pays
 * freight).
 *
 * A coupon is a shop's (`SHOP`, only that shop's goods) or the platform's (`PLATFORM`, any shop); it
 * takes `value` fen off (`AMOUNT`, 满减券) or a rate (`DISCOUNT`, 折扣券, half up, at most `maxOff`), once
 * its eligible goods reach `threshold` (0: no threshold). Eligible goods: the coupon's scope, and when
 * it lists categories, goods in one of them (or below). A coupon never takes more than its eligible
 * goods cost.
 *
 * One shop coupon per shop order and one platform coupon per checkout. Shop coupons apply first; the
 * platform coupon's threshold and amount are measured on what is left after them. Each coupon's
 * amount is spread over its eligible lines by largest remainder (fen.ts), so a refund of a line gives
 * back that line's share. Time validity is checked here too (`validFrom` ≤ now < `validTo`), one use
 * each by the coupon store.
 */
import { allocate, ofRate, sum } from "./fen";

export interface CouponData {
  readonly id: string;
  readonly scope: "SHOP" | "PLATFORM";
  /** The shop of a SHOP coupon. */
  readonly shopId: string | null;
  readonly kind: "AMOUNT" | "DISCOUNT";
  readonly threshold: number;
  /** AMOUNT: fen off. */
  readonly value: number;
  /** DISCOUNT: the rate paid, bp (9 000 = 9 折). */
  readonly rateBp: number;
  /** DISCOUNT: most it takes off; null: no cap. */
  readonly maxOff: number | null;
  /** Category codes it is limited to; empty: every category. */
  readonly categoryCodes: readonly string[];
  readonly validFrom: Date;
  readonly validTo: Date;
}

export interface CouponLine {
  readonly key: string;
  readonly shopId: string;
  readonly categoryId: string | null;
  /** What the line costs after promotions, fen. */
  readonly amount: number;
}

export type CouponRefusal = "NOT_STARTED" | "EXPIRED" | "NO_ELIGIBLE_GOODS" | "BELOW_THRESHOLD" | "WRONG_SHOP";

export interface CouponCheck {
  readonly usable: boolean;
  readonly off: number;
  readonly eligibleAmount: number;
  readonly refusal: CouponRefusal | null;
}

export interface CouponLineResult {
  readonly key: string;
  readonly shopCoupon: number;
  readonly platformCoupon: number;
  readonly after: number;
}

export interface CouponOutcome {
  readonly lines: readonly CouponLineResult[];
  /** couponId → fen taken off. */
  readonly used: ReadonlyMap<string, number>;
}

function eligible(c: CouponData, l: CouponLine): boolean {
  if (c.scope === "SHOP" && l.shopId !== c.shopId) return false;
  if (c.categoryCodes.length === 0) return true;
  return l.categoryId !== null && c.categoryCodes.some((code) => l.categoryId?.startsWith(code));
}

/** What `base` fen of eligible goods get off with `c` (no threshold check). */
export function offOf(c: CouponData, base: number): number {
  const off = c.kind === "AMOUNT" ? c.value : Math.min(base - ofRate(base, c.rateBp), c.maxOff ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(off, base));
}

/** Can `c` be used on these lines at `now`, and for how much. */
export function checkCoupon(c: CouponData, lines: readonly CouponLine[], now: Date): CouponCheck {
  const refuse = (refusal: CouponRefusal, eligibleAmount = 0): CouponCheck => ({ usable: false, off: 0, eligibleAmount, refusal });
  if (now < c.validFrom) return refuse("NOT_STARTED");
  if (now >= c.validTo) return refuse("EXPIRED");
  if (c.scope === "SHOP" && !lines.some((l) => l.shopId === c.shopId)) return refuse("WRONG_SHOP");
  const members = lines.filter((l) => eligible(c, l));
  const base = sum(members.map((l) => l.amount));
  if (members.length === 0 || base === 0) return refuse("NO_ELIGIBLE_GOODS");
  if (base < c.threshold) return refuse("BELOW_THRESHOLD", base);
  return { usable: true, off: offOf(c, base), eligibleAmount: base, refusal: null };
}

export class CouponRefused extends Error {
  constructor(
    readonly couponId: string,
    readonly refusal: CouponRefusal,
  ) {
    super(`coupon ${couponId} refused: ${refusal}`);
  }
}

/**
 * Applies the chosen shop coupons (at most one per shop) and platform coupon. Throws CouponRefused
 * for a coupon that cannot be used (the checkout names it to the buyer).
 */
export function applyCoupons(lines: readonly CouponLine[], shopCoupons: readonly CouponData[], platform: CouponData | null, now: Date): CouponOutcome {
  const state = lines.map((l) => ({ ...l, shopCoupon: 0, platformCoupon: 0 }));
  const used = new Map<string, number>();
  const seenShops = new Set<string>();
  const spread = (c: CouponData, members: typeof state, base: (l: (typeof state)[number]) => number, put: (l: (typeof state)[number], v: number) => void) => {
    const check = checkCoupon(c, members.map((l) => ({ ...l, amount: base(l) })), now);
    if (!check.usable) throw new CouponRefused(c.id, check.refusal ?? "NO_ELIGIBLE_GOODS");
    const eligibleLines = members.filter((l) => eligible(c, l));
    const shares = allocate(check.off, eligibleLines.map(base));
    eligibleLines.forEach((l, i) => put(l, shares[i]));
    used.set(c.id, check.off);
  };
  for (const c of shopCoupons) {
    if (c.scope !== "SHOP" || c.shopId === null) throw new CouponRefused(c.id, "WRONG_SHOP");
    if (seenShops.has(c.shopId)) throw new Error(`two coupons for shop ${c.shopId}`);
    seenShops.add(c.shopId);
    spread(
      c,
      state,
      (l) => l.amount,
      (l, v) => {
        l.shopCoupon = v;
      },
    );
  }
  if (platform) {
    if (platform.scope !== "PLATFORM") throw new CouponRefused(platform.id, "WRONG_SHOP");
    spread(
      platform,
      state,
      (l) => l.amount - l.shopCoupon,
      (l, v) => {
        l.platformCoupon = v;
      },
    );
  }
  return { lines: state.map((l) => ({ key: l.key, shopCoupon: l.shopCoupon, platformCoupon: l.platformCoupon, after: l.amount - l.shopCoupon - l.platformCoupon })), used };
}
