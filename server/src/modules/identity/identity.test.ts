import { Codes, identity } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { member, memberEmployee, memberRole, memberTicket } from "./schema";
import { loginLock, setLoginLock } from "./test-support";
import { hashTicket } from "./tickets";

describe("login, tickets, logout", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-alice", loginName: "alice", mobile: "13900000011", password: "Alice@2026", name: "李爱丽", roles: ["BUYER", "FARMER"] });
  await createPerson(db, { id: "m-bob", loginName: "bob", mobile: "13900000012", password: "Bob@20260", name: "Bob", roles: ["BUYER"] });

  it("logs in by login name or mobile and returns the member's userInfo", async () => {
    for (const name of ["alice", "ALICE", "13900000011"]) {
      const r = await t.call(identity.login, { loginName: name, password: "Alice@2026" });
      expect(r.code).toBe("0");
      expect(r.data.userInfo).toMatchObject({ memberId: "m-alice", boId: "m-alice", boType: "PERSON", mobile: "139****0011" });
      expect(r.data.userInfo.roles.sort()).toEqual(["BUYER", "FARMER"]);
      expect(r.data.userInfo.systemId).toBe(t.config.SITE_CODE);
    }
  });

  it("issues a random ticket of at least 256 bits, stores only its hash, and sets HttpOnly cookies", async () => {
    const r = await t.call(identity.login, { loginName: "alice", password: "Alice@2026" });
    const ticket = r.data.ticket;
    expect(Buffer.from(ticket, "base64url").length).toBeGreaterThanOrEqual(32);
    const rows = await db.select().from(memberTicket).where(eq(memberTicket.tokenHash, hashTicket(ticket)));
    expect(rows).toHaveLength(1);
    const all = await db.select({ h: memberTicket.tokenHash }).from(memberTicket);
    expect(all.some((x) => x.h === ticket)).toBe(false);
    const cookies = ([] as string[]).concat(r.headers["set-cookie"] ?? []);
    expect(cookies.find((c) => c.startsWith(`${t.config.APP_CODE}Ticket=`))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith(`${t.config.APP_CODE}Login=1`))).not.toMatch(/HttpOnly/);
  });

  it("resolves the ticket from the header or the cookie", async () => {
    const ticket = await t.login("bob", "Bob@20260");
    expect((await t.call(identity.memberByToken, {}, { ticket })).data.memberId).toBe("m-bob");
    const viaCookie = await t.call(identity.memberByToken, {}, { headers: { cookie: `${t.config.APP_CODE}Ticket=${ticket}` } });
    expect(viaCookie.data.memberId).toBe("m-bob");
  });

  it("refuses a wrong password without saying which part was wrong", async () => {
    const a = await t.call(identity.login, { loginName: "alice", password: "nope" });
    const b = await t.call(identity.login, { loginName: "nobody", password: "nope" });
    expect(a.code).toBe(Codes.LOGIN_FAILED);
    expect(b.code).toBe(Codes.LOGIN_FAILED);
    expect(a.msg).toContain("账号或密码错误");
  });

  it("names the missing field", async () => {
    const r = await t.call(identity.login, { loginName: "alice", password: "" });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("password");
  });

  it("logout revokes the ticket and clears the cookie; the ticket no longer works", async () => {
    const ticket = await t.login("bob", "Bob@20260");
    const out = await t.call(identity.logout, {}, { ticket });
    expect(out.data.revoked).toBe(true);
    expect(([] as string[]).concat(out.headers["set-cookie"] ?? []).join(";")).toMatch(/QLTicket=;/);
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe(Codes.TICKET_INVALID);
    expect((await t.call(identity.logout, {}, { ticket })).data.revoked).toBe(false);
  });

  it("an expired ticket is refused with 001108", async () => {
    const ticket = await t.login("bob", "Bob@20260");
    await db.update(memberTicket).set({ idleExpiresAt: new Date(Date.now() - 1000) }).where(eq(memberTicket.tokenHash, hashTicket(ticket)));
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe(Codes.TICKET_INVALID);
  });

  it("slides the idle expiry forward when the ticket is used, never past the hard expiry", async () => {
    const ticket = await t.login("bob", "Bob@20260");
    const h = hashTicket(ticket);
    const soon = new Date(Date.now() + 60_000);
    await db.update(memberTicket).set({ idleExpiresAt: soon, lastSeenAt: new Date(Date.now() - 10 * 60_000) }).where(eq(memberTicket.tokenHash, h));
    await t.ok(identity.memberByToken, {}, { ticket });
    const [row] = await db.select().from(memberTicket).where(eq(memberTicket.tokenHash, h));
    expect(row.idleExpiresAt.getTime()).toBeGreaterThan(soon.getTime() + 3_600_000);
    expect(row.idleExpiresAt.getTime()).toBeLessThanOrEqual(row.hardExpiresAt.getTime());
  });

  it("a disabled member's ticket stops working and they cannot log in", async () => {
    await createPerson(db, { id: "m-dan", loginName: "dan", mobile: "13900000013", password: "Dan@20260", name: "Dan", roles: [] });
    const ticket = await t.login("dan", "Dan@20260");
    await db.update(member).set({ status: "DISABLED" }).where(eq(member.id, "m-dan"));
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe(Codes.TICKET_INVALID);
    expect((await t.call(identity.login, { loginName: "dan", password: "Dan@20260" })).code).toBe(Codes.ACCOUNT_DISABLED);
  });

  it("locks the account for 15 minutes after 5 wrong passwords in a row", async () => {
    await createPerson(db, { id: "m-eve", loginName: "eve", mobile: "13900000014", password: "Eve@20260", name: "Eve", roles: [] });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await t.call(identity.login, { loginName: "eve", password: "wrong" })).code);
    expect(codes).toEqual([...Array<string>(4).fill(Codes.LOGIN_FAILED), Codes.ACCOUNT_LOCKED]);
    const right = await t.call(identity.login, { loginName: "eve", password: "Eve@20260" });
    expect(right.code).toBe(Codes.ACCOUNT_LOCKED);
    const minutes = ((await loginLock(t, "m-eve"))!.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    await setLoginLock(t, "m-eve", new Date(Date.now() - 1));
    expect((await t.call(identity.login, { loginName: "eve", password: "Eve@20260" })).code).toBe("0");
  });

  it("counts concurrent wrong passwords without losing any", async () => {
    await createPerson(db, { id: "m-fay", loginName: "fay", mobile: "13900000015", password: "Fay@20260", name: "Fay", roles: [] });
    const results = await Promise.all(Array.from({ length: 5 }, () => t.call(identity.login, { loginName: "fay", password: "bad" })));
    expect(results.map((r) => r.code)).toContain(Codes.ACCOUNT_LOCKED);
  });
});

describe("identities, menus and functions", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-op", loginName: "op", mobile: "13900000021", password: "Oper@2026", name: "运营", roles: ["OPERATOR"] });
  await createPerson(db, { id: "m-buyer", loginName: "buyer1", mobile: "13900000022", password: "Buyer@2026", name: "买家", roles: ["BUYER"] });
  await createPerson(db, { id: "m-staff", loginName: "staff", mobile: "13900000023", password: "Staff@2026", name: "员工", roles: [] });
  await db.insert(member).values({ id: "e-corp", type: "ENTERPRISE", name: "鲁禽农牧有限公司", verifyState: "APPROVED" });
  await db.insert(memberEmployee).values({ id: "emp-1", boId: "e-corp", memberId: "m-staff", name: "员工", mobile: "13900000023" });
  await db.insert(memberRole).values({ memberId: "m-staff", boId: "e-corp", roleCode: "EMP_SALES" });

  it("top menus follow the member's roles", async () => {
    const op = await t.ok(identity.topFuncs, {}, { ticket: await t.login("op", "Oper@2026") });
    expect(op.map((f) => f.code)).toEqual(["service", "setup", "admin"]);
    const buyer = await t.ok(identity.topFuncs, {}, { ticket: await t.login("buyer1", "Buyer@2026") });
    expect(buyer.map((f) => f.code)).toContain("transaction");
    expect(buyer.map((f) => f.code)).not.toContain("admin");
  });

  it("sub-menus are a tree limited to granted functions", async () => {
    const ticket = await t.login("buyer1", "Buyer@2026");
    const tree = await t.ok(identity.subFuncs, { parentCode: "transaction" }, { ticket });
    expect(tree.map((n) => n.code)).toEqual(["transaction.buy"]);
    expect(tree[0].children.map((n) => n.path)).toContain("/transaction/myOrder");
  });

  it("judgeAuth answers for one function", async () => {
    const ticket = await t.login("buyer1", "Buyer@2026");
    expect((await t.ok(identity.judgeAuth, { funcCode: "transaction.buy.myOrder" }, { ticket })).allowed).toBe(true);
    expect((await t.ok(identity.judgeAuth, { funcCode: "admin.ops.sms" }, { ticket })).allowed).toBe(false);
  });

  it("a person employed by one enterprise logs in as that enterprise with the roles given there", async () => {
    const r = await t.ok(identity.login, { loginName: "staff", password: "Staff@2026" });
    expect(r.userInfo).toMatchObject({ memberId: "m-staff", boId: "e-corp", boType: "ENTERPRISE", employeeId: "emp-1", boName: "鲁禽农牧有限公司" });
    expect(r.userInfo.roles).toEqual(["EMP_SALES"]);
    const menus = await t.ok(identity.topFuncs, {}, { ticket: r.ticket });
    expect(menus.map((m) => m.code)).not.toContain("financial");
  });

  it("removing the employee ends that identity's tickets", async () => {
    const ticket = await t.login("staff", "Staff@2026");
    await db.update(memberEmployee).set({ status: "DISABLED" }).where(eq(memberEmployee.id, "emp-1"));
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe(Codes.TICKET_INVALID);
    await db.update(memberEmployee).set({ status: "ACTIVE" }).where(eq(memberEmployee.id, "emp-1"));
  });
});
