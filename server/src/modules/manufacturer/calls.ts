import { manufacturer } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const manufacturerCalls = [
  implement(manufacturer.selDefault, (_input, ctx) => svc.requireManufacturer(ctx)),
  implement(manufacturer.add, (input, ctx) => svc.add(ctx, input)),
  implement(manufacturer.updById, (input, ctx) => svc.update(ctx, input)),
  implement(manufacturer.delById, (input, ctx) => svc.remove(ctx, input.id)),
  implement(manufacturer.selById, (input, ctx) => svc.byId(ctx, input.id)),
  implement(manufacturer.selListByParam, (input, ctx) => svc.list(ctx, input)),
  implement(manufacturer.selByParams, (input, ctx) => svc.page(ctx, input)),
  // the farm side (/api/pdmg/base/manufacturer/*): the same rules, other screens' functions
  implement(manufacturer.farmSelListByParam, (input, ctx) => svc.list(ctx, input)),
  implement(manufacturer.farmSelByPageNoBoId, (input, ctx) => svc.page(ctx, input)),
  implement(manufacturer.farmSelById, (input, ctx) => svc.byId(ctx, input.id)),
  implement(manufacturer.farmAdd, (input, ctx) => svc.add(ctx, input)),
  implement(manufacturer.farmUpdById, (input, ctx) => svc.update(ctx, input)),
  implement(manufacturer.farmDelById, (input, ctx) => svc.remove(ctx, input.id)),
];
