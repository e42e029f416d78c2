import { listingState, planSubjectKind, recordCategory, schemeSource } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, deletedAt, enumText, idColumn, ts } from "../../kit/columns";

/** A step of a scheme as stored (the view's shape). */
export interface StepRow {
  day: number;
  title: string;
  content: string;
  recordType: string | null;
  remindTime: string;
}

/**
 * A reminder scheme (提醒方案): RECOMMENDED (platform data, no owner), OWN (an identity's) or EXPERT (an
 * expert's, published to all). Steps are kept in the row, ordered by day.
 */
export const planScheme = pgTable(
  "farm_plan_scheme",
  {
    id: idColumn(),
    source: enumText(schemeSource).notNull(),
    category: enumText(recordCategory).notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    steps: jsonb().$type<StepRow[]>().notNull(),
    /** The identity owning an OWN or EXPERT scheme; null for RECOMMENDED. */
    boId: text(),
    authorMemberId: text(),
    authorName: text(),
    copiedFromId: text(),
    useCount: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [index().on(t.source, t.category), index().on(t.boId).where(sql`${t.boId} is not null`)],
);

/** One use of a scheme on a batch or plot of a farm from a start date (the listings point to it). */
export const planApply = pgTable(
  "farm_plan_apply",
  {
    id: idColumn(),
    boId: text().notNull(),
    manufacturerId: text().notNull(),
    schemeId: text().notNull(),
    schemeName: text().notNull(),
    subjectKind: enumText(planSubjectKind).notNull(),
    subjectId: text().notNull(),
    subjectName: text().notNull(),
    startDate: date().notNull(),
    createdByMemberId: text().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex().on(t.schemeId, t.subjectId, t.startDate)],
);

/** A reminder listing (提醒清单): one thing to do on a day, for the member who made it. */
export const planListing = pgTable(
  "farm_plan_listing",
  {
    id: idColumn(),
    boId: text().notNull(),
    manufacturerId: text().notNull(),
    /** Who gets the reminder message (the member who applied the scheme or added the listing). */
    memberId: text().notNull(),
    applyId: text(),
    schemeName: text(),
    stepDay: integer(),
    category: enumText(recordCategory).notNull(),
    title: text().notNull(),
    content: text().notNull().default(""),
    recordType: text(),
    dueDate: date().notNull(),
    remindTime: text().notNull().default("08:00"),
    state: enumText(listingState).notNull().default("PENDING"),
    subjectKind: enumText(planSubjectKind),
    subjectId: text(),
    subjectName: text(),
    note: text(),
    postponed: integer().notNull().default(0),
    doneAt: ts(),
    ...audit(),
  },
  (t) => [index().on(t.manufacturerId, t.state, t.dueDate), index().on(t.state, t.dueDate), index().on(t.applyId)],
);
