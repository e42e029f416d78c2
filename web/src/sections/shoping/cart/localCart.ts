import { CART_LIMIT, CART_MAX_QUANTITY } from "@qinlian/contract";

/** A visitor's cart line, kept in this browser until login (then merged into the member's cart). */
export interface LocalLine {
  specId: string;
  quantity: number;
}

export const LOCAL_CART_KEY = "ql.cart.local";

/** Only well-formed lines, each spec once (first wins), at most CART_LIMIT. */
export function cleanLines(raw: unknown): LocalLine[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: LocalLine[] = [];
  for (const x of raw as unknown[]) {
    if (!x || typeof x !== "object") continue;
    const { specId, quantity } = x as Record<string, unknown>;
    if (typeof specId !== "string" || !specId || specId.length > 40 || seen.has(specId)) continue;
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) continue;
    seen.add(specId);
    out.push({ specId, quantity: Math.min(quantity, CART_MAX_QUANTITY) });
    if (out.length >= CART_LIMIT) break;
  }
  return out;
}

export type AddResult = { ok: true; lines: LocalLine[] } | { ok: false; reason: "LIMIT" };

/**
 * Adds to a local cart: the same spec adds to its line (capped at CART_MAX_QUANTITY) and moves to
 * the top; a new spec goes on top unless the cart already has CART_LIMIT lines.
 */
export function addLine(lines: readonly LocalLine[], specId: string, quantity: number): AddResult {
  const had = lines.find((l) => l.specId === specId);
  if (!had && lines.length >= CART_LIMIT) return { ok: false, reason: "LIMIT" };
  const next = { specId, quantity: Math.min((had?.quantity ?? 0) + quantity, CART_MAX_QUANTITY) };
  return { ok: true, lines: [next, ...lines.filter((l) => l.specId !== specId)] };
}

/** Sets one line's quantity (at least 1), or changes its spec (merging into that spec's line when there is one). */
export function changeLine(lines: readonly LocalLine[], specId: string, change: { quantity?: number; specId?: string }): LocalLine[] {
  const at = lines.findIndex((l) => l.specId === specId);
  if (at < 0) return [...lines];
  const quantity = Math.max(1, Math.min(change.quantity ?? lines[at].quantity, CART_MAX_QUANTITY));
  const to = change.specId ?? specId;
  if (to === specId) return lines.map((l, i) => (i === at ? { specId, quantity } : l));
  const other = lines.find((l) => l.specId === to);
  if (other) return lines.filter((l) => l.specId !== specId).map((l) => (l.specId === to ? { specId: to, quantity: Math.min(l.quantity + quantity, CART_MAX_QUANTITY) } : l));
  return lines.map((l, i) => (i === at ? { specId: to, quantity } : l));
}

export function removeLines(lines: readonly LocalLine[], specIds: readonly string[]): LocalLine[] {
  const gone = new Set(specIds);
  return lines.filter((l) => !gone.has(l.specId));
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readLocalCart(): LocalLine[] {
  try {
    return cleanLines(JSON.parse(storage()?.getItem(LOCAL_CART_KEY) ?? "[]"));
  } catch {
    return [];
  }
}

export function writeLocalCart(lines: readonly LocalLine[]): void {
  const s = storage();
  if (!s) return;
  if (lines.length) s.setItem(LOCAL_CART_KEY, JSON.stringify(cleanLines(lines)));
  else s.removeItem(LOCAL_CART_KEY);
}
