import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, idColumn, ts } from "../../kit/columns";
import { member } from "../identity/schema";

/**
 * An enterprise's extra details, one row per template type (templates.ts: farm scale, main products,
 * certifications …). `data` holds the template's field values, validated against it on write.
 */
export const memberDataTemp = pgTable(
  "member_data_temp",
  {
    id: idColumn(),
    boId: text()
      .notNull()
      .references(() => member.id),
    type: text().notNull(),
    data: jsonb().$type<Record<string, string | number | string[]>>().notNull(),
    updatedBy: text().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex("member_data_temp_bo_type_uq").on(t.boId, t.type)],
);

export interface StoredMaterial {
  fileId: string;
  url: string;
  name: string;
}

/**
 * A person's application to provide a service on the platform (expert, service provider).
 * One record per person and kind: a rejected application is edited and resubmitted (REJECTED → PENDING).
 */
export const serviceApply = pgTable(
  "service_apply",
  {
    id: idColumn(),
    memberId: text()
      .notNull()
      .references(() => member.id),
    kind: text({ enum: ["EXPERT", "SERVICE_PROVIDER"] }).notNull(),
    status: text({ enum: ["PENDING", "APPROVED", "REJECTED"] }).notNull().default("PENDING"),
    realName: text().notNull(),
    idCardNo: text().notNull(),
    specialty: text().notNull(),
    organization: text(),
    title: text(),
    years: integer().notNull(),
    serviceAreaCode: text().notNull(),
    /** Sanitised HTML. */
    intro: text().notNull(),
    materials: jsonb().$type<StoredMaterial[]>().notNull(),
    submittedAt: ts().notNull(),
    reviewedAt: ts(),
    reviewedBy: text(),
    rejectReason: text(),
    ...audit(),
  },
  (t) => [uniqueIndex("service_apply_member_kind_uq").on(t.memberId, t.kind), index("service_apply_status_idx").on(t.status, t.submittedAt)],
);

/** Every review transition of an enterprise or a service application, for the console's history. */
export const reviewLog = pgTable(
  "org_review_log",
  {
    id: idColumn(),
    subjectType: text({ enum: ["ENTERPRISE", "SERVICE_APPLY"] }).notNull(),
    subjectId: text().notNull(),
    event: text().notNull(),
    fromState: text(),
    toState: text().notNull(),
    reason: text(),
    /** The person who caused it (operator or member). */
    actorId: text(),
    createdAt: createdAt(),
  },
  (t) => [index("org_review_log_subject_idx").on(t.subjectType, t.subjectId, t.createdAt)],
);
