/**
 * The operator console's channel pages: the channels and the sandbox's switches, the sandbox bank's
 * transactions, and the notifications our receiver got (with redelivery).
 */
import type { OutsideChannel, Parsed, channel } from "@qinlian/contract";
import { and, desc, eq, gt, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { pageTable } from "../../kit/paging";
import { notifyAgain } from "./bank-notify";
import { bankBooks } from "./books";
import { channelCodes, channelDefs, settingOf, switchesOf } from "./channels";
import { channelNotification, channelSetting, sandboxTxn } from "./schema";

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listChannels(ctx: Ctx) {
  const [rows, books, pending] = [
    await ctx.db.select().from(channelSetting),
    await bankBooks(ctx.db, ctx.now),
    await ctx.db
      .select({ channel: sandboxTxn.channel, n: sql<number>`count(*)::int` })
      .from(sandboxTxn)
      .where(eq(sandboxTxn.status, "PENDING"))
      .groupBy(sandboxTxn.channel),
  ];
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return channelCodes.flatMap((code) => {
    const r = byCode.get(code);
    if (!r) return [];
    const d = channelDefs[code];
    return [
      {
        code,
        name: d.name,
        holderTypes: [...d.holderTypes],
        enabled: r.enabled,
        switches: switchesOf(r),
        bankNet: books.find((b) => b.channel === code)?.net ?? 0,
        pendingTxns: pending.find((p) => p.channel === code)?.n ?? 0,
      },
    ];
  });
}

export async function updChannel(ctx: Ctx, input: Parsed<typeof channel.updChannel>) {
  const { code, ...patch } = input;
  await settingOf(ctx, code);
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) throw invalid("code", "请至少修改一项设置");
  await ctx.db.update(channelSetting).set(set).where(eq(channelSetting.code, code));
  ctx.log.info({ channel: code, change: set, by: ctx.member?.memberId }, "channel setting changed");
  const all = await listChannels(ctx);
  return all.find((c) => c.code === code)!;
}

export function txnPage(ctx: Ctx, q: Parsed<typeof channel.selSandboxTxnPage>) {
  const conds: (SQL | undefined)[] = [
    q.channel ? eq(sandboxTxn.channel, q.channel) : undefined,
    q.op ? eq(sandboxTxn.op, q.op) : undefined,
    q.status ? eq(sandboxTxn.status, q.status) : undefined,
    q.keyword ? or(ilike(sandboxTxn.bizId, like(q.keyword)), ilike(sandboxTxn.id, like(q.keyword))) : undefined,
  ];
  return pageTable(ctx, q, sandboxTxn, and(...conds), [desc(sandboxTxn.createdAt), desc(sandboxTxn.id)], (t) => ({
    channelTxnId: t.id,
    channel: t.channel as OutsideChannel,
    op: t.op,
    bizId: t.bizId,
    amount: t.amount,
    subject: t.subject,
    status: t.status,
    reason: t.reason,
    notifyState: t.notifyState,
    deliveries: t.deliveries,
    createdAt: t.createdAt.toISOString(),
    finishedAt: t.finishedAt?.toISOString() ?? null,
  }));
}

export function sandboxNotifyAgain(ctx: Ctx, input: Parsed<typeof channel.sandboxNotifyAgain>) {
  return notifyAgain(ctx, input.channelTxnId);
}

type NotificationRow = typeof channelNotification.$inferSelect;

const item = (n: NotificationRow) => ({
  id: n.id,
  channel: n.channel as OutsideChannel,
  notifyId: n.notifyId,
  verified: n.verified,
  op: n.op,
  bizId: n.bizId,
  channelTxnId: n.channelTxnId,
  status: n.status,
  amount: n.amount,
  duplicates: n.duplicates,
  firstSeenAt: n.firstSeenAt.toISOString(),
  lastSeenAt: n.lastSeenAt.toISOString(),
});

export function notificationPage(ctx: Ctx, q: Parsed<typeof channel.selNotificationPage>) {
  const k = q.keyword ? like(q.keyword) : null;
  const conds: (SQL | undefined)[] = [
    q.channel ? eq(channelNotification.channel, q.channel) : undefined,
    q.verified === undefined ? undefined : eq(channelNotification.verified, q.verified),
    q.duplicate === undefined ? undefined : q.duplicate ? gt(channelNotification.duplicates, 0) : eq(channelNotification.duplicates, 0),
    k ? or(ilike(channelNotification.notifyId, k), ilike(channelNotification.bizId, k), ilike(channelNotification.channelTxnId, k)) : undefined,
  ];
  return pageTable(ctx, q, channelNotification, and(...conds), [desc(channelNotification.lastSeenAt), desc(channelNotification.id)], item);
}

async function notification(ctx: Ctx, id: string): Promise<NotificationRow> {
  const [n] = await ctx.db.select().from(channelNotification).where(eq(channelNotification.id, id));
  if (!n) throw notFound("渠道通知");
  return n;
}

/** The sandbox transaction a notification is about (by what it says; for an unverified one, what it claims). */
async function txnOf(ctx: Ctx, n: NotificationRow) {
  let txnId = n.channelTxnId;
  if (!txnId) {
    try {
      const v: unknown = JSON.parse(n.body);
      if (v && typeof v === "object" && "channelTxnId" in v && typeof v.channelTxnId === "string") txnId = v.channelTxnId;
    } catch {
      txnId = null;
    }
  }
  if (!txnId) return null;
  const [t] = await ctx.db.select().from(sandboxTxn).where(and(eq(sandboxTxn.id, txnId), eq(sandboxTxn.channel, n.channel)));
  return t ?? null;
}

export async function notificationById(ctx: Ctx, input: Parsed<typeof channel.selNotificationById>) {
  const n = await notification(ctx, input.id);
  const t = await txnOf(ctx, n);
  return { ...item(n), body: n.body, bodySha256: n.bodySha256, bodyLength: n.bodyLength, signature: n.signature, error: n.error, notifyState: t?.notifyState ?? null };
}

/** 重新投递: asks the channel to deliver the notification's transaction outcome again (same notifyId). */
export async function redeliver(ctx: Ctx, input: Parsed<typeof channel.redeliverNotification>) {
  const n = await notification(ctx, input.id);
  const t = await txnOf(ctx, n);
  if (!t) throw conflict("该通知对应的渠道交易无法识别，不能重新投递");
  return notifyAgain(ctx, t.id);
}
