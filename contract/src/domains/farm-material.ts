import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { fen, id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

/**
 * 农资、仓库与库存 — a farm's places, materials, stores and stock.
 *
 * Every call except the catalogue's works on the caller's **current farm** (the identity's default
 * manufacturer; none → 002102) and never sees another farm's rows.
 *
 * - **Ranges** (`/api/pdmg/base/rangeInfo/*`, 场所): a farm's places — 鸡舍 poultry house, 仓库 store,
 *   鱼塘 pond, 大田 field, other. **Stores are ranges of kind STORE**: stock is kept per store. Screens:
 *   /farmingManage/storeManage (all places, filtered by kind). A place holding stock, or named by a
 *   movement, is kept (deleting refuses while it holds stock; otherwise it is hidden, history stays).
 * - **Catalogue** (`/api/basic/manage/material/*`, 物料): the member's (boId's) material catalogue —
 *   name, category (饲料/兽药/疫苗/农药/化肥/种子/农机/其他), spec, unit, brand, maker, reference unit
 *   price in fen. Screens: /setup/material/*. Not tied to a farm.
 * - **Farm materials** (`/api/pdmg/base/material/*`, 农资): the materials the current farm stocks, each
 *   referring to a catalogue entry (or created together with one), with a low-stock threshold. Screens:
 *   /farmingManage/material/*.
 * - **Movements** (`/api/pdmg/base/materialRecord/*`): stock in (入库) and stock out (出库) — store,
 *   batch number, quantity, unit cost, date, operator, note; a stock-out also a purpose and optionally
 *   the record it serves (refKind/refId, e.g. a flock's feed record: then it is changed only through
 *   that record). Editing or deleting a movement moves the stock back and forth in one transaction and
 *   is refused (100001, naming `quantity`) when that would leave a batch below zero.
 * - **Stock** (`/api/pdmg/base/materialStorage/*`): quantity and value per material, store and batch
 *   number, kept only by the movements. Never negative: every change locks the batch rows it touches
 *   (SELECT … FOR UPDATE) and the table checks `quantity >= 0`, so concurrent stock-outs cannot overdraw.
 *   A stock-out without a batch number takes the oldest batches first (FIFO by first stock-in date).
 *
 * **Quantities** are integers in **thousandths of the material's unit** (`quantity: 1500` with unit 公斤
 * is 1.5 kg) — exact, never floating point. Screens show and parse them with `formatQty` / `parseQty`.
 * **Money** is integer fen. A stock-in's cost is `costOf(quantity, unitCostFen)` (half up). A stock-out
 * costs the batch's average: `round(batchValue × taken / batchQuantity)`, and the last unit out takes the
 * batch's remaining value, so batch values add up exactly.
 */

/** Thousandths per unit: quantities are integers in 1/1000 of the unit. */
export const QTY_SCALE = 1000;
/** The largest quantity one movement may carry (1 000 000 units). */
export const MAX_QTY = 1_000_000 * QTY_SCALE;
/** Lines in one batch call (addBaseMaterialRecordList, addRangeInfoBatch, addMaterialList). */
export const MAX_BATCH_LINES = 50;

/**
 * A quantity in thousandths as text: 1500 → "1.5", 2000 → "2", 1 → "0.001". Integer arithmetic only.
 */
export function formatQty(q: number): string {
  const neg = q < 0;
  const a = Math.abs(Math.trunc(q));
  const whole = Math.floor(a / 1000);
  const frac = a % 1000;
  const fracText = frac === 0 ? "" : `.${String(frac).padStart(3, "0").replace(/0+$/, "")}`;
  return `${neg ? "-" : ""}${whole}${fracText}`;
}

/**
 * Text ("1.5", "2", "0.001", "12.") to thousandths, or null when it is not a non-negative number with
 * at most three decimals. Parsed as digits, never through floating point.
 */
export function parseQty(s: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{0,3}))?\s*$/.exec(s);
  if (!m) return null;
  const frac = (m[2] ?? "").padEnd(3, "0");
  return Number(m[1]) * 1000 + Number(frac);
}

/** round(a × b ÷ c), half up, for non-negative integers, exact (BigInt) whatever their size. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (c <= 0) throw new Error("mulDivRound: divisor must be positive");
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (d * 2n));
}

/** The cost in fen of `quantity` thousandths at `unitCostFen` per whole unit, half up. */
export function costOf(quantity: number, unitCostFen: number): number {
  return mulDivRound(quantity, unitCostFen, QTY_SCALE);
}

/** A quantity in thousandths of the unit (see the file's header). */
export const qty = z
  .number()
  .int("数量最多三位小数（以千分之一单位的整数传入）")
  .min(1, "数量须大于 0")
  .max(MAX_QTY, `数量最多 ${MAX_QTY / QTY_SCALE} `)
  .describe("数量：单位的千分之一（整数，1500 = 1.5 个单位）");

// ───────────────────────── ranges (places) ─────────────────────────

export const rangeKinds = ["POULTRY_HOUSE", "STORE", "POND", "FIELD", "OTHER"] as const;
export const rangeKind = z.enum(rangeKinds).describe("场所类型：鸡舍 / 仓库 / 鱼塘 / 大田 / 其他");
export type RangeKind = z.infer<typeof rangeKind>;

const rangeFields = {
  name: text(40).describe("名称，如：1号鸡舍、饲料库"),
  kind: rangeKind,
  areaM2: z.number().int().min(0).max(100_000_000).nullable().optional().describe("面积（平方米）"),
  capacity: z.number().int().min(0).max(10_000_000).nullable().optional().describe("容量：鸡舍为可养羽数"),
  keeper: optText(30).nullable().describe("负责人"),
  remark: optText(200).nullable().describe("备注"),
};
export const rangeInput = z.object(rangeFields);
export type RangeInput = z.infer<typeof rangeInput>;

export const rangeView = z.object({
  id,
  manufacturerId: id,
  name: z.string(),
  kind: rangeKind,
  areaM2: z.number().int().nullable(),
  capacity: z.number().int().nullable(),
  keeper: z.string().nullable(),
  remark: z.string().nullable(),
  /** For stores: kinds of material in stock (quantity > 0). */
  materialCount: z.number().int(),
  /** For stores: value of the stock held, in fen. */
  stockValueFen: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type RangeView = z.infer<typeof rangeView>;

const rangeFilters = {
  keyword: optText(40).describe("名称或负责人包含"),
  kind: rangeKind.optional(),
};

// ───────────────────────── catalogue ─────────────────────────

export const materialCategories = ["FEED", "VET_DRUG", "VACCINE", "PESTICIDE", "FERTILISER", "SEED", "MACHINERY", "OTHER"] as const;
export const materialCategory = z.enum(materialCategories).describe("类别：饲料 / 兽药 / 疫苗 / 农药 / 化肥 / 种子 / 农机 / 其他");
export type MaterialCategory = z.infer<typeof materialCategory>;
/** Each category's name, for messages the server writes. */
export const materialCategoryNames: Record<MaterialCategory, string> = { FEED: "饲料", VET_DRUG: "兽药", VACCINE: "疫苗", PESTICIDE: "农药", FERTILISER: "化肥", SEED: "种子", MACHINERY: "农机", OTHER: "其他" };

const catalogFields = {
  name: text(60).describe("名称，如：肉鸡前期配合饲料"),
  category: materialCategory,
  spec: optText(60).nullable().describe("规格，如：40kg/袋"),
  unit: text(10).describe("计量单位，如：公斤、袋、瓶、支"),
  brand: optText(40).nullable().describe("品牌"),
  maker: optText(60).nullable().describe("生产厂家"),
  unitPriceFen: fen.nullable().optional().describe("参考单价（分/单位）"),
  remark: optText(200).nullable().describe("备注"),
};
export const catalogInput = z.object(catalogFields);
export type CatalogInput = z.infer<typeof catalogInput>;

export const catalogView = z.object({
  id,
  name: z.string(),
  category: materialCategory,
  spec: z.string().nullable(),
  unit: z.string(),
  brand: z.string().nullable(),
  maker: z.string().nullable(),
  unitPriceFen: z.number().int().nullable(),
  remark: z.string().nullable(),
  /** Farms (of this member) that stock it. */
  farmUseCount: z.number().int(),
  createdAt: instant,
  updatedAt: instant,
});
export type CatalogView = z.infer<typeof catalogView>;

const catalogFilters = {
  keyword: optText(40).describe("名称、品牌或厂家包含"),
  category: materialCategory.optional(),
};

// ───────────────────────── farm materials ─────────────────────────

const lowStock = z
  .number()
  .int("预警值最多三位小数")
  .min(0)
  .max(MAX_QTY)
  .nullable()
  .optional()
  .describe("低库存预警值（千分之一单位）；总库存低于它即预警，空为不预警");

export const materialInput = z
  .object({
    catalogId: id.optional().describe("引用的物料（与 catalog 二选一）"),
    catalog: catalogInput.optional().describe("同时新建的物料（与 catalogId 二选一）"),
    lowStock,
    remark: optText(200).nullable(),
  })
  .refine((v) => (v.catalogId === undefined) !== (v.catalog === undefined), { message: "请选择物料或新建物料（二选一）", path: ["catalogId"] });
export type MaterialInput = z.infer<typeof materialInput>;

export const materialView = z.object({
  id,
  manufacturerId: id,
  catalogId: id,
  name: z.string(),
  category: materialCategory,
  spec: z.string().nullable(),
  unit: z.string(),
  brand: z.string().nullable(),
  maker: z.string().nullable(),
  unitPriceFen: z.number().int().nullable(),
  lowStock: z.number().int().nullable(),
  remark: z.string().nullable(),
  /** Stock over all stores and batches (thousandths of the unit). */
  stock: z.number().int(),
  stockValueFen: z.number().int(),
  /** Stock below the threshold. */
  isLow: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type MaterialView = z.infer<typeof materialView>;

const materialFilters = {
  keyword: optText(40).describe("名称、品牌或厂家包含"),
  category: materialCategory.optional(),
  lowOnly: z.boolean().optional().describe("只列低于预警值的"),
};

// ───────────────────────── movements ─────────────────────────

export const movementKinds = ["IN", "OUT"] as const;
export const movementKind = z.enum(movementKinds).describe("入库 / 出库");
export type MovementKind = z.infer<typeof movementKind>;

export const outPurposes = ["FEEDING", "MEDICATION", "VACCINATION", "DISINFECTION", "FERTILISING", "SPRAYING", "SOWING", "SALE", "LOSS", "OTHER"] as const;
export const outPurpose = z.enum(outPurposes).describe("出库用途：饲喂 / 用药 / 免疫 / 消毒 / 施肥 / 植保 / 播种 / 销售 / 报损 / 其他");
export type OutPurpose = z.infer<typeof outPurpose>;

const lineFields = {
  materialId: id.describe("农资"),
  storeId: id.describe("仓库（场所类型为仓库）"),
  batchNo: optText(40).nullable().describe("批号：入库时为该批的批号；出库时指定批号，空为先进先出"),
  quantity: qty,
  // ≤ ¥1 000 000 per unit: a line (≤ 1 000 000 units) stays ≤ 1e14 fen, far below 2^53 when batches add up
  unitCostFen: fen.max(100_000_000, "入库单价最多 1000000 元").nullable().optional().describe("入库单价（分/单位）；出库由库存成本算出，不必传"),
  date: day.describe("入库/出库日期"),
  operator: optText(30).nullable().describe("经办人"),
  supplier: optText(60).nullable().describe("供应商（入库）"),
  purpose: outPurpose.nullable().optional().describe("出库用途"),
  rangeId: id.nullable().optional().describe("出库用于的场所（如：1号鸡舍）"),
  note: optText(200).nullable().describe("备注"),
};
export const movementLine = z.object(lineFields);
export type MovementLine = z.infer<typeof movementLine>;

export const movementPart = z.object({
  batchNo: z.string().describe("批号（空串为无批号）"),
  quantity: z.number().int(),
  costFen: z.number().int(),
});

export const movementView = z.object({
  id,
  manufacturerId: id,
  kind: movementKind,
  materialId: id,
  materialName: z.string(),
  spec: z.string().nullable(),
  unit: z.string(),
  category: materialCategory,
  storeId: id,
  storeName: z.string(),
  batchNo: z.string().nullable(),
  quantity: z.number().int(),
  unitCostFen: z.number().int().describe("单价（分/单位）：出库为实际成本的均价"),
  costFen: z.number().int().describe("金额（分）"),
  date: z.string(),
  operator: z.string().nullable(),
  supplier: z.string().nullable(),
  purpose: outPurpose.nullable(),
  rangeId: id.nullable(),
  rangeName: z.string().nullable(),
  note: z.string().nullable(),
  refKind: z.string().nullable().describe("出库所服务的记录类型（由其他模块生成时）"),
  refId: z.string().nullable(),
  /** A stock-out's batches (FIFO or the one named). */
  parts: z.array(movementPart),
  createdAt: instant,
  updatedAt: instant,
});
export type MovementView = z.infer<typeof movementView>;

const movementFilters = {
  kind: movementKind.optional(),
  materialId: id.optional(),
  storeId: id.optional(),
  batchNo: optText(40),
  keyword: optText(40).describe("农资名称、批号、经办人或备注包含"),
  dateFrom: day.optional(),
  dateTo: day.optional(),
};

// ───────────────────────── stock ─────────────────────────

export const stockView = z.object({
  id,
  materialId: id,
  materialName: z.string(),
  category: materialCategory,
  spec: z.string().nullable(),
  unit: z.string(),
  storeId: id,
  storeName: z.string(),
  batchNo: z.string().describe("批号（空串为无批号）"),
  quantity: z.number().int(),
  valueFen: z.number().int(),
  firstInDate: z.string().describe("该批第一次入库的日期"),
  lowStock: z.number().int().nullable(),
  /** The material's total stock is below its threshold. */
  isLow: z.boolean(),
  updatedAt: instant,
});
export type StockView = z.infer<typeof stockView>;

const stockFilters = {
  materialId: id.optional(),
  storeId: id.optional(),
  category: materialCategory.optional(),
  keyword: optText(40).describe("农资名称或批号包含"),
  lowOnly: z.boolean().optional().describe("只列低库存农资的"),
  includeEmpty: z.boolean().optional().describe("也列数量为 0 的批次"),
};

export const storeMaterialView = z.object({
  materialId: id,
  materialName: z.string(),
  category: materialCategory,
  spec: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  valueFen: z.number().int(),
  batchCount: z.number().int(),
});
export type StoreMaterialView = z.infer<typeof storeMaterialView>;

// ───────────────────────── access ─────────────────────────

const F = {
  index: "farmingManage.material.index",
  stock: "farmingManage.material.stock",
  into: "farmingManage.material.stockInto",
  out: "farmingManage.material.stockOut",
  store: "farmingManage.material.store",
  catalog: "setup.org.material",
} as const;
/** Every screen of the area (places and materials are picked on all of them; records pick houses). */
const anyFarmScreen = anyFunc([F.store, F.index, F.stock, F.into, F.out, "farmingManage.record.list"]);
const anyStockScreen = anyFunc([F.stock, F.into, F.out, F.index]);
const anyMovementScreen = anyFunc([F.into, F.out, F.stock]);
const catalogReaders = anyFunc([F.catalog, F.index]);

export const farmMaterial = domain("farmMaterial", {
  // ranges
  rangeSelListByPage: {
    path: "/api/pdmg/base/rangeInfo/selListByPage",
    access: anyFarmScreen,
    summary: "当前农场的场所（鸡舍、仓库、鱼塘、大田…）分页",
    input: pageInput.extend(rangeFilters),
    output: pageOf(rangeView),
  },
  rangeSelById: {
    path: "/api/pdmg/base/rangeInfo/selById",
    access: anyFarmScreen,
    summary: "按 id 查询当前农场的场所",
    input: z.object({ id }),
    output: rangeView,
  },
  rangeAddBatch: {
    path: "/api/pdmg/base/rangeInfo/addRangeInfoBatch",
    access: `func:${F.store}`,
    summary: `批量新增场所（最多 ${MAX_BATCH_LINES} 个，全部成功或全部不成功）`,
    input: z.object({ list: z.array(rangeInput).min(1).max(MAX_BATCH_LINES) }),
    output: z.array(rangeView),
  },
  rangeAdd: {
    path: "/api/pdmg/base/rangeInfo/add",
    access: `func:${F.store}`,
    summary: "新增场所；同一农场内名称不可重复",
    input: rangeInput,
    output: rangeView,
  },
  rangeUpdById: {
    path: "/api/pdmg/base/rangeInfo/updById",
    access: `func:${F.store}`,
    summary: "修改场所（只改传入的字段）；有库存的仓库不能改为其他类型",
    input: z.object({ id, ...rangeInput.partial().shape }),
    output: rangeView,
  },
  rangeDelById: {
    path: "/api/pdmg/base/rangeInfo/delById",
    access: `func:${F.store}`,
    summary: "删除场所；仍有库存的仓库不能删除",
    input: z.object({ id }),
    output: z.object({ id }),
  },
  rangeSelListByParam: {
    path: "/api/pdmg/base/rangeInfo/selListByParam",
    access: anyFarmScreen,
    summary: "当前农场的场所列表（不分页，最多 500，用于下拉选择）",
    input: z.object(rangeFilters),
    output: z.array(rangeView),
  },
  rangeMaterialByPage: {
    path: "/api/pdmg/base/rangeInfo/selRangeMaterialByPage",
    access: anyFarmScreen,
    summary: "一个仓库里的农资（按农资合计各批次）分页",
    input: pageInput.extend({ rangeId: id, keyword: optText(40) }),
    output: pageOf(storeMaterialView),
  },
  // farm materials
  materialAddList: {
    path: "/api/pdmg/base/material/addMaterialList",
    access: `func:${F.index}`,
    summary: `把多个物料加入当前农场的农资（最多 ${MAX_BATCH_LINES} 个；已有的跳过）`,
    input: z.object({ list: z.array(z.object({ catalogId: id, lowStock })).min(1).max(MAX_BATCH_LINES) }),
    output: z.array(materialView),
  },
  materialAddOne: {
    path: "/api/pdmg/base/material/addOne",
    access: `func:${F.index}`,
    summary: "新增一个农资：引用物料（catalogId）或同时新建物料（catalog）",
    input: materialInput,
    output: materialView,
  },
  materialSelListByParam: {
    path: "/api/pdmg/base/material/selListByParam",
    access: anyStockScreen,
    summary: "当前农场的农资列表（不分页，最多 500；lowOnly 为低库存预警）",
    input: z.object(materialFilters),
    output: z.array(materialView),
  },
  materialSelListByPage: {
    path: "/api/pdmg/base/material/selListByPage",
    access: anyStockScreen,
    summary: "当前农场的农资分页（含总库存与低库存标记）",
    input: pageInput.extend(materialFilters),
    output: pageOf(materialView),
  },
  materialSelById: {
    path: "/api/pdmg/base/material/selById",
    access: anyStockScreen,
    summary: "按 id 查询当前农场的农资",
    input: z.object({ id }),
    output: materialView,
  },
  materialUpdById: {
    path: "/api/pdmg/base/material/updById",
    access: `func:${F.index}`,
    summary: "修改农资的预警值与备注（名称、规格等在物料管理中修改）",
    input: z.object({ id, lowStock, remark: optText(200).nullable() }),
    output: materialView,
  },
  materialDelById: {
    path: "/api/pdmg/base/material/delById",
    access: `func:${F.index}`,
    summary: "删除农资；仍有库存的不能删除",
    input: z.object({ id }),
    output: z.object({ id }),
  },
  // movements
  recordAddList: {
    path: "/api/pdmg/base/materialRecord/addBaseMaterialRecordList",
    access: anyFunc([F.into, F.out, F.stock]),
    summary: `批量入库或出库（kind，最多 ${MAX_BATCH_LINES} 行，全部成功或全部不成功）；出库不足时拒绝并指明农资`,
    input: z.object({ kind: movementKind, list: z.array(movementLine).min(1).max(MAX_BATCH_LINES) }),
    output: z.array(movementView),
  },
  recordSelListByPage: {
    path: "/api/pdmg/base/materialRecord/selListByPage",
    access: anyMovementScreen,
    summary: "当前农场的出入库记录分页（新的在前）",
    input: pageInput.extend(movementFilters),
    output: pageOf(movementView),
  },
  recordSelListByParam: {
    path: "/api/pdmg/base/materialRecord/selListByParam",
    access: anyMovementScreen,
    summary: "当前农场的出入库记录（不分页，最多 500）",
    input: z.object(movementFilters),
    output: z.array(movementView),
  },
  recordDelById: {
    path: "/api/pdmg/base/materialRecord/delBaseMaterialRecordById",
    access: anyFunc([F.into, F.out, F.stock]),
    summary: "删除出入库记录并相应调整库存；会使库存为负时拒绝",
    input: z.object({ id }),
    output: z.object({ id }),
  },
  recordSelById: {
    path: "/api/pdmg/base/materialRecord/selBaseMaterialRecordById",
    access: anyMovementScreen,
    summary: "按 id 查询出入库记录",
    input: z.object({ id }),
    output: movementView,
  },
  recordUpdById: {
    path: "/api/pdmg/base/materialRecord/updBaseMaterialRecordById",
    access: anyFunc([F.into, F.out, F.stock]),
    summary: "修改出入库记录（只改传入的字段）并相应调整库存；会使库存为负时拒绝",
    input: z.object({ id, ...movementLine.partial().shape }),
    output: movementView,
  },
  // stock
  storageSelListByParam: {
    path: "/api/pdmg/base/materialStorage/selListByParam",
    access: anyStockScreen,
    summary: "当前农场的库存（每个农资、仓库、批号一行；不分页，最多 500）",
    input: z.object(stockFilters),
    output: z.array(stockView),
  },
  storageSelListByPage: {
    path: "/api/pdmg/base/materialStorage/selListByPage",
    access: anyStockScreen,
    summary: "当前农场的库存分页（每个农资、仓库、批号一行）",
    input: pageInput.extend(stockFilters),
    output: pageOf(stockView),
  },
  // catalogue
  catalogSelListByPage: {
    path: "/api/basic/manage/material/selListByPage",
    access: catalogReaders,
    summary: "本身份的物料目录分页",
    input: pageInput.extend(catalogFilters),
    output: pageOf(catalogView),
  },
  catalogSelListByParam: {
    path: "/api/basic/manage/material/selListByParam",
    access: catalogReaders,
    summary: "本身份的物料目录（不分页，最多 500，用于选择）",
    input: z.object(catalogFilters),
    output: z.array(catalogView),
  },
  catalogDelById: {
    path: "/api/basic/manage/material/delById",
    access: `func:${F.catalog}`,
    summary: "删除物料；仍被农场的农资引用时拒绝",
    input: z.object({ id }),
    output: z.object({ id }),
  },
  catalogAdd: {
    path: "/api/basic/manage/material/add",
    access: `func:${F.catalog}`,
    summary: "新增物料；同名同规格不可重复",
    input: catalogInput,
    output: catalogView,
  },
  catalogUpdById: {
    path: "/api/basic/manage/material/updById",
    access: `func:${F.catalog}`,
    summary: "修改物料（只改传入的字段）；已有出入库的不能改计量单位",
    input: z.object({ id, ...catalogInput.partial().shape }),
    output: catalogView,
  },
  catalogSelById: {
    path: "/api/basic/manage/material/selById",
    access: catalogReaders,
    summary: "按 id 查询物料",
    input: z.object({ id }),
    output: catalogView,
  },
});
