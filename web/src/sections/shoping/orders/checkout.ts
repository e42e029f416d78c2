import { Codes, loginCodes, MAX_CHECKOUT_LINES, type CheckoutInput, type CheckoutView, type SubmitInput } from "@qinlian/contract";
import { ApiError } from "../../../api/errors";
import { messagesByField, namePathOf, stripFieldCodes } from "../../../kit/useFormMutation";

/** One line to check out: a spec and how many; `cartId` when it came from the cart (removed from it on submit). */
export interface CheckoutLine {
  specId: string;
  quantity: number;
  cartId?: string;
}

export type Destination = { kind: "ADDRESS"; addressId: string } | { kind: "PICKUP"; pickupAddressId: string };

/** Which coupons the buyer picked; null until they pick one (the server then chooses the best). */
export type CouponPick = { shops: Record<string, string | null>; platform: string | null } | null;

const MAX_QTY = 99_999;

/** "cart" (the cart's selected lines) or "now" (buy now); /shoping/orders without a type is the cart. */
export function orderTypeOf(param: string | undefined): "cart" | "now" {
  return param === "now" ? "now" : "cart";
}

/**
 * The lines in the address: `?specId=a&quantity=2` (buy now), or several pairs in order
 * (`?specId=a&quantity=2&specId=b&quantity=1`). A missing or bad quantity is 1, above 99 999 is
 * 99 999; the same spec twice adds up; at most MAX_CHECKOUT_LINES lines.
 */
export function linesFromQuery(search: URLSearchParams): CheckoutLine[] {
  const specs = search.getAll("specId");
  const qtys = search.getAll("quantity");
  const out: CheckoutLine[] = [];
  specs.forEach((raw, i) => {
    const specId = raw.trim();
    if (!specId) return;
    const n = Number(qtys[i]);
    const quantity = Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_QTY) : 1;
    const same = out.find((l) => l.specId === specId);
    if (same) same.quantity = Math.min(same.quantity + quantity, MAX_QTY);
    else if (out.length < MAX_CHECKOUT_LINES) out.push({ specId, quantity });
  });
  return out;
}

/** The cart's checked lines that can be checked out, each keeping its cart id. */
export function linesFromCart(lines: readonly { id: string; specId: string; quantity: number; usable?: boolean }[]): CheckoutLine[] {
  return lines
    .filter((l) => l.usable !== false)
    .slice(0, MAX_CHECKOUT_LINES)
    .map((l) => ({ specId: l.specId, quantity: l.quantity, cartId: l.id }));
}

/** The address to start with: the default one, else the first; null without addresses. */
export function defaultAddressId(list: readonly { id: string; isDefault: boolean }[] | undefined): string | null {
  if (!list?.length) return null;
  return (list.find((a) => a.isDefault) ?? list[0]).id;
}

/** The coupons as the view chose them (the starting point of a pick). */
function pickOfView(view: Pick<CheckoutView, "shops" | "chosenPlatformCouponId">): NonNullable<CouponPick> {
  return { shops: Object.fromEntries(view.shops.map((s) => [s.shopId, s.chosenCouponId])), platform: view.chosenPlatformCouponId };
}

/** The pick after choosing a shop's coupon (null: none for that shop); the others stay as shown. */
export function pickShopCoupon(pick: CouponPick, view: Pick<CheckoutView, "shops" | "chosenPlatformCouponId">, shopId: string, couponId: string | null): CouponPick {
  const base = pick ?? pickOfView(view);
  return { ...base, shops: { ...base.shops, [shopId]: couponId } };
}

/** The pick after choosing the platform coupon (null: none). */
export function pickPlatformCoupon(pick: CouponPick, view: Pick<CheckoutView, "shops" | "chosenPlatformCouponId">, couponId: string | null): CouponPick {
  return { ...(pick ?? pickOfView(view)), platform: couponId };
}

function couponsOf(pick: NonNullable<CouponPick>): { shopCouponIds: string[]; platformCouponId: string | null } {
  return { shopCouponIds: Object.values(pick.shops).filter((c): c is string => !!c), platformCouponId: pick.platform };
}

/** The previewOrder input: the lines, the destination when there is one, the coupons once picked. */
export function checkoutInputOf(lines: readonly CheckoutLine[], destination: Destination | null, pick: CouponPick): CheckoutInput {
  return {
    lines: lines.map((l) => (l.cartId ? { specId: l.specId, quantity: l.quantity, cartId: l.cartId } : { specId: l.specId, quantity: l.quantity })),
    ...(destination ? { destination } : {}),
    ...(pick ? { coupons: couponsOf(pick) } : {}),
  };
}

/**
 * The submitOrder input: what the preview showed — its coupons and its payable (the server refuses
 * when the payable changed) — with the remarks given, trimmed, for the shops in the order.
 */
export function submitInputOf(lines: readonly CheckoutLine[], destination: Destination, view: CheckoutView, remarks: Record<string, string>): SubmitInput {
  const base = checkoutInputOf(lines, destination, null);
  return {
    lines: base.lines,
    destination,
    coupons: couponsOf(pickOfView(view)),
    remarks: view.shops.map((s) => ({ shopId: s.shopId, remark: (remarks[s.shopId] ?? "").trim() })).filter((r) => r.remark),
    expectedPayable: view.payable,
  };
}

/** Why the submit button is off (text keys checkout.block.*), none when it may go. */
export function submitBlock(view: CheckoutView | undefined, destination: Destination | null, busy: boolean, previewFailed = false): string | null {
  if (busy) return "busy";
  if (previewFailed) return "previewFailed";
  if (!view) return "busy";
  if (!destination) return "noDestination";
  if (!view.shops.length) return "noLines";
  if (!view.canSubmit) return "problems";
  return null;
}

/** Where a failed submit's message goes: under lines (by spec), under the delivery, the coupons, or in a dialog. */
export interface PlacedError {
  bySpec: Record<string, string>;
  delivery?: string;
  coupons?: string;
  general?: string;
}

/** Codes the API client already acted on (login, redirect): nothing to place. */
const handled = new Set<string>([...loginCodes, Codes.NO_MANUFACTURER, Codes.REDIRECT]);

/**
 * Places a failed submit's message: `lines.N…` under line N's spec, `destination…` under the
 * delivery, `coupons…` under the coupons, the rest (stock short, price changed without a field) in
 * general. Network and HTTP failures were shown by the client: null.
 */
export function placeSubmitError(err: unknown, lines: readonly CheckoutLine[]): PlacedError | null {
  if (!(err instanceof ApiError)) return { bySpec: {}, general: err instanceof Error ? err.message : String(err) };
  if (err.kind !== "business" || handled.has(err.code)) return null;
  const data = err.data as { fields?: unknown } | null;
  const fields = Array.isArray(data?.fields) ? data.fields.filter((f): f is string => typeof f === "string") : [];
  const out: PlacedError = { bySpec: {} };
  const rest: string[] = [];
  const per = messagesByField(err.message, fields);
  for (const f of fields) {
    const msg = per.get(f) ?? stripFieldCodes(err.message);
    const path = namePathOf(f);
    const line = path[0] === "lines" && typeof path[1] === "number" ? lines[path[1]] : undefined;
    if (line) out.bySpec[line.specId] = msg;
    else if (path[0] === "destination") out.delivery = msg;
    else if (path[0] === "coupons") out.coupons = msg;
    else if (!rest.includes(msg)) rest.push(msg);
  }
  if (!fields.length) rest.push(stripFieldCodes(err.message));
  if (rest.length) out.general = rest.join("；");
  return out;
}

/** The figures of the whole checkout (sums over the shops). */
export function totalsOf(view: CheckoutView) {
  const sum = (k: "goodsAmount" | "discount" | "reduction" | "shopCoupon" | "platformCoupon") => view.shops.reduce((n, s) => n + s[k], 0);
  return {
    goodsAmount: sum("goodsAmount"),
    promotions: sum("discount") + sum("reduction"),
    coupons: sum("shopCoupon") + sum("platformCoupon"),
    freight: view.freight,
    payable: view.payable,
    quantity: view.shops.reduce((n, s) => n + s.lines.reduce((m, l) => m + l.quantity, 0), 0),
  };
}
