import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, idColumn, ts } from "../../kit/columns";

/**
 * Versions of the platform's agreements (user agreement, privacy policy, payment channel agreements).
 * The current version of a type is the highest one already in effect. Platform data (platform-data.ts).
 */
export const agreementVersion = pgTable(
  "agreement_version",
  {
    id: idColumn(),
    /** USER, PRIVACY or a payment channel code (contract `agreementType`). */
    type: text().notNull(),
    version: integer().notNull(),
    title: text().notNull(),
    /** Sanitised HTML. */
    contentHtml: text().notNull(),
    effectiveAt: ts().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex("agreement_version_type_uq").on(t.type, t.version)],
);

/** A person's acceptance of one agreement version, for themselves or the enterprise they act for (boId). */
export const agreementAcceptance = pgTable(
  "agreement_acceptance",
  {
    id: idColumn(),
    memberId: text().notNull(),
    boId: text().notNull(),
    type: text().notNull(),
    version: integer().notNull(),
    ip: text(),
    userAgent: text(),
    acceptedAt: createdAt(),
  },
  (t) => [
    uniqueIndex("agreement_acceptance_uq").on(t.memberId, t.boId, t.type, t.version),
    index("agreement_acceptance_bo_idx").on(t.boId, t.type),
  ],
);
