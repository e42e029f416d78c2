import { account, Codes, identity } from "@qinlian/contract";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { fileObject } from "../file/schema";
import { stateHistory } from "../../kit/history/schema";
import { enterpriseInfo, member, memberEmployee, memberRole } from "./schema";
import { registerPerson } from "./test-support";

const CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const W = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
/** A credit code with a correct check character for the 17-character body. */
function uscc(body: string): string {
  const sum = [...body].reduce((s, c, i) => s + CHARS.indexOf(c) * W[i], 0);
  return body + CHARS[(31 - (sum % 31)) % 31];
}
const wrongCheck = (code: string) => code.slice(0, 17) + (code[17] === "1" ? "2" : "1");

describe("enterprise registration", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const alice = await registerPerson(t, "13900000401", { loginName: "alice_ent" });
  const bob = await registerPerson(t, "13900000402", { loginName: "bob_ent" });
  const licence = async (ownerMemberId: string, kind: "image" | "file" = "image") => {
    const [f] = await db
      .insert(fileObject)
      .values({ ownerMemberId, ownerBoId: ownerMemberId, kind, originalName: "执照.png", mime: "image/png", size: 10, sha256: "x", storageKey: `image/test/${Math.random()}.png` })
      .returning();
    return f.id;
  };
  const form = async (who: { memberId: string }, creditCode: string) => ({
    name: "山东鲁禽农牧有限公司",
    creditCode,
    legalPerson: "王建军",
    enterpriseType: "FARM",
    licenceFileId: await licence(who.memberId),
    contactName: "王建军",
    contactMobile: "13900000401",
    areaCode: "370102",
    address: "经十路 100 号",
  });
  const code1 = uscc("91370102MA3C5K8X2");

  it("refuses a credit code that fails the GB 32100-2015 check, naming creditCode", async () => {
    const r = await t.call(account.registerEnterprise, await form(alice, wrongCheck(code1)), { ticket: alice.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("creditCode: 统一社会信用代码不正确");
  });

  it("needs a login", async () => {
    expect((await t.call(account.registerEnterprise, await form(alice, code1))).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(account.myEnterpriseApply, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("checks the type, the area and the licence (which must be the person's own image)", async () => {
    const base = await form(alice, code1);
    expect((await t.call(account.registerEnterprise, { ...base, enterpriseType: "NOPE" }, { ticket: alice.ticket })).msg).toContain("enterpriseType");
    expect((await t.call(account.registerEnterprise, { ...base, areaCode: "999999" }, { ticket: alice.ticket })).msg).toContain("areaCode");
    const bobs = await licence(bob.memberId);
    expect((await t.call(account.registerEnterprise, { ...base, licenceFileId: bobs }, { ticket: alice.ticket })).msg).toBe("licenceFileId: 请上传营业执照图片");
    const doc = await licence(alice.memberId, "file");
    expect((await t.call(account.registerEnterprise, { ...base, licenceFileId: doc }, { ticket: alice.ticket })).msg).toContain("licenceFileId");
  });

  it("creates a PENDING enterprise with the person as its admin employee holding ENTERPRISE_ADMIN", async () => {
    const r = await t.ok(account.registerEnterprise, { ...(await form(alice, code1)), creditCode: code1.toLowerCase() }, { ticket: alice.ticket });
    expect(r).toMatchObject({ name: "山东鲁禽农牧有限公司", creditCode: code1, verifyState: "PENDING", enterpriseTypeName: "养殖企业", areaName: "山东省济南市历下区", rejectReason: null });
    const [e] = await db.select().from(member).where(eq(member.id, r.memberId));
    expect(e).toMatchObject({ type: "ENTERPRISE", verifyState: "PENDING", status: "ACTIVE" });
    const [emp] = await db.select().from(memberEmployee).where(eq(memberEmployee.boId, r.memberId));
    expect(emp).toMatchObject({ memberId: alice.memberId, isAdmin: 1, mobile: "13900000401" });
    const roles = await db.select().from(memberRole).where(eq(memberRole.boId, r.memberId));
    expect(roles.map((x) => x.roleCode)).toEqual(["ENTERPRISE_ADMIN"]);
    // she keeps acting for herself
    expect((await t.ok(identity.memberByToken, {}, { ticket: alice.ticket })).boId).toBe(alice.memberId);
    expect(await t.ok(account.myEnterpriseApply, {}, { ticket: alice.ticket })).toMatchObject({ memberId: r.memberId, verifyState: "PENDING" });
  });

  it("another member neither sees the application nor can reuse the credit code", async () => {
    expect(await t.ok(account.myEnterpriseApply, {}, { ticket: bob.ticket })).toBeNull();
    const r = await t.call(account.registerEnterprise, await form(bob, code1), { ticket: bob.ticket });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("creditCode: 该统一社会信用代码已注册");
  });

  it("refuses a second application while one is pending", async () => {
    const r = await t.call(account.registerEnterprise, await form(alice, uscc("91370102MA3C5K8X3")), { ticket: alice.ticket });
    expect(r.code).toBe(Codes.CONFLICT);
  });

  it("shows the rejection reason, and a corrected submission goes back to PENDING on the same enterprise", async () => {
    const apply = (await t.ok(account.myEnterpriseApply, {}, { ticket: alice.ticket }))!;
    await db.update(member).set({ verifyState: "REJECTED" }).where(eq(member.id, apply.memberId));
    await db.update(enterpriseInfo).set({ rejectReason: "营业执照照片不清晰", reviewedAt: new Date() }).where(eq(enterpriseInfo.memberId, apply.memberId));
    expect(await t.ok(account.myEnterpriseApply, {}, { ticket: alice.ticket })).toMatchObject({ verifyState: "REJECTED", rejectReason: "营业执照照片不清晰" });
    const again = await t.ok(account.registerEnterprise, { ...(await form(alice, code1)), legalPerson: "王建国" }, { ticket: alice.ticket });
    expect(again).toMatchObject({ memberId: apply.memberId, verifyState: "PENDING", legalPerson: "王建国", rejectReason: null, reviewedAt: null });
    expect(await db.select().from(memberEmployee).where(eq(memberEmployee.memberId, alice.memberId))).toHaveLength(1);
    // both submissions are in the enterprise's review history (the console shows it)
    const history = await db.select().from(stateHistory).where(eq(stateHistory.entityId, apply.memberId)).orderBy(asc(stateHistory.seq));
    expect(history.map((h) => [h.entityKind, h.event, h.fromState, h.toState, h.actorKind, h.actorId])).toEqual([
      ["ENTERPRISE", "submit", "NONE", "PENDING", "MEMBER", alice.memberId],
      ["ENTERPRISE", "submit", "REJECTED", "PENDING", "MEMBER", alice.memberId],
    ]);
  });

  it("two people racing for one credit code: one enterprise", async () => {
    const carol = await registerPerson(t, "13900000403");
    const dan = await registerPerson(t, "13900000404");
    const code = uscc("92370102MA3C5K8X4");
    const [a, b] = await Promise.all([
      t.call(account.registerEnterprise, await form(carol, code), { ticket: carol.ticket }),
      t.call(account.registerEnterprise, await form(dan, code), { ticket: dan.ticket }),
    ]);
    expect([a.code, b.code].sort()).toEqual(["0", Codes.VALIDATION]);
    expect(await db.select().from(enterpriseInfo).where(eq(enterpriseInfo.creditCode, code))).toHaveLength(1);
  });
});
