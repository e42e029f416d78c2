/**
 * Domain events of goods. Emitted inside the transaction of the write that caused them
 * (kit/events.ts), so subscribers (e.g. the search index) commit or roll back with it.
 */
declare module "../../kit/events" {
  interface DomainEvents {
    /** A goods record (any type) was created, edited, changed state, changed stock/price, or was deleted. */
    "goods.changed": { goodsId: string };
  }
}
export {};
