import { weather as calls } from "@qinlian/contract";
import { implement, type Impl } from "../../kit/implement";
import * as svc from "./service";

export const weatherCallList: Impl[] = [
  implement(calls.getRemind, (_input, ctx) => svc.currentReminds(ctx)),
  implement(calls.selWeatherList, (q, ctx) => svc.forecastList(ctx, q)),
  implement(calls.selRemindPage, (q, ctx) => svc.remindPage(ctx, q)),
  implement(calls.markRead, ({ ids }, ctx) => svc.markRead(ctx, ids)),
];
