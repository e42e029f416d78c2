import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, fen, id, instant, mobile, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import {
  calendarDay as day,
  demandExt,
  fileUrl,
  goodsCard,
  goodsExt,
  goodsFilter,
  goodsStatus,
  goodsType,
  landType,
  priceSource,
  richText,
  serviceType,
  shopCard,
} from "./catalog-shared";

// ---- pieces of the goods form ----------------------------------------------------------------

export const specInput = z.object({
  id: id.optional().describe("修改时：已有规格的 id；不传为新增规格"),
  name: text(60).describe("规格名称，如 1000羽/箱"),
  attributes: z.record(z.string().max(20), z.string().max(60)).default({}).describe("规格属性，如 {\"包装\": \"箱\"}"),
  price: fen.min(1, "价格须大于 0").describe("标价（分）"),
  memberPrice: fen.min(1).nullable().default(null).describe("会员价（分）：登录会员可得，不得高于标价"),
  stock: z.number().int().min(0).max(100_000_000).describe("库存"),
  skuCode: optText(40).describe("商家编码"),
  weightGrams: z.number().int().min(0).max(100_000_000).default(0).describe("单件重量（克）：按重量计运费的模板用"),
});
export type SpecInput = z.input<typeof specInput>;

export const attributeInput = z.object({ name: text(20), value: text(60) });

export const deliveryRange = z
  .object({
    nationwide: z.boolean().default(true),
    areaCodes: z.array(areaCode).max(200).default([]).describe("配送地区（省/市/县编码）；全国配送时忽略"),
  })
  .describe("配送范围");

export const payPlanInput = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("FULL") }),
    z.object({
      type: z.literal("DEPOSIT"),
      depositRateBp: z.number().int().min(1000).max(9000).describe("定金比例（基点，1000-9000 即 10%-90%）"),
      balanceDueDays: z.number().int().min(1).max(90).describe("尾款期限（发货前若干天内付清）"),
    }),
    z.object({
      type: z.literal("CREDIT"),
      creditDays: z.number().int().min(7).max(180).describe("账期天数"),
      customerLevels: z.array(z.enum(["STRATEGIC", "KEY", "NORMAL"])).min(1).describe("可用账期的客户等级"),
    }),
  ])
  .describe("付款方式：全款、定金+尾款（预售）、账期（仅卖家客户）");
export type PayPlanInput = z.infer<typeof payPlanInput>;

export const payPlanView = z.object({
  type: z.enum(["FULL", "DEPOSIT", "CREDIT"]),
  label: z.string(),
  description: z.string(),
  depositRateBp: z.number().int().nullable(),
  balanceDueDays: z.number().int().nullable(),
  creditDays: z.number().int().nullable(),
  customerLevels: z.array(z.string()).nullable(),
});
export type PayPlanView = z.infer<typeof payPlanView>;

export const traceInput = z.object({
  batchNo: text(40).describe("批次号"),
  farmName: text(60).describe("养殖场/生产主体"),
  manufacturerId: optText(40).describe("生产主体 id（可选）"),
  startDate: day.describe("入栏/播种/生产日期"),
  endDate: day.nullable().default(null).describe("出栏/收获/出厂日期"),
  inspectionNo: optText(60).describe("检疫合格证号/检验报告号"),
  note: optText(200),
});
export const traceView = traceInput.extend({ id, endDate: day.nullable(), manufacturerId: z.string().nullable(), inspectionNo: z.string().nullable(), note: z.string().nullable() });

const images = (min: number) => z.array(fileUrl).min(min, "请至少上传一张图片").max(10).describe("图片地址，第一张为主图");
const contact = { contactName: text(20), contactMobile: mobile };

/** The mall goods form (type GOODS). */
export const goodsForm = z.object({
  name: text(60).describe("商品名称"),
  subTitle: optText(120).describe("卖点/副标题"),
  categoryId: text(20).describe("平台类目（二级或三级）"),
  shopClassifyId: id.nullable().default(null).describe("店铺分类"),
  attributes: z.array(attributeInput).max(30).default([]).describe("商品属性，如 品种=海兰褐"),
  unit: text(10).describe("计量单位（字典 UNIT 的编码）"),
  specs: z.array(specInput).min(1, "请至少填写一个规格").max(50),
  images: images(1),
  description: richText().describe("商品详情（HTML，服务端净化）"),
  originAreaCode: areaCode.describe("产地"),
  deliveryRange: deliveryRange.default({ nationwide: true, areaCodes: [] }),
  logistics: z.array(text(20)).min(1, "请至少选择一种配送方式").max(5).describe("配送方式（字典 LOGISTICS 的编码）"),
  minOrderQty: z.number().int().min(1).max(1_000_000).default(1).describe("起订量"),
  rebateBp: z.number().int().min(0).max(3000).default(0).describe("返利（基点，最多 30%）"),
  payPlans: z.array(payPlanInput).min(1).max(3).default([{ type: "FULL" }]),
  traces: z.array(traceInput).max(20).default([]).describe("溯源批次"),
  freightTemplateId: id.nullable().optional().describe("运费模板：不传时发布用默认模板、修改时不变；null 为包邮"),
});
export type GoodsForm = z.input<typeof goodsForm>;

/** V2 form: specs as a matrix of dimensions; one SKU per combination. */
export const goodsFormV2 = goodsForm.omit({ specs: true }).extend({
  specDims: z
    .array(z.object({ name: text(20), values: z.array(text(30)).min(1).max(20) }))
    .min(1)
    .max(3)
    .describe("规格维度，如 [{name:'包装', values:['500羽','1000羽']}]"),
  skus: z
    .array(
      z.object({
        id: id.optional(),
        values: z.array(text(30)).min(1).max(3).describe("按维度顺序的取值"),
        price: fen.min(1),
        memberPrice: fen.min(1).nullable().default(null),
        stock: z.number().int().min(0).max(100_000_000),
        skuCode: optText(40),
        weightGrams: z.number().int().min(0).max(100_000_000).default(0),
      }),
    )
    .min(1)
    .max(200)
    .describe("每个取值组合一个 SKU，须覆盖全部组合"),
});

/** Fields every modify call adds to its form. */
const versioned = { goodsId: id, version: z.number().int().min(0).optional().describe("读取时的版本号；传入则在他人已修改时拒绝") };

export const supplyForm = z.object({
  name: text(60),
  categoryId: text(20),
  unit: text(10),
  price: fen.min(1).nullable().describe("单价（分）；null 为面议"),
  quantity: z.number().positive().max(1e9),
  images: images(0),
  description: richText(),
  originAreaCode: areaCode,
  validUntil: day,
  deliveryRange: deliveryRange.default({ nationwide: true, areaCodes: [] }),
  logistics: z.array(text(20)).max(5).default([]),
  ...contact,
});
export const demandForm = z.object({
  name: text(60),
  categoryId: text(20),
  unit: text(10),
  quantity: z.number().positive().max(1e9),
  expectPriceMin: fen.nullable().default(null),
  expectPriceMax: fen.nullable().default(null),
  purchaseCycle: demandExt.shape.purchaseCycle.default("ONCE"),
  deliveryAreaCode: areaCode.nullable().default(null),
  validUntil: day,
  images: images(0),
  description: richText(),
  ...contact,
});
const soilBase = {
  name: text(60),
  areaCode: areaCode.describe("土地所在地区"),
  address: text(120),
  areaMu: z.number().positive().max(1_000_000),
  landType,
  termYears: z.number().int().min(1).max(30),
  pricePerMuYear: fen.min(1),
  availableFrom: day,
  images: images(0),
  description: richText(),
  ...contact,
};
export const soilTrusteeshipForm = z.object({
  ...soilBase,
  trusteeshipItems: z.array(text(20)).min(1).max(10).describe("托管内容，如 耕地、播种、植保、收获"),
});
export const soilFlowForm = z.object({
  ...soilBase,
  flowMode: z.enum(["LEASE", "SUBCONTRACT", "SHARE", "TRANSFER"]),
});
export const serviceForm = z.object({
  name: text(60),
  serviceType,
  categoryId: optText(20).describe("关联平台类目（可选）"),
  serviceAreaCodes: z.array(areaCode).min(1).max(50),
  areaMu: z.number().positive().max(1_000_000).nullable().default(null),
  startDate: day,
  endDate: day,
  price: fen.min(1).nullable().describe("单价（分/计价单位）；null 为面议"),
  priceUnit: text(10),
  images: images(0),
  description: richText(),
  ...contact,
});
export const packageForm = z.object({
  name: text(60),
  subTitle: optText(120),
  shopClassifyId: id.nullable().default(null),
  images: images(1),
  description: richText(),
  items: z
    .array(z.object({ specId: id, quantity: z.number().int().min(1).max(1000) }))
    .min(2, "套餐至少包含两个规格")
    .max(10),
  price: fen.min(1).describe("套餐价（分），须低于单品标价合计"),
  stock: z.number().int().min(0).max(1_000_000).describe("套餐库存上限（实际可售还受单品库存限制）"),
});

// ---- views ----------------------------------------------------------------------------------

export const specView = z.object({
  specId: id,
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  listPrice: fen,
  memberPrice: fen.nullable(),
  price: fen.describe("当前买家的价格（分）"),
  priceSource,
  stock: z.number().int(),
  skuCode: z.string().nullable(),
  weightGrams: z.number().int().describe("单件重量（克）"),
});
export type SpecView = z.infer<typeof specView>;

export const goodsView = z.object({
  goodsId: id,
  type: goodsType,
  status: goodsStatus,
  statusLabel: z.string(),
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  boId: id,
  name: z.string(),
  subTitle: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  categoryPath: z.array(z.object({ id: z.string(), name: z.string() })),
  shopClassifyId: z.string().nullable(),
  shopClassifyName: z.string().nullable(),
  attributes: z.array(z.object({ name: z.string(), value: z.string() })),
  unit: z.string().nullable(),
  unitName: z.string().nullable(),
  specs: z.array(specView),
  images: z.array(z.string()),
  mainImage: z.string().nullable(),
  description: z.string(),
  originAreaCode: z.string().nullable(),
  originAreaName: z.string().nullable(),
  deliveryRange: z.object({ nationwide: z.boolean(), areas: z.array(z.object({ code: z.string(), name: z.string() })) }),
  logistics: z.array(z.object({ code: z.string(), name: z.string() })),
  freightTemplateId: z.string().nullable().describe("运费模板；空为包邮"),
  minOrderQty: z.number().int(),
  rebateBp: z.number().int(),
  payPlans: z.array(payPlanView),
  traces: z.array(traceView),
  ext: goodsExt.nullable(),
  priceMin: fen.nullable(),
  priceMax: fen.nullable(),
  stockTotal: z.number().int(),
  salesCount: z.number().int(),
  viewCount: z.number().int(),
  needsReview: z.boolean().describe("所在类目上架须经平台审核"),
  rejectReason: z.string().nullable(),
  version: z.number().int(),
  onShelfAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type GoodsView = z.infer<typeof goodsView>;

export const evaluationScore = z.object({
  count: z.number().int(),
  avgScore: z.number().nullable().describe("综合评分（1-5，一位小数）"),
  avgDescription: z.number().nullable(),
  avgService: z.number().nullable(),
  avgLogistics: z.number().nullable(),
  goodCount: z.number().int().describe("好评（4-5 分）"),
  midCount: z.number().int().describe("中评（3 分）"),
  badCount: z.number().int().describe("差评（1-2 分）"),
  withImagesCount: z.number().int(),
  goodRateBp: z.number().int().nullable().describe("好评率（基点）"),
});
export const evaluationView = z.object({
  id,
  goodsId: id,
  goodsName: z.string(),
  specName: z.string().nullable(),
  buyerName: z.string().describe("买家（脱敏）"),
  orderId: z.string().nullable(),
  score: z.number().int(),
  descriptionScore: z.number().int(),
  serviceScore: z.number().int(),
  logisticsScore: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable().describe("卖家回复"),
  createdAt: instant,
});

const goodsIdInput = z.object({ goodsId: id });
const saved = z.object({ goodsId: id, status: goodsStatus, version: z.number().int() });
const publicList = pageInput.extend(goodsFilter);
const statusResult = z.object({ goodsId: id, ok: z.boolean(), status: goodsStatus.nullable(), msg: z.string() });

export const goodsTemplate = z.object({
  id,
  name: z.string(),
  content: goodsForm.partial().describe("模板内容：商品表单的任意部分"),
  createdAt: instant,
  updatedAt: instant,
});

export const goods = domain("goods", {
  // ---- mall goods: publish, modify, drafts ----
  publishGoods: {
    path: "/api/trading/goods/publishGoods",
    access: "func:transaction.shop.goods",
    summary: "发布商品并上架（V1，一步完成）：无需审核的类目直接上架，须审核的类目进入待审核",
    input: goodsForm,
    output: saved,
  },
  modifyGoods: {
    path: "/api/trading/goods/modifyGoods",
    access: "func:transaction.shop.goods",
    summary: "修改商品并上架（V1，一步完成），规则同发布",
    input: goodsForm.extend(versioned),
    output: saved,
  },
  publishGoodsV2: {
    path: "/api/trading/goods/publishGoods/v2",
    access: "func:transaction.shop.goods",
    summary: "发布商品并上架（V2：规格以维度矩阵给出，每个组合一个 SKU）。路径为本项目所定",
    input: goodsFormV2,
    output: saved,
  },
  modifyGoodsV2: {
    path: "/api/trading/goods/modifyGoods/v2",
    access: "func:transaction.shop.goods",
    summary: "修改商品并上架（V2 规格矩阵）。路径为本项目所定",
    input: goodsFormV2.extend(versioned),
    output: saved,
  },
  add: {
    path: "/api/trading/goods/manage/add",
    access: "func:transaction.shop.goods",
    summary: "保存新商品为草稿（不上架）",
    input: goodsForm,
    output: saved,
  },
  upd: {
    path: "/api/trading/goods/manage/upd",
    access: "func:transaction.shop.goods",
    summary: "修改商品，状态不变；须审核类目的已上架商品修改后回到待审核（改价改库存请用 updSpecPriceStock）",
    input: goodsForm.extend(versioned),
    output: saved,
  },
  updSpecPriceStock: {
    path: "/api/trading/goods/manage/updSpecPriceStock",
    access: "member",
    summary:
      "改价/改库存（任何类型的本人商品，按类型校验权限）：stockDelta 原子增减（不会丢失并发修改，不能减到负数），stock 直接设置。路径为本项目所定",
    input: z.object({
      items: z
        .array(
          z.object({
            specId: id,
            price: fen.min(1).optional(),
            memberPrice: fen.min(1).nullable().optional(),
            stock: z.number().int().min(0).max(100_000_000).optional(),
            stockDelta: z.number().int().min(-100_000_000).max(100_000_000).optional(),
          }),
        )
        .min(1)
        .max(200),
    }),
    output: z.array(z.object({ specId: id, goodsId: id, price: fen, memberPrice: fen.nullable(), stock: z.number().int() })),
  },
  myGoodsList: {
    path: "/api/trading/goods/myGoodsList",
    access: "func:transaction.shop.goods",
    summary: "我的店铺商品（商城商品与套餐，任何状态，分页），附各状态数量",
    input: pageInput.extend({
      status: goodsStatus.optional(),
      type: z.enum(["GOODS", "PACKAGE"]).optional(),
      keyword: optText(40),
      categoryId: optText(20),
      shopClassifyId: id.nullable().optional().describe("null 表示未分类"),
    }),
    output: pageOf(goodsCard.extend({ rejectReason: z.string().nullable(), needsReview: z.boolean(), shopClassifyId: z.string().nullable() })).extend({
      counts: z.record(z.string(), z.number().int()).describe("各状态数量"),
    }),
  },
  selGoodsListByDefaultShop: {
    path: "/api/trading/goods/manage/selGoodsListByDefaultShop/v2",
    access: "func:transaction.shop.goods",
    summary: "我的默认店铺的商品及其规格（分页，默认只列在售），供推荐、分类、广告、套餐等选择器使用",
    input: pageInput.extend({ keyword: optText(40), status: goodsStatus.default("ON"), shopClassifyId: id.optional() }),
    output: pageOf(goodsCard.extend({ specs: z.array(specView) })),
  },
  selGoodsListByMember: {
    path: "/api/trading/goods/manage/selGoodsListByMember/v2",
    access: "member",
    summary: "我发布的全部商品与信息（任何类型，分页）：只列出当前身份有权管理的类型（个人商品、我的供应、我的求购…）",
    input: pageInput.extend({ type: goodsType.optional(), status: goodsStatus.optional(), keyword: optText(40) }),
    output: pageOf(goodsCard.extend({ rejectReason: z.string().nullable() })).extend({ counts: z.record(z.string(), z.number().int()) }),
  },
  selGoodsByIdManage: {
    path: "/api/trading/goods/manage/selGoodsById/v2",
    access: "member",
    summary: "本人的商品/信息（编辑用，任何状态），含可做的操作",
    input: goodsIdInput,
    output: goodsView.extend({ events: z.array(z.string()) }),
  },
  delGoods: {
    path: "/api/trading/goods/manage/delGoods",
    access: "member",
    summary: "删除本人的商品/信息（按类型校验权限）：已上架或待审核的须先下架/撤回",
    input: goodsIdInput,
    output: z.object({ deleted: z.boolean() }),
  },
  delGoodsList: {
    path: "/openapi/trading/goodsInfo/delGoods/1.0",
    access: "member",
    summary: "批量删除本人的商品/信息，逐条返回结果（规则同 manage/delGoods）",
    input: z.object({ goodsIds: z.array(id).min(1).max(100) }),
    output: z.array(statusResult),
  },
  updStatus: {
    path: "/api/trading/goods/manage/updStatus",
    access: "member",
    summary:
      "批量上架/下架（规格中的“上下架”，路径为本项目所定）：上架时须审核的类目进入待审核，其余直接上架；下架 ON → OFF；待审核可撤回为草稿（WITHDRAW）",
    input: z.object({ goodsIds: z.array(id).min(1).max(100), status: z.enum(["ON", "OFF", "WITHDRAW"]) }),
    output: z.array(statusResult),
  },
  applyUpdStatusOn: {
    path: "/api/trading/goods/manage/applyUpdStatusOn",
    access: "member",
    summary: "申请上架一条商品/信息：须审核的类目（或违规下架后）进入待审核，否则直接上架",
    input: goodsIdInput,
    output: saved,
  },

  // ---- supply and demand posts, packages, soil, services ----
  publishSupple: {
    path: "/api/trading/goods/manage/publishSupple",
    access: "func:transaction.sell.mySupply",
    summary: "发布供应信息并上架（无需开店）",
    input: supplyForm,
    output: saved,
  },
  modifySupple: {
    path: "/api/trading/goods/manage/modifySupple",
    access: "func:transaction.sell.mySupply",
    summary: "修改供应信息（状态不变）",
    input: supplyForm.extend(versioned),
    output: saved,
  },
  publishNeed: {
    path: "/api/trading/goods/manage/publishNeed",
    access: "func:transaction.buy.myDemand",
    summary: "发布求购信息并上架（进入采购大厅）",
    input: demandForm,
    output: saved,
  },
  modifyNeed: {
    path: "/api/trading/goods/manage/modifyNeed",
    access: "func:transaction.buy.myDemand",
    summary: "修改求购信息（状态不变）",
    input: demandForm.extend(versioned),
    output: saved,
  },
  publishNeedOpen: {
    path: "/openapi/trading/goodsInfo/publishNeed/1.0",
    access: "func:transaction.buy.myDemand",
    summary: "发布求购（采购大厅的快速发布入口），规则同 manage/publishNeed",
    input: demandForm,
    output: saved,
  },
  modifyNeedOpen: {
    path: "/openapi/trading/goodsInfo/modifyNeed/1.0",
    access: "func:transaction.buy.myDemand",
    summary: "修改求购（采购大厅入口），规则同 manage/modifyNeed",
    input: demandForm.extend(versioned),
    output: saved,
  },
  publishGoodsPackage: {
    path: "/api/trading/goods/manage/publishGoodsPackage",
    access: "func:transaction.shop.package",
    summary: "发布套餐并上架：本店在售规格的组合与数量，套餐价须低于单品标价合计",
    input: packageForm,
    output: saved,
  },
  modifyGoodsPackage: {
    path: "/api/trading/goods/manage/modifyGoodsPackage",
    access: "func:transaction.shop.package",
    summary: "修改套餐（状态不变）",
    input: packageForm.extend(versioned),
    output: saved,
  },
  selAllowPackageByDefaultShop: {
    path: "/api/trading/goods/manage/selAllowPackageByDefaultShop",
    access: "func:transaction.shop.package",
    summary: "可组成套餐的规格：默认店铺在售的商城商品中有库存的规格（分页）",
    input: pageInput.extend({ keyword: optText(40) }),
    output: pageOf(
      z.object({ goodsId: id, goodsName: z.string(), mainImage: z.string().nullable(), specId: id, specName: z.string(), listPrice: fen, stock: z.number().int(), unitName: z.string().nullable() }),
    ),
  },
  publishSoilTrusteeship: {
    path: "/api/trading/goods/manage/publishSoilTrusteeship",
    access: "func:farmlandService.trade.trusteeship",
    summary: "发布土地托管信息并上架",
    input: soilTrusteeshipForm,
    output: saved,
  },
  modifySoilTrusteeship: {
    path: "/api/trading/goods/manage/modifySoilTrusteeship",
    access: "func:farmlandService.trade.trusteeship",
    summary: "修改土地托管信息",
    input: soilTrusteeshipForm.extend(versioned),
    output: saved,
  },
  publishSoilFlow: {
    path: "/api/trading/goods/manage/publishSoilFlow",
    access: "func:farmlandService.trade.circulation",
    summary: "发布土地流转信息并上架",
    input: soilFlowForm,
    output: saved,
  },
  modifySoilFlow: {
    path: "/api/trading/goods/manage/modifySoilFlow",
    access: "func:farmlandService.trade.circulation",
    summary: "修改土地流转信息",
    input: soilFlowForm.extend(versioned),
    output: saved,
  },
  publishServiceSupply: {
    path: "/api/trading/goods/manage/publishServiceSupply",
    access: "func:farmingService.supply.list",
    summary: "发布农事服务供给并上架（规格中的“服务供给”，路径为本项目所定）",
    input: serviceForm,
    output: saved,
  },
  modifyServiceSupply: {
    path: "/api/trading/goods/manage/modifyServiceSupply",
    access: "func:farmingService.supply.list",
    summary: "修改农事服务供给。路径为本项目所定",
    input: serviceForm.extend(versioned),
    output: saved,
  },
  publishServiceDemand: {
    path: "/api/trading/goods/manage/publishServiceDemand",
    access: "func:farmingService.demand.list",
    summary: "发布农事服务需求并上架（规格中的“服务需求”，路径为本项目所定）",
    input: serviceForm,
    output: saved,
  },
  modifyServiceDemand: {
    path: "/api/trading/goods/manage/modifyServiceDemand",
    access: "func:farmingService.demand.list",
    summary: "修改农事服务需求。路径为本项目所定",
    input: serviceForm.extend(versioned),
    output: saved,
  },

  // ---- public reads ----
  detail: {
    path: "/api/trading/goods/detail",
    access: "public",
    summary:
      "商品详情页数据：商品与规格（含当前买家的价格）、店铺卡片、评价得分、付款方式、推荐商品。未上架商品仅本人或持有效分享码可见；每次打开浏览量 +1",
    input: z.object({ goodsId: id, shareKey: optText(80).describe("卖家分享码（可查看未上架商品）") }),
    output: z.object({
      goods: goodsView,
      shop: shopCard.nullable(),
      score: evaluationScore,
      payPlans: z.array(payPlanView).describe("当前买家可用的付款方式"),
      recommended: z.array(goodsCard),
      isOwner: z.boolean(),
    }),
  },
  selGoodsById: {
    path: "/api/trading/goods/info/selGoodsById",
    access: "public",
    summary: "按 id 取商品与规格（含当前买家价格）；未上架的仅本人可见",
    input: goodsIdInput,
    output: goodsView,
  },
  selGoodsByIdV2: {
    path: "/openapi/trading/goodsInfo/selGoodsById/v2/manage",
    access: "public",
    summary: "按 id 取商品/信息（供应、求购、土地、服务详情页），规则同 info/selGoodsById；联系电话对未登录访客脱敏",
    input: goodsIdInput,
    output: goodsView,
  },
  selGoodsListByPage: {
    path: "/openapi/trading/goodsInfo/selGoodsListByPage/v2/manage",
    access: "public",
    summary: "在售商品/信息列表（分页，V2）：类型、类目（含下级）、店铺、产地、价格区间、关键字（包含）、排序；商城与采购大厅共用",
    input: publicList,
    output: pageOf(goodsCard),
  },
  selGoodsInfoByPageV3: {
    path: "/openapi/trading/goodsInfo/selGoodsInfoByPageV3/manage",
    access: "public",
    summary: "在售商品列表（分页，V3）：条件同 V2，每项附规格及当前买家的价格（快速下单用）",
    input: publicList,
    output: pageOf(goodsCard.extend({ specs: z.array(specView) })),
  },
  selGoodsInfoByPageV4: {
    path: "/openapi/trading/goodsInfo/selGoodsInfoByPageV4/manage",
    access: "public",
    summary: "店铺首页的商品列表（分页，V4）：某营业中店铺的在售商品与套餐，按店铺分类（含下级）筛选。路径为本项目所定",
    input: pageInput.extend({
      shopId: id,
      shopClassifyId: id.optional(),
      keyword: optText(40),
      sort: goodsFilter.sort,
    }),
    output: pageOf(goodsCard),
  },
  selRebateGoodsByPage: {
    path: "/openapi/trading/goodsInfo/selRebateGoodsByPage/manage",
    access: "public",
    summary: "有返利的在售商品（分页，返利从高到低）。路径为本项目所定",
    input: pageInput.extend({ categoryId: optText(20), keyword: optText(40) }),
    output: pageOf(goodsCard),
  },
  selServiceSupplyByPage: {
    path: "/openapi/trading/goodsInfo/selServiceSupplyByPage/manage",
    access: "public",
    summary: "在架的农事服务供给（分页）：服务类型、服务地区。路径为本项目所定",
    input: pageInput.extend({ serviceType: serviceType.optional(), areaCode: areaCode.optional(), keyword: optText(40) }),
    output: pageOf(goodsCard),
  },
  selServiceDemandByPage: {
    path: "/openapi/trading/goodsInfo/selServiceDemandByPage/manage",
    access: "public",
    summary: "在架的农事服务需求（分页）：服务类型、地区。路径为本项目所定",
    input: pageInput.extend({ serviceType: serviceType.optional(), areaCode: areaCode.optional(), keyword: optText(40) }),
    output: pageOf(goodsCard),
  },
  selGoodRecommendByShopId: {
    path: "/openapi/trading/goodsInfo/list/selGoodRecommendByShopId",
    access: "public",
    summary: "店铺推荐商品：店铺推荐栏目里的在售商品，不足时以销量高的在售商品补足",
    input: z.object({ shopId: id, limit: z.number().int().min(1).max(30).default(8), excludeGoodsId: id.optional() }),
    output: z.array(goodsCard),
  },
  selGoodsNumByTypeAndCate: {
    path: "/api/trading/goods/selGoodsNumByTypeAndCate",
    access: "public",
    summary: "在售数量：按类型与平台类目（一级或二级）分组",
    input: z.object({ level: z.number().int().min(1).max(2).default(1), types: z.array(goodsType).max(8).optional() }),
    output: z.array(z.object({ type: goodsType, categoryId: z.string().nullable(), categoryName: z.string().nullable(), count: z.number().int() })),
  },
  selGoodsPayPlanList: {
    path: "/openapi/trading/goodsInfo/selGoodsPayPlanList/manage",
    access: "public",
    summary: "商品支持的付款方式：全款、定金+尾款（预售）；账期只对卖家的相应等级客户列出",
    input: goodsIdInput,
    output: z.array(payPlanView),
  },
  assessQualityFruits: {
    path: "/openapi/trading/goodsInfo/assessQuality/fruits",
    access: "public",
    summary: "鲜果分级（参照 GB/T 10651-2008 鲜苹果、GB/T 10650-2008 鲜梨的等级规格）：按果径、着色、缺陷评定优等/一等/二等/等外",
    input: z.object({
      fruit: z.enum(["APPLE", "PEAR"]),
      sizeClass: z.enum(["LARGE", "MEDIUM", "SMALL"]).describe("品种果型：大型果、中型果、小型果"),
      diameterMm: z.number().min(10).max(200).describe("果实最大横切面直径（毫米）"),
      colorCoveragePct: z.number().min(0).max(100).nullable().default(null).describe("着色面积百分比（苹果红色品种；其他为 null）"),
      defects: z
        .object({
          count: z.number().int().min(0).max(50).default(0).describe("轻微果面缺陷个数（磨伤、日灼、药害、雹伤、碰压伤、虫伤等）"),
          totalAreaCm2: z.number().min(0).max(100).default(0).describe("缺陷总面积（平方厘米）"),
          rotOrDecay: z.boolean().default(false).describe("腐烂/病害（等外）"),
          deformed: z.boolean().default(false).describe("明显畸形"),
        })
        .default({ count: 0, totalAreaCm2: 0, rotOrDecay: false, deformed: false }),
    }),
    output: z.object({
      grade: z.enum(["PREMIUM", "FIRST", "SECOND", "OUT"]),
      gradeName: z.string(),
      standard: z.string(),
      checks: z.array(z.object({ item: z.string(), value: z.string(), requirement: z.string(), grade: z.enum(["PREMIUM", "FIRST", "SECOND", "OUT"]) })),
    }),
  },

  // ---- goods helpers (spec names them without paths) ----
  templateList: {
    path: "/api/trading/goods/template/selListByLogin",
    access: "func:transaction.shop.goods",
    summary: "我的商品模板（发布时套用）。路径为本项目所定",
    input: z.object({}),
    output: z.array(goodsTemplate),
  },
  templateSave: {
    path: "/api/trading/goods/template/addOrUpd",
    access: "func:transaction.shop.goods",
    summary: "保存商品模板（新增或按 id 修改；每个身份最多 50 个，名称不重复）。路径为本项目所定",
    input: z.object({ id: id.optional(), name: text(30), content: goodsForm.partial() }),
    output: goodsTemplate,
  },
  templateDel: {
    path: "/api/trading/goods/template/delById",
    access: "func:transaction.shop.goods",
    summary: "删除商品模板。路径为本项目所定",
    input: z.object({ id }),
    output: z.object({ deleted: z.boolean() }),
  },
  traceList: {
    path: "/api/trading/goods/trace/selListByGoodsId",
    access: "public",
    summary: "商品的溯源批次列表（在售商品公开；本人可看任何状态）。路径为本项目所定",
    input: goodsIdInput,
    output: z.array(traceView),
  },
  traceSave: {
    path: "/api/trading/goods/trace/updListByGoodsId",
    access: "member",
    summary: "整体替换本人商品的溯源批次（不影响上架状态）。路径为本项目所定",
    input: z.object({ goodsId: id, traces: z.array(traceInput).max(20) }),
    output: z.array(traceView),
  },
  logisticsSupport: {
    path: "/api/trading/goods/selLogisticsSupport",
    access: "public",
    summary: "商品支持的配送方式（字典 LOGISTICS）；不传 goodsId 则列出全部配送方式。路径为本项目所定",
    input: z.object({ goodsId: id.optional() }),
    output: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string().nullable(), supported: z.boolean() })),
  },
  deliveryRange: {
    path: "/api/trading/goods/selDeliveryRange",
    access: "public",
    summary: "商品的配送范围（全国或地区列表），可同时判断某收货地区是否在范围内。路径为本项目所定",
    input: z.object({ goodsId: id, areaCode: areaCode.optional() }),
    output: z.object({
      nationwide: z.boolean(),
      areas: z.array(z.object({ code: z.string(), name: z.string() })),
      deliverable: z.boolean().nullable().describe("传入 areaCode 时：该地区能否配送"),
    }),
  },
  checkRangeCategory: {
    path: "/api/trading/goods/checkRangeCategory",
    access: "member",
    summary:
      "类目经营范围检查（发布前）：类目是否可选（二级或三级）、是否在默认店铺经营范围内、上架是否须审核、需要何种证照。路径为本项目所定",
    input: z.object({ categoryId: text(20) }),
    output: z.object({
      categoryId: z.string(),
      categoryName: z.string().nullable(),
      selectable: z.boolean(),
      inScope: z.boolean().nullable().describe("没有店铺时为 null"),
      needsReview: z.boolean(),
      licenceLabel: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  },
  unitList: {
    path: "/api/trading/goods/selUnitList",
    access: "public",
    summary: "计量单位（字典 UNIT），传入类目时标出该类目的常用单位。路径为本项目所定",
    input: z.object({ categoryId: optText(20) }),
    output: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string().nullable(), suggested: z.boolean() })),
  },
  baseStatus: {
    path: "/api/trading/goods/selBaseStatus",
    access: "public",
    summary: "商品基础状态表：状态、名称及允许的状态变化（来自商品状态机）。路径为本项目所定",
    input: z.object({}),
    output: z.object({
      states: z.array(z.object({ code: goodsStatus, label: z.string() })),
      transitions: z.array(z.object({ from: goodsStatus, event: z.string(), eventLabel: z.string(), to: goodsStatus })),
      reviewCategories: z.array(z.object({ categoryId: z.string(), name: z.string(), licenceLabel: z.string() })),
    }),
  },
  statistics: {
    path: "/api/trading/goods/selGoodsStatistics",
    access: "func:transaction.shop.goods",
    summary: "卖家商品统计：各状态数量、总库存、低库存规格数、总浏览量、总销量",
    input: z.object({ lowStockThreshold: z.number().int().min(0).max(100_000).default(10) }),
    output: z.object({
      total: z.number().int(),
      byStatus: z.record(z.string(), z.number().int()),
      byType: z.record(z.string(), z.number().int()),
      stockTotal: z.number().int(),
      lowStockSpecs: z.number().int(),
      viewTotal: z.number().int(),
      salesTotal: z.number().int(),
    }),
  },
  shareKeyUrl: {
    path: "/api/trading/goodsToSeller/sellerGrainToKeyUrl",
    access: "member",
    summary: "生成本人商品的分享码与链接（限时有效，默认 72 小时；可让客户预览未上架商品）",
    input: z.object({ goodsId: id, ttlHours: z.number().int().min(1).max(720).default(72) }),
    output: z.object({ key: z.string(), url: z.string(), expiresAt: instant }),
  },

  // ---- goods evaluations ----
  evaluationScore: {
    path: "/openapi/trading/evaluateGoods/selScoreByGoodsId/manage",
    access: "public",
    summary: "商品评价得分：综合与描述/服务/物流分项平均、好中差评数、有图数、好评率",
    input: goodsIdInput,
    output: evaluationScore.extend({ goodsId: id }),
  },
  evaluationPage: {
    path: "/openapi/trading/evaluateGoods/selEvaGoodsByPage/manage",
    access: "public",
    summary: "商品评价列表（分页，新的在前）：按商品或店铺，可筛好/中/差评、有图",
    input: pageInput.extend({
      goodsId: id.optional(),
      shopId: id.optional(),
      level: z.enum(["GOOD", "MID", "BAD"]).optional(),
      withImages: z.boolean().optional(),
    }),
    output: pageOf(evaluationView),
  },
});

