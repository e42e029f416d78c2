import { farmWork as c } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const farmWorkCallList = [
  implement(c.workSelListByPage, (q, ctx) => svc.workPage(ctx, q)),
  implement(c.workCountByState, (q, ctx) => svc.workCounts(ctx, q)),
  implement(c.workSelById, (q, ctx) => svc.workById(ctx, q.id)),
  implement(c.workAdd, (q, ctx) => svc.addWork(ctx, q)),
  implement(c.workUpdById, (q, ctx) => svc.updateWork(ctx, q)),
  implement(c.workDelById, (q, ctx) => svc.removeWork(ctx, q.id)),
  implement(c.workStart, (q, ctx) => svc.startWork(ctx, q.id)),
  implement(c.workSaveResult, (q, ctx) => svc.saveResult(ctx, q)),
  implement(c.workDone, (q, ctx) => svc.finishWork(ctx, q)),
  implement(c.workCancel, (q, ctx) => svc.cancelWork(ctx, q)),
  implement(c.growSelListByPage, (q, ctx) => svc.growPage(ctx, q)),
  implement(c.growSelById, (q, ctx) => svc.growById(ctx, q.id)),
  implement(c.growAdd, (q, ctx) => svc.addGrow(ctx, q)),
  implement(c.growUpdById, (q, ctx) => svc.updateGrow(ctx, q)),
  implement(c.growDelById, (q, ctx) => svc.removeGrow(ctx, q.id)),
  implement(c.watchSelListByPage, (q, ctx) => svc.watchPage(ctx, q)),
  implement(c.watchSelById, (q, ctx) => svc.watchById(ctx, q.id)),
  implement(c.watchAdd, (q, ctx) => svc.addWatch(ctx, q)),
  implement(c.watchUpdById, (q, ctx) => svc.updateWatch(ctx, q)),
  implement(c.watchDelById, (q, ctx) => svc.removeWatch(ctx, q.id)),
  implement(c.farmSummary, (_q, ctx) => svc.farmSummary(ctx)),
];
