/**
 * Reference data the catalogue reads on almost every call: the platform category tree, dictionary
 * names (UNIT, LOGISTICS) and area names. Categories and dictionaries are platform data written at
 * start, so they are cached in memory for a minute; areas too, by code (only the codes asked for are
 * read, once a minute at most: every goods card names its origin area).
 */
import { chinaDay } from "../../kit/time";
import type { Ctx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { sharedReads } from "../../kit/shared-reads";
import { activeCategories, activeDictItems, areasByCode } from "../../read/goods-reference";

const TTL_MS = 60_000;

/** The one owner of these process-wide caches' reads under way (kit/shared-reads keys by owner). */
const PROCESS = {};

function cached<T>(load: (ctx: Ctx) => Promise<T>): (ctx: Ctx) => Promise<T> {
  let value: T | null = null;
  let at = 0;
  const reading = sharedReads<T>();
  return async (ctx) => {
    if (value !== null && Date.now() - at < TTL_MS) return value;
    // never wait inside a transaction for a load started outside it: that load's statement waits for
    // this very transaction (on the embedded database one runs at a time) and the server stops. Read
    // with the transaction instead, not kept (it may roll back).
    if (ctx.inTransaction) return load(ctx);
    return reading(PROCESS, "", async () => {
      const v = await load(ctx);
      value = v;
      at = Date.now();
      return v;
    });
  };
}

export interface CategoryInfo {
  id: string;
  parentId: string | null;
  name: string;
  level: number;
  isLeaf: boolean;
}

export interface CategoryIndex {
  get(id: string | null | undefined): CategoryInfo | undefined;
  name(id: string | null | undefined): string | null;
  /** Root-first path of a category, itself included. */
  path(id: string): CategoryInfo[];
  all: readonly CategoryInfo[];
}

export const categoryIndex = cached(async (ctx): Promise<CategoryIndex> => {
  const rows = await activeCategories(ctx);
  const parents = new Set(rows.map((r) => r.parentId).filter(Boolean));
  const all = rows.map((r) => ({ ...r, isLeaf: !parents.has(r.id) }));
  const byId = new Map(all.map((c) => [c.id, c]));
  return {
    all,
    get: (id) => (id ? byId.get(id) : undefined),
    name: (id) => (id ? (byId.get(id)?.name ?? null) : null),
    path(id) {
      const out: CategoryInfo[] = [];
      for (let c = byId.get(id); c; c = c.parentId ? byId.get(c.parentId) : undefined) out.unshift(c);
      return out;
    },
  };
});

/** Category codes nest by prefix ("04" ⊃ "0401" ⊃ "040101"): is `id` the same as or below `ancestor`? */
export const categoryWithin = (id: string, ancestor: string) => id.startsWith(ancestor);

/**
 * A goods category must be a level-2 or level-3 category that is switched on.
 * Returns the category, or throws naming `field`.
 */
export async function requireGoodsCategory(ctx: Ctx, categoryId: string, field = "categoryId"): Promise<CategoryInfo> {
  const c = (await categoryIndex(ctx)).get(categoryId);
  if (!c) throw invalid(field, `平台类目 ${categoryId} 不存在`);
  if (c.level < 2) throw invalid(field, "请选择二级或三级类目");
  return c;
}

export interface DictIndex {
  /** Item name by dictionary and code. */
  name(dict: string, code: string | null | undefined): string | null;
  has(dict: string, code: string): boolean;
  items(dict: string): { code: string; name: string; nameEn: string | null }[];
}

export const dictIndex = cached(async (ctx): Promise<DictIndex> => {
  const rows = await activeDictItems(ctx);
  rows.sort((a, b) => a.sort - b.sort);
  const key = (d: string, c: string) => `${d}\u0000${c}`;
  const byKey = new Map(rows.map((r) => [key(r.dictCode, r.code), r]));
  return {
    name: (d, c) => (c ? (byKey.get(key(d, c))?.name ?? null) : null),
    has: (d, c) => byKey.has(key(d, c)),
    items: (d) => rows.filter((r) => r.dictCode === d).map(({ code, name, nameEn }) => ({ code, name, nameEn })),
  };
});

export { areaCovers, areaPrefix } from "../../kit/areas";

/** Province and city codes above a county code ("370102" → "370000", "370100"). */
export function areaAncestors(code: string): string[] {
  return [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`].filter((c) => c !== code);
}

type AreaRow = Awaited<ReturnType<typeof areasByCode>>[number];
/** Area rows by code (null: no such code), with when they were read; bounded by the area table's size. */
const areaCache = new Map<string, { row: AreaRow | null; at: number }>();
const AREA_CACHE_MAX = 20_000;

/** The area rows of these codes: from the cache when read in the last TTL_MS, the rest in one query. */
async function areaRows(ctx: Ctx, codes: readonly string[]): Promise<Map<string, AreaRow>> {
  const now = Date.now();
  const out = new Map<string, AreaRow>();
  const missing: string[] = [];
  for (const c of codes) {
    const hit = areaCache.get(c);
    if (hit && now - hit.at < TTL_MS) {
      if (hit.row) out.set(c, hit.row);
    } else missing.push(c);
  }
  if (!missing.length) return out;
  const rows = new Map((await areasByCode(ctx, missing)).map((r) => [r.code, r]));
  if (areaCache.size + missing.length > AREA_CACHE_MAX) areaCache.clear();
  for (const c of missing) {
    const row = rows.get(c) ?? null;
    areaCache.set(c, { row, at: now });
    if (row) out.set(c, row);
  }
  return out;
}

/** Full names ("山东省济南市历下区") of the given area codes; unknown codes are left out. */
export async function areaNames(ctx: Ctx, codes: Iterable<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set([...codes].filter((c): c is string => !!c))];
  if (!wanted.length) return new Map();
  const byCode = await areaRows(ctx, [...new Set(wanted.flatMap((c) => [c, ...areaAncestors(c)]))]);
  const out = new Map<string, string>();
  for (const c of wanted) {
    const self = byCode.get(c);
    if (!self) continue;
    const parts = [...areaAncestors(c).map((a) => byCode.get(a)), self]
      .filter((x): x is NonNullable<typeof x> => !!x)
      // municipalities list districts under a "市辖区"/"县" city level: leave it out of the name
      .filter((x) => !(x.level === 2 && (x.name === "市辖区" || x.name === "县")));
    out.set(c, parts.map((p) => p.name).join(""));
  }
  return out;
}

/** Throws naming `field` unless every code is a known area. */
export async function requireAreas(ctx: Ctx, codes: readonly string[], field: string): Promise<void> {
  if (!codes.length) return;
  const found = await areasByCode(ctx, codes);
  const known = new Set(found.map((f) => f.code));
  const missing = codes.find((c) => !known.has(c));
  if (missing) throw invalid(field, `地区编码 ${missing} 不存在`);
}

/** Today's date (YYYY-MM-DD) in China Standard Time, for "valid until" checks. */
export function todayCst(now: Date): string {
  return chinaDay(now);
}
