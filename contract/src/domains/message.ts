import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

/**
 * 站内消息: what the platform tells a member — due farm reminders, weather alerts, system notices.
 * A message is the member's own (memberId = the person); it is read once opened or marked, and deleted
 * singly or in a batch (spec §3 "Messages: marked read singly or all at once; deleted singly or in batch").
 */
export const messageKind = z.enum(["FARM_REMIND", "WEATHER", "SYSTEM"]).describe("消息类型：农事提醒 / 天气预警 / 系统通知");
export type MessageKind = z.infer<typeof messageKind>;

/** Longest title and body a message may carry (what the sender writes is cut to these). */
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 2000;

/** At most this many ids in one batch call. */
export const MESSAGE_BATCH_MAX = 100;

export const messageView = z.object({
  id,
  kind: messageKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable().describe("点开消息后前往的页面路径"),
  read: z.boolean(),
  createdAt: instant,
});
export type MessageView = z.infer<typeof messageView>;

const ids = z.object({ ids: z.array(id).min(1).max(MESSAGE_BATCH_MAX).describe(`消息 id（一次最多 ${MESSAGE_BATCH_MAX} 条）`) });

/**
 * Paths are not shown in the spec (§7 "messages: paths not shown"); these follow its /api/basic style.
 * Every call sees only the caller's own messages: another member's id answers "消息不存在".
 */
export const message = domain("message", {
  list: {
    path: "/api/basic/message/selListByPage",
    access: "member",
    summary: "我的消息（分页，新的在前；可按类型、已读未读、关键字筛选）。路径为本项目所定",
    input: pageInput.extend({
      kind: messageKind.optional(),
      read: z.boolean().optional().describe("true 只看已读，false 只看未读"),
      keyword: optText(40).describe("标题或内容包含"),
    }),
    output: pageOf(messageView),
  },
  detail: {
    path: "/api/basic/message/selById",
    access: "member",
    summary: "消息详情（打开即标记已读）。路径为本项目所定",
    input: z.object({ id }),
    output: messageView,
  },
  unreadCount: {
    path: "/api/basic/message/selUnreadCount",
    access: "member",
    summary: "未读消息数。路径为本项目所定",
    input: z.object({}),
    output: z.object({ unread: z.number().int() }),
  },
  markRead: {
    path: "/api/basic/message/updReadByIds",
    access: "member",
    summary: "把所选消息标记为已读（不是自己的 id 忽略）。路径为本项目所定",
    input: ids,
    output: z.object({ updated: z.number().int() }),
  },
  markAllRead: {
    path: "/api/basic/message/updReadAll",
    access: "member",
    summary: "全部标记为已读。路径为本项目所定",
    input: z.object({}),
    output: z.object({ updated: z.number().int() }),
  },
  remove: {
    path: "/api/basic/message/delByIds",
    access: "member",
    summary: "删除消息（一条或多条；不是自己的 id 忽略）。路径为本项目所定",
    input: ids,
    output: z.object({ deleted: z.number().int() }),
  },
});
