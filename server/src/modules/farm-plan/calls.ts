import { farmPlan as c } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const farmPlanCallList = [
  implement(c.selectRecommendByParam, (q, ctx) => svc.recommended(ctx, q)),
  implement(c.remmendRemindList, (q, ctx) => svc.recommendedSteps(ctx, q.category)),
  implement(c.selListByParam, (q, ctx) => svc.myList(ctx, q)),
  implement(c.selListByPage, (q, ctx) => svc.myPage(ctx, q)),
  implement(c.selById, (q, ctx) => svc.schemeById(ctx, q.id)),
  implement(c.addOrUpd, (q, ctx) => svc.saveScheme(ctx, q)),
  implement(c.delById, (q, ctx) => svc.removeScheme(ctx, q.id, "OWN")),
  implement(c.addSchemeAndUse, (q, ctx) => svc.adoptScheme(ctx, q)),
  implement(c.selZJListByPage, (q, ctx) => svc.expertPage(ctx, q)),
  implement(c.zjdelById, (q, ctx) => svc.removeScheme(ctx, q.id, "EXPERT")),
  implement(c.addListing, (q, ctx) => svc.addListing(ctx, q)),
  implement(c.addListingList, (q, ctx) => svc.addListings(ctx, q)),
  implement(c.updListingByParam, (q, ctx) => svc.updateListing(ctx, q)),
  implement(c.selListingPage, (q, ctx) => svc.listingPage(ctx, q)),
  implement(c.selListingCount, (q, ctx) => svc.listingCounts(ctx, q)),
];
