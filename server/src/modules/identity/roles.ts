import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { RoleRef } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { authFunc, authRole, authRoleFunc, memberRole } from "./schema";

/** The roles each person holds in one identity (boId), keyed by person, in the roles' order. */
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

/** The scope (PERSON, ENTERPRISE, PLATFORM) of each existing role among `codes`. */
export async function roleScopes(db: Db, codes: readonly string[]): Promise<Map<string, "PERSON" | "ENTERPRISE" | "PLATFORM">> {
  if (!codes.length) return new Map();
  const rows = await db.select({ code: authRole.code, scope: authRole.scope }).from(authRole).where(inArray(authRole.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.scope]));
}

/** The role templates of one scope, in order, each with the screens (functions with a path, below a top menu) it opens. */
export async function roleTemplates(db: Db, scope: "PERSON" | "ENTERPRISE" | "PLATFORM") {
  const roles = await db.select().from(authRole).where(eq(authRole.scope, scope)).orderBy(asc(authRole.sort));
  const funcs = roles.length
    ? await db
        .select({ roleCode: authRoleFunc.roleCode, code: authFunc.code, name: authFunc.name, nameEn: authFunc.nameEn, path: authFunc.path })
        .from(authRoleFunc)
        .innerJoin(authFunc, eq(authFunc.code, authRoleFunc.funcCode))
        .where(and(inArray(authRoleFunc.roleCode, roles.map((r) => r.code)), isNotNull(authFunc.path), isNotNull(authFunc.parentCode)))
    : [];
  return { roles, funcs };
}

/** Whether the person holds `roleCode` in identity `boId`. */
export async function holdsRole(ctx: Ctx, memberId: string, boId: string, roleCode: string): Promise<boolean> {
  const [held] = await ctx.db
    .select({ r: memberRole.roleCode })
    .from(memberRole)
    .where(and(eq(memberRole.memberId, memberId), eq(memberRole.boId, boId), eq(memberRole.roleCode, roleCode)));
  return !!held;
}

/** Gives the person `roleCode` in identity `boId` (no-op if held). Takes effect on their next call. */
export async function grantRole(ctx: Ctx, g: { memberId: string; boId: string; roleCode: string }): Promise<void> {
  await ctx.db.insert(memberRole).values(g).onConflictDoNothing();
}

/** Replaces the roles the person holds in identity `boId` with `roleCodes` (empty: none). */
export async function setRolesIn(ctx: Ctx, memberId: string, boId: string, roleCodes: readonly string[]): Promise<void> {
  await ctx.db.delete(memberRole).where(and(eq(memberRole.memberId, memberId), eq(memberRole.boId, boId)));
  if (roleCodes.length) await ctx.db.insert(memberRole).values(roleCodes.map((roleCode) => ({ memberId, boId, roleCode })));
}
