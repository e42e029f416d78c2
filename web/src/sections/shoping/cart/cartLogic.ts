import type { CartLine, CartProblem, CartView } from "@qinlian/contract";

/** Selection state of some lines (a shop's, or all): only usable lines can be selected. */
export function cartSelection(lines: readonly Pick<CartLine, "id" | "usable" | "selected">[]) {
  const usable = lines.filter((l) => l.usable);
  const selected = usable.filter((l) => l.selected);
  return {
    usableIds: usable.map((l) => l.id),
    selectedIds: selected.map((l) => l.id),
    unselectedIds: usable.filter((l) => !l.selected).map((l) => l.id),
    all: usable.length > 0 && selected.length === usable.length,
    some: selected.length > 0,
  };
}

/** Problems "清除失效商品" removes (the server's clearOrderCartData does the same for a member). */
export const CLEARABLE: ReadonlySet<CartProblem> = new Set<CartProblem>(["OFF_SHELF", "SPEC_GONE", "OUT_OF_STOCK", "NOT_MALL_GOODS", "OWN_GOODS"]);

/** The visitor's lines to clear: their ids are spec ids. */
export function clearableSpecIds(view: CartView): string[] {
  return view.groups.flatMap((g) => g.lines).filter((l) => l.reason && CLEARABLE.has(l.reason)).map((l) => l.specId);
}

export const lineIdsOf = (lines: readonly Pick<CartLine, "id">[]) => lines.map((l) => l.id);
