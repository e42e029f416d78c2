import { actorKind } from "@qinlian/contract";
import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, enumText, idColumn } from "../columns";

/**
 * Every state change of every record that has a state machine (goods, shops, enterprise
 * verification, service applications; orders, payments … as they come), written by
 * kit/transition.ts in the transaction of the change. Read with `stateHistory`.
 */
export const stateHistory = pgTable(
  "state_history",
  {
    id: idColumn(),
    /** Insertion order (several changes of one record may share a transaction's time). */
    seq: bigint({ mode: "number" }).generatedAlwaysAsIdentity(),
    /** The machine's entity kind: GOODS, SHOP, ENTERPRISE, SERVICE_APPLY … */
    entityKind: text().notNull(),
    entityId: text().notNull(),
    /** Null when the record was created in its first state. */
    fromState: text(),
    toState: text().notNull(),
    event: text().notNull(),
    actorKind: enumText(actorKind).notNull(),
    /** The person who caused it (member id; operators are members too); null for the system. */
    actorId: text(),
    reason: text(),
    at: createdAt(),
  },
  (t) => [index("state_history_entity_idx").on(t.entityKind, t.entityId, t.seq)],
);
