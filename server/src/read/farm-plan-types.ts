/**
 * What the plan screens and calls (farm-plan: scheme steps, reminder listings) read of farm-record's
 * templates: the record types of a category (farm_record_type), to check a step's record type and to
 * name it. Read-only; the templates are farm-record's platform data.
 */
import { asc, eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { recordType } from "../modules/farm-record/schema";

/** The record types of a category, code → { name, nameEn }. Table: farm_record_type. */
export async function recordTypesOf(ctx: Pick<Ctx, "db">, category: "HOUSE" | "CROP"): Promise<Map<string, { name: string; nameEn: string }>> {
  const rows = await ctx.db
    .select({ code: recordType.code, name: recordType.name, nameEn: recordType.nameEn })
    .from(recordType)
    .where(eq(recordType.category, category))
    .orderBy(asc(recordType.sort));
  return new Map(rows.map((r) => [r.code, { name: r.name, nameEn: r.nameEn }]));
}
