import { useRef, useState } from "react";

/** One customer price cell: a spec for a customer, its list price and the saved customer price. */
export interface PriceCell {
  specId: string;
  customerBoId: string;
  listPrice: number;
  saved: number | null;
}

export const cellKey = (c: Pick<PriceCell, "specId" | "customerBoId">) => `${c.customerBoId}|${c.specId}`;

/** Why a typed customer price is refused: not a valid amount, or above the list price (a customer never pays more). */
export function cellError(typed: number | undefined, listPrice: number): "invalid" | "aboveList" | null {
  if (typed === undefined) return null;
  if (!Number.isInteger(typed) || typed < 1) return "invalid";
  if (typed > listPrice) return "aboveList";
  return null;
}

/**
 * The batch-edit items for what changed: a new or different price saves it, a cleared cell that
 * had a price deletes it (price null), untouched or unchanged cells are left out.
 */
export function changedItems(cells: readonly PriceCell[], typed: ReadonlyMap<string, number | undefined>) {
  const items: { specId: string; customerBoId: string; price: number | null }[] = [];
  for (const c of cells) {
    const k = cellKey(c);
    if (!typed.has(k)) continue;
    const v = typed.get(k);
    if (v === undefined) {
      if (c.saved != null) items.push({ specId: c.specId, customerBoId: c.customerBoId, price: null });
    } else if (v !== c.saved) items.push({ specId: c.specId, customerBoId: c.customerBoId, price: v });
  }
  return items;
}

/** Typed (unsaved) customer prices across pages, keyed by customer and spec. */
export function usePriceEdits() {
  const [typed, setTyped] = useState<Map<string, number | undefined>>(new Map());
  // The cells typed into, kept across pages so one save sends every change.
  const cells = useRef(new Map<string, PriceCell>());
  return {
    set(c: PriceCell, v: number | undefined) {
      cells.current.set(cellKey(c), c);
      setTyped((m) => new Map(m).set(cellKey(c), v));
    },
    items: () => changedItems([...cells.current.values()], typed),
    hasErrors: () => [...cells.current.values()].some((c) => cellError(typed.get(cellKey(c)), c.listPrice) !== null),
    value(c: PriceCell): number | undefined {
      const k = cellKey(c);
      return typed.has(k) ? typed.get(k) : (c.saved ?? undefined);
    },
    error(c: PriceCell) {
      return cellError(typed.has(cellKey(c)) ? typed.get(cellKey(c)) : undefined, c.listPrice);
    },
    reset: () => {
      cells.current = new Map();
      setTyped(new Map());
    },
    dirty: typed.size > 0,
  };
}
