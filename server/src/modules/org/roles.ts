import type { RoleView } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { invalid } from "../../kit/errors";
import { flattenFuncs, roleScopes, roleTemplates } from "../identity";

/** Function codes in menu order (the tree in funcs.ts, depth first). */
const menuOrder = new Map(flattenFuncs().map((f, i) => [f.code, i]));

export const ENTERPRISE_ADMIN = "ENTERPRISE_ADMIN";

/**
 * Role authority for employees: an enterprise admin may give only ENTERPRISE-scope roles (never a
 * person's or the platform's). Returns the codes, de-duplicated, or an error naming the field.
 */
export async function checkEnterpriseRoles(db: Db, codes: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(codes)];
  const scopes = await roleScopes(db, wanted);
  for (const c of wanted) {
    if (scopes.get(c) !== "ENTERPRISE") throw invalid("roleCodes", `角色 ${c} 不存在或不能分配给企业员工`);
  }
  return wanted;
}

/** Roles an enterprise admin may assign, each with the pages it opens. */
export async function assignableRoles(ctx: AuthedCtx, systemId?: string): Promise<RoleView[]> {
  if (systemId && systemId !== ctx.config.SITE_CODE) throw invalid("systemId", `系统 ${systemId} 不存在`);
  const { roles, funcs } = await roleTemplates(ctx.db, "ENTERPRISE");
  funcs.sort((a, b) => (menuOrder.get(a.code) ?? 0) - (menuOrder.get(b.code) ?? 0));
  return roles.map((r) => ({
    code: r.code,
    name: r.name,
    nameEn: r.nameEn,
    description: r.description,
    funcs: funcs.filter((f) => f.roleCode === r.code).map(({ roleCode: _, ...f }) => f),
  }));
}
