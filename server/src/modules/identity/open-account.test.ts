/**
 * One rule for the roles of a personal account (open-account.ts): a person who registers and a
 * person whose account an enterprise opens (adding them as an employee) hold the same personal roles.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { conflict } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { NO_PASSWORD_YET } from "./password-link";
import { accountForMobile, openAccount, PERSON_DEFAULT_ROLES } from "./open-account";
import { member, memberLogin, memberRole } from "./schema";
import { registerPerson } from "./test-support";

describe("opening a personal account", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ownRoles = async (memberId: string) =>
    (await db.select({ r: memberRole.roleCode }).from(memberRole).where(and(eq(memberRole.memberId, memberId), eq(memberRole.boId, memberId)))).map((x) => x.r).sort();

  it("the personal roles are buyer, seller and farmer, all PERSON-scope and none needing review", () => {
    expect([...PERSON_DEFAULT_ROLES].sort()).toEqual(["BUYER", "FARMER", "SELLER"]);
  });

  it("registration and an account opened for an employee get the same personal roles", async () => {
    const registered = await registerPerson(t, "13900007001");
    const opened = await inTx(t.systemCtx(), (tx) => accountForMobile(tx, { mobile: "13900007002", name: "新员工", enterpriseName: "测试企业" }));
    expect(opened.created).toBe(true);
    expect(await ownRoles(registered.memberId)).toEqual([...PERSON_DEFAULT_ROLES].sort());
    expect(await ownRoles(opened.memberId)).toEqual(await ownRoles(registered.memberId));
    const [login] = await db.select().from(memberLogin).where(eq(memberLogin.memberId, opened.memberId));
    expect(login).toMatchObject({ loginName: "13900007002", mobile: "13900007002", passwordHash: NO_PASSWORD_YET });
  });

  it("an existing person is found, not opened again; a taken login name or mobile opens nothing", async () => {
    const again = await inTx(t.systemCtx(), (tx) => accountForMobile(tx, { mobile: "13900007002", name: "x", enterpriseName: "测试企业" }));
    expect(again.created).toBe(false);
    const before = await db.$count(memberLogin);
    const taken = inTx(t.systemCtx(), (tx) => openAccount(tx, { mobile: "13900007001", loginName: "fresh-name", name: "x", passwordHash: NO_PASSWORD_YET }, () => conflict("taken")));
    await expect(taken).rejects.toThrow("taken");
    expect(await db.$count(memberLogin)).toBe(before);
    expect(await db.$count(member, eq(member.name, "x"))).toBe(0);
  });

});
