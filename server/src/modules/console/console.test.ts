import { account, adminConsole, Codes, org, type CallDef } from "@qinlian/contract";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { job } from "../../kit/jobs/schema";
import { createTestApp } from "../../testing/harness";
import { member } from "../identity/schema";
import { expectCode, fakeUpload, loginAs, seedOrgs } from "../org/test-fixtures";
import { smsOutbox } from "../sms/schema";
import { startOfChinaDay } from "./ops";

describe("operator console", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const op = await loginAs(t, "oper");
  const admin = await loginAs(t, "aadmin");
  // the admin of an enterprise waiting for verification acts as themselves until it is approved
  const pendingAdmin = await loginAs(t, "cadmin");
  const stateOf = async (id: string) => (await db.select({ s: member.verifyState }).from(member).where(eq(member.id, id)))[0].s;

  it("every console call refuses anonymous callers and members without the operator's functions", async () => {
    const calls: [CallDef, object][] = [
      [adminConsole.overview, {}],
      [adminConsole.enterprisePage, {}],
      [adminConsole.enterpriseDetail, { memberId: "ent-c" }],
      [adminConsole.approveEnterprise, { memberId: "ent-c" }],
      [adminConsole.rejectEnterprise, { memberId: "ent-c", reason: "x" }],
      [adminConsole.serviceApplyPage, {}],
      [adminConsole.serviceApplyDetail, { id: "x" }],
      [adminConsole.approveServiceApply, { id: "x" }],
      [adminConsole.rejectServiceApply, { id: "x", reason: "x" }],
      [adminConsole.smsPage, {}],
      [adminConsole.memberPage, {}],
      [adminConsole.jobsOverview, {}],
      [adminConsole.shopQueue, {}],
      [adminConsole.shopDetail, { shopId: "x" }],
      [adminConsole.shopApprove, { shopId: "x" }],
      [adminConsole.shopReject, { shopId: "x", reason: "x" }],
      [adminConsole.goodsQueue, {}],
      [adminConsole.goodsDetail, { goodsId: "x" }],
      [adminConsole.goodsApprove, { goodsIds: ["x"] }],
      [adminConsole.goodsReject, { goodsId: "x", reason: "x" }],
      [adminConsole.goodsTakeDown, { goodsId: "x", reason: "x" }],
      [adminConsole.advertSlots, {}],
    ];
    expect(calls).toHaveLength(Object.keys(adminConsole).length);
    for (const [def, input] of calls) {
      expectCode(await t.call(def, input), Codes.NOT_LOGGED_IN);
      expectCode(await t.call(def, input, { ticket: admin }), Codes.FORBIDDEN);
    }
    expect(await stateOf("ent-c")).toBe("PENDING");
  });

  it("the verification queue lists by state, oldest pending first, with search and paging", async () => {
    const pending = await t.ok(adminConsole.enterprisePage, { state: "PENDING" }, { ticket: op });
    expect(pending.list.map((e) => [e.memberId, e.adminName])).toEqual([["ent-c", "丙管理员"]]);
    const all = await t.ok(adminConsole.enterprisePage, { pageSize: 2 }, { ticket: op });
    expect([all.total, all.list.length]).toEqual([3, 2]);
    expect((await t.ok(adminConsole.enterprisePage, { keyword: "91370100MA3D8N2K49" }, { ticket: op })).list.map((e) => e.memberId)).toEqual(["ent-b"]);
    expectCode(await t.call(adminConsole.enterprisePage, { state: "DONE" as never }, { ticket: op }), Codes.VALIDATION, "state");
  });

  it("shows an enterprise with its admins, the operator's possible decisions and history", async () => {
    const d = await t.ok(adminConsole.enterpriseDetail, { memberId: "ent-c" }, { ticket: op });
    expect(d).toMatchObject({ name: "丙合作社", verifyState: "PENDING", events: ["approve", "reject"], employeeCount: 1 });
    expect(d.admins).toEqual([{ name: "丙管理员", mobile: "13911110004" }]);
    expectCode(await t.call(adminConsole.enterpriseDetail, { memberId: "nope" }, { ticket: op }), Codes.NOT_FOUND);
    expectCode(await t.call(adminConsole.enterpriseDetail, { memberId: "" }, { ticket: op }), Codes.VALIDATION, "memberId");
  });

  it("a rejection needs a reason, is told by SMS, and the applicant resubmits the application", async () => {
    expectCode(await t.call(adminConsole.rejectEnterprise, { memberId: "ent-c", reason: " " }, { ticket: op }), Codes.VALIDATION, "reason");
    const r = await t.ok(adminConsole.rejectEnterprise, { memberId: "ent-c", reason: "营业执照照片不清晰" }, { ticket: op });
    expect(r).toEqual({ memberId: "ent-c", verifyState: "REJECTED" });
    const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13911110004")).orderBy(desc(smsOutbox.createdAt)).limit(1);
    expect(sms.content).toContain("营业执照照片不清晰");
    const info = (await t.ok(account.myEnterpriseApply, {}, { ticket: pendingAdmin }))!;
    expect([info.memberId, info.verifyState, info.rejectReason]).toEqual(["ent-c", "REJECTED", "营业执照照片不清晰"]);
    expectCode(await t.call(adminConsole.approveEnterprise, { memberId: "ent-c" }, { ticket: op }), Codes.CONFLICT);
    const licence = await fakeUpload(db, "p-c-admin", "p-c-admin");
    const resubmitted = await t.ok(
      account.registerEnterprise,
      {
        name: info.name,
        creditCode: info.creditCode,
        legalPerson: info.legalPerson,
        enterpriseType: info.enterpriseType ?? "FARM",
        licenceFileId: licence,
        contactName: info.contactName,
        contactMobile: info.contactMobile,
        areaCode: info.areaCode ?? "370102",
        address: info.address ?? "经十路 100 号",
      },
      { ticket: pendingAdmin },
    );
    expect(resubmitted.verifyState).toBe("PENDING");
    const d = await t.ok(adminConsole.enterpriseDetail, { memberId: "ent-c" }, { ticket: op });
    expect(d.history.map((h) => [h.event, h.fromState, h.toState, h.actorName])).toEqual([
      ["reject", "PENDING", "REJECTED", "运营"],
      ["submit", "REJECTED", "PENDING", "丙管理员"],
    ]);
  });

  it("approve and reject at the same moment: exactly one decision is taken", async () => {
    const results = await Promise.all([
      t.call(adminConsole.approveEnterprise, { memberId: "ent-c" }, { ticket: op }),
      t.call(adminConsole.rejectEnterprise, { memberId: "ent-c", reason: "重复" }, { ticket: op }),
      t.call(adminConsole.approveEnterprise, { memberId: "ent-c" }, { ticket: op }),
    ]);
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect(results.filter((r) => r.code === Codes.CONFLICT)).toHaveLength(2);
    const winner = results.find((r) => r.code === "0")!.data.verifyState;
    expect(await stateOf("ent-c")).toBe(winner);
    const d = await t.ok(adminConsole.enterpriseDetail, { memberId: "ent-c" }, { ticket: op });
    expect(d.history).toHaveLength(3);
    expect(d.events).toEqual([]);
  });

  it("approving lets the enterprise add employees", async () => {
    if ((await stateOf("ent-c")) !== "APPROVED") {
      await db.update(member).set({ verifyState: "PENDING" }).where(eq(member.id, "ent-c"));
      await t.ok(adminConsole.approveEnterprise, { memberId: "ent-c" }, { ticket: op });
    }
    expect((await t.ok(adminConsole.overview, {}, { ticket: op })).pendingEnterprises).toBe(0);
    // approved: the admin's next login acts as the enterprise
    const approvedAdmin = await loginAs(t, "cadmin");
    await t.ok(org.saveEmployee, { mobile: "13911113001", name: "丙员工", roleCodes: ["EMP_FARM"] }, { ticket: approvedAdmin });
  });

  it("the service application queue: list, detail in full, decide", async () => {
    const solo = await loginAs(t, "solo");
    const applied = await t.ok(
      org.applyService,
      {
        kind: "SERVICE_PROVIDER",
        realName: "个人买家",
        idCardNo: "371302198511204516",
        specialty: "禽舍消毒",
        years: 5,
        serviceAreaCode: "371302",
        intro: "<p>提供禽舍消毒服务。</p>",
        materials: [await fakeUpload(db, "p-solo", "p-solo")],
      },
      { ticket: solo },
    );
    const page = await t.ok(adminConsole.serviceApplyPage, { state: "PENDING", kind: "SERVICE_PROVIDER", keyword: "消毒" }, { ticket: op });
    expect(page.list.map((a) => [a.id, a.memberName])).toEqual([[applied.id, "个人买家"]]);
    const d = await t.ok(adminConsole.serviceApplyDetail, { id: applied.id }, { ticket: op });
    expect(d).toMatchObject({ idCardNo: "371302198511204516", mobile: "13911110005", events: ["approve", "reject"] });
    expectCode(await t.call(adminConsole.serviceApplyDetail, { id: "nope" }, { ticket: op }), Codes.NOT_FOUND);
    expectCode(await t.call(adminConsole.rejectServiceApply, { id: applied.id, reason: "" }, { ticket: op }), Codes.VALIDATION, "reason");
    expect(await t.ok(adminConsole.approveServiceApply, { id: applied.id }, { ticket: op })).toEqual({ id: applied.id, status: "APPROVED" });
    expectCode(await t.call(adminConsole.rejectServiceApply, { id: applied.id, reason: "迟到的驳回" }, { ticket: op }), Codes.CONFLICT);
    expect((await t.ok(adminConsole.serviceApplyPage, { state: "APPROVED" }, { ticket: op })).total).toBe(1);
  });

  it("the SMS outbox: newest first, by part of a number or by purpose, paged", async () => {
    const byNumber = await t.ok(adminConsole.smsPage, { mobile: "1110004" }, { ticket: op });
    expect(byNumber.total).toBeGreaterThanOrEqual(2);
    expect(byNumber.list.every((s) => s.mobile === "13911110004")).toBe(true);
    expect(byNumber.list[0].createdAt >= byNumber.list[1].createdAt).toBe(true);
    const accounts = await t.ok(adminConsole.smsPage, { purpose: "EMPLOYEE_ACCOUNT", pageSize: 1 }, { ticket: op });
    // the set-password link's token is masked outside demo mode (sms-outbox.test.ts)
    expect(accounts.list[0].content).toMatch(/\/user\/setPassword#t=\*{8}$/);
    expect((await t.ok(adminConsole.smsPage, { mobile: "%" }, { ticket: op })).total).toBe(0);
    expectCode(await t.call(adminConsole.smsPage, { mobile: "139111100041234" }, { ticket: op }), Codes.VALIDATION, "mobile");
  });

  it("member search over persons and enterprises", async () => {
    const ents = await t.ok(adminConsole.memberPage, { type: "ENTERPRISE", pageSize: 50 }, { ticket: op });
    expect(ents.list.map((m) => m.id).sort()).toEqual(["ent-a", "ent-b", "ent-c"]);
    const a = ents.list.find((m) => m.id === "ent-a")!;
    expect([a.employeeCount, a.roles.sort()]).toEqual([2, ["EMP_SALES", "ENTERPRISE_ADMIN"]]);
    const found = await t.ok(adminConsole.memberPage, { keyword: "solo" }, { ticket: op });
    expect(found.list.map((m) => [m.id, m.loginName, m.roles.includes("SERVICE_PROVIDER")])).toEqual([["p-solo", "solo", true]]);
    expect((await t.ok(adminConsole.memberPage, { verifyState: "APPROVED", type: "ENTERPRISE" }, { ticket: op })).total).toBe(3);
  });

  it("names the bad field of the search calls", async () => {
    expectCode(await t.call(adminConsole.memberPage, { type: "ROBOT" as never }, { ticket: op }), Codes.VALIDATION, "type");
    expectCode(await t.call(adminConsole.jobsOverview, { pageSize: 0 }, { ticket: op }), Codes.VALIDATION, "pageSize");
    expectCode(await t.call(adminConsole.serviceApplyPage, { kind: "VET" as never }, { ticket: op }), Codes.VALIDATION, "kind");
    expectCode(await t.call(adminConsole.approveServiceApply, { id: "" }, { ticket: op }), Codes.VALIDATION, "id");
  });

  it("jobs: counts by kind and status, failed ones listed", async () => {
    await db.insert(job).values([
      { kind: "order-timeout", status: "done" },
      { kind: "order-timeout", status: "failed", attempts: 5, lastError: "订单不存在" },
      { kind: "weather-alert", status: "pending" },
    ]);
    const j = await t.ok(adminConsole.jobsOverview, {}, { ticket: op });
    expect(j.counts).toEqual([
      { kind: "order-timeout", status: "done", n: 1 },
      { kind: "order-timeout", status: "failed", n: 1 },
      { kind: "weather-alert", status: "pending", n: 1 },
    ]);
    expect(j.failed.list.map((x) => [x.kind, x.lastError])).toEqual([["order-timeout", "订单不存在"]]);
    expect((await t.ok(adminConsole.jobsOverview, { kind: "weather-alert" }, { ticket: op })).failed.total).toBe(0);
    expect((await t.ok(adminConsole.overview, {}, { ticket: op })).failedJobs).toBe(1);
  });

  it("counts today's SMS from midnight China time", () => {
    expect(startOfChinaDay(new Date("2026-03-01T15:59:00Z")).toISOString()).toBe("2026-02-28T16:00:00.000Z");
    expect(startOfChinaDay(new Date("2026-03-01T16:00:00Z")).toISOString()).toBe("2026-03-01T16:00:00.000Z");
  });
});
