import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { reviewState } from "@qinlian/contract";
import { audit, enumText, idColumn, ts } from "../../kit/columns";
import { memberIdColumn } from "../identity";

/**
 * An enterprise's extra details, one row per template type (templates.ts: farm scale, main products,
 * certifications …). `data` holds the template's field values, validated against it on write.
 */
export const memberDataTemp = pgTable(
  "member_data_temp",
  {
    id: idColumn(),
    boId: memberIdColumn().notNull(),
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
    memberId: memberIdColumn().notNull(),
    kind: text({ enum: ["EXPERT", "SERVICE_PROVIDER"] }).notNull(),
    status: enumText(reviewState).notNull().default("PENDING"),
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
