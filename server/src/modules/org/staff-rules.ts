import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { member, memberEmployee, memberRole, memberTicket } from "../identity/schema";

export type EmployeeRow = typeof memberEmployee.$inferSelect;

/**
 * Locks the enterprise row for the rest of the transaction. Every change that can add or remove an
 * admin takes this lock first, so "at least one active admin" holds even when two admins act at once.
 */
export async function lockEnterprise(ctx: Ctx, boId: string) {
  const [e] = await ctx.db
    .select({ id: member.id, name: member.name, verifyState: member.verifyState, status: member.status })
    .from(member)
    .where(and(eq(member.id, boId), eq(member.type, "ENTERPRISE")))
    .for("update");
  if (!e) throw notFound("企业");
  return e;
}

/** Active admins of the enterprise other than `exceptId`. */
export async function otherActiveAdmins(ctx: Ctx, boId: string, exceptId: string): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberEmployee)
    .where(and(eq(memberEmployee.boId, boId), eq(memberEmployee.isAdmin, 1), eq(memberEmployee.status, "ACTIVE"), ne(memberEmployee.id, exceptId)));
  return r.n;
}

/** Ends every ticket acting as this employee identity (the resolver would refuse them anyway). */
export async function revokeEmployeeTickets(ctx: Ctx, employeeId: string): Promise<void> {
  await ctx.db
    .update(memberTicket)
    .set({ revokedAt: ctx.now })
    .where(and(eq(memberTicket.employeeId, employeeId), isNull(memberTicket.revokedAt)));
}

/** Removes an employee: the record, the roles held in the enterprise, and the identity's tickets. */
export async function deleteEmployee(ctx: Ctx, emp: EmployeeRow): Promise<void> {
  await ctx.db.delete(memberRole).where(and(eq(memberRole.memberId, emp.memberId), eq(memberRole.boId, emp.boId)));
  await ctx.db.delete(memberEmployee).where(eq(memberEmployee.id, emp.id));
  await revokeEmployeeTickets(ctx, emp.id);
}
