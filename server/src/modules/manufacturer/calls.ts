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
];
