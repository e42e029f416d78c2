import { farmBook as c } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const farmBookCallList = [
  implement(c.selListByPage, (q, ctx) => svc.page(ctx, q)),
  implement(c.selListByParam, (q, ctx) => svc.list(ctx, q)),
  implement(c.add, (input, ctx) => svc.add(ctx, input)),
  implement(c.upd, (input, ctx) => svc.update(ctx, input)),
  implement(c.delById, (q, ctx) => svc.remove(ctx, q.id)),
  implement(c.selSummaryByParam, (q, ctx) => svc.summary(ctx, q)),
];
