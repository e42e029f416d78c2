import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Area, Category, CategoryNode, DictItem, Parsed, SiteInfo, system } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { contains } from "../../kit/sql";
import { systemArea, systemCategory, systemItem, systemSite } from "./schema";

export async function siteInfo(ctx: Ctx, siteCode?: string): Promise<SiteInfo> {
  const code = siteCode ?? ctx.config.SITE_CODE;
  const [s] = await ctx.db.select().from(systemSite).where(eq(systemSite.code, code)).limit(1);
  if (!s) throw notFound(`站点 ${code} `);
  return {
    siteCode: s.code,
    name: s.name,
    titleSuffix: s.titleSuffix,
    logoUrl: s.logoUrl,
    hotline: s.hotline,
    contacts: s.contacts,
    icp: s.icp,
    regionCode: s.regionCode,
  };
}

const itemColumns = {
  id: systemItem.id,
  dictCode: systemItem.dictCode,
  code: systemItem.code,
  name: systemItem.name,
  nameEn: systemItem.nameEn,
  parentId: systemItem.parentId,
  sort: systemItem.sort,
  ext: systemItem.ext,
};

export function dictItems(ctx: Ctx, q: Parsed<typeof system.dictItemsByParam>): Promise<DictItem[]> {
  return ctx.db
    .select(itemColumns)
    .from(systemItem)
    .where(
      and(
        eq(systemItem.status, "ON"),
        q.dictCode ? eq(systemItem.dictCode, q.dictCode) : undefined,
        q.parentId ? eq(systemItem.parentId, q.parentId) : undefined,
        q.keyword ? contains(systemItem.name, q.keyword) : undefined,
      ),
    )
    .orderBy(asc(systemItem.dictCode), asc(systemItem.sort))
    .limit(500);
}

/**
 * The platform operator's details (the PLATFORM_INFO dictionary) as key → value: each item's Chinese
 * value under its code and its English value under `<code>En` (when the item has one).
 */
export async function platformInfo(ctx: Ctx): Promise<Record<string, string>> {
  const items = await dictItems(ctx, { dictCode: "PLATFORM_INFO" });
  return Object.fromEntries(items.flatMap((i) => [[i.code, i.name] as const, ...(i.nameEn ? [[`${i.code}En`, i.nameEn] as const] : [])]));
}

type CategoryRow = typeof systemCategory.$inferSelect;

async function loadCategories(ctx: Ctx): Promise<CategoryRow[]> {
  return ctx.db.select().from(systemCategory).where(eq(systemCategory.status, "ON")).orderBy(asc(systemCategory.level), asc(systemCategory.sort));
}

function toCategory(r: CategoryRow, all: readonly CategoryRow[]): Category {
  return {
    id: r.id,
    parentId: r.parentId,
    code: r.id,
    name: r.name,
    nameEn: r.nameEn,
    level: r.level,
    sort: r.sort,
    icon: r.icon,
    isLeaf: !all.some((c) => c.parentId === r.id),
  };
}

export async function categories(ctx: Ctx, q: Parsed<typeof system.categories>): Promise<Category[]> {
  const all = await loadCategories(ctx);
  return all
    .filter((c) => (q.parentId ? c.parentId === q.parentId : q.level ? true : c.parentId === null))
    .filter((c) => (q.level ? c.level === q.level : true))
    .map((c) => toCategory(c, all));
}

export async function categoryTree(ctx: Ctx, q: Parsed<typeof system.categoryTree>): Promise<CategoryNode[]> {
  const all = await loadCategories(ctx);
  const build = (parentId: string | null, depth: number): CategoryNode[] =>
    depth <= 0
      ? []
      : all.filter((c) => c.parentId === parentId).map((c) => ({ ...toCategory(c, all), children: build(c.id, depth - 1) }));
  if (q.rootId && !all.some((c) => c.id === q.rootId)) throw notFound("类目");
  return build(q.rootId ?? null, q.depth);
}

const areaColumns = { code: systemArea.code, name: systemArea.name, level: systemArea.level, parentCode: systemArea.parentCode };

export function areas(ctx: Ctx, q: Parsed<typeof system.areas>): Promise<Area[]> {
  return ctx.db
    .select(areaColumns)
    .from(systemArea)
    .where(
      q.keyword
        ? and(contains(systemArea.name, q.keyword), q.parentCode ? eq(systemArea.parentCode, q.parentCode) : undefined)
        : q.parentCode
          ? eq(systemArea.parentCode, q.parentCode)
          : isNull(systemArea.parentCode),
    )
    .orderBy(asc(systemArea.code))
    .limit(q.keyword ? 50 : 1000);
}

export async function areaById(ctx: Ctx, code: string) {
  const [a] = await ctx.db.select(areaColumns).from(systemArea).where(eq(systemArea.code, code));
  if (!a) throw notFound(`地区 ${code} `);
  const ancestors = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`].filter((c) => c !== code);
  const path = ancestors.length
    ? await ctx.db.select(areaColumns).from(systemArea).where(inArray(systemArea.code, ancestors)).orderBy(asc(systemArea.level))
    : [];
  const full = [...path, a];
  // Municipalities list their districts under a "市辖区" city level; leave it out of the full name.
  const fullName = full.filter((x) => !(x.level === 2 && (x.name === "市辖区" || x.name === "县"))).map((x) => x.name).join("");
  return { ...a, path: full, fullName };
}

/** Whether an area has areas under it (a city without counties has none). */
export async function hasChildren(ctx: Ctx, code: string): Promise<boolean> {
  const [r] = await ctx.db.select({ n: sql<number>`1` }).from(systemArea).where(eq(systemArea.parentCode, code)).limit(1);
  return !!r;
}

/** Used by other modules to check a code exists before storing it. */
export async function areaExists(ctx: Ctx, code: string): Promise<boolean> {
  const [r] = await ctx.db.select({ n: sql<number>`1` }).from(systemArea).where(eq(systemArea.code, code)).limit(1);
  return !!r;
}

/**
 * The item `code` of dictionary `dictCode` (e.g. ENTERPRISE_TYPE), or null when there is none —
 * or, with `onlyOn`, when it is switched off.
 */
export async function dictItem(ctx: Ctx, dictCode: string, code: string, opts: { onlyOn?: boolean } = {}): Promise<{ code: string; name: string } | null> {
  const [item] = await ctx.db
    .select({ code: systemItem.code, name: systemItem.name })
    .from(systemItem)
    .where(and(eq(systemItem.dictCode, dictCode), eq(systemItem.code, code), opts.onlyOn ? eq(systemItem.status, "ON") : undefined));
  return item ?? null;
}
