import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { batchKind } from "./farm-record";

/**
 * 溯源 — a batch's trace (溯源档案), published under a code with a QR image.
 *
 * A trace is made for one batch (farm-record: a flock or a crop) of the caller's current farm
 * (none → 002102). **Snapshot**: what the trace shows (farm, place, batch, records, inputs,
 * inspections, sale) is copied into the trace when it is made and again only on 刷新 (`refresh`), so
 * later edits of records never silently change a published trace; the product name, description,
 * photo and the sections shown can be edited any time.
 *
 * **Code**: 10 characters of Crockford base32 (50 random bits), given at the first publish and kept
 * for good (unpublish and publish again: the same code, so printed labels keep working). While not
 * published the public call answers "not found" for it, the same as for a code that never existed.
 *
 * **Public page**: `/trace/<code>`, read with `selByCode` (no login). It carries only what the
 * chosen sections show: no member ids, no phone numbers, no costs, no free-text notes, no buyer names.
 *
 * Paths: the spec names traces without paths; these are 路径为本项目所定, in the style of the farm calls.
 */

/** The parts of a trace the public page may show; the farmer picks a subset. */
export const traceSections = ["FARM", "PLACE", "BATCH", "RECORDS", "INPUTS", "INSPECTIONS", "SALE"] as const;
export const traceSection = z.enum(traceSections).describe("公开展示的部分：农场 / 禽舍或地块 / 批次 / 农事记录 / 投入品 / 巡查 / 出栏或采收");
export type TraceSection = z.infer<typeof traceSection>;

/** The trace code: 10 characters of Crockford base32 (no I, L, O, U). */
export const traceCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-HJKMNP-TV-Z]{10}$/, "溯源码应为 10 位字母数字");

/** An image uploaded to this site ("/files/…"): the public page loads nothing from elsewhere. */
const sitePhoto = z
  .string()
  .trim()
  .max(500)
  .regex(/^\/files\/[A-Za-z0-9/_.-]+$/, "应为上传后返回的图片地址（/files/…）");

/** One shown value of a record: label and value text in both languages. */
export const traceItem = z.object({ label: z.string(), labelEn: z.string(), value: z.string(), valueEn: z.string() });
export type TraceItem = z.infer<typeof traceItem>;

/** A record on the timeline (vaccination, medication, sowing, harvest…). */
export const traceEvent = z.object({
  date: z.string(),
  type: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  items: z.array(traceItem),
});
export type TraceEvent = z.infer<typeof traceEvent>;

/** A routine record type (feed, water, mortality, weighing…) summed up: count, period and figures. */
export const traceSummary = z.object({
  type: z.string(),
  typeName: z.string(),
  typeNameEn: z.string(),
  count: z.number().int(),
  firstDate: z.string(),
  lastDate: z.string(),
  /** Amounts (kg, L, birds…) are totals; measured values (g, %, days, mu) are the latest. */
  items: z.array(traceItem),
});
export type TraceSummary = z.infer<typeof traceSummary>;

/** A material that went into the batch (stock-outs with its records, or to its house), summed per material. */
export const traceMaterialInput = z.object({
  firstDate: z.string(),
  lastDate: z.string(),
  times: z.number().int().describe("出库次数"),
  name: z.string(),
  category: z.string().describe("农资类别代码（farm-material materialCategory）"),
  brand: z.string().nullable(),
  maker: z.string().nullable(),
  quantity: z.string().describe("合计数量文字（含单位），如 1800 公斤"),
  batchNos: z.array(z.string()).describe("农资批号（指定批号出库时）"),
});
export type TraceMaterialInput = z.infer<typeof traceMaterialInput>;

/** An inspection (巡查) of the batch's house or plot. */
export const traceInspection = z.object({ date: z.string(), finding: z.string(), findingEn: z.string(), text: z.string() });
export type TraceInspection = z.infer<typeof traceInspection>;

/** What a trace shows, as taken at its snapshot. */
export const traceContent = z.object({
  farm: z.object({ name: z.string(), areaName: z.string(), areaMu: z.number().nullable(), type: z.string() }),
  place: z.object({ kind: z.enum(["HOUSE", "PLOT"]), name: z.string(), areaM2: z.number().nullable(), areaMu: z.number().nullable() }),
  batch: z.object({
    name: z.string(),
    kind: batchKind,
    breed: z.string(),
    startDate: z.string(),
    closedDate: z.string().nullable(),
    headCount: z.number().int().nullable(),
    ageDays: z.number().int(),
  }),
  events: z.array(traceEvent).describe("时间线（按日期）"),
  summaries: z.array(traceSummary).describe("日常记录汇总（喂料、饮水、死淘、称重等）"),
  inputs: z.array(traceMaterialInput),
  inspections: z.array(traceInspection),
  sale: z.array(traceEvent).describe("出栏 / 采收记录"),
});
export type TraceContent = z.infer<typeof traceContent>;

export const farmTraceView = z.object({
  id,
  batchId: id,
  batchName: z.string(),
  batchKind,
  placeName: z.string(),
  plotId: id.nullable().describe("作物批次的地块"),
  code: z.string().nullable().describe("溯源码（首次发布时生成）"),
  published: z.boolean(),
  publishedAt: instant.nullable(),
  productName: z.string(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  sections: z.array(traceSection),
  snapshotAt: instant,
  createdAt: instant,
  updatedAt: instant,
});
export type FarmTraceView = z.infer<typeof farmTraceView>;

export const traceInputFields = z.object({
  productName: text(40).describe("产品名称，如：白羽肉鸡（冰鲜整鸡）"),
  description: optText(500).nullable().describe("产品介绍"),
  photoUrl: sitePhoto.nullable().optional().describe("产品图片（上传后返回的地址）"),
  sections: z.array(traceSection).min(1, "请至少选择一项公开内容").max(traceSections.length),
});

export const publicTraceView = z.object({
  code: z.string(),
  productName: z.string(),
  description: z.string().nullable(),
  photoUrl: z.string().nullable(),
  sections: z.array(traceSection),
  publishedAt: instant,
  snapshotAt: instant,
  /** Only the chosen sections are present. */
  farm: traceContent.shape.farm.optional(),
  place: traceContent.shape.place.optional(),
  batch: traceContent.shape.batch.optional(),
  events: z.array(traceEvent).optional(),
  summaries: z.array(traceSummary).optional(),
  inputs: z.array(traceMaterialInput).optional(),
  inspections: z.array(traceInspection).optional(),
  sale: z.array(traceEvent).optional(),
  url: z.string().describe("公开溯源页地址"),
  qrSvg: z.string().describe("公开溯源页地址的二维码（SVG）"),
});
export type PublicTraceView = z.infer<typeof publicTraceView>;

/** The site's origin as the browser sees it; used for the QR only when the server has no PUBLIC_URL. */
const originIn = z
  .string()
  .max(200)
  .regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, "应为站点地址，如 https://www.example.cn")
  .optional()
  .describe("浏览器所见的站点地址（服务器未配置 PUBLIC_URL 时用于生成二维码）");

const manage = anyFunc(["farmingManage.record.back", "farmingManage.land.map"]);

export const farmTrace = domain("farmTrace", {
  selListByPage: {
    path: "/api/pdmg/trace/selListByPage",
    access: manage,
    summary: "当前农场的溯源档案（分页，按产品或批次名、发布状态、地块）— 路径为本项目所定",
    input: pageInput.extend({
      keyword: optText(40).describe("产品名或批次名包含"),
      published: z.boolean().optional(),
      plotId: id.optional().describe("某地块的批次的溯源（地图模式）"),
    }),
    output: pageOf(farmTraceView),
  },
  selById: {
    path: "/api/pdmg/trace/selById",
    access: manage,
    summary: "一份溯源档案及其快照内容 — 路径为本项目所定",
    input: z.object({ id }),
    output: farmTraceView.extend({ content: traceContent }),
  },
  add: {
    path: "/api/pdmg/trace/add",
    access: manage,
    summary: "为批次建立溯源档案（取快照；publish 为 true 时同时发布）— 路径为本项目所定",
    input: traceInputFields.extend({ batchId: id, publish: z.boolean().default(true) }),
    output: farmTraceView,
  },
  updById: {
    path: "/api/pdmg/trace/updById",
    access: manage,
    summary: "修改溯源档案的产品信息与公开内容（不改快照）— 路径为本项目所定",
    input: traceInputFields.extend({ id }),
    output: farmTraceView,
  },
  refresh: {
    path: "/api/pdmg/trace/refresh",
    access: manage,
    summary: "按批次当前的记录重新取快照 — 路径为本项目所定",
    input: z.object({ id }),
    output: farmTraceView,
  },
  publish: {
    path: "/api/pdmg/trace/publish",
    access: manage,
    summary: "发布（首次发布生成溯源码，再次发布沿用原码）— 路径为本项目所定",
    input: z.object({ id }),
    output: farmTraceView,
  },
  unpublish: {
    path: "/api/pdmg/trace/unpublish",
    access: manage,
    summary: "取消发布（公开页随即显示不存在）— 路径为本项目所定",
    input: z.object({ id }),
    output: farmTraceView,
  },
  delById: {
    path: "/api/pdmg/trace/delById",
    access: manage,
    summary: "删除溯源档案（溯源码随之失效）— 路径为本项目所定",
    input: z.object({ id }),
    output: z.null(),
  },
  selQrCode: {
    path: "/api/pdmg/trace/selQrCode",
    access: manage,
    summary: "已发布溯源档案的公开地址及其二维码（SVG）— 路径为本项目所定",
    input: z.object({ id, origin: originIn }),
    output: z.object({ url: z.string(), svg: z.string() }),
  },
  selByCode: {
    path: "/openapi/basic/trace/selByCode/1.0",
    access: "public",
    summary: "公开溯源页：按溯源码读已发布的溯源档案（无需登录）— 路径为本项目所定",
    input: z.object({ code: traceCode, origin: originIn }),
    output: publicTraceView,
    ratePerMinute: 60,
  },
});
