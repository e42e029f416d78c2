import { Codes, identity, org, passwordLink } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { PERSON_DEFAULT_ROLES } from "../identity";
import { member, memberEmployee, memberLogin, memberRole } from "../identity/schema";
import { lastSms as lastSmsIn } from "../sms/test-phone";
import { expectCode, loginAs, seedOrgs } from "./test-fixtures";

describe("identities and switching", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);

  it("lists the person's identities: themselves, then each enterprise they work for", async () => {
    const ticket = await loginAs(t, "aadmin");
    const list = await t.ok(org.myIdentities, {}, { ticket });
    expect(list.map((i) => [i.boId, i.boType, i.current, i.isAdmin])).toEqual([
      ["p-a-admin", "PERSON", false, false],
      ["ent-a", "ENTERPRISE", true, true],
    ]);
    expect(list[1].roles.map((r) => r.code)).toEqual(["ENTERPRISE_ADMIN"]);
    expect(list[0].roles.map((r) => r.code)).toEqual(["BUYER"]);
  });

  it("anonymous callers are asked to log in", async () => {
    expectCode(await t.call(org.myIdentities, {}), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.switchIdentity, { boId: "ent-a" }), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.staffInfo, {}), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.leaveEmployer, { id: "x" }), Codes.NOT_LOGGED_IN);
  });

  it("switching issues a new ticket and cookie for the chosen identity and ends the old ticket", async () => {
    const old = await loginAs(t, "aadmin");
    const r = await t.call(org.switchIdentity, { boId: "p-a-admin" }, { ticket: old });
    expectCode(r, "0");
    expect(r.data.userInfo).toMatchObject({ boId: "p-a-admin", boType: "PERSON", employeeId: null, roles: ["BUYER"] });
    expect(([] as string[]).concat(r.headers["set-cookie"] ?? []).join(";")).toContain(`${t.config.APP_CODE}Ticket=${r.data.ticket}`);
    expectCode(await t.call(identity.memberByToken, {}, { ticket: old }), Codes.TICKET_INVALID);
    const me = await t.ok(identity.memberByToken, {}, { ticket: r.data.ticket });
    expect(me.boId).toBe("p-a-admin");
    // remembered: the next login acts as the person again; switching back works too
    const next = await t.ok(identity.login, { loginName: "aadmin", password: "Aadmin@2026" });
    expect(next.userInfo.boId).toBe("p-a-admin");
    const back = await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: next.ticket });
    expect(back.userInfo).toMatchObject({ boId: "ent-a", boType: "ENTERPRISE", roles: ["ENTERPRISE_ADMIN"] });
  });

  it("cannot switch to an enterprise the person does not work for (or no longer works for)", async () => {
    const ticket = await loginAs(t, "aadmin");
    expectCode(await t.call(org.switchIdentity, { boId: "ent-b" }, { ticket }), Codes.NOT_FOUND);
    await db.update(memberEmployee).set({ status: "DISABLED" }).where(eq(memberEmployee.id, "ent-a-p-a-sales"));
    const sales = await t.login("asales", "Asales@2026");
    expectCode(await t.call(org.switchIdentity, { boId: "ent-a" }, { ticket: sales }), Codes.NOT_FOUND);
    await db.update(memberEmployee).set({ status: "ACTIVE" }).where(eq(memberEmployee.id, "ent-a-p-a-sales"));
  });

  it("names the bad field", async () => {
    const ticket = await loginAs(t, "aadmin");
    expectCode(await t.call(org.switchIdentity, { boId: "" }, { ticket }), Codes.VALIDATION, "boId");
    expectCode(await t.call(org.leaveEmployer, { id: "" }, { ticket }), Codes.VALIDATION, "id");
  });

  it("staff info is the current identity's employee record, or null for the person", async () => {
    const sales = (await t.ok(org.switchIdentity, { boId: "ent-a" }, { ticket: await loginAs(t, "asales") })).ticket;
    const s = await t.ok(org.staffInfo, {}, { ticket: sales });
    expect(s).toMatchObject({ employeeId: "ent-a-p-a-sales", boId: "ent-a", boName: "甲禽业有限公司", mobile: "139****0002", isAdmin: false });
    expect(s!.roles.map((r) => r.code)).toEqual(["EMP_SALES"]);
    expect(await t.ok(org.staffInfo, {}, { ticket: await loginAs(t, "solo") })).toBeNull();
  });
});

describe("employees", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const admin = await loginAs(t, "aadmin");
  const otherAdmin = await loginAs(t, "badmin");
  const sales = await loginAs(t, "asales");
  const lastSms = (mobile: string) => Promise.resolve(lastSmsIn(t.config, mobile));
  /** Follows the set-password link in the newest SMS to `mobile`, setting `password`. */
  const setPasswordFromSms = async (mobile: string, password = "Employee@2026") => {
    const token = /\/user\/setPassword#t=([A-Za-z0-9_-]+)/.exec((await lastSms(mobile)).content)![1];
    await t.ok(passwordLink.setPassword, { token, password });
    return password;
  };

  it("lists the enterprise's employees, admins first, with search, status filter and paging", async () => {
    const page = await t.ok(org.employeePage, { pageNum: 1, pageSize: 10 }, { ticket: admin });
    expect(page.total).toBe(2);
    expect(page.list.map((e) => [e.name, e.isAdmin, e.isSelf])).toEqual([["甲管理员", true, true], ["甲销售", false, false]]);
    expect(page.list[1].roles.map((r) => r.code)).toEqual(["EMP_SALES"]);
    expect((await t.ok(org.employeePage, { keyword: "销售" }, { ticket: admin })).list.map((e) => e.name)).toEqual(["甲销售"]);
    expect((await t.ok(org.employeePage, { keyword: "10002" }, { ticket: admin })).total).toBe(1);
    expect((await t.ok(org.employeePage, { status: "DISABLED" }, { ticket: admin })).total).toBe(0);
    const p2 = await t.ok(org.employeePage, { pageNum: 2, pageSize: 1 }, { ticket: admin });
    expect([p2.total, p2.list.length, p2.list[0].name]).toEqual([2, 1, "甲销售"]);
  });

  it("another enterprise's admin sees only their own employees", async () => {
    const page = await t.ok(org.employeePage, {}, { ticket: otherAdmin });
    expect(page.list.map((e) => e.boId)).toEqual(["ent-b"]);
    expectCode(await t.call(org.employeeById, { id: "ent-a-p-a-sales" }, { ticket: otherAdmin }), Codes.NOT_FOUND);
  });

  it("employees without the function, anonymous callers and bad input are refused", async () => {
    for (const [def, input] of [
      [org.employeePage, {}],
      [org.employeeById, { id: "ent-a-p-a-sales" }],
      [org.saveEmployee, { mobile: "13911119999", name: "x", roleCodes: ["EMP_SALES"] }],
      [org.removeEmployee, { id: "ent-a-p-a-admin" }],
      [org.assignableRoles, {}],
    ] as const) {
      expectCode(await t.call(def, input as never, { ticket: sales }), Codes.FORBIDDEN);
      expectCode(await t.call(def, input as never), Codes.NOT_LOGGED_IN);
    }
    expectCode(await t.call(org.employeePage, { pageSize: 1000 }, { ticket: admin }), Codes.VALIDATION, "pageSize");
    expectCode(await t.call(org.employeeById, { id: "" }, { ticket: admin }), Codes.VALIDATION, "id");
    expectCode(await t.call(org.removeEmployee, { id: "" }, { ticket: admin }), Codes.VALIDATION, "id");
  });

  it("shows one employee with roles", async () => {
    const e = await t.ok(org.employeeById, { id: "ent-a-p-a-sales" }, { ticket: admin });
    expect(e).toMatchObject({ name: "甲销售", mobile: "13911110002", loginName: "asales", status: "ACTIVE", isSelf: false });
  });

  it("assignable roles are the enterprise roles only, with the pages they open", async () => {
    const roles = await t.ok(org.assignableRoles, { systemId: t.config.SITE_CODE }, { ticket: admin });
    expect(roles.map((r) => r.code)).toEqual(["ENTERPRISE_ADMIN", "EMP_SALES", "EMP_PURCHASE", "EMP_FINANCE", "EMP_LOGISTICS", "EMP_FARM"]);
    const salesRole = roles.find((r) => r.code === "EMP_SALES")!;
    expect(salesRole.description).toBeTruthy();
    expect(salesRole.funcs.map((f) => f.path)).toContain("/transaction/orderManage");
    expect(salesRole.funcs.map((f) => f.path)).not.toContain("/setup/member");
    expectCode(await t.call(org.assignableRoles, { systemId: "NOPE" }, { ticket: admin }), Codes.VALIDATION, "systemId");
  });

  it("adding a new mobile opens an account, texts a set-password link, and the employee logs in as the enterprise", async () => {
    const r = await t.ok(org.saveEmployee, { mobile: "13911112001", name: "新财务", roleCodes: ["EMP_FINANCE"] }, { ticket: admin });
    expect(r.accountCreated).toBe(true);
    const sms = await lastSms("13911112001");
    expect(sms.purpose).toBe("EMPLOYEE_ACCOUNT");
    expect(sms.content).toContain("甲禽业有限公司");
    expect(sms.content).not.toMatch(/初始密码/);
    const password = await setPasswordFromSms("13911112001");
    const login = await t.ok(identity.login, { loginName: "13911112001", password });
    expect(login.userInfo).toMatchObject({ boId: "ent-a", employeeId: r.id, roles: ["EMP_FINANCE"], loginName: "13911112001" });
    expect(login.mustChangePassword).toBe(false);
    expect((await t.ok(identity.judgeAuth, { funcCode: "financial.account.balance" }, { ticket: login.ticket })).allowed).toBe(true);
    expect((await t.ok(identity.judgeAuth, { funcCode: "setup.org.member" }, { ticket: login.ticket })).allowed).toBe(false);
    // their own identity is a personal account like a registered one: the same personal roles (identity's openAccount)
    const ids = await t.ok(org.myIdentities, {}, { ticket: login.ticket });
    expect(ids[0].roles.map((x) => x.code)).toEqual([...PERSON_DEFAULT_ROLES]);
  });

  it("adding an existing person links their account and notifies them", async () => {
    const r = await t.ok(org.saveEmployee, { mobile: "13911110005", name: "个人转员工", roleCodes: ["EMP_PURCHASE"] }, { ticket: admin });
    expect(r.accountCreated).toBe(false);
    expect((await lastSms("13911110005")).purpose).toBe("EMPLOYEE_ADDED");
    const solo = await loginAs(t, "solo");
    const ids = await t.ok(org.myIdentities, {}, { ticket: solo });
    expect(ids.map((i) => i.boId)).toEqual(["p-solo", "ent-a"]);
    expectCode(await t.call(org.saveEmployee, { mobile: "13911110005", name: "重复", roleCodes: ["EMP_SALES"] }, { ticket: admin }), Codes.CONFLICT);
  });

  it("only enterprise roles can be given, and a mobile is needed to add", async () => {
    for (const roleCodes of [["BUYER"], ["OPERATOR"], ["NOPE"], []]) {
      expectCode(await t.call(org.saveEmployee, { mobile: "13911112002", name: "x", roleCodes }, { ticket: admin }), Codes.VALIDATION, "roleCodes");
    }
    expectCode(await t.call(org.saveEmployee, { name: "x", roleCodes: ["EMP_SALES"] }, { ticket: admin }), Codes.VALIDATION, "mobile");
    expectCode(await t.call(org.saveEmployee, { mobile: "12345", name: "x", roleCodes: ["EMP_SALES"] }, { ticket: admin }), Codes.VALIDATION, "mobile");
    expectCode(await t.call(org.saveEmployee, { mobile: "13911112002", name: "", roleCodes: ["EMP_SALES"] }, { ticket: admin }), Codes.VALIDATION, "name");
    expect(await db.select().from(memberLogin).where(eq(memberLogin.mobile, "13911112002"))).toHaveLength(0);
  });

  it("an enterprise waiting for verification cannot add employees yet", async () => {
    const pendingAdmin = await loginAs(t, "cadmin");
    // a never-approved enterprise's admin logs in as the person and cannot switch into it
    expect((await t.ok(identity.memberByToken, {}, { ticket: pendingAdmin })).boId).toBe("p-c-admin");
    expectCode(await t.call(org.switchIdentity, { boId: "ent-c" }, { ticket: pendingAdmin }), Codes.CONFLICT);
    expectCode(await t.call(org.saveEmployee, { mobile: "13911112003", name: "x", roleCodes: ["EMP_SALES"] }, { ticket: pendingAdmin }), Codes.FORBIDDEN);
  });

  it("changing roles takes effect on the employee's next call; disabling ends their session", async () => {
    const ticket = await loginAs(t, "asales");
    expect((await t.ok(identity.judgeAuth, { funcCode: "financial.account.balance" }, { ticket })).allowed).toBe(false);
    await t.ok(org.saveEmployee, { id: "ent-a-p-a-sales", name: "甲销售", roleCodes: ["EMP_SALES", "EMP_FINANCE"] }, { ticket: admin });
    expect((await t.ok(identity.judgeAuth, { funcCode: "financial.account.balance" }, { ticket })).allowed).toBe(true);
    await t.ok(org.saveEmployee, { id: "ent-a-p-a-sales", name: "甲销售", roleCodes: ["EMP_SALES"], status: "DISABLED" }, { ticket: admin });
    expectCode(await t.call(identity.memberByToken, {}, { ticket }), Codes.TICKET_INVALID);
    await t.ok(org.saveEmployee, { id: "ent-a-p-a-sales", name: "甲销售", roleCodes: ["EMP_SALES"], status: "ACTIVE" }, { ticket: admin });
  });

  it("an employee's mobile does not change; an admin cannot disable themselves or drop their own admin role", async () => {
    expectCode(
      await t.call(org.saveEmployee, { id: "ent-a-p-a-sales", mobile: "13911119998", name: "甲销售", roleCodes: ["EMP_SALES"] }, { ticket: admin }),
      Codes.VALIDATION,
      "mobile",
    );
    expectCode(await t.call(org.saveEmployee, { id: "ent-a-p-a-admin", name: "甲管理员", roleCodes: ["ENTERPRISE_ADMIN"], status: "DISABLED" }, { ticket: admin }), Codes.VALIDATION, "status");
    expectCode(await t.call(org.saveEmployee, { id: "ent-a-p-a-admin", name: "甲管理员", roleCodes: ["EMP_SALES"] }, { ticket: admin }), Codes.VALIDATION, "roleCodes");
  });

  it("another enterprise's admin can neither change nor remove this enterprise's employees", async () => {
    expectCode(await t.call(org.saveEmployee, { id: "ent-a-p-a-sales", name: "改名", roleCodes: ["EMP_FARM"] }, { ticket: otherAdmin }), Codes.NOT_FOUND);
    expectCode(await t.call(org.removeEmployee, { id: "ent-a-p-a-sales" }, { ticket: otherAdmin }), Codes.NOT_FOUND);
    const [e] = await db.select().from(memberEmployee).where(eq(memberEmployee.id, "ent-a-p-a-sales"));
    expect(e.name).toBe("甲销售");
    const roles = await db.select().from(memberRole).where(and(eq(memberRole.memberId, "p-a-sales"), eq(memberRole.boId, "ent-a")));
    expect(roles.map((r) => r.roleCode)).toEqual(["EMP_SALES"]);
  });

  it("two admins adding the same new mobile at once create one account and one employee", async () => {
    const results = await Promise.all(
      [admin, admin, admin].map((ticket) => t.call(org.saveEmployee, { mobile: "13911112010", name: "并发", roleCodes: ["EMP_FARM"] }, { ticket })),
    );
    expect(results.filter((r) => r.code === "0")).toHaveLength(1);
    expect(results.filter((r) => r.code === Codes.CONFLICT)).toHaveLength(2);
    expect(await db.select().from(memberLogin).where(eq(memberLogin.mobile, "13911112010"))).toHaveLength(1);
    expect(await db.select().from(member).where(eq(member.mobile, "13911112010"))).toHaveLength(1);
  });

  it("removing an employee ends their enterprise identity; an admin cannot remove themselves", async () => {
    const added = await t.ok(org.saveEmployee, { mobile: "13911112020", name: "待删除", roleCodes: ["EMP_SALES"] }, { ticket: admin });
    const password = await setPasswordFromSms("13911112020");
    const ticket = await t.login("13911112020", password);
    await t.ok(org.removeEmployee, { id: added.id }, { ticket: admin });
    expectCode(await t.call(identity.memberByToken, {}, { ticket }), Codes.TICKET_INVALID);
    expectCode(await t.call(org.employeeById, { id: added.id }, { ticket: admin }), Codes.NOT_FOUND);
    // the person keeps their own account and logs in as themselves
    expect((await t.ok(identity.login, { loginName: "13911112020", password })).userInfo.boType).toBe("PERSON");
    expectCode(await t.call(org.removeEmployee, { id: "ent-a-p-a-admin" }, { ticket: admin }), Codes.VALIDATION, "id");
  });

  it("two admins removing each other at once leave exactly one admin", async () => {
    const second = await t.ok(org.saveEmployee, { mobile: "13911112030", name: "副管理员", roleCodes: ["ENTERPRISE_ADMIN"] }, { ticket: admin });
    const password = await setPasswordFromSms("13911112030");
    const secondTicket = await t.login("13911112030", password);
    const [a, b] = await Promise.all([
      t.call(org.removeEmployee, { id: second.id }, { ticket: admin }),
      t.call(org.removeEmployee, { id: "ent-a-p-a-admin" }, { ticket: secondTicket }),
    ]);
    expect([a.code, b.code].filter((c) => c === "0")).toHaveLength(1);
    // the loser is refused: either its target is the last admin, or its own admin identity is gone
    expect([Codes.VALIDATION, Codes.TICKET_INVALID]).toContain([a.code, b.code].find((c) => c !== "0"));
    const admins = await db.select().from(memberEmployee).where(and(eq(memberEmployee.boId, "ent-a"), eq(memberEmployee.isAdmin, 1)));
    expect(admins).toHaveLength(1);
  });
});

describe("leaving an enterprise", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const admin = await loginAs(t, "aadmin");
  await t.ok(org.saveEmployee, { mobile: "13911110005", name: "个人转员工", roleCodes: ["EMP_PURCHASE"] }, { ticket: admin });

  it("a person leaves an enterprise from another identity", async () => {
    const asEmployee = await loginAs(t, "solo");
    const ids = await t.ok(org.myIdentities, {}, { ticket: asEmployee });
    const job = ids.find((i) => i.boId === "ent-a")!;
    expect(ids.find((i) => i.current)!.boId).toBe("ent-a");
    expectCode(await t.call(org.leaveEmployer, { id: job.employeeId! }, { ticket: asEmployee }), Codes.CONFLICT);
    const solo = (await t.ok(org.switchIdentity, { boId: "p-solo" }, { ticket: asEmployee })).ticket;
    await t.ok(org.leaveEmployer, { id: job.employeeId! }, { ticket: solo });
    expect((await t.ok(org.myIdentities, {}, { ticket: solo })).map((i) => i.boId)).toEqual(["p-solo"]);
    expect(await db.select().from(memberRole).where(and(eq(memberRole.memberId, "p-solo"), eq(memberRole.boId, "ent-a")))).toHaveLength(0);
  });

  it("not while acting as that enterprise, not someone else's record, and not as its only admin", async () => {
    const sales = await loginAs(t, "asales");
    expectCode(await t.call(org.leaveEmployer, { id: "ent-a-p-a-sales" }, { ticket: sales }), Codes.CONFLICT);
    expectCode(await t.call(org.leaveEmployer, { id: "ent-a-p-a-admin" }, { ticket: sales }), Codes.NOT_FOUND);
    const personal = (await t.ok(org.switchIdentity, { boId: "p-a-admin" }, { ticket: admin })).ticket;
    expectCode(await t.call(org.leaveEmployer, { id: "ent-a-p-a-admin" }, { ticket: personal }), Codes.CONFLICT);
    expect(await db.select().from(memberEmployee).where(eq(memberEmployee.id, "ent-a-p-a-admin"))).toHaveLength(1);
  });
});
