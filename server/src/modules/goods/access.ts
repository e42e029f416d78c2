import type { GoodsType } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { forbidden } from "../../kit/errors";

/** Throws FORBIDDEN (100004) unless the caller's roles grant the function, as the pipeline does. */
export function requireFunc(ctx: AuthedCtx, code: string): void {
  if (!ctx.member.funcs.has(code)) throw forbidden(`没有“${code}”功能的操作权限`);
}

/**
 * The function a member needs to manage records of each type (the screens that manage them):
 * mall goods — 商品管理; packages — 套餐管理; supply posts — 我的供应; demand posts — 我的求购;
 * soil listings — 土地托管 / 土地流转; service posts — 我的服务 / 我的需求.
 */
export const funcForType: Record<GoodsType, string> = {
  GOODS: "transaction.shop.goods",
  PACKAGE: "transaction.shop.package",
  SUPPLY: "transaction.sell.mySupply",
  DEMAND: "transaction.buy.myDemand",
  SOIL_TRUSTEESHIP: "farmlandService.trade.trusteeship",
  SOIL_FLOW: "farmlandService.trade.circulation",
  SERVICE_SUPPLY: "farmingService.supply.list",
  SERVICE_DEMAND: "farmingService.demand.list",
};

export const requireTypeFunc = (ctx: AuthedCtx, type: GoodsType) => requireFunc(ctx, funcForType[type]);

/** The types the caller may manage. */
export const manageableTypes = (ctx: AuthedCtx) =>
  (Object.keys(funcForType) as GoodsType[]).filter((t) => ctx.member.funcs.has(funcForType[t]));
