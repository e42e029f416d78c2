import { z } from "zod";
import { domain } from "../kit/call";
import { id } from "../kit/fields";
import { shopStatus } from "./catalog-shared";
import { memberType, verifyState } from "./identity";

const count = z.number().int().min(0);

/**
 * The member centre's overview (/setup/index) for the current identity: who it is, whether it is
 * verified, its shop, and the counts worth a glance. Orders and balances join when those domains exist.
 */
export const memberOverviewView = z.object({
  boId: id,
  boType: memberType,
  verifyState: verifyState.describe("企业认证状态（个人为 NONE）"),
  shop: z.object({ shopId: id, name: z.string(), status: shopStatus }).nullable().describe("当前身份的默认店铺（没有则为 null）"),
  goodsOnShelf: count.describe("在售商品数（商城商品与套餐）"),
  goodsPending: count.describe("待平台审核的商品数"),
  goodsRejected: count.describe("被驳回的商品数"),
  supplyOn: count.describe("在线的供应信息数"),
  demandOn: count.describe("在线的求购信息数"),
  reviewsToReply: count.describe("买家评价中尚未回复的条数"),
  favGoods: count.describe("收藏的商品数"),
  favShops: count.describe("收藏的店铺数"),
});
export type MemberOverviewView = z.infer<typeof memberOverviewView>;

export const memberOverview = domain("memberOverview", {
  mine: {
    path: "/api/basic/member/overview/selMyOverview",
    access: "member",
    summary: "会员中心首页（路径为本项目所定）：当前身份的认证状态、店铺与在售/待审商品、待回复评价、收藏等计数",
    input: z.object({}),
    output: memberOverviewView,
  },
});
