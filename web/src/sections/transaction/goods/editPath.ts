import type { GoodsType } from "@qinlian/contract";

/**
 * Which screen edits, and which shows, a goods record of each type.
 * Mall goods and packages have their own forms; supply and demand posts theirs; land and service
 * supply posts are edited at updSupply/:id, service demand at updateDemand (see routes.goods.ts).
 */
export function editPathOf(type: GoodsType, goodsId: string): string {
  const id = encodeURIComponent(goodsId);
  switch (type) {
    case "GOODS":
      return `/transaction/goodsManage/updateGoods?goodsId=${id}`;
    case "PACKAGE":
      return `/transaction/packageManage/package/upd/${id}`;
    case "SUPPLY":
      return `/transaction/updateSupply?id=${id}`;
    case "DEMAND":
    case "SERVICE_DEMAND":
      return `/transaction/updateDemand?id=${id}`;
    default:
      return `/transaction/updSupply/${id}`;
  }
}

/** The detail screen of a post (mall goods and packages show in the mall). */
export function detailPathOf(type: GoodsType, goodsId: string): string {
  const id = encodeURIComponent(goodsId);
  if (type === "GOODS" || type === "PACKAGE") return `/goods/detail?id=${id}`;
  if (type === "DEMAND" || type === "SERVICE_DEMAND") return `/transaction/demandDetail?id=${id}`;
  return `/transaction/supplyDetail?id=${id}`;
}

/** The post types on the supply side and the demand side of the member's post management. */
export const SUPPLY_SIDE: readonly GoodsType[] = ["SUPPLY", "SOIL_TRUSTEESHIP", "SOIL_FLOW", "SERVICE_SUPPLY"];
export const DEMAND_SIDE: readonly GoodsType[] = ["DEMAND", "SERVICE_DEMAND"];
