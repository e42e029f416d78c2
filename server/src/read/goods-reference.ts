/**
 * Reference data the catalogue reads (goods, shop, quotation and search screens): platform categories,
 * dictionary items and areas, all owned by the system module. Read-only.
 */
import { eq, inArray } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { systemArea, systemCategory, systemItem } from "../modules/system/schema";

type ReadCtx = Pick<Ctx, "db">;

/** Switched-on platform categories (goods/reference.ts `categoryIndex`). Table: system_category. */
export function activeCategories(ctx: ReadCtx) {
  return ctx.db
    .select({ id: systemCategory.id, parentId: systemCategory.parentId, name: systemCategory.name, level: systemCategory.level })
    .from(systemCategory)
    .where(eq(systemCategory.status, "ON"));
}

/** Switched-on dictionary items (goods/reference.ts `dictIndex`). Table: system_item. */
export function activeDictItems(ctx: ReadCtx) {
  return ctx.db
    .select({ dictCode: systemItem.dictCode, code: systemItem.code, name: systemItem.name, nameEn: systemItem.nameEn, sort: systemItem.sort })
    .from(systemItem)
    .where(eq(systemItem.status, "ON"));
}

/** Code, name and level of the given areas (area names, known-area checks). Table: system_area. */
export function areasByCode(ctx: ReadCtx, codes: readonly string[]) {
  if (!codes.length) return Promise.resolve([] as { code: string; name: string; level: number }[]);
  return ctx.db.select({ code: systemArea.code, name: systemArea.name, level: systemArea.level }).from(systemArea).where(inArray(systemArea.code, [...new Set(codes)]));
}
