import { z } from "zod";
import { domain } from "../kit/call";

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

export const message = domain("message", {});
