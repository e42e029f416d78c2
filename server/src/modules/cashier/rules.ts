/**
 * The cashier's fixed rules, in one place.
 *
 * Withdrawal fee: 0.1 % of the amount, rounded up to the fen, at least ¥1 (100 fen) and at most ¥25
 * (2 500 fen); the fee is taken from the amount withdrawn (the card receives amount − fee), so a
 * withdrawal must be larger than its fee. The repo has no fee settings yet; when the system settings
 * gain one, `withdrawFee` reads it there.
 *
 * Arrival: a withdrawal arrives on the next working day (Monday to Friday; public holidays are not
 * known to the platform yet).
 */
export const WITHDRAW_FEE_RATE_PER_MILLE = 1;
export const WITHDRAW_FEE_MIN = 100;
export const WITHDRAW_FEE_MAX = 2_500;
/** Working days until a withdrawal arrives. */
export const WITHDRAW_ARRIVAL_DAYS = 1;

export function withdrawFee(amount: number): number {
  const raw = Math.ceil((amount * WITHDRAW_FEE_RATE_PER_MILLE) / 1000);
  return Math.min(WITHDRAW_FEE_MAX, Math.max(WITHDRAW_FEE_MIN, raw));
}

/** The calendar day (YYYY-MM-DD, China time) `days` working days after `from`. 0: today, or the next working day if today is not one. */
export function workingDaysAfter(from: Date, days: number): string {
  // China Standard Time has no daylight saving: UTC+8 always.
  const d = new Date(from.getTime() + 8 * 3600_000);
  d.setUTCHours(0, 0, 0, 0);
  const isWorking = () => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
  while (!isWorking()) d.setUTCDate(d.getUTCDate() + 1);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isWorking()) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** The business type of a recharge order (its payer is its payee: the money lands in their balance). */
export const RECHARGE = "RECHARGE";
