import { createHash } from "node:crypto";
import { and, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { MemberType } from "@qinlian/contract";
import type { Ctx, MemberCtx } from "../../kit/context";
import { statement, type Slot } from "../../kit/statement";
import type { Db } from "../../kit/db";
import { newSecret } from "../../kit/ids";
import { assertOpenToStaff } from "./acting";
import { member, memberEmployee, memberLogin, memberRole, memberTicket } from "./schema";
import type { RoleFuncs } from "./role-funcs";

export const hashTicket = (ticket: string) => createHash("sha256").update(ticket).digest("hex");

export interface TicketPolicy {
  idleHours: number;
  maxDays: number;
}

export interface IssueInput {
  loginId: string;
  memberId: string;
  boId: string;
  employeeId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Issues a ticket: 256 random bits, returned once; only its SHA-256 is stored. Acting as an
 * enterprise needs it approved (acting.ts): a waiting one is refused here, for login and switch alike.
 */
export async function issueTicket(db: Db, input: IssueInput, policy: TicketPolicy, now = new Date()) {
  if (input.boId !== input.memberId) await assertOpenToStaff(db, input.boId);
  const ticket = newSecret(32);
  const idle = new Date(now.getTime() + policy.idleHours * 3_600_000);
  const hard = new Date(now.getTime() + policy.maxDays * 86_400_000);
  const expiresAt = idle < hard ? idle : hard;
  await db.insert(memberTicket).values({
    tokenHash: hashTicket(ticket),
    ...input,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    idleExpiresAt: expiresAt,
    hardExpiresAt: hard,
    lastSeenAt: now,
  });
  return { ticket, expiresAt };
}

export async function revokeTicket(db: Db, ticket: string): Promise<boolean> {
  const rows = await db
    .update(memberTicket)
    .set({ revokedAt: new Date() })
    .where(and(eq(memberTicket.tokenHash, hashTicket(ticket)), isNull(memberTicket.revokedAt)))
    .returning({ id: memberTicket.id });
  return rows.length > 0;
}

/**
 * Revokes live tickets: one ticket (`ticketId`), every ticket acting as an employee identity
 * (`employeeId`; the resolver would refuse them anyway once the record changes), or every ticket of a
 * person (`memberId`) except `exceptTicketId`. Returns how many it revoked.
 */
export async function revokeTickets(ctx: Ctx, by: { ticketId: string } | { employeeId: string } | { memberId: string; exceptTicketId?: string }): Promise<number> {
  const which =
    "ticketId" in by
      ? eq(memberTicket.id, by.ticketId)
      : "employeeId" in by
        ? eq(memberTicket.employeeId, by.employeeId)
        : and(eq(memberTicket.memberId, by.memberId), by.exceptTicketId ? ne(memberTicket.id, by.exceptTicketId) : undefined);
  const rows = await ctx.db
    .update(memberTicket)
    .set({ revokedAt: ctx.now })
    .where(and(which, isNull(memberTicket.revokedAt)))
    .returning({ id: memberTicket.id });
  return rows.length;
}

/** Remembers the identity (boId) a person acts as, chosen again at their next login. */
export async function rememberIdentity(ctx: Ctx, loginId: string, boId: string): Promise<void> {
  await ctx.db.update(memberLogin).set({ lastBoId: boId }).where(eq(memberLogin.id, loginId));
}

/** How often a ticket's sliding expiry is pushed forward (avoids a write per request). */
const SLIDE_EVERY_MS = 60_000;

/** The ticket's holder, read on every call that carries a ticket: built once (kit/statement.ts). */
const ticketHolder = statement("identity.ticketHolder", (db, p: Slot<{ tokenHash: string; now: string; limit: number }>) =>
  db
    .select({
      id: memberTicket.id,
      loginId: memberTicket.loginId,
      memberId: memberTicket.memberId,
      boId: memberTicket.boId,
      employeeId: memberTicket.employeeId,
      lastSeenAt: memberTicket.lastSeenAt,
      hardExpiresAt: memberTicket.hardExpiresAt,
      boType: sql<MemberType>`bo.type`,
      boStatus: sql<string>`bo.status`,
      personStatus: member.status,
      employeeStatus: memberEmployee.status,
      roles: sql<string[]>`coalesce((select array_agg(${memberRole.roleCode}) from ${memberRole}
        where ${memberRole.memberId} = ${memberTicket.memberId} and ${memberRole.boId} = ${memberTicket.boId}), '{}')`,
    })
    .from(memberTicket)
    .innerJoin(member, eq(member.id, memberTicket.memberId))
    .innerJoin(sql`member bo`, sql`bo.id = ${memberTicket.boId}`)
    .leftJoin(memberEmployee, eq(memberEmployee.id, memberTicket.employeeId))
    .where(
      and(
        eq(memberTicket.tokenHash, p("tokenHash")),
        isNull(memberTicket.revokedAt),
        gt(memberTicket.idleExpiresAt, p("now")),
        gt(memberTicket.hardExpiresAt, p("now")),
      ),
    )
    .limit(p("limit")),
);

/**
 * Ticket → the member making the call, or null when the ticket is unknown, revoked, expired,
 * its member is disabled, or the employee identity it carries has been removed.
 */
export function createMemberResolver(roleFuncs: RoleFuncs, policy: TicketPolicy) {
  return async function resolveMember(db: Db, ticket: string, now: Date): Promise<MemberCtx | null> {
    const [row] = await ticketHolder(db, { tokenHash: hashTicket(ticket), now: now.toISOString(), limit: 1 });
    if (!row || row.personStatus !== "ACTIVE" || row.boStatus !== "ACTIVE") return null;
    if (row.employeeId && row.employeeStatus !== "ACTIVE") return null;

    if (now.getTime() - row.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
      const idle = new Date(now.getTime() + policy.idleHours * 3_600_000);
      await db
        .update(memberTicket)
        .set({ lastSeenAt: now, idleExpiresAt: idle < row.hardExpiresAt ? idle : row.hardExpiresAt })
        .where(and(eq(memberTicket.id, row.id), lt(memberTicket.lastSeenAt, now)));
    }
    const roles = row.roles ?? [];
    return {
      memberId: row.memberId,
      boId: row.boId,
      boType: row.boType,
      employeeId: row.employeeId,
      loginId: row.loginId,
      ticketId: row.id,
      roles,
      funcs: await roleFuncs.funcsOf(db, roles),
    };
  };
}
