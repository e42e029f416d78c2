import { goodsTypeFunc, type GoodsType } from "@qinlian/contract";

/** The list a post of each type goes back to after saving. */
export function postListPath(type: GoodsType): string {
  switch (type) {
    case "SUPPLY":
      return "/transaction/mySupply";
    case "DEMAND":
      return "/transaction/myDemand";
    case "SERVICE_DEMAND":
      return "/transaction/demand";
    case "GOODS":
      return "/transaction/goodsManage";
    case "PACKAGE":
      return "/transaction/packageManage";
    default:
      return "/transaction/supply";
  }
}

/** Where to publish a new post of each type (land and service supply at updSupply/new, service demand at updateDemand). */
export function publishPathOf(type: GoodsType): string {
  switch (type) {
    case "SUPPLY":
      return "/transaction/publishSupply";
    case "DEMAND":
      return "/transaction/publishDemand";
    case "SERVICE_DEMAND":
      return "/transaction/updateDemand?type=SERVICE_DEMAND";
    case "GOODS":
      return "/transaction/goodsManage/publishGoods";
    case "PACKAGE":
      return "/transaction/packageManage/package/add";
    default:
      return `/transaction/updSupply/new?type=${type}`;
  }
}

/** The function code a member needs to publish each type: the contract's `goodsTypeFunc` (the server checks the same). */
export const publishFunc: Record<GoodsType, string> = goodsTypeFunc;
