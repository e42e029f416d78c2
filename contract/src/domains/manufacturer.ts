import { z } from "zod";
import { anyFunc, domain } from "../kit/call";
import { areaCode, id, instant, optText, text, uscc } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { phone } from "../kit/phone";

/** What a manufacturer (生产主体: a farm or an enterprise of production) produces. */
export const manufacturerTypes = [
  "LAYER_FARM",
  "BROILER_FARM",
  "BREEDER_FARM",
  "HATCHERY",
  "WATERFOWL_FARM",
  "FEED_MILL",
  "CROP_FARM",
  "OTHER",
] as const;
export const manufacturerType = z.enum(manufacturerTypes).describe(
  "类型：蛋鸡养殖场 / 肉鸡养殖场 / 种鸡场 / 孵化场 / 水禽养殖场 / 饲料厂 / 种植基地 / 其他",
);
export type ManufacturerType = z.infer<typeof manufacturerType>;

/** Two decimals at most (area in mu). */
const mu = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "最多两位小数");

const fields = {
  name: text(60).describe("名称，如：历城区张庄蛋鸡养殖场"),
  type: manufacturerType,
  stockOnHand: z.number().int().min(0).max(100_000_000).nullable().optional().describe("存栏量（羽/头）"),
  barnCount: z.number().int().min(0).max(10_000).nullable().optional().describe("栋舍数"),
  areaMu: mu.nullable().optional().describe("占地面积（亩）"),
  areaCode: areaCode.describe("所在区/县的行政区划编码"),
  address: text(120).describe("详细地址（乡镇、村、门牌）"),
  longitude: z.number().min(73).max(136).nullable().optional().describe("经度（与纬度同时填写）"),
  latitude: z.number().min(3).max(54).nullable().optional().describe("纬度（与经度同时填写）"),
  epidemicCertNo: optText(40).nullable().describe("动物防疫条件合格证编号"),
  breedingLicenceNo: optText(40).nullable().describe("种畜禽生产经营许可证编号（种鸡场、孵化场）"),
  creditCode: uscc.nullable().optional().describe("统一社会信用代码（有营业执照时填写）"),
  contactName: text(30).describe("联系人"),
  contactPhone: phone.describe("联系电话：手机或 区号-号码"),
};

export const manufacturerInput = z.object({
  ...fields,
  isDefault: z.boolean().optional().describe("设为默认生产主体（第一个自动成为默认）"),
});
export type ManufacturerInput = z.infer<typeof manufacturerInput>;

export const manufacturerView = z.object({
  id,
  boId: id,
  name: z.string(),
  type: manufacturerType,
  stockOnHand: z.number().int().nullable(),
  barnCount: z.number().int().nullable(),
  areaMu: z.number().nullable(),
  areaCode: z.string(),
  areaName: z.string().describe("省市县全称"),
  address: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  epidemicCertNo: z.string().nullable(),
  breedingLicenceNo: z.string().nullable(),
  creditCode: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  isDefault: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Manufacturer = z.infer<typeof manufacturerView>;

const filters = {
  keyword: optText(40).describe("名称、地址或联系人包含"),
  type: manufacturerType.optional(),
  areaCode: areaCode.optional().describe("省、市或区县编码：列出其下的生产主体"),
};


/** The farm side's screens (/setup/farmList, /farmingManage/farmList) use the /api/pdmg/base/manufacturer calls. */
const farmSide = anyFunc(["setup.org.farmList", "farmingManage.land.farmList"]);

/**
 * What a farm still holds, counted when deleting it is refused (plots, batches, records, stock):
 * the refusal's `data` (code CONFLICT).
 */
export const farmUsage = z.object({
  plots: z.number().int(),
  batches: z.number().int(),
  records: z.number().int(),
  stockLines: z.number().int(),
});
export type FarmUsage = z.infer<typeof farmUsage>;

export const manufacturer = domain("manufacturer", {
  selDefault: {
    path: "/api/basic/manage/manufacturer/selDefault",
    access: "member",
    summary: "当前身份的默认生产主体；没有时返回 002102（前端转到 /manage/noManufacturer）",
    input: z.object({}),
    output: manufacturerView,
  },
  add: {
    path: "/api/basic/manage/manufacturer/add",
    access: "func:setup.org.manufacturer",
    summary: "新增生产主体（养殖场/企业）；第一个自动成为默认",
    input: manufacturerInput,
    output: manufacturerView,
  },
  updById: {
    path: "/api/basic/manage/manufacturer/updById",
    access: "func:setup.org.manufacturer",
    summary: "修改生产主体（只改传入的字段）；isDefault=true 即切换默认生产主体",
    input: z.object({ id, ...z.object(fields).partial().shape, isDefault: z.boolean().optional() }),
    output: manufacturerView,
  },
  delById: {
    path: "/api/basic/manage/manufacturer/delById",
    access: "func:setup.org.manufacturer",
    summary: "删除生产主体；仍有地块、批次、农事记录或库存的不能删除；删除默认的会把最近更新的另一个设为默认（没有则无默认）",
    input: z.object({ id }),
    output: z.object({ id, newDefaultId: z.string().nullable() }),
  },
  selById: {
    path: "/api/basic/manage/manufacturer/selById",
    access: "func:setup.org.manufacturer",
    summary: "按 id 查询本身份的生产主体",
    input: z.object({ id }),
    output: manufacturerView,
  },
  selListByParam: {
    path: "/api/basic/manage/manufacturer/selListByParam",
    access: "func:setup.org.manufacturer",
    summary: "本身份的生产主体列表（不分页，默认的在前；用于下拉选择与切换）",
    input: z.object(filters),
    output: z.array(manufacturerView),
  },
  selByParams: {
    path: "/api/basic/manage/manufacturer/selByParams",
    access: "func:setup.org.manufacturer",
    summary: "本身份的生产主体（分页，可按名称、类型、地区查询）",
    input: pageInput.extend(filters),
    output: pageOf(manufacturerView),
  },
  farmSelListByParam: {
    path: "/api/pdmg/base/manufacturer/selListByParam",
    access: farmSide,
    summary: "农场端：本身份的农场（生产主体）列表，不分页，默认的在前（切换默认农场）",
    input: z.object(filters),
    output: z.array(manufacturerView),
  },
  farmSelByPageNoBoId: {
    path: "/api/pdmg/base/manufacturer/selByPageNoBoId",
    access: farmSide,
    summary: "农场端：本身份的农场分页。NoBoId：请求体不带 boId，归属取自登录身份（不能查别人的农场）",
    input: pageInput.extend(filters),
    output: pageOf(manufacturerView),
  },
  farmSelById: {
    path: "/api/pdmg/base/manufacturer/selById",
    access: farmSide,
    summary: "农场端：按 id 查询本身份的农场",
    input: z.object({ id }),
    output: manufacturerView,
  },
  farmAdd: {
    path: "/api/pdmg/base/manufacturer/add",
    access: farmSide,
    summary: "农场端：新增农场；第一个自动成为默认",
    input: manufacturerInput,
    output: manufacturerView,
  },
  farmUpdById: {
    path: "/api/pdmg/base/manufacturer/updById",
    access: farmSide,
    summary: "农场端：修改农场（只改传入的字段）；isDefault=true 即设为默认农场",
    input: z.object({ id, ...z.object(fields).partial().shape, isDefault: z.boolean().optional() }),
    output: manufacturerView,
  },
  farmDelById: {
    path: "/api/pdmg/base/manufacturer/delById",
    access: farmSide,
    summary: "农场端：删除农场；仍有地块、批次、农事记录或库存的不能删除（CONFLICT，data 为各项数量）",
    input: z.object({ id }),
    output: z.object({ id, newDefaultId: z.string().nullable() }),
  },
});
