import { goods, pricing } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as buyer from "./buyer-prices";
import { evaluationPage, goodsScore } from "./evaluation";
import * as extras from "./extras";
import * as list from "./listing";
import { assessFruit } from "./quality";
import * as svc from "./service";
import { createShareKey } from "./share";

export const goodsCalls = [
  implement(goods.publishGoods, (f, ctx) => svc.publishGoods(ctx, f, "ON")),
  implement(goods.modifyGoods, (f, ctx) => svc.modifyMallGoods(ctx, f, "ON")),
  implement(goods.publishGoodsV2, (f, ctx) => svc.publishGoodsV2(ctx, f)),
  implement(goods.modifyGoodsV2, (f, ctx) => svc.modifyMallGoodsV2(ctx, f)),
  implement(goods.add, (f, ctx) => svc.publishGoods(ctx, f, "DRAFT")),
  implement(goods.upd, (f, ctx) => svc.modifyMallGoods(ctx, f, "KEEP")),
  implement(goods.updSpecPriceStock, (q, ctx) => svc.editSpecs(ctx, q.items)),
  implement(goods.myGoodsList, (q, ctx) => svc.myShopGoods(ctx, q)),
  implement(goods.selGoodsListByDefaultShop, (q, ctx) => svc.myShopGoodsWithSpecs(ctx, q)),
  implement(goods.selGoodsListByMember, (q, ctx) => svc.myListings(ctx, q)),
  implement(goods.selGoodsByIdManage, (q, ctx) => svc.myGoodsById(ctx, q.goodsId)),
  implement(goods.delGoods, async (q, ctx) => {
    await svc.remove(ctx, q.goodsId);
    return { deleted: true };
  }),
  implement(goods.delGoodsList, (q, ctx) => svc.removeList(ctx, q.goodsIds)),
  implement(goods.updStatus, (q, ctx) => svc.changeStatus(ctx, q.goodsIds, q.status)),
  implement(goods.applyUpdStatusOn, (q, ctx) => svc.applyOn(ctx, q.goodsId)),

  implement(goods.publishSupple, (f, ctx) => svc.publishSupply(ctx, f)),
  implement(goods.modifySupple, (f, ctx) => svc.modifySupply(ctx, f)),
  implement(goods.publishNeed, (f, ctx) => svc.publishDemand(ctx, f)),
  implement(goods.modifyNeed, (f, ctx) => svc.modifyDemand(ctx, f)),
  implement(goods.publishNeedOpen, (f, ctx) => svc.publishDemand(ctx, f)),
  implement(goods.modifyNeedOpen, (f, ctx) => svc.modifyDemand(ctx, f)),
  implement(goods.publishGoodsPackage, (f, ctx) => svc.publishPackage(ctx, f)),
  implement(goods.modifyGoodsPackage, (f, ctx) => svc.modifyPackage(ctx, f)),
  implement(goods.selAllowPackageByDefaultShop, (q, ctx) => svc.packageCandidates(ctx, q)),
  implement(goods.publishSoilTrusteeship, (f, ctx) => svc.publishSoil(ctx, "SOIL_TRUSTEESHIP", f)),
  implement(goods.modifySoilTrusteeship, (f, ctx) => svc.modifySoil(ctx, "SOIL_TRUSTEESHIP", f)),
  implement(goods.publishSoilFlow, (f, ctx) => svc.publishSoil(ctx, "SOIL_FLOW", f)),
  implement(goods.modifySoilFlow, (f, ctx) => svc.modifySoil(ctx, "SOIL_FLOW", f)),
  implement(goods.publishServiceSupply, (f, ctx) => svc.publishService(ctx, "SERVICE_SUPPLY", f)),
  implement(goods.modifyServiceSupply, (f, ctx) => svc.modifyService(ctx, "SERVICE_SUPPLY", f)),
  implement(goods.publishServiceDemand, (f, ctx) => svc.publishService(ctx, "SERVICE_DEMAND", f)),
  implement(goods.modifyServiceDemand, (f, ctx) => svc.modifyService(ctx, "SERVICE_DEMAND", f)),

  implement(goods.detail, (q, ctx) => list.detail(ctx, q)),
  implement(goods.selGoodsById, (q, ctx) => list.byId(ctx, q.goodsId)),
  implement(goods.selGoodsByIdV2, (q, ctx) => list.byId(ctx, q.goodsId)),
  implement(goods.selGoodsListByPage, (q, ctx) => list.publicPage(ctx, q)),
  implement(goods.selGoodsInfoByPageV3, (q, ctx) => list.publicPageWithSpecs(ctx, q)),
  implement(goods.selGoodsInfoByPageV4, (q, ctx) => list.shopPage(ctx, q)),
  implement(goods.selRebateGoodsByPage, (q, ctx) => list.rebatePage(ctx, q)),
  implement(goods.selServiceSupplyByPage, (q, ctx) => list.servicePage(ctx, "SERVICE_SUPPLY", q)),
  implement(goods.selServiceDemandByPage, (q, ctx) => list.servicePage(ctx, "SERVICE_DEMAND", q)),
  implement(goods.selGoodRecommendByShopId, (q, ctx) => list.recommendByShopId(ctx, q)),
  implement(goods.selGoodsNumByTypeAndCate, (q, ctx) => list.countsByTypeAndCategory(ctx, q)),
  implement(goods.selGoodsPayPlanList, (q, ctx) => list.payPlansFor(ctx, q.goodsId)),
  implement(goods.assessQualityFruits, (q) => Promise.resolve(assessFruit(q))),

  implement(goods.templateList, (_q, ctx) => extras.templates(ctx)),
  implement(goods.templateSave, (q, ctx) => extras.saveTemplate(ctx, q)),
  implement(goods.templateDel, (q, ctx) => extras.deleteTemplate(ctx, q.id)),
  implement(goods.traceList, (q, ctx) => extras.traces(ctx, q.goodsId)),
  implement(goods.traceSave, (q, ctx) => extras.saveTraces(ctx, q.goodsId, q.traces)),
  implement(goods.logisticsSupport, (q, ctx) => extras.logisticsSupport(ctx, q.goodsId)),
  implement(goods.deliveryRange, (q, ctx) => extras.deliveryRange(ctx, q.goodsId, q.areaCode)),
  implement(goods.checkRangeCategory, (q, ctx) => extras.checkRangeCategory(ctx, q.categoryId)),
  implement(goods.unitList, (q, ctx) => extras.units(ctx, q.categoryId)),
  implement(goods.baseStatus, (_q, ctx) => extras.baseStatus(ctx)),
  implement(goods.statistics, (q, ctx) => svc.statistics(ctx, q.lowStockThreshold)),
  implement(goods.shareKeyUrl, (q, ctx) => createShareKey(ctx, q.goodsId, q.ttlHours)),

  implement(goods.evaluationScore, async (q, ctx) => ({ goodsId: q.goodsId, ...(await goodsScore(ctx, q.goodsId)) })),
  implement(goods.evaluationPage, (q, ctx) => evaluationPage(ctx, q)),

  // pricing calls that show goods to buyers: served here, where goods visibility lives (prices by pricing's rule)
  implement(pricing.priceBySpecList, (q, ctx) => buyer.pricesBySpecs(ctx, q.specIds)),
  implement(pricing.pricePriority, (q, ctx) => buyer.pricePriority(ctx, q.specId)),
  implement(pricing.usablePreferential, (q, ctx) => buyer.usablePreferential(ctx, q.goodsId)),
];
