/**
 * Employee records (member_employee: a person working for an enterprise member) and the enterprise
 * row lock that guards them. The rules of who may change whom (admins, "at least one active admin",
 * role authority) are org's; these are the writes and the reads made under the lock.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { notFound } from "../../kit/errors";
import { setRolesIn } from "./roles";
import { member, memberEmployee } from "./schema";
import { revokeTickets } from "./tickets";

export type EmployeeRow = typeof memberEmployee.$inferSelect;
type EmployeeStatus = EmployeeRow["status"];

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

/** Active admins of the enterprise other than employee `exceptId`. */
export async function otherActiveAdmins(ctx: Ctx, boId: string, exceptId: string): Promise<number> {
  const [r] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberEmployee)
    .where(and(eq(memberEmployee.boId, boId), eq(memberEmployee.isAdmin, 1), eq(memberEmployee.status, "ACTIVE"), ne(memberEmployee.id, exceptId)));
  return r.n;
}

/** One employee record: by id within an enterprise (`boId`), or by id of the person (`memberId`). */
export async function employeeRecord(ctx: Ctx, id: string, of: { boId: string } | { memberId: string }): Promise<EmployeeRow | null> {
  const [emp] = await ctx.db
    .select()
    .from(memberEmployee)
    .where(and(eq(memberEmployee.id, id), "boId" in of ? eq(memberEmployee.boId, of.boId) : eq(memberEmployee.memberId, of.memberId)));
  return emp ?? null;
}

/**
 * Makes the person an employee of the enterprise holding `roleCodes` in it. Returns the record's id,
 * or null when they already are one. Call in a transaction, under `lockEnterprise`.
 */
export async function addEmployee(
  ctx: Ctx,
  e: { boId: string; memberId: string; name: string; mobile: string; isAdmin: boolean; status: EmployeeStatus; roleCodes: readonly string[] },
): Promise<string | null> {
  const [emp] = await ctx.db
    .insert(memberEmployee)
    .values({ boId: e.boId, memberId: e.memberId, name: e.name, mobile: e.mobile, isAdmin: e.isAdmin ? 1 : 0, status: e.status })
    .onConflictDoNothing()
    .returning({ id: memberEmployee.id });
  if (!emp) return null;
  await setRolesIn(ctx, e.memberId, e.boId, e.roleCodes);
  return emp.id;
}

/**
 * Updates an employee's name, admin flag, status and roles in the enterprise; a disabled employee's
 * sessions as the enterprise end. Call in a transaction, under `lockEnterprise`.
 */
export async function updateEmployee(ctx: Ctx, emp: EmployeeRow, u: { name: string; isAdmin: boolean; status: EmployeeStatus; roleCodes: readonly string[] }): Promise<void> {
  await ctx.db
    .update(memberEmployee)
    .set({ name: u.name, isAdmin: u.isAdmin ? 1 : 0, status: u.status })
    .where(eq(memberEmployee.id, emp.id));
  await setRolesIn(ctx, emp.memberId, emp.boId, u.roleCodes);
  if (u.status !== "ACTIVE") await revokeTickets(ctx, { employeeId: emp.id });
}

/** Removes an employee: the record, the roles held in the enterprise, and the identity's tickets. */
export async function deleteEmployee(ctx: Ctx, emp: EmployeeRow): Promise<void> {
  await setRolesIn(ctx, emp.memberId, emp.boId, []);
  await ctx.db.delete(memberEmployee).where(eq(memberEmployee.id, emp.id));
  await revokeTickets(ctx, { employeeId: emp.id });
}
