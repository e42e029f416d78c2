/**
 * Read-only joins for org's screens over identity's tables (member, member_login, member_employee,
 * enterprise_info) and system's dictionary (system_item). Changes go through identity's index.ts.
 */
import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { PageInput } from "@qinlian/contract";
import type { Ctx } from "../kit/context";
import { paged } from "../kit/paging";
import { contains } from "../kit/sql";
import { enterpriseInfo, member, memberEmployee, memberLogin } from "../modules/identity/schema";
import { systemItem } from "../modules/system/schema";

export interface EmployeeFilter {
  boId: string;
  keyword?: string;
  status?: "ACTIVE" | "DISABLED";
}

const employeeColumns = (noPasswordYet: string) => ({
  id: memberEmployee.id,
  boId: memberEmployee.boId,
  memberId: memberEmployee.memberId,
  name: memberEmployee.name,
  mobile: memberEmployee.mobile,
  isAdmin: memberEmployee.isAdmin,
  status: memberEmployee.status,
  loginName: memberLogin.loginName,
  passwordPending: sql<boolean>`coalesce(${memberLogin.passwordHash} = ${noPasswordYet}, false)`,
  createdAt: memberEmployee.createdAt,
  updatedAt: memberEmployee.updatedAt,
});

const selectEmployees = (ctx: Ctx, noPasswordYet: string) =>
  ctx.db.select(employeeColumns(noPasswordYet)).from(memberEmployee).leftJoin(memberLogin, eq(memberLogin.memberId, memberEmployee.memberId)).$dynamic();

export type EmployeeListRow = Awaited<ReturnType<typeof selectEmployees>>[number];

/**
 * org.employeePage (员工管理): an enterprise's employees, admins first then oldest first, with their
 * login name and whether they still have to set their password (their login's hash is the
 * `noPasswordYet` marker, identity's NO_PASSWORD_YET). Joins member_employee and member_login.
 */
export function employeePage(ctx: Ctx, f: EmployeeFilter, q: PageInput, noPasswordYet: string) {
  const where = and(
    eq(memberEmployee.boId, f.boId),
    f.keyword ? or(contains(memberEmployee.name, f.keyword), contains(memberEmployee.mobile, f.keyword)) : undefined,
    f.status ? eq(memberEmployee.status, f.status) : undefined,
  );
  return paged(
    ctx,
    q,
    (limit, offset) =>
      selectEmployees(ctx, noPasswordYet).where(where).orderBy(desc(memberEmployee.isAdmin), asc(memberEmployee.createdAt), asc(memberEmployee.id)).limit(limit).offset(offset),
    () => ctx.db.$count(memberEmployee, where),
  );
}

/** org.employeeById: one employee of the enterprise, as `employeePage` lists them; null if none. */
export async function employeeOf(ctx: Ctx, boId: string, id: string, noPasswordYet: string): Promise<EmployeeListRow | null> {
  const [row] = await selectEmployees(ctx, noPasswordYet).where(and(eq(memberEmployee.id, id), eq(memberEmployee.boId, boId)));
  return row ?? null;
}

/** passwordLink.resend: the employee's person, mobile and status, and the enterprise's name. Joins member_employee and member. */
export async function employeeForLink(ctx: Ctx, boId: string, id: string) {
  const [emp] = await ctx.db
    .select({ memberId: memberEmployee.memberId, mobile: memberEmployee.mobile, status: memberEmployee.status, enterpriseName: member.name })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.id, id), eq(memberEmployee.boId, boId)));
  return emp ?? null;
}

/** org.orgMember and the console's enterprise detail: every employee of the enterprise (name, mobile, admin, status). */
export function staffOf(ctx: Ctx, boId: string) {
  return ctx.db
    .select({ name: memberEmployee.name, mobile: memberEmployee.mobile, isAdmin: memberEmployee.isAdmin, status: memberEmployee.status })
    .from(memberEmployee)
    .where(eq(memberEmployee.boId, boId));
}

/**
 * org.myIdentities / switchIdentity: the person's active jobs — employee records in active
 * enterprises, oldest first, with the enterprise's name and verification. Joins member_employee and member.
 */
export function activeJobs(ctx: Ctx, memberId: string) {
  return ctx.db
    .select({
      employeeId: memberEmployee.id,
      boId: memberEmployee.boId,
      boName: member.name,
      isAdmin: memberEmployee.isAdmin,
      verifyState: member.verifyState,
    })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.memberId, memberId), eq(memberEmployee.status, "ACTIVE"), eq(member.status, "ACTIVE")))
    .orderBy(memberEmployee.createdAt);
}

/** org.myIdentities: a member's display name and verification state; null if none. Reads member. */
export async function memberBadge(ctx: Ctx, memberId: string) {
  const [m] = await ctx.db.select({ name: member.name, verifyState: member.verifyState }).from(member).where(eq(member.id, memberId));
  return m ?? null;
}

/** org.staffInfo: the person's employee record with the enterprise's name; null if none. Joins member_employee and member. */
export async function staffRecord(ctx: Ctx, employeeId: string, memberId: string) {
  const [row] = await ctx.db
    .select({
      employeeId: memberEmployee.id,
      boId: memberEmployee.boId,
      boName: member.name,
      name: memberEmployee.name,
      mobile: memberEmployee.mobile,
      isAdmin: memberEmployee.isAdmin,
      status: memberEmployee.status,
      joinedAt: memberEmployee.createdAt,
    })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.id, employeeId), eq(memberEmployee.memberId, memberId)));
  return row ?? null;
}

/** org.orgMember: the enterprise's name, verification and last rejection reason; null if none. Joins member and enterprise_info. */
export async function orgBadge(ctx: Ctx, boId: string) {
  const [e] = await ctx.db
    .select({ name: member.name, verifyState: member.verifyState, rejectReason: enterpriseInfo.rejectReason })
    .from(member)
    .leftJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
    .where(eq(member.id, boId));
  return e ?? null;
}

/** org.orgMember: whether the employee record is an admin's. Reads member_employee. */
export async function employeeIsAdmin(ctx: Ctx, employeeId: string): Promise<boolean> {
  const [me] = await ctx.db.select({ isAdmin: memberEmployee.isAdmin }).from(memberEmployee).where(eq(memberEmployee.id, employeeId));
  return me?.isAdmin === 1;
}

/**
 * org.organizationInfo and the console's enterprise detail: an enterprise member with its
 * verification details and the name of its type; null if none. Joins member, enterprise_info and
 * system_item (dictionary ENTERPRISE_TYPE).
 */
export async function organizationRow(ctx: Ctx, boId: string) {
  const [r] = await ctx.db
    .select({
      boId: member.id,
      name: member.name,
      verifyState: member.verifyState,
      createdAt: member.createdAt,
      info: enterpriseInfo,
      enterpriseTypeName: systemItem.name,
    })
    .from(member)
    .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
    .leftJoin(systemItem, and(eq(systemItem.dictCode, "ENTERPRISE_TYPE"), eq(systemItem.code, enterpriseInfo.enterpriseType)))
    .where(and(eq(member.id, boId), eq(member.type, "ENTERPRISE")));
  return r ?? null;
}
