import { cart } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const cartCalls = [
  implement(cart.addOrderCartV2, (input, ctx) => svc.add(ctx, input)),
  implement(cart.updOrderCartV2, (input, ctx) => svc.update(ctx, input)),
  implement(cart.updOrderCart, (input, ctx) => svc.updateMany(ctx, input.lines)),
  implement(cart.delById, (input, ctx) => svc.remove(ctx, input.ids)),
  implement(cart.clearOrderCartData, (_input, ctx) => svc.clearUnusable(ctx)),
  implement(cart.selListByParamV2, (input, ctx) => svc.list(ctx, input)),
  implement(cart.selOrderCart, (input, ctx) => svc.list(ctx, input)),
  implement(cart.check, (input, ctx) => svc.check(ctx, input)),
  implement(cart.selCartCount, (_input, ctx) => svc.count(ctx)),
  implement(cart.mergeOrderCart, (input, ctx) => svc.merge(ctx, input)),
  implement(cart.selLocalCart, (input, ctx) => svc.localList(ctx, input)),
];
