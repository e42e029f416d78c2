import type { Ctx } from "./context";

/**
 * In-process domain events, delivered inside the emitter's transaction: a subscriber's writes commit
 * or roll back with the change that caused them (e.g. the search index follows every goods change).
 * Modules declare their events in `DomainEvents` (declaration merging) and subscribe at module load.
 * For work that may run later or fail on its own, enqueue a job instead.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface DomainEvents {
  /** A test event (kit tests). */
  "kit.ping": { n: number };
}

type Handler<K extends keyof DomainEvents> = (ctx: Ctx, payload: DomainEvents[K]) => Promise<void>;

const handlers = new Map<keyof DomainEvents, Handler<keyof DomainEvents>[]>();

export function subscribe<K extends keyof DomainEvents>(event: K, handler: Handler<K>): () => void {
  const list = handlers.get(event) ?? [];
  list.push(handler as Handler<keyof DomainEvents>);
  handlers.set(event, list);
  return () => {
    const l = handlers.get(event) ?? [];
    handlers.set(event, l.filter((h) => h !== (handler as Handler<keyof DomainEvents>)));
  };
}

/** Calls every subscriber in order with the emitter's context (its transaction, if any). */
export async function emit<K extends keyof DomainEvents>(ctx: Ctx, event: K, payload: DomainEvents[K]): Promise<void> {
  for (const h of handlers.get(event) ?? []) await h(ctx, payload);
}
