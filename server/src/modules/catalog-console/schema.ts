import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, idColumn } from "../../kit/columns";

/** Every state change of a shop or goods (submit, approve, reject, take down …), with who and why. */
export const catalogAuditLog = pgTable(
  "catalog_audit_log",
  {
    id: idColumn(),
    targetType: text({ enum: ["SHOP", "GOODS"] }).notNull(),
    targetId: text().notNull(),
    event: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    reason: text(),
    actorMemberId: text(),
    createdAt: createdAt(),
  },
  (t) => [index("catalog_audit_log_target_idx").on(t.targetType, t.targetId, t.createdAt)],
);
