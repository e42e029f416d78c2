import { adminConsole, Codes, identity, org } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { expectCode, loginAs, seedOrgs } from "../org/test-fixtures";
import { memberLogin } from "./schema";

/** Acting as an enterprise needs it approved: a waiting one is followed by its applicant as a person. */
describe("acting as an enterprise that waits for verification", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const op = await loginAs(t, "oper");
  const lastBoId = async () => (await db.select({ b: memberLogin.lastBoId }).from(memberLogin).where(eq(memberLogin.loginName, "cadmin")))[0].b;

  it("its admin logs in as themselves, and the enterprise is not remembered as their choice", async () => {
    const ticket = await loginAs(t, "cadmin");
    expect(await t.ok(identity.memberByToken, {}, { ticket })).toMatchObject({ boId: "p-c-admin", boType: "PERSON" });
    expect(await lastBoId()).toBeNull();
    const ids = await t.ok(org.myIdentities, {}, { ticket });
    expect(ids.map((i) => [i.boId, i.verifyState, i.current])).toEqual([
      ["p-c-admin", "NONE", true],
      ["ent-c", "PENDING", false],
    ]);
  });

  it("switching to it is refused with a message that says why", async () => {
    const ticket = await loginAs(t, "cadmin");
    const r = await t.call(org.switchIdentity, { boId: "ent-c" }, { ticket });
    expectCode(r, Codes.CONFLICT);
    expect(r.msg).toContain("审核中");
    // the refused switch left the session as it was
    expect((await t.ok(identity.memberByToken, {}, { ticket })).boId).toBe("p-c-admin");
  });

  it("once approved, the next login acts as the enterprise and switching works", async () => {
    await t.ok(adminConsole.approveEnterprise, { memberId: "ent-c" }, { ticket: op });
    const ticket = await loginAs(t, "cadmin");
    expect(await t.ok(identity.memberByToken, {}, { ticket })).toMatchObject({ boId: "ent-c", boType: "ENTERPRISE" });
    const self = await t.ok(org.switchIdentity, { boId: "p-c-admin" }, { ticket });
    expect((await t.ok(org.switchIdentity, { boId: "ent-c" }, { ticket: self.ticket })).userInfo.boId).toBe("ent-c");
  });

  it("an approved enterprise back in review after an edit stays open to its staff", async () => {
    const admin = await loginAs(t, "aadmin");
    const r = await t.ok(
      org.updateOrganization,
      { name: "甲禽业有限公司", creditCode: "91370102MA3C4L7Q1E", legalPerson: "甲新法人", contactName: "甲管理员", contactMobile: "13911110001", areaCode: "370102", address: "经十路 100 号" },
      { ticket: admin },
    );
    expect(r.verifyState).toBe("PENDING");
    const sales = await loginAs(t, "asales");
    expect(await t.ok(identity.memberByToken, {}, { ticket: sales })).toMatchObject({ boId: "ent-a" });
  });
});
