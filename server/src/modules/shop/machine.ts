import { shopStatus, type ShopStatus } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import "./events";
import { shop } from "./schema";

export type { ShopStatus };
export type ShopEvent = "submit" | "approve" | "reject" | "open" | "close" | "reopen";

/**
 * Opening and running a shop.
 *
 * - The owner fills in the application (DRAFT; editable) and `submit`s it (→ SUBMITTED).
 * - An operator `approve`s (→ APPROVED) or `reject`s with a reason (→ REJECTED). A rejected
 *   application is edited and submitted again (REJECTED → SUBMITTED).
 * - The owner `open`s the approved shop (→ OPEN): goods can be put on shelf only in an OPEN shop.
 * - The owner may `close` the shop (→ CLOSED: its goods and posts leave every public list at once)
 *   and `reopen` it.
 */
export const shopEventLabels: Record<ShopEvent, string> = {
  submit: "提交审核",
  approve: "审核通过",
  reject: "驳回",
  open: "开张营业",
  close: "关闭店铺",
  reopen: "重新营业",
};

export const shopMachine = storeMachine(
  defineMachine<ShopStatus, ShopEvent>({
    name: "shop",
    states: shopStatus.options,
    labels: { DRAFT: "待提交", SUBMITTED: "待审核", APPROVED: "审核通过", REJECTED: "已驳回", OPEN: "营业中", CLOSED: "已关闭" },
    eventLabels: shopEventLabels,
    operatorEvents: ["approve", "reject"],
    transitions: {
      DRAFT: { submit: "SUBMITTED" },
      SUBMITTED: { approve: "APPROVED", reject: "REJECTED" },
      APPROVED: { open: "OPEN" },
      REJECTED: { submit: "SUBMITTED" },
      OPEN: { close: "CLOSED" },
      CLOSED: { reopen: "OPEN" },
    },
  }),
  { entity: "SHOP", table: shop, state: "status", noun: "店铺", announce: { event: "shop.changed", payload: (c) => ({ shopId: c.id }) } },
);

/** The application form may be edited only before review or after a rejection. */
export const applicationEditable = (s: ShopStatus) => s === "DRAFT" || s === "REJECTED";

/** Owner events (operators approve and reject); "edit" is offered while the application is editable. */
export function ownerEvents(s: ShopStatus): string[] {
  const evs: string[] = shopMachine.events(s).filter((e) => !shopMachine.operatorEvents.includes(e));
  return applicationEditable(s) ? ["edit", ...evs] : evs;
}
