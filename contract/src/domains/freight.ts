import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, fen, id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

/**
 * Freight templates (运费模板): how a seller charges delivery. The rules (which area rule applies, free
 * shipping, excluded areas, several templates in one order) are in server/src/modules/freight/calc.ts.
 */
export const freightMode = z.enum(["PIECE", "WEIGHT"]).describe("计费方式：按件 / 按重量（克）");
export type FreightMode = z.infer<typeof freightMode>;

/** A seller may keep at most this many templates, with at most this many area rules each. */
export const MAX_FREIGHT_TEMPLATES = 30;
export const MAX_FREIGHT_RULES = 40;
/** Largest unit count in a rule: 100 000 pieces or 100 t in grams. */
const MAX_UNITS = 100_000_000;
/** Largest single fee: ¥100 000. */
const MAX_FEE = 10_000_000;

const units = z.number().int().min(1).max(MAX_UNITS);
const fee = fen.max(MAX_FEE);
const areas = z.array(areaCode).max(200);

export const freightCharge = z.object({
  firstUnits: units.describe("首件数 / 首重（克）"),
  firstFee: fee.describe("首费（分）"),
  addUnits: units.describe("续件数 / 续重（克）"),
  addFee: fee.describe("续费（分）"),
});
export type FreightChargeInput = z.infer<typeof freightCharge>;

export const freightAreaRule = freightCharge.extend({
  areaCodes: areas.min(1, "请选择地区").describe("适用地区（省、市或区县编码）"),
});

export const freeShippingRule = z
  .object({
    areaCodes: areas.describe("适用地区；空为全国"),
    minAmount: fee.nullable().describe("满多少元包邮（分）；空为不按金额"),
    minUnits: units.nullable().describe("满多少件 / 克包邮；空为不按数量"),
  })
  .refine((r) => r.minAmount !== null || r.minUnits !== null, { message: "请填写包邮金额或数量", path: ["minAmount"] });

export const freightTemplateInput = z.object({
  name: text(30).describe("模板名称"),
  mode: freightMode,
  defaultCharge: freightCharge.describe("默认运费（未单独设置的地区）"),
  areaRules: z.array(freightAreaRule).max(MAX_FREIGHT_RULES).describe("指定地区运费"),
  freeRules: z.array(freeShippingRule).max(MAX_FREIGHT_RULES).describe("包邮条件"),
  excludedAreaCodes: areas.describe("不配送地区"),
  isDefault: z.boolean().optional().describe("设为默认模板（新发布商品默认使用）"),
  remark: optText(200),
});
export type FreightTemplateInput = z.infer<typeof freightTemplateInput>;

const namedAreas = z.array(z.object({ code: z.string(), name: z.string() }));

export const freightTemplateView = z.object({
  id,
  name: z.string(),
  mode: freightMode,
  defaultCharge: freightCharge,
  areaRules: z.array(freightCharge.extend({ areas: namedAreas })),
  freeRules: z.array(z.object({ areas: namedAreas, minAmount: fen.nullable(), minUnits: z.number().int().nullable() })),
  excludedAreas: namedAreas,
  isDefault: z.boolean(),
  remark: z.string().nullable(),
  goodsCount: z.number().int().describe("使用此模板的商品数"),
  createdAt: instant,
  updatedAt: instant,
});
export type FreightTemplateView = z.infer<typeof freightTemplateView>;

export const freightQuoteView = z.object({
  templateId: id.nullable().describe("商品的运费模板；空为包邮"),
  templateName: z.string().nullable(),
  mode: freightMode.nullable(),
  deliverable: z.boolean().describe("能否配送到该地区"),
  free: z.boolean(),
  fee: fen.describe("运费（分）"),
  freeHint: z.string().nullable().describe("包邮条件说明，如 满 ¥199.00 包邮"),
});
export type FreightQuote = z.infer<typeof freightQuoteView>;

const access = "func:transaction.shop.freight" as const;

export const freight = domain("freight", {
  selTemplatePage: {
    path: "/openapi/trading/freightTemplate/selPageByBoId",
    access,
    summary: "我的运费模板（分页，默认模板在前；可按名称搜索）",
    input: pageInput.extend({ keyword: optText(30).describe("名称包含"), mode: freightMode.optional() }),
    output: pageOf(freightTemplateView),
  },
  selTemplateById: {
    path: "/openapi/trading/freightTemplate/selById",
    access,
    summary: "运费模板详情（本人的）",
    input: z.object({ id }),
    output: freightTemplateView,
  },
  addTemplate: {
    path: "/openapi/trading/freightTemplate/add/1.0",
    access,
    summary: `新增运费模板（最多 ${MAX_FREIGHT_TEMPLATES} 个；第一个自动成为默认）`,
    input: freightTemplateInput,
    output: freightTemplateView,
  },
  updTemplate: {
    path: "/openapi/trading/freightTemplate/upd/1.0",
    access,
    summary: "修改运费模板（已下单的订单不受影响）",
    input: freightTemplateInput.extend({ id }),
    output: freightTemplateView,
  },
  delTemplate: {
    path: "/openapi/trading/freightTemplate/del/1.0",
    access,
    summary: "删除运费模板（有商品使用时不能删除）",
    input: z.object({ id }),
    output: z.object({ id }),
  },
  selInfoByRefId: {
    path: "/openapi/trading/freightTemplate/selInfoByRefId",
    access: "public",
    summary: "商品的运费：按商品（refId）、规格与数量，算到某地区的运费与是否可配送",
    input: z.object({
      refId: id.describe("商品 id"),
      specId: id.optional().describe("规格 id（按重量计费时需要）"),
      quantity: z.number().int().min(1).max(1_000_000).default(1),
      areaCode: areaCode.describe("收货地区的区县编码"),
    }),
    output: freightQuoteView,
  },
});
