import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { day } from "../kit/day";
import { areaCode, id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";

/**
 * 地块与地图：a farm's land plots (地块, the spec's "base info") drawn on the map, and each plot's
 * seasons (茬次: one crop or one flock on the plot, from start to end, with its yield).
 *
 * A plot belongs to the caller's current farm (default manufacturer; none → 002102). Its outline is a
 * GeoJSON Polygon (WGS-84 lon/lat, one outer ring, closed) or a circle (centre + radius in metres); the
 * server validates it (closed ring, ≥ 3 distinct points, no self-intersection, inside China's box,
 * 1 m² … 100 km²) and computes the area geodesically (Turf): `areaM2` rounded to the whole m² (half
 * up), `areaMu` = m² ÷ (10 000 / 15) — 1 亩 ≈ 666.67 m² — rounded half up to two decimals.
 */

/** China's longitude / latitude box: every point of a plot must lie inside it. */
export const CHINA_BOX = { minLng: 73, maxLng: 136, minLat: 3, maxLat: 54 } as const;
/** Square metres in one mu (亩): 10 000 / 15 ≈ 666.67. */
export const M2_PER_MU = 10_000 / 15;
export const PLOT_MIN_M2 = 1;
export const PLOT_MAX_M2 = 100_000_000;
export const PLOT_MAX_POINTS = 2000;
export const CIRCLE_MAX_RADIUS_M = 5000;

/** A plot's state (server farm-land/machine.ts has the allowed moves). */
export const plotStates = ["IDLE", "GROWING", "FALLOW", "ARCHIVED"] as const;
export const plotState = z.enum(plotStates).describe("地块状态：空闲 / 种养中 / 休耕 / 已归档");
export type PlotState = z.infer<typeof plotState>;

/** What moves a plot (see the machine's table in ARCHITECTURE.md). */
export const plotEvents = ["plant", "harvest", "fallow", "resume", "archive", "restore"] as const;
export const plotEvent = z.enum(plotEvents).describe("状态操作：种养 / 收获清棚 / 休耕 / 结束休耕 / 归档 / 恢复");
export type PlotEvent = z.infer<typeof plotEvent>;

export const soilTypes = ["LOAM", "SANDY", "CLAY", "SALINE", "PADDY", "OTHER"] as const;
export const soilType = z.enum(soilTypes).describe("土壤类型：壤土 / 沙土 / 黏土 / 盐碱土 / 水稻土 / 其他");
export type SoilType = z.infer<typeof soilType>;

export const irrigationTypes = ["DRIP", "SPRINKLER", "FLOOD", "RAINFED", "OTHER"] as const;
export const irrigationType = z.enum(irrigationTypes).describe("灌溉方式：滴灌 / 喷灌 / 漫灌 / 雨养（无灌溉）/ 其他");
export type IrrigationType = z.infer<typeof irrigationType>;

/** What a plot (and a season) is used for: crops or poultry. */
export const plotUses = ["CROP", "POULTRY"] as const;
export const plotUse = z.enum(plotUses).describe("用途：种植 / 养殖");
export type PlotUse = z.infer<typeof plotUse>;

export const yieldUnits = ["KG", "TON", "BIRD", "EGG_KG"] as const;
export const yieldUnit = z.enum(yieldUnits).describe("产量单位：公斤 / 吨 / 羽（出栏）/ 公斤蛋");
export type YieldUnit = z.infer<typeof yieldUnit>;

const lng = z.number().min(CHINA_BOX.minLng, "经度应在中国范围内（73–136）").max(CHINA_BOX.maxLng, "经度应在中国范围内（73–136）");
const lat = z.number().min(CHINA_BOX.minLat, "纬度应在中国范围内（3–54）").max(CHINA_BOX.maxLat, "纬度应在中国范围内（3–54）");
const position = z.tuple([lng, lat]).describe("[经度, 纬度]（WGS-84）");

export const plotPolygon = z.object({
  type: z.literal("Polygon"),
  coordinates: z
    .array(z.array(position).min(4, "至少 3 个不同的点（首尾相同以闭合）").max(PLOT_MAX_POINTS + 1, `最多 ${PLOT_MAX_POINTS} 个点`))
    .length(1, "只支持一个外环（不含内洞）")
    .describe("GeoJSON Polygon 的坐标：一个闭合的外环"),
});
export const plotCircle = z.object({
  type: z.literal("Circle"),
  center: position,
  radius: z.number().min(1, "半径至少 1 米").max(CIRCLE_MAX_RADIUS_M, `半径最多 ${CIRCLE_MAX_RADIUS_M} 米`).describe("半径（米）"),
});
export const plotGeometry = z.discriminatedUnion("type", [plotPolygon, plotCircle]).describe("地块轮廓：多边形或圆");
export type PlotGeometry = z.infer<typeof plotGeometry>;

/** Two decimals at most (a yield). */
const amount2 = z
  .number()
  .min(0)
  .max(1_000_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "最多两位小数");

const plotFields = {
  name: text(40).describe("地块名称，如：东岭玉米地"),
  geometry: plotGeometry,
  areaCode: areaCode.optional().describe("所在区/县编码（不填则用农场所在区县）"),
  use: plotUse,
  soilType: soilType.optional(),
  irrigation: irrigationType.optional(),
  crop: optText(40).describe("当前作物或禽群，如：玉米、海兰褐蛋鸡"),
  managerEmployeeId: id.nullable().optional().describe("负责人（企业员工 id）"),
  managerName: optText(30).describe("负责人姓名（个人农场直接填写）"),
  note: optText(500).describe("备注"),
};

export const plotInput = z.object(plotFields);
export type PlotInput = z.infer<typeof plotInput>;

export const plotView = z.object({
  id,
  manufacturerId: id,
  name: z.string(),
  geometry: plotGeometry,
  areaM2: z.number().int().describe("面积（平方米，取整）"),
  areaMu: z.number().describe("面积（亩，两位小数）"),
  centerLng: z.number(),
  centerLat: z.number(),
  areaCode: z.string(),
  areaName: z.string().describe("省市县全称"),
  use: plotUse,
  soilType: soilType.nullable(),
  irrigation: irrigationType.nullable(),
  crop: z.string().nullable(),
  state: plotState,
  actions: z.array(plotEvent).describe("当前状态可执行的操作"),
  managerEmployeeId: z.string().nullable(),
  managerName: z.string().nullable(),
  note: z.string().nullable(),
  seasonCount: z.number().int().describe("茬次数"),
  createdAt: instant,
  updatedAt: instant,
});
export type PlotView = z.infer<typeof plotView>;

const seasonFields = {
  use: plotUse,
  crop: text(40).describe("作物或禽群，如：玉米、白羽肉鸡"),
  variety: optText(40).describe("品种，如：郑单958、AA+"),
  startDate: day.describe("开始日期"),
  endDate: day.nullable().optional().describe("结束日期（未结束不填）"),
  expectedYield: amount2.nullable().optional().describe("预计产量（两位小数）"),
  actualYield: amount2.nullable().optional().describe("实际产量（两位小数）"),
  yieldUnit: yieldUnit,
  note: optText(500).describe("备注"),
};
const datesInOrder = (s: { startDate?: string; endDate?: string | null }) => !s.startDate || !s.endDate || s.endDate >= s.startDate;
const datesMsg = { path: ["endDate"], message: "结束日期不能早于开始日期" };

export const seasonInput = z.object({ plotId: id, ...seasonFields }).refine(datesInOrder, datesMsg);
export type SeasonInput = z.infer<typeof seasonInput>;
export const seasonUpdate = z.object({ id, ...seasonFields }).refine(datesInOrder, datesMsg);

export const seasonView = z.object({
  id,
  plotId: id,
  use: plotUse,
  crop: z.string(),
  variety: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  expectedYield: z.number().nullable(),
  actualYield: z.number().nullable(),
  yieldUnit: yieldUnit,
  note: z.string().nullable(),
  days: z.number().int().describe("持续天数（未结束的算到今天）"),
  createdAt: instant,
  updatedAt: instant,
});
export type SeasonView = z.infer<typeof seasonView>;

export const farmingDetail = z.object({
  plot: plotView,
  current: seasonView.nullable().describe("进行中的茬次（未填结束日期的）"),
  seasons: z.array(seasonView).describe("全部茬次，最近的在前"),
  history: z.array(stateHistoryEntry).describe("状态变更记录"),
});
export type FarmingDetail = z.infer<typeof farmingDetail>;

const LAND = "farmingManage.land.farmlands";
const MAP = "farmingManage.land.map";
const HOME = "farmingManage.land.index";
/** Screens that read plots: the plot list, the map and the farm home. */
const readers = anyFunc([LAND, MAP, HOME]);
/** Screens that change plots: the plot list (farmlandsUpdate) and the map (createLand). */
const writers = anyFunc([LAND, MAP]);

const filters = {
  keyword: optText(40).describe("名称、作物或负责人包含"),
  state: plotState.optional(),
  use: plotUse.optional(),
};
const noPath = "（规格只列出名称，未给出路径）";

export const farmLand = domain("farmLand", {
  selListByParam: {
    path: "/api/pdmg/base/info/selListByParam",
    access: readers,
    summary: "当前农场的地块（不分页，地图与下拉选择用；不传 state 时不含已归档的）",
    input: z.object(filters),
    output: z.array(plotView),
  },
  selListByPage: {
    path: "/api/pdmg/base/info/selListByPage",
    access: readers,
    summary: `当前农场的地块（分页，可按名称、状态、用途查询）${noPath}`,
    input: pageInput.extend(filters),
    output: pageOf(plotView),
  },
  selById: {
    path: "/api/pdmg/base/info/selById",
    access: readers,
    summary: `按 id 查询当前农场的地块${noPath}`,
    input: z.object({ id }),
    output: plotView,
  },
  add: {
    path: "/api/pdmg/base/info/add",
    access: writers,
    summary: `新增地块：画出多边形或圆，服务端校验轮廓并计算面积（平方米、亩）与中心点${noPath}`,
    input: plotInput,
    output: plotView,
  },
  updById: {
    path: "/api/pdmg/base/info/updById",
    access: writers,
    summary: `修改地块（只改传入的字段；改轮廓会重新计算面积）${noPath}`,
    input: z.object({ id, ...plotInput.partial().shape }),
    output: plotView,
  },
  delById: {
    path: "/api/pdmg/base/info/delById",
    access: writers,
    summary: `删除地块（种养中的不能删除；其茬次随之隐藏）${noPath}`,
    input: z.object({ id }),
    output: z.object({ id }),
  },
  updStateById: {
    path: "/api/pdmg/base/info/updStateById",
    access: writers,
    summary: `变更地块状态（种养、收获清棚、休耕、结束休耕、归档、恢复），不允许的变更答 CONFLICT${noPath}`,
    input: z.object({ id, event: plotEvent, reason: optText(200).describe("原因（写入状态记录）") }),
    output: plotView,
  },
  selFarmingDetailByParam: {
    path: "/api/pdmg/base/farmingSeasonDetail/selFarmingDetailByParam",
    access: readers,
    summary: "地块详情：地块、进行中的茬次、全部茬次与状态记录",
    input: z.object({ plotId: id }),
    output: farmingDetail,
  },
  seasonListByPage: {
    path: "/api/pdmg/base/farmingSeason/selListByPage",
    access: readers,
    summary: `地块的茬次历史（分页，最近的在前，可按作物查询）${noPath}`,
    input: pageInput.extend({ plotId: id, keyword: optText(40).describe("作物或品种包含") }),
    output: pageOf(seasonView),
  },
  seasonAdd: {
    path: "/api/pdmg/base/farmingSeason/add",
    access: writers,
    summary: `为地块新增一个茬次（与已有茬次的日期不能重叠；进行中的最多一个；已归档的地块不能新增）${noPath}`,
    input: seasonInput,
    output: seasonView,
  },
  seasonUpdById: {
    path: "/api/pdmg/base/farmingSeason/updById",
    access: writers,
    summary: `修改茬次${noPath}`,
    input: seasonUpdate,
    output: seasonView,
  },
  seasonDelById: {
    path: "/api/pdmg/base/farmingSeason/delById",
    access: writers,
    summary: `删除茬次${noPath}`,
    input: z.object({ id }),
    output: z.object({ id }),
  },
});
