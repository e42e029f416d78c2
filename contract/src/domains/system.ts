import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, id, optText } from "../kit/fields";

export const siteInfo = z.object({
  siteCode: z.string().describe("站点编码，亦即 systemId"),
  name: z.string().describe("平台名称"),
  titleSuffix: z.string().describe("页面标题后缀（地区平台名）"),
  logoUrl: z.string().nullable(),
  hotline: z.string().nullable().describe("客服热线"),
  contacts: z.array(z.object({ label: z.string(), value: z.string() })).describe("联系方式"),
  icp: z.string().nullable().describe("ICP 备案号"),
  regionCode: z.string().nullable().describe("平台所在省级行政区编码"),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const dictItem = z.object({
  id,
  dictCode: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  ext: z.record(z.string(), z.unknown()).nullable(),
});
export type DictItem = z.infer<typeof dictItem>;

export const category = z.object({
  id,
  parentId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  level: z.number().int().describe("1 一级, 2 二级, 3 三级"),
  sort: z.number().int(),
  icon: z.string().nullable(),
  isLeaf: z.boolean(),
});
export type Category = z.infer<typeof category>;
export interface CategoryNode extends Category {
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = category.extend({
  get children() {
    return z.array(categoryNode);
  },
});

export const area = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int().describe("1 省, 2 市, 3 县/区"),
  parentCode: z.string().nullable(),
});
export type Area = z.infer<typeof area>;

export const system = domain("system", {
  siteInfo: {
    path: "/api/system/site/selSystemSiteByParam",
    access: "public",
    summary: "站点信息：名称、标题后缀、Logo、联系方式、客服热线",
    input: z.object({ siteCode: optText(40) }),
    output: siteInfo,
  },
  dictItems: {
    path: "/openapi/basic/systemItem/selItemListByDictId/manage",
    access: "public",
    summary: "按字典编码查询字典项",
    input: z.object({ dictId: z.string().trim().min(1).max(60).describe("字典编码，如 UNIT") }),
    output: z.array(dictItem),
  },
  dictItemsByParam: {
    path: "/openapi/basic/systemItem/selItemListByParam/manage",
    access: "public",
    summary: "按条件查询字典项（字典编码、上级、关键字）",
    input: z.object({
      dictCode: optText(60),
      parentId: optText(40),
      keyword: optText(40),
    }),
    output: z.array(dictItem),
  },
  platformInfo: {
    path: "/openapi/basic/systemItem/platformInfo/manage",
    access: "public",
    summary: "平台运营方信息（运营主体、客服、地址、版权）",
    input: z.object({}),
    output: z.record(z.string(), z.string()),
  },
  categories: {
    path: "/openapi/basic/systemCategory/selListByParam",
    access: "public",
    summary: "平台商品类目：按上级或层级列出",
    input: z.object({
      parentId: optText(40).describe("上级类目 id；不传则列一级类目"),
      level: z.number().int().min(1).max(3).optional(),
    }),
    output: z.array(category),
  },
  categoryTree: {
    path: "/openapi/basic/systemCategory/selTreeByParam",
    access: "public",
    summary: "平台商品类目树（可指定根和深度）",
    input: z.object({
      rootId: optText(40),
      depth: z.number().int().min(1).max(3).default(3),
    }),
    output: z.array(categoryNode),
  },
  areas: {
    path: "/api/system/area/business/selListByParam",
    access: "public",
    summary: "行政区划：按上级编码列出下级（不传则列省级），或按名称搜索",
    input: z.object({
      parentCode: areaCode.optional(),
      keyword: optText(20),
    }),
    output: z.array(area),
  },
  areaById: {
    path: "/api/system/area/selAreaById",
    access: "public",
    summary: "按编码查询行政区划及其省市县路径",
    input: z.object({ id: areaCode }),
    output: area.extend({ path: z.array(area), fullName: z.string() }),
  },
});
