import { batchKind, type TraceContent, type TraceSection } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, enumText, idColumn, ts } from "../../kit/columns";

/**
 * A batch's trace (溯源档案) on a farm. `content` is the snapshot taken at add / refresh (the public
 * page shows it, never the live records); the batch's name, kind, place and plot are copied with it
 * for the list. `code` is given at the first publish and kept; deleting removes the row (and the code).
 */
export const farmTrace = pgTable(
  "farm_trace",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    batchId: text().notNull(),
    batchName: text().notNull(),
    batchKind: enumText(batchKind).notNull(),
    placeName: text().notNull(),
    plotId: text(),
    code: text(),
    published: boolean().notNull().default(false),
    publishedAt: ts(),
    productName: text().notNull(),
    description: text(),
    photoUrl: text(),
    sections: jsonb().$type<TraceSection[]>().notNull(),
    content: jsonb().$type<TraceContent>().notNull(),
    snapshotAt: ts().notNull(),
    ...audit(),
  },
  (t) => [
    index("farm_trace_farm_idx").on(t.manufacturerId, t.updatedAt),
    uniqueIndex("farm_trace_batch_uq").on(t.batchId),
    uniqueIndex("farm_trace_code_uq").on(t.code).where(sql`${t.code} is not null`),
  ],
);
