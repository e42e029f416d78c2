/**
 * Fen arithmetic for checkout. Every amount is a non-negative integer number of fen; every rule that
 * produces a fraction of a fen says how it rounds:
 *
 * - `ofRate(amount, bp)`: a rate in basis points (1/10 000) of an amount, rounded half up
 *   (四舍五入 to the fen, as Chinese invoices do). 9 折 is 9 000 bp.
 * - `allocate(total, weights)`: splits a whole (a discount, a platform coupon, a freight fee) over
 *   parts in proportion to their weights by the largest-remainder method, so the parts are integers
 *   that add up to the whole exactly, no part exceeds its weight when total ≤ Σweights, and ties go to
 *   the earlier part. Refunds of one line later give back exactly that line's share.
 */

/** Is `n` a whole, non-negative, safe number of fen? */
export const isFen = (n: number): boolean => Number.isSafeInteger(n) && n >= 0;

function assertFen(n: number, what: string): void {
  if (!isFen(n)) throw new RangeError(`${what} must be a non-negative integer of fen, got ${n}`);
}

/** `amount × bp / 10 000`, rounded half up. */
export function ofRate(amount: number, bp: number): number {
  assertFen(amount, "amount");
  if (!Number.isInteger(bp) || bp < 0 || bp > 10_000) throw new RangeError(`rate must be 0–10 000 bp, got ${bp}`);
  // amount ≤ 2^53 / 10^4 in practice (orders are far below ¥9 000 亿); BigInt keeps it exact anyway
  const scaled = BigInt(amount) * BigInt(bp);
  return Number((scaled + 5_000n) / 10_000n);
}

/**
 * `total` split over `weights` (see the header). All-zero weights split evenly by the same method.
 * Returns one integer per weight, summing to `total`.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  assertFen(total, "total");
  weights.forEach((w, i) => assertFen(w, `weight ${i}`));
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError("cannot allocate a non-zero total over no parts");
    return [];
  }
  const basis = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const sum = basis.reduce((s, w) => s + BigInt(w), 0n);
  const big = BigInt(total);
  const parts = basis.map((w) => (big * BigInt(w)) / sum);
  const remainders = basis.map((w, i) => ({ i, r: (big * BigInt(w)) % sum }));
  let left = Number(big - parts.reduce((s, p) => s + p, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] += 1n;
    left--;
  }
  return parts.map(Number);
}

/** Σ of fen amounts. */
export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
