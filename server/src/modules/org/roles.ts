import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { RoleRef, RoleView } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { invalid } from "../../kit/errors";
import { flattenFuncs } from "../identity";
import { authFunc, authRole, authRoleFunc, memberRole } from "../identity/schema";

/** Function codes in menu order (the tree in funcs.ts, depth first). */
const menuOrder = new Map(flattenFuncs().map((f, i) => [f.code, i]));

export const ENTERPRISE_ADMIN = "ENTERPRISE_ADMIN";

/** The roles each person holds in one identity (boId), keyed by person. */
export async function rolesIn(db: Db, boId: string, memberIds: readonly string[]): Promise<Map<string, RoleRef[]>> {
  const out = new Map<string, RoleRef[]>();
  if (!memberIds.length) return out;
  const rows = await db
    .select({ memberId: memberRole.memberId, code: authRole.code, name: authRole.name, nameEn: authRole.nameEn })
    .from(memberRole)
    .innerJoin(authRole, eq(authRole.code, memberRole.roleCode))
    .where(and(eq(memberRole.boId, boId), inArray(memberRole.memberId, [...memberIds])))
    .orderBy(asc(authRole.sort));
  for (const { memberId, ...r } of rows) out.set(memberId, [...(out.get(memberId) ?? []), r]);
  return out;
}

/** The roles one person holds in each of several identities, keyed by boId. */
export async function rolesOfPerson(db: Db, memberId: string, boIds: readonly string[]): Promise<Map<string, RoleRef[]>> {
  const out = new Map<string, RoleRef[]>();
  if (!boIds.length) return out;
  const rows = await db
    .select({ boId: memberRole.boId, code: authRole.code, name: authRole.name, nameEn: authRole.nameEn })
    .from(memberRole)
    .innerJoin(authRole, eq(authRole.code, memberRole.roleCode))
    .where(and(eq(memberRole.memberId, memberId), inArray(memberRole.boId, [...boIds])))
    .orderBy(asc(authRole.sort));
  for (const { boId, ...r } of rows) out.set(boId, [...(out.get(boId) ?? []), r]);
  return out;
}

/**
 * Role authority for employees: an enterprise admin may give only ENTERPRISE-scope roles (never a
 * person's or the platform's). Returns the codes, de-duplicated, or an error naming the field.
 */
export async function checkEnterpriseRoles(db: Db, codes: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(codes)];
  const rows = await db.select({ code: authRole.code, scope: authRole.scope }).from(authRole).where(inArray(authRole.code, wanted));
  for (const c of wanted) {
    const r = rows.find((x) => x.code === c);
    if (!r || r.scope !== "ENTERPRISE") throw invalid("roleCodes", `角色 ${c} 不存在或不能分配给企业员工`);
  }
  return wanted;
}

/** Roles an enterprise admin may assign, each with the pages it opens. */
export async function assignableRoles(ctx: AuthedCtx, systemId?: string): Promise<RoleView[]> {
  if (systemId && systemId !== ctx.config.SITE_CODE) throw invalid("systemId", `系统 ${systemId} 不存在`);
  const roles = await ctx.db.select().from(authRole).where(eq(authRole.scope, "ENTERPRISE")).orderBy(asc(authRole.sort));
  const funcs = await ctx.db
    .select({ roleCode: authRoleFunc.roleCode, code: authFunc.code, name: authFunc.name, nameEn: authFunc.nameEn, path: authFunc.path })
    .from(authRoleFunc)
    .innerJoin(authFunc, eq(authFunc.code, authRoleFunc.funcCode))
    .where(and(inArray(authRoleFunc.roleCode, roles.map((r) => r.code)), isNotNull(authFunc.path), isNotNull(authFunc.parentCode)));
  funcs.sort((a, b) => (menuOrder.get(a.code) ?? 0) - (menuOrder.get(b.code) ?? 0));
  return roles.map((r) => ({
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    description: r.description,
    funcs: funcs.filter((f) => f.roleCode === r.code).map(({ roleCode: _, ...f }) => f),
  }));
}
