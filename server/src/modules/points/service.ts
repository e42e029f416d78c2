import type { Page, PageInput, PointEntry, PointKind, PointRule } from "@qinlian/contract";
import { and, asc, desc, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { lockOwner } from "../../kit/owned-defaults";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { pointEntry, pointRule } from "./schema";

/** Days in the platform's time zone (China Standard Time, UTC+8). */
const dayStart = (d: string) => new Date(`${d}T00:00:00+08:00`);
const nextDay = (d: string) => new Date(dayStart(d).getTime() + 86_400_000);

export async function myPoints(ctx: AuthedCtx): Promise<{ balance: number; totalEarned: number; totalSpent: number }> {
  const [r] = await ctx.db
    .select({
      balance: sql<number>`coalesce(sum(${pointEntry.change}), 0)::int`,
      totalEarned: sql<number>`coalesce(sum(${pointEntry.change}) filter (where ${pointEntry.change} > 0), 0)::int`,
      totalSpent: sql<number>`coalesce(-sum(${pointEntry.change}) filter (where ${pointEntry.change} < 0), 0)::int`,
    })
    .from(pointEntry)
    .where(eq(pointEntry.boId, ctx.member.boId));
  return { balance: Number(r.balance), totalEarned: Number(r.totalEarned), totalSpent: Number(r.totalSpent) };
}

export function myEntries(ctx: AuthedCtx, q: PageInput & { kind?: PointKind; startDate?: string; endDate?: string }): Promise<Page<PointEntry>> {
  if (q.startDate && q.endDate && q.startDate > q.endDate) throw invalid("endDate", "截止日期不能早于起始日期");
  const where = and(
    eq(pointEntry.boId, ctx.member.boId),
    q.kind === "EARN" ? gt(pointEntry.change, 0) : q.kind === "SPEND" ? lt(pointEntry.change, 0) : undefined,
    q.startDate ? gte(pointEntry.createdAt, dayStart(q.startDate)) : undefined,
    q.endDate ? lt(pointEntry.createdAt, nextDay(q.endDate)) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await ctx.db
        .select({ e: pointEntry, ruleName: pointRule.name, ruleNameEn: pointRule.nameEn })
        .from(pointEntry)
        .leftJoin(pointRule, eq(pointRule.code, pointEntry.ruleCode))
        .where(where)
        .orderBy(desc(pointEntry.createdAt), desc(pointEntry.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ e, ruleName, ruleNameEn }) => ({
        id: e.id,
        change: e.change,
        balanceAfter: e.balanceAfter,
        ruleCode: e.ruleCode,
        ruleName,
        ruleNameEn,
        bizType: e.bizType,
        bizId: e.bizId,
        remark: e.remark,
        createdAt: iso(e.createdAt),
      }));
    },
    () => ctx.db.$count(pointEntry, where),
  );
}

export async function rules(ctx: Ctx, q: { kind?: PointKind; keyword?: string }): Promise<PointRule[]> {
  return ctx.db
    .select({
      code: pointRule.code,
      name: pointRule.name,
      nameEn: pointRule.nameEn,
      kind: pointRule.kind,
      points: pointRule.points,
      unit: pointRule.unit,
      dailyLimit: pointRule.dailyLimit,
      description: pointRule.description,
      descriptionEn: pointRule.descriptionEn,
    })
    .from(pointRule)
    .where(
      and(
        eq(pointRule.status, "ON"),
        q.kind ? eq(pointRule.kind, q.kind) : undefined,
        q.keyword ? or(contains(pointRule.name, q.keyword), contains(pointRule.description, q.keyword), contains(pointRule.nameEn, q.keyword)) : undefined,
      ),
    )
    .orderBy(asc(pointRule.sort));
}

export interface PointPost {
  boId: string;
  /** Positive to award, negative to spend or take back. */
  change: number;
  ruleCode: string | null;
  bizType?: string;
  bizId?: string;
  remark?: string;
  /** The same key posts once, e.g. `ORDER_COMPLETE:<orderId>`. */
  idempotencyKey: string;
}

/**
 * Posts one change to a member's points (for the modules that award or spend them: orders,
 * evaluations, Q&A). Serialised per member, so concurrent spends cannot take the balance below zero;
 * a repeated idempotency key returns the entry already posted instead of posting again.
 */
export async function postPoints(ctx: Ctx, p: PointPost): Promise<{ entryId: string; balanceAfter: number; duplicate: boolean }> {
  if (!Number.isInteger(p.change) || p.change === 0) throw invalid("change", "积分变动须为非零整数");
  return inTx(ctx, async (tx) => {
    await lockOwner(tx, "point_entry", p.boId);
    const [done] = await tx.db.select().from(pointEntry).where(eq(pointEntry.idempotencyKey, p.idempotencyKey));
    if (done) {
      if (done.boId !== p.boId || done.change !== p.change) throw conflict(`幂等键 ${p.idempotencyKey} 已用于另一笔积分变动`);
      return { entryId: done.id, balanceAfter: done.balanceAfter, duplicate: true };
    }
    const [{ balance }] = await tx.db
      .select({ balance: sql<number>`coalesce(sum(${pointEntry.change}), 0)::int` })
      .from(pointEntry)
      .where(eq(pointEntry.boId, p.boId));
    const balanceAfter = Number(balance) + p.change;
    if (balanceAfter < 0) throw conflict(`积分不足：可用 ${balance}，需要 ${-p.change}`, { balance: Number(balance) });
    const [row] = await tx.db
      .insert(pointEntry)
      .values({
        boId: p.boId,
        change: p.change,
        balanceAfter,
        ruleCode: p.ruleCode,
        bizType: p.bizType ?? null,
        bizId: p.bizId ?? null,
        remark: p.remark ?? null,
        idempotencyKey: p.idempotencyKey,
        createdAt: tx.now,
      })
      .returning({ id: pointEntry.id });
    return { entryId: row.id, balanceAfter, duplicate: false };
  });
}

/**
 * Earns points by an EARN rule for `times` occurrences (PER_TIME), or for `times` yuan (PER_YUAN):
 * the rule's points × times, cut to what its daily limit leaves today (China time), nothing when the
 * rule is off or the limit is reached. Idempotent by `key`. Answers the points given.
 */
export async function earnByRule(ctx: Ctx, e: { boId: string; ruleCode: string; times: number; key: string; bizType?: string; bizId?: string; remark?: string }): Promise<number> {
  const [rule] = await ctx.db.select().from(pointRule).where(eq(pointRule.code, e.ruleCode));
  if (!rule || rule.kind !== "EARN" || rule.status !== "ON" || e.times <= 0) return 0;
  let points = rule.points * Math.floor(e.times);
  if (rule.dailyLimit !== null) {
    const dayStart = new Date(Math.floor((ctx.now.getTime() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000);
    const [{ today }] = await ctx.db
      .select({ today: sql<number>`coalesce(sum(${pointEntry.change}), 0)::int` })
      .from(pointEntry)
      .where(and(eq(pointEntry.boId, e.boId), eq(pointEntry.ruleCode, e.ruleCode), gte(pointEntry.createdAt, dayStart)));
    points = Math.min(points, Math.max(0, rule.dailyLimit - Number(today)));
  }
  if (points <= 0) return 0;
  const r = await postPoints(ctx, { boId: e.boId, change: points, ruleCode: e.ruleCode, idempotencyKey: e.key, bizType: e.bizType, bizId: e.bizId, remark: e.remark });
  return r.duplicate ? 0 : points;
}
