import type { EmployeeView, Parsed, org } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import {
  accountForMobile,
  addEmployee,
  deleteEmployee,
  employeeRecord,
  lockEnterprise,
  NO_PASSWORD_YET,
  otherActiveAdmins,
  resendSetPasswordLink,
  rolesIn,
  updateEmployee as writeEmployee,
  type EmployeeRow,
} from "../identity";
import { employeeForLink, employeeOf, employeePage as employeeRows, type EmployeeListRow } from "../../read/org-staff";
import { checkEnterpriseRoles, ENTERPRISE_ADMIN } from "./roles";

/** The enterprise the caller manages: their current identity, which must be an enterprise. */
function enterpriseOf(ctx: AuthedCtx): string {
  if (ctx.member.boType !== "ENTERPRISE") throw forbidden("请切换到企业身份后再管理员工");
  return ctx.member.boId;
}

async function toViews(ctx: AuthedCtx, boId: string, rows: EmployeeListRow[]): Promise<EmployeeView[]> {
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

export async function employeePage(ctx: AuthedCtx, q: Parsed<typeof org.employeePage>) {
  const boId = enterpriseOf(ctx);
  const page = await employeeRows(ctx, { boId, keyword: q.keyword, status: q.status }, q, NO_PASSWORD_YET);
  return { ...page, list: await toViews(ctx, boId, page.list) };
}

export async function employeeById(ctx: AuthedCtx, id: string): Promise<EmployeeView> {
  const boId = enterpriseOf(ctx);
  const row = await employeeOf(ctx, boId, id, NO_PASSWORD_YET);
  if (!row) throw notFound("员工");
  return (await toViews(ctx, boId, [row]))[0];
}

export type SaveEmployeeInput = Parsed<typeof org.saveEmployee>;

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
      const emp = await employeeRecord(tx, input.id, { boId });
      if (!emp) throw notFound("员工");
      return { id: await updateEmployee(tx, emp, { ...input, roleCodes, isAdmin }), accountCreated: false };
    }
    if (!input.mobile) throw invalid("mobile", "请输入员工手机号");
    if (ent.verifyState !== "APPROVED") throw conflict("企业认证通过后才能添加员工");
    const person = await accountForMobile(tx, { mobile: input.mobile, name: input.name, enterpriseName: ent.name });
    const empId = await addEmployee(tx, { boId, memberId: person.memberId, name: input.name, mobile: input.mobile, isAdmin, status: input.status ?? "ACTIVE", roleCodes });
    if (!empId) throw conflict("该手机号已是本企业员工");
    if (!person.created) {
      await tx.services.sms.send(tx.db, {
        mobile: input.mobile,
        purpose: "EMPLOYEE_ADDED",
        content: `【禽链】${ent.name}已将您添加为企业员工。登录后可在页面顶部切换到该企业身份。`,
      });
    }
    return { id: empId, accountCreated: person.created };
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
  await writeEmployee(ctx, emp, { name: input.name, isAdmin: input.isAdmin, status, roleCodes: input.roleCodes });
  return emp.id;
}

/** An admin removes an employee: not themselves, never the last active admin. */
export function removeEmployee(ctx: AuthedCtx, id: string) {
  const boId = enterpriseOf(ctx);
  return inTx(ctx, async (tx) => {
    await lockEnterprise(tx, boId);
    const emp = await employeeRecord(tx, id, { boId });
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
  const emp = await employeeForLink(ctx, boId, id);
  if (!emp) throw notFound("员工");
  if (emp.status !== "ACTIVE") throw invalid("id", "该员工已停用，启用后再发送链接");
  const r = await resendSetPasswordLink(ctx, "id", emp);
  return { id, expiresAt: iso(r.expiresAt) };
}
