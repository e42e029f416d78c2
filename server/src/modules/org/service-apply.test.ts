import { adminConsole, Codes, identity, isValidIdCard, org } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { verifyMachine } from "../identity/verify-machine";
import { operatorEvents, serviceApplyReview } from "./machine";
import { stateHistory } from "../../kit/history/schema";
import { expectCode, fakeUpload, loginAs, seedOrgs } from "./test-fixtures";

describe("review machines", () => {
  it("service applications: pending is approved or rejected; a rejected one is submitted again; approval is final", () => {
    expect(serviceApplyReview.next("PENDING", "approve")).toBe("APPROVED");
    expect(serviceApplyReview.next("PENDING", "reject")).toBe("REJECTED");
    expect(serviceApplyReview.next("REJECTED", "submit")).toBe("PENDING");
    expect(serviceApplyReview.events("APPROVED")).toEqual([]);
    for (const [from, ev] of [["PENDING", "submit"], ["APPROVED", "reject"], ["REJECTED", "approve"]] as const) {
      expect(() => serviceApplyReview.next(from, ev)).toThrow(BizError);
    }
    expect(() => serviceApplyReview.next("PENDING", "submit")).toThrow(/待审核/);
  });
  it("operators are offered only the decisions the state allows, for enterprises and applications alike", () => {
    expect(operatorEvents(serviceApplyReview, "PENDING")).toEqual(["approve", "reject"]);
    expect(operatorEvents(serviceApplyReview, "REJECTED")).toEqual([]);
    expect(operatorEvents(verifyMachine, "PENDING")).toEqual(["approve", "reject"]);
    expect(operatorEvents(verifyMachine, "APPROVED")).toEqual([]);
    expect(operatorEvents(verifyMachine, "NONE")).toEqual([]);
  });
  it("ID card numbers are checked (GB 11643-1999)", () => {
    expect(isValidIdCard("370102197803150015")).toBe(true);
    expect(isValidIdCard("370102197803150016")).toBe(false);
    expect(isValidIdCard("370102197802300015")).toBe(false);
    expect(isValidIdCard("37010219780315001")).toBe(false);
  });
});

describe("service applications", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const solo = await loginAs(t, "solo");
  const operator = await loginAs(t, "oper");
  const admin = await loginAs(t, "aadmin");
  const proof = await fakeUpload(db, "p-solo", "p-solo");
  const apply = {
    kind: "EXPERT" as const,
    realName: "个人买家",
    idCardNo: "370102197803150015",
    specialty: "蛋鸡疫病防治",
    organization: "某畜牧站",
    title: "兽医师",
    years: 12,
    serviceAreaCode: "370102",
    intro: '<p>从事蛋鸡防疫十余年。</p><script>alert("x")</script><img src=x onerror="alert(1)">',
    materials: [proof],
  };

  it("a person applies with their own proof files; the introduction is sanitised", async () => {
    const r = await t.ok(org.applyService, apply, { ticket: solo });
    expect(r.status).toBe("PENDING");
    const [mine] = await t.ok(org.myServiceApplies, {}, { ticket: solo });
    expect(mine).toMatchObject({ id: r.id, kind: "EXPERT", status: "PENDING", idCardNo: "370***********0015", serviceAreaName: "山东省济南市历下区" });
    expect(mine.intro).toContain("<p>从事蛋鸡防疫十余年。</p>");
    expect(mine.intro).not.toMatch(/<script|onerror/);
    expect(mine.materials.map((m) => m.fileId)).toEqual([proof]);
  });

  it("not twice while waiting, and nobody else sees it", async () => {
    expectCode(await t.call(org.applyService, apply, { ticket: solo }), Codes.CONFLICT);
    const otherPerson = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: admin })).ticket;
    expect(await t.ok(org.myServiceApplies, {}, { ticket: otherPerson })).toEqual([]);
  });

  it("names the bad field", async () => {
    expectCode(await t.call(org.applyService, { ...apply, kind: "SERVICE_PROVIDER", idCardNo: "370102197803150016" }, { ticket: solo }), Codes.VALIDATION, "idCardNo");
    expectCode(await t.call(org.applyService, { ...apply, kind: "SERVICE_PROVIDER", materials: [] }, { ticket: solo }), Codes.VALIDATION, "materials");
    expectCode(await t.call(org.applyService, { ...apply, kind: "SERVICE_PROVIDER", serviceAreaCode: "999999" }, { ticket: solo }), Codes.VALIDATION, "serviceAreaCode");
    const foreign = await fakeUpload(db, "p-b-admin", "ent-b");
    expectCode(await t.call(org.applyService, { ...apply, kind: "SERVICE_PROVIDER", materials: [foreign] }, { ticket: solo }), Codes.VALIDATION, "materials");
    expectCode(await t.call(org.applyService, { ...apply, kind: "VET" as never }, { ticket: solo }), Codes.VALIDATION, "kind");
  });

  it("only in one's own name, not when already holding the role, and not anonymously", async () => {
    const asEnterprise = (await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: await loginAs(t, "aadmin") })).ticket;
    expectCode(await t.call(org.applyService, { ...apply, materials: [await fakeUpload(db, "p-a-admin", "ent-a")] }, { ticket: asEnterprise }), Codes.CONFLICT);
    await createPerson(db, { id: "p-exp", loginName: "exp", mobile: "13911110020", password: "Exp@20260", name: "专家", roles: ["EXPERT"] });
    const exp = await t.login("exp", "Exp@20260");
    expectCode(await t.call(org.applyService, { ...apply, materials: [await fakeUpload(db, "p-exp", "p-exp")] }, { ticket: exp }), Codes.CONFLICT);
    expectCode(await t.call(org.applyService, apply), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.myServiceApplies, {}), Codes.NOT_LOGGED_IN);
  });

  it("a rejected application is corrected and resubmitted; approval grants the role", async () => {
    const [mine] = await t.ok(org.myServiceApplies, {}, { ticket: solo });
    await t.ok(adminConsole.rejectServiceApply, { id: mine.id, reason: "请补充职称证书" }, { ticket: operator });
    const [rejected] = await t.ok(org.myServiceApplies, {}, { ticket: solo });
    expect([rejected.status, rejected.rejectReason]).toEqual(["REJECTED", "请补充职称证书"]);
    const again = await t.ok(org.applyService, { ...apply, title: "高级兽医师" }, { ticket: solo });
    expect(again).toEqual({ id: mine.id, status: "PENDING" });
    const [pending] = await t.ok(org.myServiceApplies, {}, { ticket: solo });
    expect([pending.title, pending.rejectReason]).toEqual(["高级兽医师", null]);
    expect((await t.ok(identity.judgeAuth, { funcCode: "farmingBaike.expert.answer" }, { ticket: solo })).allowed).toBe(false);
    await t.ok(adminConsole.approveServiceApply, { id: mine.id }, { ticket: operator });
    expect((await t.ok(identity.judgeAuth, { funcCode: "farmingBaike.expert.answer" }, { ticket: solo })).allowed).toBe(true);
    const log = await db.select().from(stateHistory).where(eq(stateHistory.entityId, mine.id)).orderBy(stateHistory.seq);
    expect(log.map((l) => [l.entityKind, l.fromState, l.event, l.toState, l.actorKind, l.reason])).toEqual([
      ["SERVICE_APPLY", null, "submit", "PENDING", "MEMBER", null],
      ["SERVICE_APPLY", "PENDING", "reject", "REJECTED", "OPERATOR", "请补充职称证书"],
      ["SERVICE_APPLY", "REJECTED", "submit", "PENDING", "MEMBER", null],
      ["SERVICE_APPLY", "PENDING", "approve", "APPROVED", "OPERATOR", null],
    ]);
    expectCode(await t.call(org.applyService, apply, { ticket: solo }), Codes.CONFLICT);
  });
});
