import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { goodsCard, shopCard } from "./catalog-shared";

/**
 * What can be favourited: mall goods (and supply posts), shops, articles (the CMS comes later: until
 * then there are none to favourite, and the article list is empty), and demand posts (求购收藏).
 */
export const favKind = z.enum(["GOODS", "SHOP", "ARTICLE", "DEMAND"]).describe("收藏类型：商品、店铺、资讯、求购");
export type FavKind = z.infer<typeof favKind>;

/** At most this many favourites per identity and kind. */
export const FAV_LIMIT = 500;

/** The function (permission) every favourites call needs: 我的收藏. */
const FAV = "func:setup.fav" as const;

const favFields = {
  favId: id,
  favouritedAt: instant.describe("收藏时间"),
  available: z.boolean().describe("商品仍在售 / 店铺仍在营业"),
};

export const goodsFavItem = goodsCard.extend(favFields);
export type GoodsFavItem = z.infer<typeof goodsFavItem>;
export const shopFavItem = shopCard.extend(favFields);
export type ShopFavItem = z.infer<typeof shopFavItem>;
export const articleFavItem = z.object({
  ...favFields,
  articleId: id,
  title: z.string().nullable(),
  coverUrl: z.string().nullable(),
});
export const favItem = z.object({
  ...favFields,
  kind: favKind,
  targetId: id,
  goods: goodsCard.nullable().describe("商品、求购收藏：商品卡片（商品已删除时为 null）"),
  shop: shopCard.nullable().describe("店铺收藏：店铺卡片"),
  article: articleFavItem.pick({ articleId: true, title: true, coverUrl: true }).nullable(),
});
export type FavItem = z.infer<typeof favItem>;

const target = z.object({ kind: favKind, targetId: id.describe("商品 id、店铺 id、资讯 id 或求购 id") });
const listInput = pageInput.extend({
  keyword: optText(40).describe("名称包含"),
  onlyAvailable: z.boolean().default(false).describe("只看仍在售/营业的"),
});

export const favourite = domain("favourite", {
  add: {
    path: "/openapi/basic/fav/addFav/1.0",
    access: FAV,
    summary: `收藏商品、店铺、资讯或求购（已收藏则不重复）；每类最多 ${FAV_LIMIT} 个。路径为本项目所定`,
    input: target,
    output: z.object({ favId: id, created: z.boolean().describe("本次新增（false 表示原已收藏）"), favCount: z.number().int().describe("该对象的收藏人数") }),
  },
  cancel: {
    path: "/api/basic/fav/cancelFav",
    access: FAV,
    summary: "取消收藏（按对象）",
    input: target,
    output: z.object({ deleted: z.boolean(), favCount: z.number().int() }),
  },
  myList: {
    path: "/api/basic/fav/myFavListByPage",
    access: FAV,
    summary: "我的收藏（全部类型或某一类，分页，新的在前）",
    input: listInput.extend({ kind: favKind.optional() }),
    output: pageOf(favItem),
  },
  goodsList: {
    path: "/openapi/basic/fav/selGoodsFavListByPage",
    access: FAV,
    summary: "商品收藏（分页，新的在前），含商品卡片与是否仍在售。路径为本项目所定",
    input: listInput,
    output: pageOf(goodsFavItem),
  },
  shopList: {
    path: "/openapi/basic/fav/selShopFavListByPage",
    access: FAV,
    summary: "店铺收藏（分页，新的在前），含店铺卡片与是否仍在营业。路径为本项目所定",
    input: listInput,
    output: pageOf(shopFavItem),
  },
  articleList: {
    path: "/openapi/basic/fav/selCmsFavListByPage",
    access: FAV,
    summary: "资讯收藏（分页）。资讯（CMS）上线前没有可收藏的资讯，列表为空。路径为本项目所定",
    input: listInput,
    output: pageOf(articleFavItem),
  },
  count: {
    path: "/openapi/basic/fav/selFavCount",
    access: FAV,
    summary: "我的收藏数：按类型与合计。路径为本项目所定",
    input: z.object({}),
    output: z.object({ GOODS: z.number().int(), SHOP: z.number().int(), ARTICLE: z.number().int(), DEMAND: z.number().int(), total: z.number().int() }),
  },
  delById: {
    path: "/openapi/basic/fav/delFavById/1.0",
    access: FAV,
    summary: "删除一条收藏。路径为本项目所定",
    input: z.object({ favId: id }),
    output: z.object({ deleted: z.number().int() }),
  },
  delByIdList: {
    path: "/openapi/basic/fav/delFavByIdList",
    access: FAV,
    summary: "批量删除收藏（不属于自己的 id 被忽略）。路径为本项目所定",
    input: z.object({ favIds: z.array(id).min(1, "请选择要删除的收藏").max(100) }),
    output: z.object({ deleted: z.number().int() }),
  },
  delExpired: {
    path: "/openapi/basic/fav/delExpiredSpFav",
    access: FAV,
    summary: "清除失效的商品收藏：商品已删除或已不在售（下架、店铺关闭、信息过期）。路径为本项目所定",
    input: z.object({}),
    output: z.object({ deleted: z.number().int() }),
  },
  favNum: {
    path: "/openapi/basic/fav/selFavNumByParam",
    access: "public",
    summary: "某对象被多少会员收藏；登录时同时返回自己是否已收藏（详情页收藏按钮用）。路径为本项目所定",
    input: target,
    output: z.object({
      count: z.number().int(),
      favourited: z.boolean().nullable().describe("未登录为 null"),
      favId: z.string().nullable(),
    }),
  },
});
