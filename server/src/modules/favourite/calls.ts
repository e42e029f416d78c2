import { favourite } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const favouriteCalls = [
  implement(favourite.add, (input, ctx) => svc.add(ctx, input)),
  implement(favourite.cancel, (input, ctx) => svc.cancel(ctx, input)),
  implement(favourite.myList, (input, ctx) => svc.myList(ctx, input)),
  implement(favourite.goodsList, (input, ctx) => svc.goodsList(ctx, input)),
  implement(favourite.shopList, (input, ctx) => svc.shopList(ctx, input)),
  implement(favourite.articleList, (input, ctx) => svc.articleList(ctx, input)),
  implement(favourite.count, (_input, ctx) => svc.countMine(ctx)),
  implement(favourite.delById, (input, ctx) => svc.delById(ctx, input.favId)),
  implement(favourite.delByIdList, (input, ctx) => svc.delByIdList(ctx, input.favIds)),
  implement(favourite.delExpired, (_input, ctx) => svc.delExpired(ctx)),
  implement(favourite.favNum, (input, ctx) => svc.favNum(ctx, input)),
];
