import { listingState, type ListingEvent, type ListingState } from "@qinlian/contract";
import { defineMachine } from "../../kit/machine";
import { storeMachine } from "../../kit/transition";
import { planListing } from "./schema";

declare module "../../kit/events" {
  interface DomainEvents {
    /** A reminder listing was done, postponed or cancelled. */
    "farmPlan.listing.changed": { id: string; from: ListingState; to: ListingState; event: ListingEvent };
  }
}

/**
 * A reminder listing's life (all moves are the farm's own):
 *
 *   (new)     PENDING   made by applying a scheme or added by hand
 *   PENDING --done-->     DONE       the work was done (the note says how)
 *   PENDING --postpone--> PENDING    moved to a later day (the update sets the new due date)
 *   PENDING --cancel-->   CANCELLED  not needed any more
 *
 * DONE and CANCELLED are final. The delivery job reads PENDING listings only.
 */
export const listingMachine = storeMachine(
  defineMachine<ListingState, ListingEvent>({
    name: "farm-remind-listing",
    states: listingState.options,
    labels: { PENDING: "待办", DONE: "已完成", CANCELLED: "已取消" },
    eventLabels: { done: "完成", postpone: "推迟", cancel: "取消" },
    transitions: {
      PENDING: { done: "DONE", postpone: "PENDING", cancel: "CANCELLED" },
      DONE: {},
      CANCELLED: {},
    },
  }),
  {
    entity: "FARM_REMIND_LISTING",
    table: planListing,
    state: "state",
    noun: "提醒",
    announce: { event: "farmPlan.listing.changed", payload: (c) => c },
  },
);
