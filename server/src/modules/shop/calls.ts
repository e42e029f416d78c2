import { shop } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { shopGoodsNum } from "../goods";
import * as address from "./address";
import * as classify from "./classify";
import { ruleRank } from "./rank";
import * as rec from "./recommend";
import * as svc from "./service";

export const shopCalls = [
  implement(shop.addShopInfo, (f, ctx) => svc.saveApplication(ctx, f)),
  implement(shop.addShop, (q, ctx) => svc.submitApplication(ctx, q.form)),
  implement(shop.updById, (q, ctx) => svc.updateSettings(ctx, q)),
  implement(shop.updStatus, (q, ctx) => svc.changeStatus(ctx, q.shopId, q.action)),
  implement(shop.selDefaultShopByBoId, (_q, ctx) => svc.myShop(ctx)),
  implement(shop.selDefaultShopDetailByBoId, (_q, ctx) => svc.myShopDetail(ctx)),
  implement(shop.selShopAndOrg, (q, ctx) => svc.shopAndOrg(ctx, q.shopId)),
  implement(shop.selShopInfoById, (q, ctx) => svc.shopById(ctx, q.shopId)),
  implement(shop.selListByParam, (q, ctx) => svc.listShops(ctx, q)),
  implement(shop.selShopByBoId, (q, ctx) => svc.shopByBoId(ctx, q.boId)),
  implement(shop.selShopByParam, (q, ctx) => svc.shopsByParam(ctx, q)),
  implement(shop.isInBusiScopeCode, (q, ctx) => svc.inBusinessScope(ctx, q.categoryId)),
  implement(shop.selGoodsNumByParam, (q, ctx) => shopGoodsNum(ctx, q.shopId)),
  implement(shop.ruleRank, (q, ctx) => ruleRank(ctx, q.shopId)),

  implement(shop.selAddressByLogin, (q, ctx) => address.listOwn(ctx, q.kind)),
  implement(shop.addAddress, (q, ctx) => address.add(ctx, q)),
  implement(shop.updAddress, (q, ctx) => address.update(ctx, q)),
  implement(shop.delAddress, (q, ctx) => address.remove(ctx, q.id)),
  implement(shop.selPickupByShopId, (q, ctx) => address.pickupPoints(ctx, q.shopId)),

  implement(shop.classifyByParentId, (q, ctx) => classify.publicChildren(ctx, q.shopId, q.parentId)),
  implement(shop.classifyTreeByLogin, (_q, ctx) => classify.tree(ctx)),
  implement(shop.classifyByParentIdManage, (q, ctx) => classify.children(ctx, q.parentId)),
  implement(shop.addClassify, (q, ctx) => classify.add(ctx, q)),
  implement(shop.updClassify, (q, ctx) => classify.rename(ctx, q)),
  implement(shop.delClassify, (q, ctx) => classify.remove(ctx, q)),
  implement(shop.classifyById, (q, ctx) => classify.byId(ctx, q.id)),
  implement(shop.sortClassify, (q, ctx) => classify.sort(ctx, q.ids)),
  implement(shop.updClassifyList, (q, ctx) => classify.updateList(ctx, q.items)),
  implement(shop.addClassifyGoods, (q, ctx) => classify.assignGoods(ctx, q)),

  implement(shop.recommendClassifySyncList, (_q, ctx) => rec.syncList(ctx)),
  implement(shop.recommendClassifyUpd, (q, ctx) => rec.updateBlock(ctx, q)),
  implement(shop.recommendClassifyAdd, (q, ctx) => rec.addBlock(ctx, q.name)),
  implement(shop.recommendClassifyDel, (q, ctx) => rec.deleteBlock(ctx, q.id)),
  implement(shop.recommendInfoPage, (q, ctx) => rec.infoPage(ctx, q)),
  implement(shop.recommendInfoAdd, (q, ctx) => rec.addInfos(ctx, q)),
  implement(shop.recommendInfoDel, (q, ctx) => rec.removeInfos(ctx, q)),
  implement(shop.recommendInfoUpd, (q, ctx) => rec.sortInfo(ctx, q)),
  implement(shop.shopRecommendInfo, (q, ctx) => rec.publicBlocks(ctx, q.shopId, q.perClassify)),
];
