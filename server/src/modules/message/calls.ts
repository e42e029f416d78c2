import { message } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import * as svc from "./service";

export const messageCallList = [
  implement(message.list, (input, ctx) => svc.messageList(ctx, input)),
  implement(message.detail, (input, ctx) => svc.messageDetail(ctx, input.id)),
  implement(message.unreadCount, (_input, ctx) => svc.unreadCount(ctx)),
  implement(message.markRead, (input, ctx) => svc.markRead(ctx, input.ids)),
  implement(message.markAllRead, (_input, ctx) => svc.markRead(ctx, "all")),
  implement(message.remove, (input, ctx) => svc.removeMessages(ctx, input.ids)),
];
