/**
 * Domain events of the cashier, emitted inside the transaction of the move that caused them
 * (kit/events.ts): orders, deposits and services follow their payment through these.
 */
declare module "../../kit/events" {
  interface DomainEvents {
    /** A payment order changed state (paid, failed, closed, settled, refunded). */
    "payOrder.changed": { payId: string; from: string; to: string };
    /** A withdrawal was paid out or returned. */
    "withdrawal.changed": { withdrawalId: string; from: string; to: string };
  }
}
export {};
