import { growStage, watchFinding, workState, workSubjectKind, workType } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";
import { audit, deletedAt, enumText, idColumn, ts } from "../../kit/columns";

/**
 * A field-work task (农事作业) on a plot, a place (poultry house …) or a batch of one farm. `plotId` /
 * `rangeId` say where it happens (the subject itself or the batch's plot / house), so the map lists a
 * plot's work. States: farm-work/machine.ts. Hours are numeric with one decimal (analysis sums them).
 */
export const farmWorkTask = pgTable(
  "farm_work_task",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    subjectKind: enumText(workSubjectKind).notNull(),
    subjectId: text().notNull(),
    subjectName: text().notNull(),
    plotId: text(),
    rangeId: text(),
    workType: enumText(workType).notNull(),
    title: text().notNull(),
    planDate: date({ mode: "string" }).notNull(),
    assigneeEmployeeId: text(),
    assigneeName: text(),
    content: text(),
    state: enumText(workState).notNull().default("TODO"),
    result: text(),
    labourHours: numeric({ precision: 10, scale: 1, mode: "number" }),
    machineHours: numeric({ precision: 10, scale: 1, mode: "number" }),
    photos: jsonb().$type<string[]>().notNull().default([]),
    startedAt: ts(),
    doneAt: ts(),
    cancelReason: text(),
    createdByMemberId: text().notNull(),
    createdByName: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("farm_work_task_farm_idx").on(t.manufacturerId, t.state, t.planDate).where(sql`${t.deletedAt} is null`),
    index("farm_work_task_plot_idx").on(t.plotId).where(sql`${t.plotId} is not null`),
  ],
);

/** A growth log (生长日志) of a batch: stage and measured figures on a day. */
export const farmGrowLog = pgTable(
  "farm_grow_log",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    batchId: text().notNull(),
    batchName: text().notNull(),
    batchKind: text({ enum: ["FLOCK", "CROP"] }).notNull(),
    placeName: text().notNull(),
    batchStartDate: date({ mode: "string" }).notNull(),
    logDate: date({ mode: "string" }).notNull(),
    stage: enumText(growStage).notNull(),
    heightCm: numeric({ precision: 8, scale: 1, mode: "number" }),
    weightG: numeric({ precision: 9, scale: 1, mode: "number" }),
    uniformityPct: numeric({ precision: 4, scale: 1, mode: "number" }),
    sampleSize: integer(),
    description: text(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    createdByMemberId: text().notNull(),
    createdByName: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [index("farm_grow_log_farm_idx").on(t.manufacturerId, t.logDate).where(sql`${t.deletedAt} is null`), index("farm_grow_log_batch_idx").on(t.batchId, t.logDate)],
);

/** A watch log (巡田 / 巡舍日志) of a plot or a place: what the inspector found and the follow-up. */
export const farmWatchLog = pgTable(
  "farm_watch_log",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    subjectKind: text({ enum: ["PLOT", "RANGE"] }).notNull(),
    subjectId: text().notNull(),
    subjectName: text().notNull(),
    plotId: text(),
    logDate: date({ mode: "string" }).notNull(),
    inspector: text().notNull(),
    finding: enumText(watchFinding).notNull(),
    description: text(),
    photos: jsonb().$type<string[]>().notNull().default([]),
    followUp: text(),
    resolved: boolean().notNull().default(false),
    createdByMemberId: text().notNull(),
    createdByName: text(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [index("farm_watch_log_farm_idx").on(t.manufacturerId, t.logDate).where(sql`${t.deletedAt} is null`), index("farm_watch_log_plot_idx").on(t.plotId).where(sql`${t.plotId} is not null`)],
);
