import { isNull } from "drizzle-orm";
import { goodsStatus, type GoodsStatus } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { goods } from "./schema";
import "./events";

export type { GoodsStatus };
export type GoodsEvent = "putOn" | "submit" | "approve" | "reject" | "withdraw" | "takeOff" | "takeDown";

/**
 * The life of a goods record (mall goods and every kind of post).
 *
 * - A seller puts goods on shelf directly (`putOn`) unless they are offered for sale in a category that
 *   needs review (goods/regulated.ts `reviewRequired`)
 *   or an operator took them down: then `submit` sends them to review (PENDING), and an operator
 *   `approve`s (→ ON) or `reject`s with a reason (→ REJECTED). The seller may `withdraw` a pending
 *   review (→ DRAFT).
 * - Editing on-shelf goods of a reviewed category sends them back to review (`submit` from ON).
 * - The seller takes goods off shelf (`takeOff`, ON → OFF); an operator takes down goods that break the
 *   rules (`takeDown`, ON → REJECTED, with a reason); the seller must fix and resubmit.
 * - Deleting (soft) is not a state: allowed from DRAFT, OFF and REJECTED (see `deletable`).
 */
export const goodsEventLabels: Record<GoodsEvent, string> = {
  putOn: "上架",
  submit: "提交审核",
  approve: "审核通过",
  reject: "驳回",
  withdraw: "撤回审核",
  takeOff: "下架",
  takeDown: "违规下架",
};

export const goodsMachine = storeMachine(
  defineMachine<GoodsStatus, GoodsEvent>({
    name: "goods",
    states: goodsStatus.options,
    labels: { DRAFT: "草稿", PENDING: "待审核", ON: "已上架", OFF: "已下架", REJECTED: "已驳回" },
    eventLabels: goodsEventLabels,
    operatorEvents: ["approve", "reject", "takeDown"],
    transitions: {
      DRAFT: { putOn: "ON", submit: "PENDING" },
      PENDING: { approve: "ON", reject: "REJECTED", withdraw: "DRAFT" },
      ON: { takeOff: "OFF", takeDown: "REJECTED", submit: "PENDING" },
      OFF: { putOn: "ON", submit: "PENDING" },
      REJECTED: { submit: "PENDING" },
    },
  }),
  // soft-deleted goods never move
  { entity: "GOODS", table: goods, state: "status", live: isNull(goods.deletedAt), noun: "商品", announce: { event: "goods.changed", payload: (c) => ({ goodsId: c.id }) } },
);

/** Events only operators may apply. */
export const operatorEvents = goodsMachine.operatorEvents;

export const deletable = (s: GoodsStatus) => s === "DRAFT" || s === "OFF" || s === "REJECTED";

/** How "put this on shelf" is carried out: directly, or through review. */
export function onShelfEvent(status: GoodsStatus, reviewed: boolean): GoodsEvent {
  return reviewed || status === "REJECTED" ? "submit" : "putOn";
}
