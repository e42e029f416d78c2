import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, type MessageKind } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { message } from "./schema";

export interface MessageInput {
  /** The person the message is for. */
  memberId: string;
  kind: MessageKind;
  title: string;
  body: string;
  /** A portal path the message opens, or null. */
  link?: string | null;
  /** What the message is about, unique per member (e.g. `remind:<listingId>:<day>`): sending it again does nothing. */
  dedupeKey: string;
}

const cut = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Sends a message to a member, in the caller's transaction (a job handler's, or the business change's).
 * Returns false when a message with this dedupe key was already sent to the member.
 */
export async function sendMessage(ctx: Pick<Ctx, "db">, m: MessageInput): Promise<boolean> {
  const rows = await ctx.db
    .insert(message)
    .values({
      memberId: m.memberId,
      kind: m.kind,
      title: cut(m.title, MESSAGE_TITLE_MAX),
      body: cut(m.body, MESSAGE_BODY_MAX),
      link: m.link ?? null,
      dedupeKey: m.dedupeKey,
    })
    .onConflictDoNothing({ target: [message.memberId, message.dedupeKey] })
    .returning({ id: message.id });
  return rows.length > 0;
}
