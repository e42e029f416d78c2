/**
 * Domain events of shops. Emitted inside the transaction of the write that caused them
 * (kit/events.ts), so subscribers (e.g. the search index) commit or roll back with it.
 */
declare module "../../kit/events" {
  interface DomainEvents {
    /** A shop was created, edited or changed state (its goods' visibility follows: subscribers re-read them). */
    "shop.changed": { shopId: string };
  }
}
export {};
