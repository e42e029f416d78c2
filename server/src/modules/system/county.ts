import { Codes } from "@qinlian/contract";
import { areaById, hasChildren } from "./service";
import type { Ctx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";

/**
 * Checks that `code` is a county-level area (区/县, or a prefecture city without counties such as
 * 东莞市) and returns its full name (省市县), for records that store an address. `field` names the
 * input field in the error.
 */
export async function countyArea(ctx: Ctx, field: string, code: string): Promise<{ code: string; fullName: string }> {
  let a: Awaited<ReturnType<typeof areaById>>;
  try {
    a = await areaById(ctx, code);
  } catch (e) {
    if (e instanceof BizError && e.code === Codes.NOT_FOUND) throw invalid(field, `地区编码 ${code} 不存在`);
    throw e;
  }
  if (a.level !== 3 && !(a.level === 2 && !(await hasChildren(ctx, code)))) throw invalid(field, "请选择到区/县一级");
  return { code, fullName: a.fullName };
}
