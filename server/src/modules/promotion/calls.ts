import { promotion } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as presales from "./presales";
import * as promotions from "./promotions";

export const promotionCalls = [
  implement(promotion.selPromotionPageByShop, (input, ctx) => promotions.promotionPage(ctx, input)),
  implement(promotion.selPromotionById, (input, ctx) => promotions.promotionById(ctx, input.id)),
  implement(promotion.addPromotion, (input, ctx) => promotions.addPromotion(ctx, input)),
  implement(promotion.updPromotion, (input, ctx) => promotions.updatePromotion(ctx, input)),
  implement(promotion.delPromotion, (input, ctx) => promotions.deletePromotion(ctx, input.id)),
  implement(promotion.enablePromotion, (input, ctx) => promotions.enablePromotion(ctx, input.id, input.enabled)),
  implement(promotion.selPromotionGoods, (input, ctx) => promotions.pickableGoods(ctx, input)),
  implement(promotion.selPromotionByGoodsId, (input, ctx) => promotions.publicByGoods(ctx, input.goodsId)),
  implement(promotion.selPromotionGoodsGiftInfoBuyCount, (input, ctx) => promotions.giftInfo(ctx, input.shopId, input.lines)),
  implement(promotion.selAdvanceSalePageByShop, (input, ctx) => presales.presalePage(ctx, input)),
  implement(promotion.selAdvanceSaleById, (input, ctx) => presales.presaleById(ctx, input.id)),
  implement(promotion.addAdvanceSale, (input, ctx) => presales.addPresale(ctx, input)),
  implement(promotion.updAdvanceSale, (input, ctx) => presales.updatePresale(ctx, input)),
  implement(promotion.delAdvanceSale, (input, ctx) => presales.deletePresale(ctx, input.id)),
  implement(promotion.selAdvanceSaleGoods, (input, ctx) => promotions.pickableGoods(ctx, input)),
  implement(promotion.selAdvanceSaleByGoodsId, (input, ctx) => presales.publicByGoods(ctx, input.goodsId)),
];
