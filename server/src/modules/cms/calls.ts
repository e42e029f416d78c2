import { cmsAdvert } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const cmsAdvertCalls = [
  implement(cmsAdvert.liveList, (q, ctx) => svc.liveList(ctx, q)),
  implement(cmsAdvert.shopSlots, (_q, ctx) => svc.myShopSlots(ctx)),
  implement(cmsAdvert.detailsBySlot, (q, ctx) => svc.slotDetails(ctx, q.advertId)),
  implement(cmsAdvert.addDetail, (q, ctx) => svc.addDetail(ctx, q)),
  implement(cmsAdvert.updDetail, (q, ctx) => svc.updateDetail(ctx, q)),
  implement(cmsAdvert.delDetail, (q, ctx) => svc.deleteDetail(ctx, q.id)),
  implement(cmsAdvert.goodsForAdvert, (q, ctx) => svc.goodsForAdvert(ctx, q)),
];
