import { z } from "zod";
import { id, instant } from "./fields";

/** Who moved a record: a member acting for themselves or their enterprise, a platform operator, or the system. */
export const actorKind = z.enum(["MEMBER", "OPERATOR", "SYSTEM"]).describe("操作方：会员、平台运营、系统");
export type ActorKind = z.infer<typeof actorKind>;

/** One entry of a record's state history (server kit/transition.ts writes it; every state machine shares it). */
export const stateHistoryEntry = z.object({
  id,
  event: z.string().describe("事件代码，如 submit / approve / reject"),
  eventLabel: z.string().describe("事件名称"),
  fromState: z.string().nullable().describe("变化前的状态（新建时为空）"),
  toState: z.string().describe("变化后的状态"),
  reason: z.string().nullable().describe("原因（驳回、违规下架等）"),
  actorKind,
  actorName: z.string().nullable().describe("操作人名称"),
  createdAt: instant,
});
export type StateHistoryEntry = z.infer<typeof stateHistoryEntry>;
