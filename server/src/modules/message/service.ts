import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX, type MessageKind, type MessageView, type Page, type PageInput } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
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

type Row = typeof message.$inferSelect;

const view = (r: Row): MessageView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.readAt !== null,
  createdAt: iso(r.createdAt),
});

const mine = (ctx: AuthedCtx) => eq(message.memberId, ctx.member.memberId);

export interface MessageFilter extends PageInput {
  kind?: MessageKind;
  read?: boolean;
  keyword?: string;
}

/** The caller's messages, newest first. */
export function messageList(ctx: AuthedCtx, q: MessageFilter): Promise<Page<MessageView>> {
  const where = and(
    mine(ctx),
    q.kind ? eq(message.kind, q.kind) : undefined,
    q.read === undefined ? undefined : q.read ? isNotNull(message.readAt) : isNull(message.readAt),
    q.keyword ? or(contains(message.title, q.keyword), contains(message.body, q.keyword)) : undefined,
  );
  return pageTable(ctx, q, message, where, [desc(message.createdAt), desc(message.id)], view);
}

/** One of the caller's messages; opening it marks it read. */
export async function messageDetail(ctx: AuthedCtx, id: string): Promise<MessageView> {
  const [r] = await ctx.db
    .update(message)
    .set({ readAt: sql`coalesce(${message.readAt}, ${ctx.now})` })
    .where(and(eq(message.id, id), mine(ctx)))
    .returning();
  if (!r) throw notFound("消息");
  return view(r);
}

export async function unreadCount(ctx: AuthedCtx): Promise<{ unread: number }> {
  return { unread: await ctx.db.$count(message, and(mine(ctx), isNull(message.readAt))) };
}

/** Marks the caller's messages among `ids` read (or all of them); others' ids are ignored. */
export async function markRead(ctx: AuthedCtx, ids: readonly string[] | "all"): Promise<{ updated: number }> {
  const rows = await ctx.db
    .update(message)
    .set({ readAt: ctx.now })
    .where(and(mine(ctx), isNull(message.readAt), ids === "all" ? undefined : inArray(message.id, [...ids])))
    .returning({ id: message.id });
  return { updated: rows.length };
}

/** Deletes the caller's messages among `ids`; others' ids are ignored. */
export async function removeMessages(ctx: AuthedCtx, ids: readonly string[]): Promise<{ deleted: number }> {
  const rows = await ctx.db
    .delete(message)
    .where(and(mine(ctx), inArray(message.id, [...ids])))
    .returning({ id: message.id });
  return { deleted: rows.length };
}
