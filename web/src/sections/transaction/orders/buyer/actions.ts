import type { EvaluationInput, OrderAction, OrderState } from "@qinlian/contract";

/** How a button works: pay (createPayOrder → cashier), a dialog with a form (cancel, change info, pay from balance with the pay password), a yes/no question, a plain call, a page. */
export type ButtonKind = "pay" | "modal" | "confirm" | "call" | "link";

export interface ButtonSpec {
  action: OrderAction;
  kind: ButtonKind;
  primary: boolean;
  danger: boolean;
}

/**
 * The buyer's buttons, left to right: the quiet ones first, the main step last (as Chinese
 * marketplaces place them). Seller actions the server may list are never the buyer's.
 */
const BUYER_ORDER: Record<OrderAction, { kind: ButtonKind; primary?: boolean; danger?: boolean } | null> = {
  HIDE: { kind: "confirm", danger: true },
  CANCEL: { kind: "modal" },
  CHANGE_INFO: { kind: "modal" },
  VIEW_EVALUATION: { kind: "link" },
  REMIND: { kind: "call" },
  CONFIRM: { kind: "confirm", primary: true },
  EVALUATE: { kind: "link", primary: true },
  PAY_BALANCE: { kind: "modal" },
  PAY: { kind: "pay", primary: true },
  SEND: null,
  REVISE_PRICE: null,
  SELLER_CANCEL: null,
  SELLER_NOTE: null,
};

/** The buttons for the actions the server allows now, buyer's only, in display order, each once. */
export function buyerButtons(actions: readonly OrderAction[]): ButtonSpec[] {
  const allowed = new Set(actions);
  return (Object.keys(BUYER_ORDER) as OrderAction[])
    .filter((a) => allowed.has(a) && BUYER_ORDER[a])
    .map((a) => {
      const b = BUYER_ORDER[a]!;
      return { action: a, kind: b.kind, primary: !!b.primary, danger: !!b.danger };
    });
}

/** The page an action leads to (evaluate, view the evaluation), or null. */
export function actionPath(action: OrderAction, orderId: string): string | null {
  if (action === "EVALUATE") return `/transaction/orderEvaluation/${orderId}`;
  if (action === "VIEW_EVALUATION") return `/transaction/viewOrderEvaluation/${orderId}`;
  return null;
}

/** The cashier for payment orders: one → /cashier/cashierPay/:id, several → /cashier/batchPay/:id1,id2 (null for none). */
export function cashierPath(payIds: readonly string[]): string | null {
  const ids = payIds.filter(Boolean);
  if (ids.length === 0) return null;
  if (ids.length === 1) return `/cashier/cashierPay/${encodeURIComponent(ids[0])}`;
  return `/cashier/batchPay/${ids.map(encodeURIComponent).join(",")}`;
}

export const buyerDetailPath = (orderId: string) => `/transaction/myOrder/orderDetailBuyer/${orderId}`;

/** The stages of the buyer's tabs (spec §4), in order. */
export const BUYER_STAGES = ["ALL", "UNPAID", "UNSENT", "UNRECEIVED", "UNEVALUATED"] as const;
export type BuyerStage = (typeof BUYER_STAGES)[number];

/** The tab in the address (?stage=UNPAID), ALL when missing or unknown. */
export function stageOf(value: string | null): BuyerStage {
  return (BUYER_STAGES as readonly string[]).includes(value ?? "") ? (value as BuyerStage) : "ALL";
}

/** The text key of what happens next in each state (buyerOrder.next.*). */
export function nextStepKey(state: OrderState): string {
  return `buyerOrder.next.${state}`;
}

/** What the evaluation form holds. */
export interface EvaluationValues {
  items: { lineId: string; score?: number; content?: string; images?: string[] }[];
  descriptionScore?: number;
  serviceScore?: number;
  logisticsScore?: number;
  isAnonymous?: boolean;
}

/** The addEvaluation input from the form (text trimmed; scores left out stay 0 and the server says which). */
export function evaluationInputOf(orderId: string, v: EvaluationValues): EvaluationInput {
  return {
    orderId,
    items: v.items.map((i) => ({ lineId: i.lineId, score: i.score ?? 0, content: (i.content ?? "").trim(), images: i.images ?? [] })),
    descriptionScore: v.descriptionScore ?? 0,
    serviceScore: v.serviceScore ?? 0,
    logisticsScore: v.logisticsScore ?? 0,
    isAnonymous: !!v.isAnonymous,
  };
}
