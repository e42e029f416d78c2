/**
 * Domain events of the catalogue. Emitted inside the transaction of the write that caused them
 * (kit/events.ts), so subscribers (e.g. the search index) commit or roll back with it.
 */
declare module "../../kit/events" {
  interface DomainEvents {
    /** A goods record (any type) was created, edited, changed state, changed stock/price, or was deleted. */
    "goods.changed": { goodsId: string };
    /** A shop was created, edited or changed state (its goods' visibility may follow). */
    "shop.changed": { shopId: string };
  }
}
export {};
