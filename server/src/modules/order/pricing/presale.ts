/**
 * Presale (预售): a goods spec sold before it exists — hatching chicks, a future batch of feed. The buyer
 * pays a deposit (定金) per unit while the presale takes deposits, then the balance (尾款) inside the
 * balance window. A deposit may be worth more than it cost (定金膨胀: `deductPerUnit` ≥
 * `depositPerUnit`), the usual way a seller rewards an early commitment.
 *
 * - total = presale price × quantity; deposit = depositPerUnit × quantity;
 *   balance = total − deductPerUnit × quantity (never below 0). All integers: no rounding.
 * - A presale order takes no promotion and no coupon (its price is the offer) and pays freight with
 *   the balance. One presale goods per order.
 * - A balance not paid by the window's end closes the order and the deposit is kept by the seller
 *   (定金不退), which the goods page and the checkout say before the buyer pays the deposit; a seller
 *   who cancels returns the deposit.
 */

export interface PresaleData {
  readonly id: string;
  /** Unit price of the presale, fen. */
  readonly price: number;
  readonly depositPerUnit: number;
  /** What each unit's deposit deducts from the total, ≥ depositPerUnit. */
  readonly deductPerUnit: number;
  readonly depositFrom: Date;
  readonly depositTo: Date;
  readonly balanceFrom: Date;
  readonly balanceTo: Date;
}

export interface PresaleSplit {
  readonly total: number;
  readonly deposit: number;
  readonly deduction: number;
  readonly balance: number;
}

export function presaleSplit(p: PresaleData, quantity: number): PresaleSplit {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  const total = p.price * quantity;
  const deposit = p.depositPerUnit * quantity;
  const deduction = Math.min(p.deductPerUnit * quantity, total);
  return { total, deposit, deduction, balance: total - deduction };
}

export type PresalePhase = "BEFORE" | "DEPOSIT" | "WAITING" | "BALANCE" | "ENDED";

/** Where a presale stands at `now`: taking deposits, between the windows, taking balances, or over. */
export function presalePhase(p: PresaleData, now: Date): PresalePhase {
  if (now < p.depositFrom) return "BEFORE";
  if (now < p.depositTo) return "DEPOSIT";
  if (now < p.balanceFrom) return "WAITING";
  if (now < p.balanceTo) return "BALANCE";
  return "ENDED";
}

/** Field → message for a presale that does not hold together (empty: valid). */
export function presaleProblems(p: Omit<PresaleData, "id">): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(p.price > 0)) out.price = "预售价须大于 0";
  if (!(p.depositPerUnit > 0)) out.depositPerUnit = "定金须大于 0";
  else if (p.depositPerUnit >= p.price) out.depositPerUnit = "定金须低于预售价";
  if (p.deductPerUnit < p.depositPerUnit) out.deductPerUnit = "定金抵扣不能低于定金";
  else if (p.deductPerUnit > p.price) out.deductPerUnit = "定金抵扣不能高于预售价";
  if (p.depositTo <= p.depositFrom) out.depositTo = "定金结束时间须晚于开始时间";
  if (p.balanceFrom < p.depositTo) out.balanceFrom = "尾款开始时间不能早于定金结束时间";
  if (p.balanceTo <= p.balanceFrom) out.balanceTo = "尾款结束时间须晚于开始时间";
  return out;
}
