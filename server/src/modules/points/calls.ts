import { points } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const pointsCalls = [
  implement(points.selMyPoint, (_input, ctx) => svc.myPoints(ctx)),
  implement(points.myPointList, (input, ctx) => svc.myEntries(ctx, input)),
  implement(points.selRegularListByParam, (input, ctx) => svc.rules(ctx, input)),
];
