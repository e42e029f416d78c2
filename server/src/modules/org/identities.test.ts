import { adminConsole, org } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/harness";
import { loginAs, seedOrgs } from "./test-fixtures";

/**
 * The identity list's `switchable` and the switch call agree in every verification state of an
 * enterprise: the list never offers a switch the server refuses, nor greys out one it would allow.
 */
describe("switchable identities", async () => {
  const t = await createTestApp();
  await seedOrgs(t.database.db);
  const op = await loginAs(t, "oper");

  /** The listed item for `boId` (as `loginName` sees it) and whether switching to it succeeds. */
  async function listedAndSwitched(app: TestApp, loginName: string, boId: string) {
    const ticket = await loginAs(app, loginName);
    const item = (await app.ok(org.myIdentities, {}, { ticket })).find((i) => i.boId === boId);
    if (!item) throw new Error(`${boId} is not listed for ${loginName}`);
    const r = await app.call(org.switchIdentity, { boId }, { ticket });
    return { item, switched: r.code === "0", msg: r.msg };
  }

  const editEntA = (ticket: string, legalPerson: string) =>
    t.ok(
      org.updateOrganization,
      { name: "甲禽业有限公司", creditCode: "91370102MA3C4L7Q1E", legalPerson, contactName: "甲管理员", contactMobile: "13911110001", areaCode: "370102", address: "经十路 100 号" },
      { ticket },
    );

  it("the person is always switchable", async () => {
    const r = await listedAndSwitched(t, "aadmin", "p-a-admin");
    expect(r.item.switchable).toBe(true);
    expect(r.switched).toBe(true);
  });

  it("approved: switchable, and the switch succeeds", async () => {
    for (const who of ["aadmin", "asales"]) {
      const r = await listedAndSwitched(t, who, "ent-a");
      expect([r.item.verifyState, r.item.switchable, r.switched]).toEqual(["APPROVED", true, true]);
    }
  });

  it("never approved and waiting: not switchable, and the switch is refused", async () => {
    const r = await listedAndSwitched(t, "cadmin", "ent-c");
    expect([r.item.verifyState, r.item.switchable, r.switched]).toEqual(["PENDING", false, false]);
    expect(r.msg).toContain("审核中");
  });

  it("never approved and rejected: not switchable, and the switch is refused", async () => {
    await t.ok(adminConsole.rejectEnterprise, { memberId: "ent-c", reason: "营业执照照片不清晰" }, { ticket: op });
    const r = await listedAndSwitched(t, "cadmin", "ent-c");
    expect([r.item.verifyState, r.item.switchable, r.switched]).toEqual(["REJECTED", false, false]);
  });

  it("approved, then back in review after its admin edited the details: still switchable, for admin and staff alike", async () => {
    expect((await editEntA(await loginAs(t, "aadmin"), "甲新法人")).verifyState).toBe("PENDING");
    for (const who of ["aadmin", "asales"]) {
      const r = await listedAndSwitched(t, who, "ent-a");
      expect([r.item.verifyState, r.item.switchable, r.switched]).toEqual(["PENDING", true, true]);
    }
  });

  it("approved before, then the edit rejected: still switchable (it was approved once)", async () => {
    await t.ok(adminConsole.rejectEnterprise, { memberId: "ent-a", reason: "法人变更材料不全" }, { ticket: op });
    const r = await listedAndSwitched(t, "asales", "ent-a");
    expect([r.item.verifyState, r.item.switchable, r.switched]).toEqual(["REJECTED", true, true]);
  });
});
