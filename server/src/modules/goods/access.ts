import { goodsTypeFunc, type GoodsType } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { forbidden } from "../../kit/errors";

/** Throws FORBIDDEN (100004) unless the caller's roles grant the function, as the pipeline does. */
export function requireFunc(ctx: AuthedCtx, code: string): void {
  if (!ctx.member.funcs.has(code)) throw forbidden(`没有“${code}”功能的操作权限`);
}

/** The function a member needs to manage records of each type: the contract's `goodsTypeFunc`. */
export const funcForType: Record<GoodsType, string> = goodsTypeFunc;

export const requireTypeFunc = (ctx: AuthedCtx, type: GoodsType) => requireFunc(ctx, funcForType[type]);

/** The types the caller may manage. */
export const manageableTypes = (ctx: AuthedCtx) =>
  (Object.keys(funcForType) as GoodsType[]).filter((t) => ctx.member.funcs.has(funcForType[t]));
