/** Buyers by sales, highest first (ties: more orders, then the latest order first). */
export function byAmount<T extends { amount: number; orderCount: number; lastOrderAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.amount - a.amount || b.orderCount - a.orderCount || b.lastOrderAt.localeCompare(a.lastOrderAt));
}

/** A buyer's share of a total, one decimal: "12.5%"; "-" when the total is zero. */
export const shareText = (part: number, total: number): string => (total > 0 ? `${Math.round((part / total) * 1000) / 10}%` : "-");
