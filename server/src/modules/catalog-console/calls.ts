import { catalogConsole } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { slotsPage } from "../cms";
import * as svc from "./service";

export const catalogConsoleCalls = [
  implement(catalogConsole.shopQueue, (q, ctx) => svc.shopQueue(ctx, q)),
  implement(catalogConsole.shopDetail, (q, ctx) => svc.shopDetail(ctx, q.shopId)),
  implement(catalogConsole.shopApprove, (q, ctx) => svc.approveShop(ctx, q.shopId, q.note)),
  implement(catalogConsole.shopReject, (q, ctx) => svc.rejectShop(ctx, q.shopId, q.reason)),
  implement(catalogConsole.goodsQueue, (q, ctx) => svc.goodsQueue(ctx, q)),
  implement(catalogConsole.goodsDetail, (q, ctx) => svc.goodsDetail(ctx, q.goodsId)),
  implement(catalogConsole.goodsApprove, (q, ctx) => svc.approveGoods(ctx, q.goodsIds)),
  implement(catalogConsole.goodsReject, (q, ctx) => svc.rejectGoods(ctx, q.goodsId, q.reason, "reject")),
  implement(catalogConsole.goodsTakeDown, (q, ctx) => svc.rejectGoods(ctx, q.goodsId, q.reason, "takeDown")),
  implement(catalogConsole.advertSlots, (q, ctx) => slotsPage(ctx, q)),
];
