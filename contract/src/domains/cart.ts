import { z } from "zod";
import { domain } from "../kit/call";
import { fen, id, instant, optText } from "../kit/fields";

/**
 * The buyer's cart (购物车, issue 12). One line per spec per buyer (the identity: a person, or the
 * enterprise its buyers act for); adding a spec already there adds to its quantity. At most
 * `CART_LIMIT` lines (Taobao's limit). Prices are never stored as the truth: every read prices the
 * lines again for the buyer (customer > member > list price) and says when the price changed since
 * the line was added. An anonymous visitor's cart lives in the browser (at most `CART_LIMIT` lines)
 * and is merged into the member's at login (`mergeOrderCart`).
 */
export const CART_LIMIT = 120;
/** The largest quantity of one line. */
export const CART_MAX_QUANTITY = 99_999;

/**
 * Why a line cannot be checked out now: goods off shelf (or its shop closed), spec deleted, no stock,
 * quantity above the stock, the buyer's own goods, not mall goods, quantity below the goods' minimum order.
 */
export const cartProblem = z
  .enum(["OFF_SHELF", "SPEC_GONE", "OUT_OF_STOCK", "STOCK_SHORT", "OWN_GOODS", "NOT_MALL_GOODS", "BELOW_MIN"])
  .describe("不可结算原因：已下架、规格已删除、无货、库存不足、自己的商品、非商城商品、低于起订量");
export type CartProblem = z.infer<typeof cartProblem>;

const quantity = z.number().int().min(1).max(CART_MAX_QUANTITY).describe("数量");

export const cartSpecOption = z.object({ specId: id, name: z.string(), stock: z.number().int() });

export const cartLine = z.object({
  id: id.describe("购物车行 id（本地购物车为规格 id）"),
  specId: id,
  goodsId: z.string().describe("商品 id（规格已不存在时为空）"),
  goodsName: z.string(),
  specName: z.string(),
  image: z.string().nullable(),
  unit: z.string().nullable(),
  shopId: z.string().nullable(),
  quantity: z.number().int(),
  price: fen.describe("当前单价（当前买家的价格）"),
  addedPrice: fen.describe("加入购物车时的单价"),
  priceChanged: z.boolean().describe("当前单价与加入时不同"),
  stock: z.number().int(),
  minOrderQty: z.number().int(),
  usable: z.boolean().describe("现在可结算"),
  reason: cartProblem.nullable(),
  selected: z.boolean(),
  amount: fen.describe("单价 × 数量"),
  specs: z.array(cartSpecOption).describe("同商品的其它在售规格（改规格用）"),
  addedAt: instant,
});
export type CartLine = z.infer<typeof cartLine>;

/** A running promotion's badge on a shop group (filled by the promotion module). */
export const cartPromotionBadge = z.object({ promotionId: id, kind: z.string(), title: z.string() });
export type CartPromotionBadge = z.infer<typeof cartPromotionBadge>;

export const cartShopGroup = z.object({
  shopId: z.string().nullable(),
  shopName: z.string().nullable(),
  promotions: z.array(cartPromotionBadge),
  lines: z.array(cartLine),
  selectedQuantity: z.number().int(),
  selectedAmount: fen.describe("本店已选可结算行合计（分）"),
});
export type CartShopGroup = z.infer<typeof cartShopGroup>;

export const cartView = z.object({
  groups: z.array(cartShopGroup).describe("按店铺分组，最近加入的在前"),
  lineCount: z.number().int(),
  selectedCount: z.number().int().describe("已选且可结算的行数"),
  selectedQuantity: z.number().int(),
  selectedAmount: fen.describe("已选可结算行合计（分）"),
  unusableCount: z.number().int(),
  limit: z.number().int(),
});
export type CartView = z.infer<typeof cartView>;

const lineInput = z.object({ specId: id, quantity });
const listInput = z.object({ keyword: optText(40).describe("商品名或规格名包含") });
const lineChange = z.object({
  id: id.describe("购物车行 id"),
  quantity: quantity.optional(),
  specId: id.optional().describe("改为同商品的另一规格（该规格已在购物车则合并）"),
  selected: z.boolean().optional(),
});
const changed = z.object({ id: id.describe("改后的行 id（合并时为保留的行）"), merged: z.boolean(), count: z.number().int() });
const problemItem = z.object({ id, specId: id, goodsName: z.string(), specName: z.string(), quantity: z.number().int(), stock: z.number().int(), reason: cartProblem });
const skipReason = z.enum(["OFF_SHELF", "SPEC_GONE", "OUT_OF_STOCK", "OWN_GOODS", "NOT_MALL_GOODS", "NOT_FOUND", "LIMIT"]);

export const cart = domain("cart", {
  addOrderCartV2: {
    path: "/openapi/trading/cart/addOrderCartV2/1.0",
    access: "member",
    summary: `加入购物车：同规格已在购物车则累加数量；数量不少于起订量、不超过库存；每位买家最多 ${CART_LIMIT} 行`,
    input: lineInput,
    output: z.object({ id, quantity: z.number().int().describe("该行加入后的数量"), count: z.number().int().describe("购物车行数") }),
  },
  updOrderCartV2: {
    path: "/openapi/trading/cart/updOrderCartV2/1.0",
    access: "member",
    summary: "修改一行：数量、规格（改为同商品另一规格，已有则合并）、勾选",
    input: lineChange,
    output: changed,
  },
  updOrderCart: {
    path: "/api/trading/cart/updOrderCart",
    access: "member",
    summary: "修改多行（旧路径）：每项同 updOrderCartV2，在一个事务里依次修改（全选、按店勾选用）",
    input: z.object({ lines: z.array(lineChange).min(1, "请选择要修改的商品").max(CART_LIMIT) }),
    output: z.object({ changed: z.array(changed), count: z.number().int() }),
  },
  delById: {
    path: "/openapi/trading/cart/delById/1.0",
    access: "member",
    summary: "删除购物车中的一行或多行（不属于自己的 id 被忽略）",
    input: z.object({ ids: z.array(id).min(1, "请选择要删除的商品").max(CART_LIMIT) }),
    output: z.object({ deleted: z.number().int(), count: z.number().int() }),
  },
  clearOrderCartData: {
    path: "/openapi/trading/cart/clearOrderCartData/1.0",
    access: "member",
    summary: "清除失效商品：已下架、规格已删除、无货（库存不足但仍有货的行保留）；答删除了哪些及原因",
    input: z.object({}),
    output: z.object({ deleted: z.number().int(), lines: z.array(problemItem), count: z.number().int() }),
  },
  selListByParamV2: {
    path: "/openapi/trading/cart/selListByParamV2/byBuyer",
    access: "member",
    summary: "我的购物车：按店铺分组，每行含当前价、加入时价格与是否变价、库存、是否可结算及原因、勾选；已选可结算行的店铺小计与合计",
    input: listInput,
    output: cartView,
  },
  selOrderCart: {
    path: "/api/trading/cart/selOrderCart",
    access: "member",
    summary: "我的购物车（旧路径），同 selListByParamV2/byBuyer",
    input: listInput,
    output: cartView,
  },
  check: {
    path: "/openapi/trading/cart/check/byBuyer",
    access: "member",
    summary: "结算前检查已选行（或给定的行）：答可结算的行（当前价格与库存）与问题清单（每项带原因）",
    input: z.object({ ids: z.array(id).min(1).max(CART_LIMIT).optional().describe("要检查的行；不传为已勾选的行") }),
    output: z.object({
      ok: z.boolean().describe("没有问题且至少一行"),
      lines: z.array(cartLine.extend({ shopName: z.string().nullable() })),
      problems: z.array(problemItem),
      quantity: z.number().int(),
      amount: fen,
    }),
  },
  selCartCount: {
    path: "/openapi/trading/cart/selCartCount/byBuyer",
    access: "member",
    summary: "购物车行数（页头角标）",
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
  },
  mergeOrderCart: {
    path: "/openapi/trading/cart/mergeOrderCart/1.0",
    access: "member",
    summary: `登录时合并未登录时的本地购物车：同规格累加（不超过库存），不可购买的规格跳过并说明原因；合计不超过 ${CART_LIMIT} 行。路径为本项目所定`,
    input: z.object({ lines: z.array(lineInput).max(CART_LIMIT) }),
    output: z.object({
      merged: z.array(z.object({ specId: id, quantity: z.number().int().describe("合并后该行数量"), capped: z.boolean().describe("因库存被减少") })),
      skipped: z.array(z.object({ specId: id, reason: skipReason })),
      count: z.number().int(),
    }),
  },
  selLocalCart: {
    path: "/openapi/trading/cart/selLocalCart/1.0",
    access: "public",
    summary: `未登录访客的本地购物车（最多 ${CART_LIMIT} 行）按当前价格与库存展示，结构同 selListByParamV2（行 id 为规格 id，全部勾选）。路径为本项目所定`,
    input: z.object({ lines: z.array(lineInput).max(CART_LIMIT) }),
    output: cartView,
  },
});
