import { and, asc, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { iso } from "../../kit/time";
import { member } from "../identity/schema";
import { catalogAuditLog } from "./schema";

export interface AuditEntry {
  targetType: "SHOP" | "GOODS";
  targetId: string;
  event: string;
  fromStatus: string | null;
  toStatus: string;
  reason?: string | null;
}

/** Records a shop or goods state change (in the caller's transaction), with the acting person. */
export async function recordAudit(ctx: Ctx, e: AuditEntry): Promise<void> {
  await ctx.db.insert(catalogAuditLog).values({ ...e, reason: e.reason ?? null, actorMemberId: ctx.member?.memberId ?? null });
}

/** The history of one shop or goods, oldest first, with the actors' names and the events' labels. */
export async function auditHistory(ctx: Ctx, targetType: "SHOP" | "GOODS", targetId: string, labels: Record<string, string>) {
  const rows = await ctx.db
    .select()
    .from(catalogAuditLog)
    .where(and(eq(catalogAuditLog.targetType, targetType), eq(catalogAuditLog.targetId, targetId)))
    .orderBy(asc(catalogAuditLog.createdAt), asc(catalogAuditLog.id));
  const actorIds = [...new Set(rows.map((r) => r.actorMemberId).filter((x): x is string => !!x))];
  const names = actorIds.length
    ? new Map((await ctx.db.select({ id: member.id, name: member.name }).from(member).where(inArray(member.id, actorIds))).map((m) => [m.id, m.name]))
    : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    event: r.event,
    eventLabel: labels[r.event] ?? r.event,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    reason: r.reason,
    actorName: r.actorMemberId ? (names.get(r.actorMemberId) ?? null) : null,
    createdAt: iso(r.createdAt),
  }));
}
