import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { materialCategory } from "./farm-material";

/**
 * 农事记录: record templates (types and their attribute definitions, platform data), record entries
 * (with their change history), batches (批次: a flock in a poultry house, a crop on a plot) and the
 * disease classification (reference data for medication and spraying records).
 *
 * Values of a record are a JSON object keyed by the type's attribute keys. Numbers are JSON numbers
 * with at most the attribute's decimals (the server refuses more, so no rounding ever happens);
 * dates are YYYY-MM-DD; options and diseases their code; a material attribute is a stock-out
 * `{ materialId, storeId, quantity }` made with the record (quantity in the material's unit, at most
 * the attribute's decimals).
 */

/** Which template family a record type belongs to: poultry house (禽舍) or crop (种植). */
export const recordCategory = z.enum(["HOUSE", "CROP"]).describe("模板类别：HOUSE 禽舍养殖，CROP 种植");
export type RecordCategory = z.infer<typeof recordCategory>;

/** The kind of an attribute, which decides its input and its check. */
export const recordAttrType = z.enum(["NUMBER", "TEXT", "DATE", "OPTION", "MATERIAL", "DISEASE"]).describe(
  "属性类型：数字（单位、范围、小数位）/ 文本 / 日期 / 选项 / 农资出库 / 病害",
);
export type RecordAttrType = z.infer<typeof recordAttrType>;

/** What a record is about: a batch, a plot (地块) or a range (禽舍等场所). */
export const recordSubjectKind = z.enum(["BATCH", "PLOT", "RANGE"]).describe("记录对象：批次 / 地块 / 场所（禽舍）");
export type RecordSubjectKind = z.infer<typeof recordSubjectKind>;

/** A batch is a flock (placed in a poultry house) or a crop (on a plot). */
export const batchKind = z.enum(["FLOCK", "CROP"]).describe("批次类型：FLOCK 禽群（入舍），CROP 作物（地块）");
export type BatchKind = z.infer<typeof batchKind>;

export const recordTypeView = z.object({
  code: z.string().describe("记录类型代码，如 FEED"),
  category: recordCategory,
  name: z.string(),
  nameEn: z.string(),
  sort: z.number().int(),
});
export type RecordTypeView = z.infer<typeof recordTypeView>;

export const attrOption = z.object({ value: z.string(), label: z.string(), labelEn: z.string() });
export type AttrOption = z.infer<typeof attrOption>;

export const recordAttrDef = z.object({
  key: z.string().describe("属性键，记录值对象中的键"),
  label: z.string(),
  labelEn: z.string(),
  type: recordAttrType,
  unit: z.string().nullable().describe("单位（数字、农资出库）"),
  unitEn: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  decimals: z.number().int().describe("最多小数位（数字、农资出库数量）"),
  maxLength: z.number().int().nullable().describe("文本最长字数"),
  options: z.array(attrOption).describe("选项（OPTION）"),
  diseaseCategory: z.enum(["POULTRY", "CROP"]).nullable().describe("病害范围（DISEASE）"),
  materialCategory: materialCategory.nullable().describe("可出库的农资类别（MATERIAL），如喂料只能出饲料"),
  required: z.boolean(),
  sort: z.number().int(),
});
export type RecordAttrDef = z.infer<typeof recordAttrDef>;

/** A stock-out made with a record (feed, medicine, vaccine, fertiliser used). */
export const materialUse = z.object({
  materialId: id,
  storeId: id,
  quantity: z.number().positive().max(100_000_000),
});
export type MaterialUse = z.infer<typeof materialUse>;

export const recordValue = z.union([z.number(), z.string().max(500), materialUse, z.null()]);
export type RecordValue = z.infer<typeof recordValue>;
export const recordValues = z.record(z.string().max(40), recordValue).describe("属性值，键为属性键");
export type RecordValues = z.infer<typeof recordValues>;

const photos = z.array(z.string().max(500)).max(9).describe("照片：通过图片上传得到的地址（本人上传），最多 9 张");

export const recordRowInput = z.object({
  subjectKind: recordSubjectKind,
  subjectId: id.describe("批次、地块或场所的 id"),
  recordDate: day.describe("记录日期"),
  values: recordValues,
  photos: photos.optional(),
  note: optText(500),
});
export type RecordRowInput = z.infer<typeof recordRowInput>;

export const recordEntryView = z.object({
  id,
  manufacturerId: id,
  type: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  subjectKind: recordSubjectKind,
  subjectId: id,
  subjectName: z.string(),
  batchId: id.nullable().describe("所属批次（对象为批次时）"),
  recordDate: z.string(),
  values: recordValues,
  photos: z.array(z.string()),
  note: z.string().nullable(),
  costFen: z.number().int().describe("随记录出库的农资成本（分）"),
  version: z.number().int().describe("修改次数 + 1"),
  createdByName: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type RecordEntryView = z.infer<typeof recordEntryView>;

export const recordChange = z.object({
  key: z.string(),
  label: z.string(),
  from: recordValue.optional(),
  to: recordValue.optional(),
});
export const recordHistoryEntry = z.object({
  id,
  version: z.number().int(),
  action: z.enum(["CREATE", "UPDATE", "DELETE"]),
  changes: z.array(recordChange).describe("变化的属性（新建时为全部值）"),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  createdAt: instant,
});
export type RecordHistoryEntry = z.infer<typeof recordHistoryEntry>;

export const batchInput = z.object({
  kind: batchKind,
  name: text(40).describe("批次名称，如 2026-03 白羽肉鸡"),
  rangeId: id.optional().describe("禽舍（禽群批次必填）"),
  plotId: id.optional().describe("地块（作物批次必填）"),
  breed: text(40).describe("品种，如 白羽肉鸡 AA+ / 冬小麦 济麦22"),
  startDate: day.describe("入舍 / 播种日期"),
  headCount: z.number().int().min(1).max(10_000_000).optional().describe("入舍只数（禽群批次必填）"),
  note: optText(500),
});
export type BatchInput = z.infer<typeof batchInput>;

export const batchView = z.object({
  id,
  manufacturerId: id,
  kind: batchKind,
  name: z.string(),
  rangeId: id.nullable(),
  plotId: id.nullable(),
  placeName: z.string().describe("禽舍或地块名称"),
  breed: z.string(),
  startDate: z.string(),
  headCount: z.number().int().nullable(),
  deaths: z.number().int().describe("死淘记录合计（只）"),
  alive: z.number().int().nullable().describe("存栏 = 入舍 − 死淘 − 出栏"),
  ageDays: z.number().int().describe("日龄 / 生长天数（至今或至结束）"),
  costFen: z.number().int().describe("随记录出库的农资成本合计（分）"),
  recordCount: z.number().int(),
  closedDate: z.string().nullable().describe("结束日期（出栏 / 收获完毕），未结束为空"),
  note: z.string().nullable(),
  createdAt: instant,
});
export type BatchView = z.infer<typeof batchView>;

export const diseaseNode: z.ZodType<DiseaseNode> = z.lazy(() =>
  z.object({
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    category: z.enum(["POULTRY", "CROP"]),
    children: z.array(diseaseNode),
  }),
);
export interface DiseaseNode {
  code: string;
  name: string;
  nameEn: string;
  category: "POULTRY" | "CROP";
  children: DiseaseNode[];
}

const readAccess = anyFunc(["farmingManage.record.list", "farmingManage.land.map", "farmingManage.land.farmlands"]);
const writeAccess = anyFunc(["farmingManage.record.list", "farmingManage.land.map"]);

export const farmRecord = domain("farmRecord", {
  selBaseTplByCategoryId: {
    path: "/api/pdmg/base/baseTplOprRela/selBaseTplByCategoryId",
    access: readAccess,
    summary: "某类别（禽舍 / 种植）适用的记录类型",
    input: z.object({ categoryId: recordCategory }),
    output: z.array(recordTypeView),
  },
  selTitleByParam: {
    path: "/api/pdmg/base/baseInfoDef/selTitleByParam",
    access: readAccess,
    summary: "记录类型的标题（名称、类别）",
    input: z.object({ type: text(40).describe("记录类型代码") }),
    output: recordTypeView,
  },
  selAttrDefListByType: {
    path: "/api/pdmg/base/baseInfoDef/selAttrDefListByType",
    access: readAccess,
    summary: "记录类型的属性定义（表单与列表由此生成）",
    input: z.object({ type: text(40).describe("记录类型代码") }),
    output: z.array(recordAttrDef),
  },
  selPlotHeat: {
    path: "/api/pdmg/record/recordEntry/selPlotHeat",
    access: readAccess,
    summary: "地图热力：当前农场各地块在一段时间内的农事记录数（记在地块上的，和地块上作物批次的；默认近 90 天）。路径为本项目所定",
    input: z.object({ dateFrom: day.optional(), dateTo: day.optional() }),
    output: z.array(z.object({ plotId: id, count: z.number().int(), lastDate: day })),
  },
  selRecordPage: {
    path: "/api/pdmg/record/recordEntry/selListByPage",
    access: readAccess,
    summary: "当前农场的农事记录（分页，按类型、对象、日期）",
    input: pageInput.extend({
      type: text(40).optional().describe("记录类型代码"),
      subjectKind: recordSubjectKind.optional(),
      subjectId: id.optional(),
      batchId: id.optional().describe("某批次的记录"),
      dateFrom: day.optional(),
      dateTo: day.optional(),
    }),
    output: pageOf(recordEntryView),
  },
  selRecordById: {
    path: "/api/pdmg/record/recordEntry/selById",
    access: readAccess,
    summary: "一条农事记录及其修改历史",
    input: z.object({ id }),
    output: recordEntryView.extend({ history: z.array(recordHistoryEntry) }),
  },
  addRecordList: {
    path: "/api/pdmg/record/recordEntry/addList",
    access: writeAccess,
    summary: "批量录入同一类型的农事记录（每行一条，全部成功或全部不写）",
    input: z.object({ type: text(40).describe("记录类型代码"), rows: z.array(recordRowInput).min(1).max(100) }),
    output: z.object({ ids: z.array(id) }),
  },
  updRecordById: {
    path: "/api/pdmg/record/recordEntry/updById",
    access: writeAccess,
    summary: "修改农事记录（保留修改历史；改动农资用量时库存随之调整）",
    input: z.object({
      id,
      recordDate: day,
      values: recordValues,
      photos: photos.optional(),
      note: optText(500),
      reason: optText(200).describe("修改原因"),
    }),
    output: recordEntryView,
  },
  delRecordById: {
    path: "/api/pdmg/record/recordEntry/delById",
    access: writeAccess,
    summary: "删除农事记录（历史中留有删除记录）",
    input: z.object({ id }),
    output: z.null(),
  },
  selDiseaseClassifyList: {
    path: "/api/basic/jbt/diseaseClassify/selDiseaseClassifyList",
    access: "member",
    summary: "病害分类树（禽病、作物病虫害），用药 / 植保记录引用",
    input: z.object({ category: z.enum(["POULTRY", "CROP"]).optional(), keyword: optText(20) }),
    output: z.array(diseaseNode),
  },
  addBatch: {
    path: "/api/pdmg/record/batch/add",
    access: writeAccess,
    summary: "新建批次（禽群入舍或作物种植）— 规格书提到批次但未给路径",
    input: batchInput,
    output: batchView,
  },
  updBatchById: {
    path: "/api/pdmg/record/batch/updById",
    access: writeAccess,
    summary: "修改批次 — 规格书提到批次但未给路径",
    input: batchInput.omit({ kind: true }).extend({ id }),
    output: batchView,
  },
  delBatchById: {
    path: "/api/pdmg/record/batch/delById",
    access: writeAccess,
    summary: "删除没有记录的批次 — 规格书提到批次但未给路径",
    input: z.object({ id }),
    output: z.null(),
  },
  selBatchById: {
    path: "/api/pdmg/record/batch/selById",
    access: readAccess,
    summary: "批次详情（存栏、日龄、成本）— 规格书提到批次但未给路径",
    input: z.object({ id }),
    output: batchView,
  },
  selBatchPage: {
    path: "/api/pdmg/record/batch/selListByPage",
    access: readAccess,
    summary: "当前农场的批次（分页）— 规格书提到批次但未给路径",
    input: pageInput.extend({
      kind: batchKind.optional(),
      keyword: optText(40).describe("名称或品种包含"),
      open: z.boolean().optional().describe("true 仅进行中，false 仅已结束"),
    }),
    output: pageOf(batchView),
  },
  closeBatch: {
    path: "/api/pdmg/record/batch/close",
    access: writeAccess,
    summary: "结束批次（出栏 / 收获完毕）— 规格书提到批次但未给路径",
    input: z.object({ id, closedDate: day }),
    output: batchView,
  },
});

/** One problem with a record's values: the attribute key and the message. */
export interface RecordValueProblem {
  key: string;
  message: string;
  /** Which rule failed (the browser words it in the reader's language); `limit` for min/max/decimals/maxLength. */
  rule: "unknown" | "required" | "number" | "integer" | "decimals" | "min" | "max" | "text" | "maxLength" | "date" | "option" | "disease" | "material" | "store" | "positive";
  limit?: number;
}

/** The attribute-definition fields the value check reads (the server's rows and the call's view both fit). */
export interface RecordAttrRule {
  key: string;
  label: string;
  type: "NUMBER" | "TEXT" | "DATE" | "OPTION" | "MATERIAL" | "DISEASE";
  unit: string | null;
  min: number | null;
  max: number | null;
  decimals: number;
  maxLength: number | null;
  options: readonly { value: string }[];
  required: boolean;
}

/**
 * Checks a record's values against its type's attribute definitions; answers the problems, first one
 * per attribute (empty: fine). The same function runs in the browser (the generated form) and on the
 * server (which also checks materials, diseases and subjects). `null`, `""` and a missing key are
 * "not filled". Keys with no definition are refused.
 */
export function checkRecordValues(defs: readonly RecordAttrRule[], values: Readonly<Record<string, unknown>>): RecordValueProblem[] {
  const problems: RecordValueProblem[] = [];
  const known = new Set(defs.map((d) => d.key));
  for (const key of Object.keys(values)) if (!known.has(key)) problems.push({ key, message: "不是该记录类型的属性", rule: "unknown" });
  const decimalsOf = (n: number): number => {
    const s = String(n);
    if (s.includes("e")) return 99;
    const dot = s.indexOf(".");
    return dot < 0 ? 0 : s.length - dot - 1;
  };
  type Found = Omit<RecordValueProblem, "key">;
  const checkNumber = (d: RecordAttrRule, n: unknown, what: string): Found | null => {
    if (typeof n !== "number" || !Number.isFinite(n)) return { message: `${what}应为数字`, rule: "number" };
    if (decimalsOf(n) > d.decimals)
      return d.decimals === 0 ? { message: `${what}应为整数`, rule: "integer" } : { message: `${what}最多 ${d.decimals} 位小数`, rule: "decimals", limit: d.decimals };
    const unit = d.unit ?? "";
    if (d.min !== null && n < d.min) return { message: `${what}不能小于 ${d.min}${unit}`, rule: "min", limit: d.min };
    if (d.max !== null && n > d.max) return { message: `${what}不能大于 ${d.max}${unit}`, rule: "max", limit: d.max };
    return null;
  };
  for (const d of defs) {
    const v = values[d.key];
    const empty = v === undefined || v === null || v === "";
    if (empty) {
      if (d.required) problems.push({ key: d.key, message: `请填写${d.label}`, rule: "required" });
      continue;
    }
    let found: Found | null = null;
    switch (d.type) {
      case "NUMBER":
        found = checkNumber(d, v, d.label);
        break;
      case "TEXT":
        if (typeof v !== "string") found = { message: `${d.label}应为文字`, rule: "text" };
        else if (d.maxLength !== null && [...v].length > d.maxLength) found = { message: `${d.label}最多 ${d.maxLength} 字`, rule: "maxLength", limit: d.maxLength };
        break;
      case "DATE": {
        const ok = typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
        if (!ok) found = { message: `${d.label}应为有效日期（YYYY-MM-DD）`, rule: "date" };
        break;
      }
      case "OPTION":
        if (typeof v !== "string" || !d.options.some((o) => o.value === v)) found = { message: `${d.label}不在可选项中`, rule: "option" };
        break;
      case "DISEASE":
        if (typeof v !== "string" || !/^[A-Z0-9_]{1,40}$/.test(v)) found = { message: `${d.label}应选择病害分类`, rule: "disease" };
        break;
      case "MATERIAL": {
        const m = v as { materialId?: unknown; storeId?: unknown; quantity?: unknown };
        if (typeof v !== "object" || typeof m.materialId !== "string" || !m.materialId) found = { message: `${d.label}请选择农资`, rule: "material" };
        else if (typeof m.storeId !== "string" || !m.storeId) found = { message: `${d.label}请选择出库仓库`, rule: "store" };
        else found = checkNumber({ ...d, min: d.min ?? 0 }, m.quantity, `${d.label}数量`) ?? (m.quantity === 0 ? { message: `${d.label}数量应大于 0`, rule: "positive" } : null);
        break;
      }
    }
    if (found) problems.push({ key: d.key, ...found });
  }
  return problems;
}
