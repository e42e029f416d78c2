import { inArray, notInArray } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { excluded } from "../../kit/sql";
import { expandGrants, flattenFuncs, roleDefs } from "./funcs";
import { authFunc, authRole, authRoleFunc } from "./schema";

/**
 * Writes the function tree and role templates from funcs.ts into the database (idempotent):
 * new entries are added, changed ones updated, removed ones deleted with their grants.
 */
export async function syncPlatformFuncs(db: Db): Promise<void> {
  const funcs = flattenFuncs();
  await db.transaction(async (tx) => {
    await tx
      .insert(authFunc)
      .values(funcs.map((f) => ({ ...f, icon: null })))
      .onConflictDoUpdate({
        target: authFunc.code,
        set: {
          parentCode: excluded(authFunc.parentCode),
          name: excluded(authFunc.name),
          nameEn: excluded(authFunc.nameEn),
          path: excluded(authFunc.path),
          sort: excluded(authFunc.sort),
        },
      });
    await tx.delete(authFunc).where(notInArray(authFunc.code, funcs.map((f) => f.code)));
    await tx
      .insert(authRole)
      .values(roleDefs.map((r, i) => ({ code: r.code, name: r.zh, nameEn: r.en, scope: r.scope, description: r.description, sort: i })))
      .onConflictDoUpdate({
        target: authRole.code,
        set: {
          name: excluded(authRole.name),
          nameEn: excluded(authRole.nameEn),
          scope: excluded(authRole.scope),
          description: excluded(authRole.description),
          sort: excluded(authRole.sort),
        },
      });
    const codes = roleDefs.map((r) => r.code);
    await tx.delete(authRoleFunc).where(inArray(authRoleFunc.roleCode, codes));
    const grants = roleDefs.flatMap((r) => expandGrants(r.grants, funcs).map((funcCode) => ({ roleCode: r.code, funcCode })));
    await tx.insert(authRoleFunc).values(grants);
  });
}
