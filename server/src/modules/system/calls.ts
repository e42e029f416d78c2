import { system } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const systemCalls = [
  implement(system.siteInfo, (input, ctx) => svc.siteInfo(ctx, input.siteCode)),
  implement(system.dictItems, (input, ctx) => svc.dictItems(ctx, { dictCode: input.dictId })),
  implement(system.dictItemsByParam, (input, ctx) => svc.dictItems(ctx, input)),
  implement(system.platformInfo, (_input, ctx) => svc.platformInfo(ctx)),
  implement(system.categories, (input, ctx) => svc.categories(ctx, input)),
  implement(system.categoryTree, (input, ctx) => svc.categoryTree(ctx, input)),
  implement(system.areas, (input, ctx) => svc.areas(ctx, input)),
  implement(system.areaById, (input, ctx) => svc.areaById(ctx, input.id)),
];
