import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "../../kit/columns";

/**
 * A favourite of an identity (boId: the person, or the enterprise they act for — an enterprise's
 * buyers share one list), with the person who added it. One per identity, kind and target.
 * Targets are goods (incl. supply posts), shops, articles and demand posts; a favourite outlives its
 * target (the lists mark it unavailable; delExpiredSpFav clears goods that are gone).
 */
export const favourite = pgTable(
  "favourite",
  {
    id: idColumn(),
    boId: text().notNull(),
    memberId: text().notNull(),
    kind: text({ enum: ["GOODS", "SHOP", "ARTICLE", "DEMAND"] }).notNull(),
    targetId: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favourite_owner_target_uq").on(t.boId, t.kind, t.targetId),
    index("favourite_owner_time_idx").on(t.boId, t.kind, t.createdAt),
    index("favourite_target_idx").on(t.kind, t.targetId),
  ],
);
