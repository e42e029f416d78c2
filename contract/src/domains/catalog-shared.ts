/**
 * Shapes shared by the catalogue's contract files (shop, goods, pricing, cms-advert,
 * the operator console): enums, the goods card, the shop card, the small field types they use.
 */
import { z } from "zod";
import { areaCode, fen, id, instant, optText } from "../kit/fields";

/** A calendar day, "YYYY-MM-DD", that exists (2026-02-30 is refused). */
export const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "日期不存在");
const day = calendarDay;

/** An uploaded file's URL (as the upload calls return it: "/files/…") or an https address. */
export const fileUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/files\/[A-Za-z0-9/_.-]+|https:\/\/\S+)$/, "应为上传后返回的文件地址");

/** Basis points (1/100 of a percent): 1000 = 10%. */
export const bp = (max = 10_000) => z.number().int().min(0).max(max);

/** Rich text (HTML) as the client sends it; the server sanitises it before storing. */
export const richText = (max = 50_000) => z.string().max(max).default("");

/** Contact fields of posts as shown (visitors who are not logged in see the mobile masked). */
export const contactFields = {
  contactName: z.string().describe("联系人"),
  contactMobile: z.string().describe("联系电话（未登录访客看到脱敏号码）"),
};

// ---- shops -------------------------------------------------------------------------------------

export const shopStatus = z
  .enum(["DRAFT", "SUBMITTED", "APPROVED", "REJECTED", "OPEN", "CLOSED"])
  .describe("店铺状态：草稿、待审核、审核通过、已驳回、营业中、已关闭");
export type ShopStatus = z.infer<typeof shopStatus>;

/** A shop as a visitor sees it (goods detail shop card, shop lists, the shop's public page). */
export const shopCard = z.object({
  shopId: id,
  boId: id.describe("店主业务主体 id"),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  intro: z.string().nullable().describe("店铺简介（已净化的 HTML）"),
  ownerName: z.string().describe("店主名称：企业名称或个人昵称"),
  ownerType: z.enum(["PERSON", "ENTERPRISE"]),
  verified: z.boolean().describe("企业店主已通过企业认证"),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
  mainCategoryId: z.string().nullable(),
  mainCategoryName: z.string().nullable(),
  servicePhone: z.string().nullable().describe("客服电话（公开）"),
  openedAt: instant.nullable(),
  goodsCount: z.number().int().describe("在售商品数"),
  score: z.number().nullable().describe("商品评价平均分（1-5，一位小数），无评价为 null"),
  evaluationCount: z.number().int(),
});
export type ShopCard = z.infer<typeof shopCard>;

// ---- goods -------------------------------------------------------------------------------------

export const goodsType = z
  .enum(["GOODS", "SUPPLY", "DEMAND", "PACKAGE", "SOIL_TRUSTEESHIP", "SOIL_FLOW", "SERVICE_SUPPLY", "SERVICE_DEMAND"])
  .describe("商品/信息类型：商城商品、供应、求购、套餐、土地托管、土地流转、农事服务供给、农事服务需求");
export type GoodsType = z.infer<typeof goodsType>;

/**
 * The function a member needs to publish and manage records of each type (the screens that manage
 * them): mall goods — 商品管理; packages — 套餐管理; supply posts — 我的供应; demand posts — 我的求购;
 * soil listings — 土地托管 / 土地流转; service posts — 我的服务 / 我的需求. The server checks it on
 * every goods write; the web offers a type's publish entry only when the member holds it.
 */
export const goodsTypeFunc: Record<GoodsType, string> = {
  GOODS: "transaction.shop.goods",
  PACKAGE: "transaction.shop.package",
  SUPPLY: "transaction.sell.mySupply",
  DEMAND: "transaction.buy.myDemand",
  SOIL_TRUSTEESHIP: "farmlandService.trade.trusteeship",
  SOIL_FLOW: "farmlandService.trade.circulation",
  SERVICE_SUPPLY: "farmingService.supply.list",
  SERVICE_DEMAND: "farmingService.demand.list",
};

export const goodsStatus = z
  .enum(["DRAFT", "PENDING", "ON", "OFF", "REJECTED"])
  .describe("状态：草稿、待审核、已上架、已下架、已驳回/违规下架");
export type GoodsStatus = z.infer<typeof goodsStatus>;

/** Where a buyer's price came from (see pricing: customer price > member price > list price). */
export const priceSource = z.enum(["CUSTOMER", "MEMBER", "LIST"]).describe("价格来源：客户价、会员价、标价");
export type PriceSource = z.infer<typeof priceSource>;

export const sortBy = z
  .enum(["NEWEST", "PRICE_ASC", "PRICE_DESC", "SALES", "VIEWS"])
  .describe("排序：最新上架、价格升序、价格降序、销量、浏览量");

/** Type-specific fields of supply/demand posts, soil listings, service posts and packages. */
export const supplyExt = z.object({
  kind: z.literal("SUPPLY"),
  quantity: z.number().positive().max(1e9).describe("可供数量（单位见 unit）"),
  priceNegotiable: z.boolean().describe("价格面议"),
  validUntil: day.describe("有效期至"),
  ...contactFields,
});
export const demandExt = z.object({
  kind: z.literal("DEMAND"),
  quantity: z.number().positive().max(1e9).describe("求购数量"),
  expectPriceMin: fen.nullable().describe("期望单价下限（分），null 为面议"),
  expectPriceMax: fen.nullable().describe("期望单价上限（分）"),
  purchaseCycle: z.enum(["ONCE", "WEEKLY", "MONTHLY", "LONG_TERM"]).describe("采购周期：单次、每周、每月、长期"),
  deliveryAreaCode: areaCode.nullable().describe("收货地区"),
  validUntil: day,
  ...contactFields,
});
export const landType = z.enum(["FARMLAND", "WOODLAND", "GRASSLAND", "BREEDING", "OTHER"]).describe("土地类型：耕地、林地、草地、养殖用地、其他");
export const soilExt = z.object({
  kind: z.enum(["SOIL_TRUSTEESHIP", "SOIL_FLOW"]),
  areaMu: z.number().positive().max(1_000_000).describe("面积（亩）"),
  landType,
  address: z.string().describe("详细位置"),
  termYears: z.number().int().min(1).max(30).describe("期限（年）"),
  pricePerMuYear: fen.describe("价格（分/亩·年）"),
  availableFrom: day.describe("可交付日期"),
  flowMode: z.enum(["LEASE", "SUBCONTRACT", "SHARE", "TRANSFER"]).nullable().describe("流转方式（仅土地流转）：出租、转包、入股、转让"),
  trusteeshipItems: z.array(z.string()).describe("托管服务内容（仅土地托管），如 耕、种、管、收"),
  ...contactFields,
});
export const serviceType = z
  .enum(["PLOUGH", "SOW", "PROTECT", "HARVEST", "EPIDEMIC", "FEEDING", "TRANSPORT", "OTHER"])
  .describe("服务类型：耕地、播种、植保、收获、防疫、代养、运输、其他");
export const serviceExt = z.object({
  kind: z.enum(["SERVICE_SUPPLY", "SERVICE_DEMAND"]),
  serviceType,
  serviceAreaCodes: z.array(z.string()).describe("服务/需求地区"),
  areaMu: z.number().positive().max(1_000_000).nullable().describe("作业面积（亩）"),
  startDate: day,
  endDate: day,
  priceUnit: z.string().describe("计价单位，如 亩、次、羽"),
  ...contactFields,
});
export const packageItemView = z.object({
  goodsId: id,
  specId: id,
  goodsName: z.string(),
  specName: z.string(),
  mainImage: z.string().nullable(),
  quantity: z.number().int(),
  listPrice: fen.describe("单品标价（分）"),
  available: z.boolean().describe("单品仍在售且库存足够一套"),
});
export const packageExt = z.object({
  kind: z.literal("PACKAGE"),
  items: z.array(packageItemView),
  itemsTotal: fen.describe("单品标价合计（分）"),
  saving: fen.describe("比单买节省（分）"),
});
export const goodsExt = z.discriminatedUnion("kind", [supplyExt, demandExt, soilExt, serviceExt, packageExt]);
export type GoodsExt = z.infer<typeof goodsExt>;

/**
 * A list card's small badges (issue 12): COUPON 券 (its shop, or the platform for its category, has a
 * coupon one may claim now), and the kinds of the shop's running promotions that cover it — REDUCTION
 * 满减 (满减 or 每满减), DISCOUNT 折 (限时折扣), GIFT 赠 (满赠), PRESALE 预售 (a presale taking deposits).
 */
// not exported: the web needs only the type, and an exported enum would ride in every page's first load (contract/src/web-entry.ts)
const goodsBadge = z.enum(["COUPON", "REDUCTION", "DISCOUNT", "GIFT", "PRESALE"]).describe("券 / 满减 / 折 / 赠 / 预售");
export type GoodsBadge = z.infer<typeof goodsBadge>;

/** A goods (or post) as a list item: mall lists, purchasing hall, pickers, recommendations. */
export const goodsCard = z.object({
  goodsId: id,
  type: goodsType,
  status: goodsStatus,
  name: z.string(),
  subTitle: z.string().nullable(),
  mainImage: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  boId: id.describe("发布者业务主体 id"),
  originAreaCode: z.string().nullable(),
  originAreaName: z.string().nullable(),
  unit: z.string().nullable().describe("计量单位编码（字典 UNIT）"),
  unitName: z.string().nullable(),
  priceMin: fen.nullable().describe("最低标价（分）；null 为面议"),
  priceMax: fen.nullable(),
  buyerPriceMin: fen.nullable().describe("当前买家可得的最低价（分）：登录后含客户价/会员价"),
  stockTotal: z.number().int(),
  salesCount: z.number().int(),
  viewCount: z.number().int(),
  minOrderQty: z.number().int(),
  rebateBp: z.number().int().describe("返利（基点，100 = 1%）"),
  ext: goodsExt.nullable().describe("类型专属字段（供应、求购、土地、服务、套餐）"),
  onShelfAt: instant.nullable(),
  updatedAt: instant,
  badges: z.array(goodsBadge).optional().describe("券与促销角标（商品搜索列表给出；其他列表不给）"),
});
export type GoodsCard = z.infer<typeof goodsCard>;

/** Public listing filters shared by the paged goods lists. */
export const goodsFilter = {
  type: goodsType.optional().describe("类型；不传为商城商品 GOODS"),
  categoryId: optText(20).describe("平台类目（含下级类目）"),
  shopId: optText(40),
  shopClassifyId: optText(40).describe("店铺分类（含下级分类）"),
  boId: optText(40).describe("发布者"),
  areaCode: z.string().regex(/^\d{6}$/, "地区编码应为 6 位数字").optional().describe("产地（省/市/县，含下级）"),
  priceMin: fen.optional().describe("最低价（分）"),
  priceMax: fen.optional().describe("最高价（分）"),
  keyword: optText(40).describe("关键字（名称、副标题包含）"),
  sort: sortBy.default("NEWEST"),
};
