import { address } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const addressCalls = [
  implement(address.selAddrListPage, (input, ctx) => svc.page(ctx, input)),
  implement(address.addAddr, (input, ctx) => svc.add(ctx, input)),
  implement(address.updAddrById, (input, ctx) => svc.update(ctx, input)),
  implement(address.delAddrById, (input, ctx) => svc.remove(ctx, input.id)),
  implement(address.updDefaultAddr, (input, ctx) => svc.setDefault(ctx, input.id)),
  implement(address.selAddrListByBoIdParam, (input, ctx) => svc.publicList(ctx, input)),
];
