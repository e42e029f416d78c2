import type { Carrier, OrderAction } from "@qinlian/contract";

/** The contract's tracking-number rule (order.orderDelivery's trackingNo), checked before sending. */
export const TRACKING_NO = /^[A-Za-z0-9-]{6,30}$/;

/** Why a typed tracking number would be refused ("required" | "format"), or null when it is fine. Spaces around are ignored. */
export function trackingNoProblem(text: string | null | undefined): "required" | "format" | null {
  const s = (text ?? "").trim();
  if (!s) return "required";
  return TRACKING_NO.test(s) ? null : "format";
}

/** The carrier's name is asked for when the seller picks OTHER (the contract's carrierName, 30 at most). */
export function carrierNameProblem(carrier: Carrier | undefined, name: string | null | undefined): "required" | "long" | null {
  if (carrier !== "OTHER") return null;
  const s = (name ?? "").trim();
  if (!s) return "required";
  return s.length > 30 ? "long" : null;
}

export interface RevisedFigures {
  /** The new payable: goods + freight (fen). */
  payable: number;
  /** New payable less the current one (negative: cheaper for the buyer). */
  change: number;
}

/**
 * The price change's live total: the new goods amount plus the new freight, and how far it is from
 * what the buyer pays now; null while either amount is missing or not a valid amount, or the goods
 * amount is not above zero (the contract refuses it).
 */
export function revisedFigures(goods: number | null | undefined, freight: number | null | undefined, currentPayable: number): RevisedFigures | null {
  if (goods == null || freight == null || !Number.isInteger(goods) || !Number.isInteger(freight)) return null;
  if (goods < 1 || freight < 0) return null;
  const payable = goods + freight;
  return { payable, change: payable - currentPayable };
}

/**
 * An order's amounts as the seller reads them: the platform fee and the payout only once the buyer
 * has paid (before that the server answers zeros, which would read as "you get nothing").
 */
export function sellerAmounts<T extends { paidAmount: number; platformFee?: number; sellerReceives?: number }>(o: T): T {
  return o.paidAmount > 0 ? o : { ...o, platformFee: undefined, sellerReceives: undefined };
}

/** The goods part of what the buyer pays now (the payable less the freight): the price change form's starting value. */
export const currentGoodsPayable = (o: { payable: number; freight: number }): number => Math.max(0, o.payable - o.freight);

export type SellerButton =
  | { action: "SEND"; kind: "link"; to: string; primary: true }
  | { action: "REVISE_PRICE"; kind: "link"; to: string; primary: false }
  | { action: "SELLER_CANCEL" | "SELLER_NOTE"; kind: "modal"; primary: false };

/** Where each seller screen lives (spec paths). */
export const sellerPaths = {
  list: "/transaction/orderManage",
  detail: (id: string) => `/transaction/orderManage/orderDetailSeller/${encodeURIComponent(id)}`,
  send: (id: string) => `/transaction/orderManage/send/${encodeURIComponent(id)}`,
  price: (id: string) => `/transaction/orderPriceChange/${encodeURIComponent(id)}`,
  shipping: (id: string) => `/transaction/orderShiping/${encodeURIComponent(id)}`,
  logistics: "/transaction/orderManage/orderLogistics",
};

/**
 * The seller's buttons for an order, from the actions the server allows now: ship first (the main
 * one), then change price, cancel, note. Buyer actions in the list are ignored.
 */
export function sellerButtons(orderId: string, actions: readonly OrderAction[]): SellerButton[] {
  const has = new Set(actions);
  const out: SellerButton[] = [];
  if (has.has("SEND")) out.push({ action: "SEND", kind: "link", to: sellerPaths.send(orderId), primary: true });
  if (has.has("REVISE_PRICE")) out.push({ action: "REVISE_PRICE", kind: "link", to: sellerPaths.price(orderId), primary: false });
  if (has.has("SELLER_CANCEL")) out.push({ action: "SELLER_CANCEL", kind: "modal", primary: false });
  if (has.has("SELLER_NOTE")) out.push({ action: "SELLER_NOTE", kind: "modal", primary: false });
  return out;
}
