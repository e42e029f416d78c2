import { adminConsole } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { slotsPage } from "../cms";
import * as catalog from "./catalog-reviews";
import * as ops from "./ops";
import * as reviews from "./reviews";

export const consoleCalls = [
  implement(adminConsole.overview, (_input, ctx) => ops.overview(ctx)),
  implement(adminConsole.enterprisePage, (input, ctx) => reviews.enterprisePage(ctx, input)),
  implement(adminConsole.enterpriseDetail, (input, ctx) => reviews.enterpriseDetail(ctx, input.memberId)),
  implement(adminConsole.approveEnterprise, (input, ctx) => reviews.decideEnterprise(ctx, input.memberId, "approve")),
  implement(adminConsole.rejectEnterprise, (input, ctx) => reviews.decideEnterprise(ctx, input.memberId, "reject", input.reason)),
  implement(adminConsole.serviceApplyPage, (input, ctx) => reviews.serviceApplyPage(ctx, input)),
  implement(adminConsole.serviceApplyDetail, (input, ctx) => reviews.serviceApplyDetail(ctx, input.id)),
  implement(adminConsole.approveServiceApply, (input, ctx) => reviews.decideServiceApply(ctx, input.id, "approve")),
  implement(adminConsole.rejectServiceApply, (input, ctx) => reviews.decideServiceApply(ctx, input.id, "reject", input.reason)),
  implement(adminConsole.smsPage, (input, ctx) => ops.smsPage(ctx, input)),
  implement(adminConsole.memberPage, (input, ctx) => ops.memberPage(ctx, input)),
  implement(adminConsole.jobsOverview, (input, ctx) => ops.jobsOverview(ctx, input)),
  implement(adminConsole.shopQueue, (q, ctx) => catalog.shopQueue(ctx, q)),
  implement(adminConsole.shopDetail, (q, ctx) => catalog.shopDetail(ctx, q.shopId)),
  implement(adminConsole.shopApprove, (q, ctx) => catalog.approveShop(ctx, q.shopId, q.note)),
  implement(adminConsole.shopReject, (q, ctx) => catalog.rejectShop(ctx, q.shopId, q.reason)),
  implement(adminConsole.goodsQueue, (q, ctx) => catalog.goodsQueue(ctx, q)),
  implement(adminConsole.goodsDetail, (q, ctx) => catalog.goodsDetail(ctx, q.goodsId)),
  implement(adminConsole.goodsApprove, (q, ctx) => catalog.approveGoods(ctx, q.goodsIds)),
  implement(adminConsole.goodsReject, (q, ctx) => catalog.rejectGoods(ctx, q.goodsId, q.reason, "reject")),
  implement(adminConsole.goodsTakeDown, (q, ctx) => catalog.rejectGoods(ctx, q.goodsId, q.reason, "takeDown")),
  implement(adminConsole.advertSlots, (q, ctx) => slotsPage(ctx, q)),
];
