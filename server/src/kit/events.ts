import type { Ctx } from "./context";

/**
 * In-process domain events, delivered inside the emitter's transaction: a subscriber's writes commit
 * or roll back with the change that caused them (e.g. the search index follows every goods change).
 * Modules declare their events in `DomainEvents` (declaration merging); who listens is listed once, in
 * `modules/index.ts` (`subscribers`), and the app builds its `EventBus` from that list — nothing
 * subscribes by being imported. Work that must happen after the commit, may fail on its own or talks
 * to an outside party goes through `afterCommit` (kit/outbox.ts) instead.
 */
export interface DomainEvents {
  /** A test event (kit tests). */
  "kit.ping": { n: number };
}

export type EventName = keyof DomainEvents;
export type EventHandler<K extends EventName> = (ctx: Ctx, payload: DomainEvents[K]) => Promise<void>;

/** One line of the subscriber list: an event and what runs when it is emitted. */
export type Subscriber = { [K in EventName]: { readonly event: K; readonly handler: EventHandler<K> } }[EventName];

/** A subscriber list entry, typed by its event: `on("goods.changed", reindexGoods)`. */
export function on<K extends EventName>(event: K, handler: EventHandler<K>): Subscriber {
  return { event, handler } as Subscriber;
}

/** The app's subscribers by event (built once from the registry's list; `ctx.services.events`). */
export class EventBus {
  private readonly byEvent = new Map<EventName, EventHandler<EventName>[]>();

  constructor(subscribers: readonly Subscriber[]) {
    for (const s of subscribers) this.add(s.event, s.handler as EventHandler<EventName>);
  }

  /** Adds a subscriber after the app is built (tests that watch events); returns its removal. */
  subscribe<K extends EventName>(event: K, handler: EventHandler<K>): () => void {
    const h = handler as EventHandler<EventName>;
    this.add(event, h);
    return () => this.byEvent.set(event, (this.byEvent.get(event) ?? []).filter((x) => x !== h));
  }

  handlers<K extends EventName>(event: K): readonly EventHandler<K>[] {
    return this.byEvent.get(event) ?? [];
  }

  private add(event: EventName, h: EventHandler<EventName>): void {
    this.byEvent.set(event, [...(this.byEvent.get(event) ?? []), h]);
  }
}

/** Calls every subscriber in order with the emitter's context (its transaction, if any). */
export async function emit<K extends EventName>(ctx: Ctx, event: K, payload: DomainEvents[K]): Promise<void> {
  for (const h of ctx.services.events.handlers(event)) await h(ctx, payload);
}
