import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, id, instant, mobile, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { calendarDay, fileUrl, goodsCard, richText, shopCard, shopStatus } from "./catalog-shared";
import { verifyState } from "./identity";
import { licenceKind } from "./licences";


export const shopLicence = z.object({
  kind: licenceKind,
  number: text(60).describe("证照编号"),
  fileUrl: fileUrl.describe("证照图片（上传后的地址）"),
  validUntil: calendarDay.nullable().default(null).describe("有效期至；长期有效为 null"),
});
export type ShopLicence = z.infer<typeof shopLicence>;

export const shopAddressKind = z.enum(["PICKUP", "RETURN"]).describe("地址类型：自提点、退货地址");
export const shopAddressInput = z.object({
  kind: shopAddressKind,
  name: optText(40).describe("自提点名称"),
  contactName: text(20),
  contactMobile: mobile,
  areaCode,
  address: text(120).describe("详细地址"),
  businessHours: optText(60).describe("自提营业时间"),
  isDefault: z.boolean().default(false).describe("默认退货地址/自提点（每类一个）"),
});
export const shopAddress = z.object({
  id,
  shopId: id,
  kind: shopAddressKind,
  name: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  areaCode: z.string(),
  areaName: z.string().nullable(),
  address: z.string(),
  businessHours: z.string().nullable(),
  isDefault: z.boolean(),
});
export type ShopAddress = z.infer<typeof shopAddress>;

/** The shop opening form (the wizard's steps together). */
export const shopForm = z.object({
  name: text(40).describe("店铺名称"),
  logoUrl: fileUrl.nullable().default(null),
  bannerUrl: fileUrl.nullable().default(null),
  intro: richText(20_000).describe("店铺简介（HTML，服务端净化）"),
  businessScope: z.array(text(20)).min(1, "请至少选择一个经营类目").max(30).describe("经营范围：平台一级或二级类目 id"),
  mainCategoryId: optText(20).describe("主营类目（一级类目 id）；不传取经营范围第一项的一级类目"),
  areaCode: areaCode.describe("店铺所在地区"),
  address: text(120),
  contactName: text(20),
  contactMobile: mobile,
  servicePhone: optText(20).describe("客服电话（公开展示）"),
  licences: z.array(shopLicence).max(10).default([]),
  addresses: z.array(shopAddressInput).max(20).optional().describe("自提点与退货地址；传入则整体替换"),
});
export type ShopForm = z.input<typeof shopForm>;

export const scopeCategory = z.object({ id: z.string(), name: z.string(), level: z.number().int() });

/** The owner's full view of their shop (also the operator's audit detail). */
export const shopView = z.object({
  shopId: id,
  boId: id,
  ownerName: z.string(),
  ownerType: z.enum(["PERSON", "ENTERPRISE"]),
  name: z.string(),
  status: shopStatus,
  statusLabel: z.string(),
  isDefault: z.boolean(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  intro: z.string().nullable(),
  businessScope: z.array(scopeCategory),
  mainCategoryId: z.string().nullable(),
  mainCategoryName: z.string().nullable(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
  address: z.string().nullable(),
  contactName: z.string().nullable(),
  contactMobile: z.string().nullable(),
  servicePhone: z.string().nullable(),
  licences: z.array(shopLicence),
  requiredLicences: z
    .array(z.object({ kind: licenceKind, label: z.string(), reason: z.string(), present: z.boolean() }))
    .describe("经营范围要求的证照及是否已上传"),
  addresses: z.array(shopAddress),
  rejectReason: z.string().nullable(),
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
  openedAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
  events: z.array(z.string()).describe("店主当前可做的操作（状态机事件）"),
});
export type ShopView = z.infer<typeof shopView>;

export const shopClassify = z.object({
  id,
  shopId: id,
  parentId: z.string().nullable(),
  name: z.string(),
  sort: z.number().int(),
  level: z.number().int().describe("1 一级分类, 2 二级分类"),
  goodsCount: z.number().int().describe("本分类及下级分类的商品数（全部状态，已删除除外）"),
});
export type ShopClassify = z.infer<typeof shopClassify>;
export interface ShopClassifyNode extends ShopClassify {
  children: ShopClassifyNode[];
}
export const shopClassifyNode: z.ZodType<ShopClassifyNode> = shopClassify.extend({
  get children() {
    return z.array(shopClassifyNode);
  },
});

export const recommendClassify = z.object({
  id,
  shopId: id,
  name: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  goodsCount: z.number().int(),
  maxGoods: z.number().int(),
});
export const recommendInfo = z.object({
  id,
  recommendClassifyId: id,
  goodsId: id,
  sort: z.number().int(),
  goods: goodsCard,
});

const shopIdInput = z.object({ shopId: id });
const reviewDim = z.enum(["DESCRIPTION", "SERVICE", "LOGISTICS"]).describe("描述相符、服务态度、物流服务");

export const shop = domain("shop", {
  // ---- opening and the owner's shop ----
  addShopInfo: {
    path: "/openapi/trading/shopInfo/addShopInfo/1.0",
    access: "func:transaction.shop.open",
    summary: "保存开店申请（草稿）：新建或修改本人/本企业的草稿或被驳回的店铺；企业须已认证",
    input: shopForm,
    output: shopView,
  },
  addShop: {
    path: "/api/trading/shopInfo/addShop",
    access: "func:transaction.shop.open",
    summary: "提交开店申请审核（草稿/已驳回 → 待审核）；可同时带上表单先保存。检查经营范围所需证照",
    input: z.object({ form: shopForm.optional() }),
    output: shopView,
  },
  updById: {
    path: "/openapi/trading/shopInfo/updById/1.0",
    access: "func:transaction.shop.manage",
    summary: "店铺设置：修改店铺形象与联系信息（名称、经营范围、证照在开店后不可改）",
    input: z.object({
      shopId: id,
      logoUrl: fileUrl.nullable().optional(),
      bannerUrl: fileUrl.nullable().optional(),
      intro: z.string().max(20_000).optional(),
      areaCode: areaCode.optional(),
      address: optText(120),
      contactName: optText(20),
      contactMobile: mobile.optional(),
      servicePhone: optText(20),
    }),
    output: shopView,
  },
  updStatus: {
    path: "/openapi/trading/shopInfo/updStatus/1.0",
    access: "func:transaction.shop.manage",
    summary: "店主开张/关闭/重新营业（审核通过 → 营业中；营业中 ⇄ 已关闭）。路径为本项目所定（规格未给出）",
    input: z.object({ shopId: id, action: z.enum(["OPEN", "CLOSE", "REOPEN"]) }),
    output: shopView,
  },
  selDefaultShopByBoId: {
    path: "/openapi/trading/shopInfo/selDefaultShopByBoId",
    access: "member",
    summary: "当前身份的默认店铺（任何状态）；没有店铺为 null",
    input: z.object({}),
    output: shopView.nullable(),
  },
  selDefaultShopDetailByBoId: {
    path: "/openapi/trading/shopInfo/selDefaultShopDetailByBoId",
    access: "member",
    summary: "当前身份默认店铺的详情、在售商品数与评分；没有店铺为 null",
    input: z.object({}),
    output: z.object({ shop: shopView, card: shopCard }).nullable(),
  },
  selShopAndOrg: {
    path: "/openapi/trading/shopInfo/selShopAndOrg",
    access: "public",
    summary: "营业中店铺及其店主主体信息（企业名称、认证状态、脱敏的信用代码）",
    input: shopIdInput,
    output: z.object({
      shop: shopCard,
      org: z.object({
        name: z.string(),
        type: z.enum(["PERSON", "ENTERPRISE"]),
        verifyState,
        creditCode: z.string().nullable().describe("统一社会信用代码（脱敏）"),
        areaName: z.string().nullable(),
        address: z.string().nullable(),
      }),
    }),
  },
  selShopInfoById: {
    path: "/api/trading/shopInfo/selShopInfoById",
    access: "public",
    summary: "按 id 查店铺：营业中的店铺人人可见；店主可见自己任何状态的店铺",
    input: shopIdInput,
    output: shopCard.extend({ status: shopStatus }),
  },
  selListByParam: {
    path: "/api/trading/shopInfo/selListByParam",
    access: "public",
    summary: "营业中店铺列表（分页）：按名称关键字、经营类目、地区筛选",
    input: pageInput.extend({
      keyword: optText(40),
      categoryId: optText(20).describe("经营范围包含此类目（或其上级）"),
      areaCode: areaCode.optional().describe("店铺地区（省/市/县，含下级）"),
    }),
    output: pageOf(shopCard),
  },
  selShopByBoId: {
    path: "/api/trading/shopInfo/selShopByBoId",
    access: "public",
    summary: "某会员（业务主体）营业中的默认店铺；没有为 null",
    input: z.object({ boId: id }),
    output: shopCard.nullable(),
  },
  selShopByParam: {
    path: "/api/trading/shopInfo/selShopByParam",
    access: "public",
    summary: "按条件查营业中店铺（不分页，最多 50 个）：id 列表或名称关键字，用于选择器",
    input: z.object({ shopIds: z.array(id).max(50).optional(), keyword: optText(40) }),
    output: z.array(shopCard),
  },
  isInBusiScopeCode: {
    path: "/api/trading/shopInfo/isInBusiScopeCode",
    access: "member",
    summary: "当前身份的默认店铺能否在某平台类目下发布商品（经营范围含该类目或其上级）",
    input: z.object({ categoryId: text(20) }),
    output: z.object({
      categoryId: z.string(),
      allowed: z.boolean(),
      matchedScopeId: z.string().nullable(),
      shopId: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  },
  selGoodsNumByParam: {
    path: "/api/trading/shop/selGoodsNumByParam",
    access: "public",
    summary: "店铺在售商品数：合计、按类型、按店铺分类",
    input: shopIdInput,
    output: z.object({
      shopId: id,
      total: z.number().int(),
      byType: z.array(z.object({ type: z.string(), count: z.number().int() })),
      byClassify: z.array(z.object({ classifyId: z.string().nullable(), name: z.string(), count: z.number().int() })),
    }),
  },
  ruleRank: {
    path: "/api/rule/ruleRank/selRuleRankDifferenceAndProportion",
    access: "public",
    summary: "店铺动态评分（描述、服务、物流）与同主营类目店铺平均分的差值和比例（来自商品评价）",
    input: shopIdInput,
    output: z.object({
      shopId: id,
      mainCategoryId: z.string().nullable(),
      mainCategoryName: z.string().nullable(),
      peerShops: z.number().int().describe("参与比较的同类目店铺数（有评价的营业中店铺，含本店）"),
      evaluationCount: z.number().int(),
      items: z.array(
        z.object({
          dimension: reviewDim,
          label: z.string(),
          score: z.number().nullable().describe("本店平均分，两位小数"),
          average: z.number().nullable().describe("同类目店铺平均分"),
          difference: z.number().nullable().describe("本店 − 平均"),
          proportion: z.number().nullable().describe("差值 / 平均，如 0.052 表示高于同行 5.2%"),
          trend: z.enum(["HIGHER", "LOWER", "EQUAL"]).nullable(),
        }),
      ),
    }),
  },

  // ---- pickup and return addresses ----
  selAddressByLogin: {
    path: "/openapi/trading/shopAddress/list/selByLogin",
    access: "member",
    summary: "我的店铺的自提点/退货地址（自提点需 transaction.shop.extract，退货地址需 transaction.sell.address）。路径为本项目所定",
    input: z.object({ kind: shopAddressKind }),
    output: z.array(shopAddress),
  },
  addAddress: {
    path: "/openapi/trading/shopAddress/add/addByLogin",
    access: "member",
    summary: "新增自提点/退货地址（权限同上）。路径为本项目所定",
    input: shopAddressInput,
    output: shopAddress,
  },
  updAddress: {
    path: "/openapi/trading/shopAddress/upd/updById",
    access: "member",
    summary: "修改自提点/退货地址（权限同上）。路径为本项目所定",
    input: shopAddressInput.extend({ id }),
    output: shopAddress,
  },
  delAddress: {
    path: "/openapi/trading/shopAddress/del/delById",
    access: "member",
    summary: "删除自提点/退货地址（权限同上）。路径为本项目所定",
    input: z.object({ id }),
    output: z.object({ deleted: z.boolean() }),
  },
  selPickupByShopId: {
    path: "/openapi/trading/shopAddress/list/selPickupByShopId",
    access: "public",
    summary: "营业中店铺的自提点（买家下单选择自提时用）。路径为本项目所定",
    input: shopIdInput,
    output: z.array(shopAddress.omit({ contactMobile: true }).extend({ contactPhone: z.string() })),
  },

  // ---- shop classify (the shop's own goods categories, two levels) ----
  classifyByParentId: {
    path: "/api/trading/shopClassify/selShopClassifyByParentId",
    access: "public",
    summary: "营业中店铺的分类：某上级下的子分类（不传上级为一级分类），商品数只计在售",
    input: z.object({ shopId: id, parentId: id.optional() }),
    output: z.array(shopClassify),
  },
  classifyTreeByLogin: {
    path: "/openapi/trading/shopClassify/list/selByLogin",
    access: "func:transaction.shop.goodsType",
    summary: "我的店铺分类树（含商品数）",
    input: z.object({}),
    output: z.array(shopClassifyNode),
  },
  classifyByParentIdManage: {
    path: "/openapi/trading/shopClassify/list/selByParentId",
    access: "func:transaction.shop.goodsType",
    summary: "我的店铺某上级下的子分类（不传为一级）",
    input: z.object({ parentId: id.optional() }),
    output: z.array(shopClassify),
  },
  addClassify: {
    path: "/openapi/trading/shopClassify/add/addByLogin",
    access: "func:transaction.shop.goodsType",
    summary: "新增店铺分类（最多两级；同级名称不重复；每店最多 100 个）",
    input: z.object({ name: text(20), parentId: id.optional() }),
    output: shopClassify,
  },
  updClassify: {
    path: "/openapi/trading/shopClassify/upd/updById",
    access: "func:transaction.shop.goodsType",
    summary: "重命名店铺分类",
    input: z.object({ id, name: text(20) }),
    output: shopClassify,
  },
  delClassify: {
    path: "/openapi/trading/shopClassify/del/delByIdList",
    access: "func:transaction.shop.goodsType",
    summary:
      "删除店铺分类（连同其下级）：分类下的商品移到 moveToId 指定的分类，不传则变为未分类；不能移到被删除的分类",
    input: z.object({ ids: z.array(id).min(1).max(100), moveToId: id.optional() }),
    output: z.object({ deleted: z.number().int(), movedGoods: z.number().int() }),
  },
  classifyById: {
    path: "/openapi/trading/shopClassify/one/selById",
    access: "func:transaction.shop.goodsType",
    summary: "我的某个店铺分类",
    input: z.object({ id }),
    output: shopClassify,
  },
  sortClassify: {
    path: "/openapi/trading/shopClassify/upd/updSortByIdList",
    access: "func:transaction.shop.goodsType",
    summary: "按给出的顺序排列同一上级下的分类",
    input: z.object({ ids: z.array(id).min(1).max(100) }),
    output: z.array(shopClassify),
  },
  updClassifyList: {
    path: "/openapi/trading/shopClassify/upd/updListByLogin",
    access: "func:transaction.shop.goodsType",
    summary: "批量保存分类名称与排序（规格中的“分类列表更新”，路径为本项目所定）",
    input: z.object({ items: z.array(z.object({ id, name: text(20), sort: z.number().int().min(0).max(100_000) })).min(1).max(100) }),
    output: z.array(shopClassifyNode),
  },
  addClassifyGoods: {
    path: "/openapi/trading/shopClassify/add/addClassifyGoods",
    access: "func:transaction.shop.goodsType",
    summary: "把本店商品归入某分类（规格中的“添加分类商品”，路径为本项目所定）；classifyId 为 null 时移出分类",
    input: z.object({ classifyId: id.nullable(), goodsIds: z.array(id).min(1).max(200) }),
    output: z.object({ updated: z.number().int() }),
  },

  // ---- shop recommendations ----
  recommendClassifySyncList: {
    path: "/openapi/trading/recommendClassify/list/selSyncListByLogin",
    access: "func:transaction.shop.recommend",
    summary: "我的店铺推荐栏目；首次调用时建好默认栏目（店长推荐、热销商品、新品上市）",
    input: z.object({}),
    output: z.array(recommendClassify),
  },
  recommendClassifyUpd: {
    path: "/openapi/trading/recommendClassify/upd/updById",
    access: "func:transaction.shop.recommend",
    summary: "修改推荐栏目名称、排序、启用",
    input: z.object({ id, name: optText(20), sort: z.number().int().min(0).max(100_000).optional(), enabled: z.boolean().optional() }),
    output: recommendClassify,
  },
  recommendClassifyAdd: {
    path: "/api/trading/recommendClassify/addRecommendClassify",
    access: "func:transaction.shop.recommend",
    summary: "新增推荐栏目（每店最多 6 个，名称不重复）",
    input: z.object({ name: text(20) }),
    output: recommendClassify,
  },
  recommendClassifyDel: {
    path: "/openapi/trading/recommendClassify/del/delById",
    access: "func:transaction.shop.recommend",
    summary: "删除推荐栏目及其推荐商品。路径为本项目所定",
    input: z.object({ id }),
    output: z.object({ deleted: z.boolean() }),
  },
  recommendInfoPage: {
    path: "/openapi/trading/recommendInfo/page/selExistRecommendByPage",
    access: "func:transaction.shop.recommend",
    summary: "某推荐栏目下已推荐的商品（分页，任何状态）",
    input: pageInput.extend({ recommendClassifyId: id }),
    output: pageOf(recommendInfo),
  },
  recommendInfoAdd: {
    path: "/openapi/trading/recommendInfo/add/addRecommendInfoByList",
    access: "func:transaction.shop.recommend",
    summary: "向推荐栏目添加本店在售商品（已在栏目中的跳过；每栏最多 20 个）",
    input: z.object({ recommendClassifyId: id, goodsIds: z.array(id).min(1).max(20) }),
    output: z.object({ added: z.number().int(), skipped: z.number().int() }),
  },
  recommendInfoDel: {
    path: "/openapi/trading/recommendInfo/del/delRecommendInfoByParam",
    access: "func:transaction.shop.recommend",
    summary: "从推荐栏目移除商品（不传 goodsIds 则清空该栏目）",
    input: z.object({ recommendClassifyId: id, goodsIds: z.array(id).max(100).optional() }),
    output: z.object({ deleted: z.number().int() }),
  },
  recommendInfoUpd: {
    path: "/openapi/trading/recommendInfo/upd/updById",
    access: "func:transaction.shop.recommend",
    summary: "修改推荐商品的排序",
    input: z.object({ id, sort: z.number().int().min(0).max(100_000) }),
    output: z.object({ id, sort: z.number().int() }),
  },
  shopRecommendInfo: {
    path: "/openapi/trading/recommendInfo/list/selShopRecommendInfoByParam",
    access: "public",
    summary: "营业中店铺的推荐栏目及其在售商品（店铺首页用）",
    input: z.object({ shopId: id, perClassify: z.number().int().min(1).max(20).default(8) }),
    output: z.array(z.object({ id, name: z.string(), goods: z.array(goodsCard) })),
  },
});
