import { and, asc, desc, eq, or, sql } from "drizzle-orm";
import type { EmployeeView, PageInput } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { paged } from "../../kit/paging";
import { contains } from "../../kit/sql";
import { iso } from "../../kit/time";
import { NO_PASSWORD_YET, resendSetPasswordLink, sendSetPasswordLink } from "../identity";
import { member, memberEmployee, memberLogin, memberRole } from "../identity/schema";
import { checkEnterpriseRoles, ENTERPRISE_ADMIN, rolesIn } from "./roles";
import { deleteEmployee, lockEnterprise, otherActiveAdmins, revokeEmployeeTickets, type EmployeeRow } from "./staff-rules";

/** The enterprise the caller manages: their current identity, which must be an enterprise. */
function enterpriseOf(ctx: AuthedCtx): string {
  if (ctx.member.boType !== "ENTERPRISE") throw forbidden("请切换到企业身份后再管理员工");
  return ctx.member.boId;
}

const columns = {
  id: memberEmployee.id,
  boId: memberEmployee.boId,
  memberId: memberEmployee.memberId,
  name: memberEmployee.name,
  mobile: memberEmployee.mobile,
  isAdmin: memberEmployee.isAdmin,
  status: memberEmployee.status,
  loginName: memberLogin.loginName,
  passwordPending: sql<boolean>`coalesce(${memberLogin.passwordHash} = ${NO_PASSWORD_YET}, false)`,
  createdAt: memberEmployee.createdAt,
  updatedAt: memberEmployee.updatedAt,
};
const selectEmployees = (db: Db) => db.select(columns).from(memberEmployee).leftJoin(memberLogin, eq(memberLogin.memberId, memberEmployee.memberId)).$dynamic();
type Row = Awaited<ReturnType<typeof selectEmployees>>[number];

async function toViews(ctx: AuthedCtx, boId: string, rows: Row[]): Promise<EmployeeView[]> {
  const roles = await rolesIn(
    ctx.db,
    boId,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({
    ...r,
    isAdmin: r.isAdmin === 1,
    roles: roles.get(r.memberId) ?? [],
    isSelf: r.memberId === ctx.member.memberId,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
}

export async function employeePage(ctx: AuthedCtx, q: PageInput & { keyword?: string; status?: "ACTIVE" | "DISABLED" }) {
  const boId = enterpriseOf(ctx);
  const where = and(
    eq(memberEmployee.boId, boId),
    q.keyword ? or(contains(memberEmployee.name, q.keyword), contains(memberEmployee.mobile, q.keyword)) : undefined,
    q.status ? eq(memberEmployee.status, q.status) : undefined,
  );
  return paged(
    ctx,
    q,
    async (limit, offset) => {
      const rows = await selectEmployees(ctx.db).where(where).orderBy(desc(memberEmployee.isAdmin), asc(memberEmployee.createdAt), asc(memberEmployee.id)).limit(limit).offset(offset);
      return toViews(ctx, boId, rows);
    },
    () => ctx.db.$count(memberEmployee, where),
  );
}

export async function employeeById(ctx: AuthedCtx, id: string): Promise<EmployeeView> {
  const boId = enterpriseOf(ctx);
  const rows = await selectEmployees(ctx.db).where(and(eq(memberEmployee.id, id), eq(memberEmployee.boId, boId)));
  if (!rows.length) throw notFound("员工");
  return (await toViews(ctx, boId, rows))[0];
}

/**
 * The person with this mobile, or a new account for them: login name = the mobile (or "u" + mobile
 * if someone already uses that string as a login name), no password yet (the person sets it through
 * the one-time link texted to them, identity/password-link.ts; no password logs in before that), and
 * the BUYER role for themselves (every person on the platform may buy in their own name).
 * Serialised per mobile number so two admins adding the same new number create one account.
 */
async function personByMobile(ctx: Ctx, mobile: string, name: string, enterpriseName: string) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`member-mobile:${mobile}`}))`);
  const [found] = await ctx.db
    .select({ memberId: memberLogin.memberId, status: member.status })
    .from(memberLogin)
    .innerJoin(member, eq(member.id, memberLogin.memberId))
    .where(eq(memberLogin.mobile, mobile));
  if (found) {
    if (found.status !== "ACTIVE") throw conflict("该手机号的账号已被停用，不能添加为员工");
    return { memberId: found.memberId, created: false };
  }
  const [taken] = await ctx.db
    .select({ id: memberLogin.id })
    .from(memberLogin)
    .where(eq(sql`lower(${memberLogin.loginName})`, mobile));
  const [person] = await ctx.db.insert(member).values({ type: "PERSON", name, realName: name, nickname: name, mobile }).returning({ id: member.id });
  const inserted = await ctx.db
    .insert(memberLogin)
    .values({ memberId: person.id, loginName: taken ? `u${mobile}` : mobile, mobile, passwordHash: NO_PASSWORD_YET })
    .onConflictDoNothing()
    .returning({ id: memberLogin.id, loginName: memberLogin.loginName });
  if (!inserted.length) throw conflict("该手机号刚刚完成了注册，请重新提交");
  await ctx.db.insert(memberRole).values({ memberId: person.id, boId: person.id, roleCode: "BUYER" });
  await sendSetPasswordLink(ctx, { memberId: person.id, mobile, loginName: inserted[0].loginName, enterpriseName });
  return { memberId: person.id, created: true };
}

export interface SaveEmployeeInput {
  id?: string;
  mobile?: string;
  name: string;
  roleCodes: string[];
  status?: "ACTIVE" | "DISABLED";
}

/**
 * Adds or updates an employee. Rules:
 * - only enterprise-scope roles can be given (role authority); ENTERPRISE_ADMIN makes the employee an admin;
 * - new employees can be added only once the enterprise is verified (APPROVED): the platform must know
 *   who the enterprise is before it opens accounts in its name;
 * - an admin cannot disable themselves or drop their own admin role, and the enterprise always keeps
 *   at least one active admin (checked under the enterprise row lock);
 * - the mobile of an existing employee does not change (remove and add again instead).
 */
export function saveEmployee(ctx: AuthedCtx, input: SaveEmployeeInput) {
  const boId = enterpriseOf(ctx);
  return inTx(ctx, async (tx) => {
    const ent = await lockEnterprise(tx, boId);
    const roleCodes = await checkEnterpriseRoles(tx.db, input.roleCodes);
    const isAdmin = roleCodes.includes(ENTERPRISE_ADMIN);
    if (input.id) {
      const [emp] = await tx.db
        .select()
        .from(memberEmployee)
        .where(and(eq(memberEmployee.id, input.id), eq(memberEmployee.boId, boId)));
      if (!emp) throw notFound("员工");
      return { id: await updateEmployee(tx, emp, { ...input, roleCodes, isAdmin }), accountCreated: false };
    }
    if (!input.mobile) throw invalid("mobile", "请输入员工手机号");
    if (ent.verifyState !== "APPROVED") throw conflict("企业认证通过后才能添加员工");
    const person = await personByMobile(tx, input.mobile, input.name, ent.name);
    const [emp] = await tx.db
      .insert(memberEmployee)
      .values({ boId, memberId: person.memberId, name: input.name, mobile: input.mobile, isAdmin: isAdmin ? 1 : 0, status: input.status ?? "ACTIVE" })
      .onConflictDoNothing()
      .returning({ id: memberEmployee.id });
    if (!emp) throw conflict("该手机号已是本企业员工");
    await tx.db.insert(memberRole).values(roleCodes.map((roleCode) => ({ memberId: person.memberId, boId, roleCode })));
    if (!person.created) {
      await tx.services.sms.send(tx.db, {
        mobile: input.mobile,
        purpose: "EMPLOYEE_ADDED",
        content: `【禽链】${ent.name}已将您添加为企业员工。登录后可在页面顶部切换到该企业身份。`,
      });
    }
    return { id: emp.id, accountCreated: person.created };
  });
}

async function updateEmployee(ctx: AuthedCtx, emp: EmployeeRow, input: SaveEmployeeInput & { roleCodes: string[]; isAdmin: boolean }) {
  if (input.mobile && input.mobile !== emp.mobile) throw invalid("mobile", "员工手机号不能修改，如需更换请删除后重新添加");
  const status = input.status ?? emp.status;
  const self = emp.memberId === ctx.member.memberId;
  if (self && status !== "ACTIVE") throw invalid("status", "不能停用自己");
  if (self && emp.isAdmin === 1 && !input.isAdmin) throw invalid("roleCodes", "不能取消自己的管理员角色，请由其他管理员操作");
  const losesAdmin = emp.isAdmin === 1 && emp.status === "ACTIVE" && (!input.isAdmin || status !== "ACTIVE");
  if (losesAdmin && (await otherActiveAdmins(ctx, emp.boId, emp.id)) === 0) {
    throw invalid(input.isAdmin ? "status" : "roleCodes", "企业至少需要一名启用中的管理员");
  }
  await ctx.db
    .update(memberEmployee)
    .set({ name: input.name, isAdmin: input.isAdmin ? 1 : 0, status })
    .where(eq(memberEmployee.id, emp.id));
  await ctx.db.delete(memberRole).where(and(eq(memberRole.memberId, emp.memberId), eq(memberRole.boId, emp.boId)));
  await ctx.db.insert(memberRole).values(input.roleCodes.map((roleCode) => ({ memberId: emp.memberId, boId: emp.boId, roleCode })));
  if (status !== "ACTIVE") await revokeEmployeeTickets(ctx, emp.id);
  return emp.id;
}

/** An admin removes an employee: not themselves, never the last active admin. */
export function removeEmployee(ctx: AuthedCtx, id: string) {
  const boId = enterpriseOf(ctx);
  return inTx(ctx, async (tx) => {
    await lockEnterprise(tx, boId);
    const [emp] = await tx.db
      .select()
      .from(memberEmployee)
      .where(and(eq(memberEmployee.id, id), eq(memberEmployee.boId, boId)));
    if (!emp) throw notFound("员工");
    if (emp.memberId === tx.member.memberId) throw invalid("id", "不能删除自己");
    if (emp.isAdmin === 1 && emp.status === "ACTIVE" && (await otherActiveAdmins(tx, boId, emp.id)) === 0) {
      throw invalid("id", "不能删除最后一名管理员");
    }
    await deleteEmployee(tx, emp);
    return { id };
  });
}

/**
 * An admin texts a new set-password link to an employee whose account was opened with the
 * enterprise and who has not set a password yet (the earlier link lost or expired).
 */
export async function resendPasswordLink(ctx: AuthedCtx, id: string) {
  const boId = enterpriseOf(ctx);
  const [emp] = await ctx.db
    .select({ memberId: memberEmployee.memberId, mobile: memberEmployee.mobile, status: memberEmployee.status, enterpriseName: member.name })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .where(and(eq(memberEmployee.id, id), eq(memberEmployee.boId, boId)));
  if (!emp) throw notFound("员工");
  if (emp.status !== "ACTIVE") throw invalid("id", "该员工已停用，启用后再发送链接");
  const r = await resendSetPasswordLink(ctx, "id", emp);
  return { id, expiresAt: iso(r.expiresAt) };
}
