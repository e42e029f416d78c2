import { farmTrace as calls } from "@qinlian/contract";
import { implement, type Impl } from "../../kit/implement";
import * as svc from "./service";

export const farmTraceCallList: Impl[] = [
  implement(calls.selListByPage, (q, ctx) => svc.list(ctx, q)),
  implement(calls.selById, ({ id }, ctx) => svc.byId(ctx, id)),
  implement(calls.add, (input, ctx) => svc.add(ctx, input)),
  implement(calls.updById, (input, ctx) => svc.update(ctx, input)),
  implement(calls.refresh, ({ id }, ctx) => svc.refresh(ctx, id)),
  implement(calls.publish, ({ id }, ctx) => svc.publish(ctx, id)),
  implement(calls.unpublish, ({ id }, ctx) => svc.unpublish(ctx, id)),
  implement(calls.delById, ({ id }, ctx) => svc.remove(ctx, id)),
  implement(calls.selQrCode, (input, ctx) => svc.qrCode(ctx, input)),
  implement(calls.selByCode, (input, ctx) => svc.byCode(ctx, input)),
];
