/**
 * What the price quotations read of the catalogue: the list prices on sale (the LISTING snapshot's
 * sample) and the category, unit and area names of the quotation screens. Read-only.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { GoodsType } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { goods } from "../modules/goods/schema";
import { systemArea, systemCategory, systemItem } from "../modules/system/schema";

type ReadCtx = Pick<Ctx, "db">;

/**
 * SQL subquery: one row per listing of the given types matching `visible` with a price, category and
 * unit — columns p (lowest list price), unit, c (category), a (origin area). The quotation module's
 * LISTING snapshot aggregates it (quotation/service.ts `snapshot`). Table: goods.
 */
export function listedPrices(types: readonly GoodsType[], visible: SQL): SQL {
  return sql`select ${goods.priceMin} as p, ${goods.unit} as unit, ${goods.categoryId} as c, ${goods.originAreaCode} as a
        from ${goods}
        where ${and(inArray(goods.type, [...types]), visible)}
          and ${goods.priceMin} is not null and ${goods.categoryId} is not null and ${goods.unit} is not null`;
}

/** Switched-on categories, by level then sort (quotation lists' category names and tree). Table: system_category. */
export function quotationCategories(ctx: ReadCtx) {
  return ctx.db.select().from(systemCategory).where(eq(systemCategory.status, "ON")).orderBy(asc(systemCategory.level), asc(systemCategory.sort));
}

/** The UNIT dictionary's codes and names (quotation rows' unit names). Table: system_item. */
export function unitItems(ctx: ReadCtx) {
  return ctx.db.select({ code: systemItem.code, name: systemItem.name }).from(systemItem).where(eq(systemItem.dictCode, "UNIT"));
}

/** An area's own name, or null when unknown (quotation area heading). Table: system_area. */
export async function areaOwnName(ctx: ReadCtx, code: string): Promise<string | null> {
  const [a] = await ctx.db.select({ name: systemArea.name }).from(systemArea).where(eq(systemArea.code, code));
  return a?.name ?? null;
}
