import { z } from "zod";
import { domain } from "../kit/call";
import { fen, id, instant, mobile, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { priceSource } from "./catalog-shared";

export const customerLevel = z.enum(["STRATEGIC", "KEY", "NORMAL"]).describe("客户等级：战略客户、重点客户、普通客户");
export type CustomerLevel = z.infer<typeof customerLevel>;

export const customerView = z.object({
  id,
  customerBoId: id,
  name: z.string(),
  type: z.enum(["PERSON", "ENTERPRISE"]),
  mobile: z.string().nullable().describe("脱敏手机号"),
  level: customerLevel,
  levelLabel: z.string(),
  note: z.string().nullable(),
  pricedSpecCount: z.number().int().describe("已设客户价的规格数"),
  createdAt: instant,
});
export type CustomerView = z.infer<typeof customerView>;

export const custPriceRow = z.object({
  goodsId: id,
  goodsName: z.string(),
  mainImage: z.string().nullable(),
  status: z.string(),
  specId: id,
  specName: z.string(),
  listPrice: fen,
  memberPrice: fen.nullable(),
  customerPrice: fen.nullable().describe("该客户的客户价（分）；未设置为 null"),
});

export const priceQuote = z.object({
  specId: id,
  goodsId: id,
  listPrice: fen,
  memberPrice: fen.nullable(),
  customerPrice: fen.nullable().describe("当前买家在该卖家处的客户价"),
  price: fen.describe("当前买家应付单价"),
  source: priceSource,
});
export type PriceQuote = z.infer<typeof priceQuote>;

const bpNullable = z.number().int().nullable();

export const pricing = domain("pricing", {
  // ---- the seller's customers ----
  customerPage: {
    path: "/openapi/trading/customer/selListByPage",
    access: "func:transaction.sell.customer",
    summary: "我的客户（分页）：按名称/手机号、等级筛选。路径为本项目所定",
    input: pageInput.extend({ keyword: optText(40), level: customerLevel.optional() }),
    output: pageOf(customerView),
  },
  customerAdd: {
    path: "/openapi/trading/customer/add/1.0",
    access: "func:transaction.sell.customer",
    summary: "按已注册会员的手机号添加客户（asEnterprise 时按企业联系手机号找企业会员）。路径为本项目所定",
    input: z.object({
      mobile,
      asEnterprise: z.boolean().default(false),
      level: customerLevel.default("NORMAL"),
      note: optText(200),
    }),
    output: customerView,
  },
  customerUpd: {
    path: "/openapi/trading/customer/upd/1.0",
    access: "func:transaction.sell.customer",
    summary: "修改客户等级与备注。路径为本项目所定",
    input: z.object({ id, level: customerLevel.optional(), note: z.string().trim().max(200).nullable().optional() }),
    output: customerView,
  },
  customerDel: {
    path: "/openapi/trading/customer/del/1.0",
    access: "func:transaction.sell.customer",
    summary: "删除客户及其全部客户价。路径为本项目所定",
    input: z.object({ id }),
    output: z.object({ deleted: z.boolean(), pricesDeleted: z.number().int() }),
  },

  // ---- customer prices ----
  batchEditCustPrice: {
    path: "/openapi/trading/goods/price/batchEditGoodsSpecCustPrice",
    access: "func:transaction.sell.custPrice",
    summary: "批量设置客户价：本人商品的规格 × 本人的客户；price 为 null 删除。客户价须低于或等于标价",
    input: z.object({
      items: z.array(z.object({ specId: id, customerBoId: id, price: fen.min(1).nullable() })).min(1).max(500),
    }),
    output: z.object({ saved: z.number().int(), deleted: z.number().int() }),
  },
  custPriceByCustomer: {
    path: "/openapi/trading/goods/price/selCustPriceListByCustBoId",
    access: "func:transaction.sell.custPrice",
    summary: "某客户的价格表：本人未删除商品的全部规格及该客户的客户价（分页）",
    input: pageInput.extend({ customerBoId: id, keyword: optText(40), onlyPriced: z.boolean().default(false) }),
    output: pageOf(custPriceRow).extend({ customer: customerView }),
  },
  custPriceByGoods: {
    path: "/openapi/trading/goods/price/selCustPriceListByGoods",
    access: "func:transaction.sell.custPrice",
    summary: "某商品的客户价表：本人的客户（分页）× 该商品的规格",
    input: pageInput.extend({ goodsId: id, keyword: optText(40) }),
    output: pageOf(
      z.object({
        customerBoId: id,
        customerName: z.string(),
        level: customerLevel,
        prices: z.array(z.object({ specId: id, specName: z.string(), listPrice: fen, customerPrice: fen.nullable() })),
      }),
    ).extend({ goods: z.object({ goodsId: id, name: z.string(), mainImage: z.string().nullable() }) }),
  },

  // ---- customer price analytics (/openapi/dmp/custPriceDm/, paths chosen here) ----
  custPriceDmSummary: {
    path: "/openapi/dmp/custPriceDm/selCustPriceSummary",
    access: "func:transaction.sell.custPrice",
    summary: "客户价概览：客户数、已设价客户数、在售商品数、已设客户价商品数、客户价条数、平均让利（基点）",
    input: z.object({}),
    output: z.object({
      customerCount: z.number().int(),
      pricedCustomerCount: z.number().int(),
      goodsCount: z.number().int(),
      pricedGoodsCount: z.number().int(),
      priceCount: z.number().int(),
      avgDiscountBp: bpNullable.describe("客户价相对标价的平均让利（基点）"),
    }),
  },
  custPriceDmByGoods: {
    path: "/openapi/dmp/custPriceDm/selCoverageByGoodsPage",
    access: "func:transaction.sell.custPrice",
    summary: "按商品的客户价覆盖：每个商品有客户价的客户数、覆盖率（占全部客户）、平均让利（分页，覆盖率从高到低）",
    input: pageInput.extend({ keyword: optText(40) }),
    output: pageOf(
      z.object({
        goodsId: id,
        name: z.string(),
        specCount: z.number().int(),
        pricedCustomerCount: z.number().int(),
        customerCount: z.number().int(),
        coverageBp: z.number().int(),
        avgDiscountBp: bpNullable,
        minCustomerPrice: fen.nullable(),
      }),
    ),
  },
  custPriceDmByCustomer: {
    path: "/openapi/dmp/custPriceDm/selCoverageByCustomerPage",
    access: "func:transaction.sell.custPrice",
    summary: "按客户的客户价覆盖：每个客户已设价的商品数、规格数、平均让利（分页）",
    input: pageInput.extend({ keyword: optText(40) }),
    output: pageOf(
      z.object({
        customerBoId: id,
        name: z.string(),
        level: customerLevel,
        pricedGoodsCount: z.number().int(),
        pricedSpecCount: z.number().int(),
        avgDiscountBp: bpNullable,
      }),
    ),
  },

  // ---- prices for the current buyer ----
  priceBySpecList: {
    path: "/api/trading/goods/info/selGoodsPriceBySpecList",
    access: "public",
    summary: "当前买家对一组规格的价格（客户价 > 会员价 > 标价，且不高于标价）",
    input: z.object({ specIds: z.array(id).min(1).max(100) }),
    output: z.array(priceQuote),
  },
  pricePriority: {
    path: "/openapi/trading/goodsInfo/selPricePriority/manage",
    access: "public",
    summary: "某规格对当前买家的价格优先级明细：每种价格是否适用、取用哪一个及规则说明",
    input: z.object({ specId: id }),
    output: z.object({
      specId: id,
      rule: z.string(),
      candidates: z.array(
        z.object({ source: priceSource, label: z.string(), rank: z.number().int(), price: fen.nullable(), applicable: z.boolean(), reason: z.string() }),
      ),
      price: fen,
      source: priceSource,
    }),
  },
  usablePreferential: {
    path: "/api/trading/goods/selUsablePreferential",
    access: "public",
    summary: "当前买家对某商品可享的优惠：客户价、会员价、含该商品的在售套餐、返利（优惠券与促销另由营销模块提供）",
    input: z.object({ goodsId: id }),
    output: z.object({
      goodsId: id,
      items: z.array(
        z.object({
          kind: z.enum(["CUSTOMER_PRICE", "MEMBER_PRICE", "PACKAGE", "REBATE"]),
          title: z.string(),
          description: z.string(),
          specId: z.string().nullable(),
          saving: fen.nullable().describe("每单位可省（分）"),
          refId: z.string().nullable().describe("相关记录，如套餐商品 id"),
        }),
      ),
    }),
  },
});
