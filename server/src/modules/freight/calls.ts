import { freight } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const freightCalls = [
  implement(freight.selTemplatePage, (input, ctx) => svc.page(ctx, input)),
  implement(freight.selTemplateById, (input, ctx) => svc.byId(ctx, input.id)),
  implement(freight.addTemplate, (input, ctx) => svc.add(ctx, input)),
  implement(freight.updTemplate, (input, ctx) => svc.update(ctx, input)),
  implement(freight.delTemplate, (input, ctx) => svc.remove(ctx, input.id)),
  implement(freight.selInfoByRefId, (input, ctx) => svc.quoteForGoods(ctx, input)),
];
