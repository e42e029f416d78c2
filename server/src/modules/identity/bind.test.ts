import { account, Codes, identity } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { member, memberBind, memberEmployee, memberLogin } from "./schema";
import { MAX_LINKS } from "./bind";
import { STRONG, codeFor, registerPerson, setLoginLock } from "./test-support";

describe("account binding", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const me = await registerPerson(t, "13900000901", { loginName: "wang_new" });
  const old = await registerPerson(t, "13900000902", { loginName: "wang_old" });
  const stranger = await registerPerson(t, "13900000903", { loginName: "stranger" });
  await db.update(member).set({ name: "王小明" }).where(eq(member.id, old.memberId));

  const bindKeyFor = async (ticket: string, mobile: string) => {
    const smsCode = await codeFor(t, "BIND", mobile, ticket);
    return (await t.ok(account.bindKeyByPhone, { mobile, smsCode }, { ticket })).bindKey;
  };

  it("needs a login", async () => {
    expect((await t.call(account.bindCandidate, { mobile: "13900000902" })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(account.bindList, {})).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(account.bindSwitch, { memberId: old.memberId })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(account.bindConfirm, { bindKey: "x" })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("finds a bindable account by mobile, showing masked details only", async () => {
    const r = await t.ok(account.bindCandidate, { mobile: "13900000902" }, { ticket: me.ticket });
    expect(r).toEqual({ found: true, candidate: { loginName: "w****d", name: "王*明", mobile: "139****0902", registeredAt: expect.any(String) as string } });
    expect(await t.ok(account.bindCandidate, { mobile: "13900000901" }, { ticket: me.ticket })).toEqual({ found: false, candidate: null });
    expect(await t.ok(account.bindCandidate, { mobile: "13900000999" }, { ticket: me.ticket })).toEqual({ found: false, candidate: null });
    expect((await t.call(account.bindCandidate, { mobile: "139" }, { ticket: me.ticket })).msg).toContain("mobile");
  });

  it("sends BIND codes only to bindable numbers", async () => {
    expect((await t.call(account.sendSmsCode, { purpose: "BIND", mobile: "13900000901" }, { ticket: me.ticket })).msg).toBe("mobile: 该手机号没有可绑定的账号");
    expect((await t.call(account.sendSmsCode, { purpose: "BIND", mobile: "13900000999" }, { ticket: me.ticket })).msg).toBe("mobile: 该手机号没有可绑定的账号");
  });

  it("a wrong code gives no key; a key is readable and usable only by whoever asked for it", async () => {
    const code = await codeFor(t, "BIND", "13900000902", me.ticket);
    const wrong = await t.call(account.bindKeyByPhone, { mobile: "13900000902", smsCode: code === "000000" ? "111111" : "000000" }, { ticket: me.ticket });
    expect(wrong.msg).toMatch(/^smsCode: 验证码错误/);
    const { bindKey } = await t.ok(account.bindKeyByPhone, { mobile: "13900000902", smsCode: code }, { ticket: me.ticket });
    expect((await t.ok(account.bindKeyInfo, { bindKey }, { ticket: me.ticket })).mobile).toBe("139****0902");
    expect((await t.call(account.bindKeyInfo, { bindKey }, { ticket: stranger.ticket })).msg).toContain("bindKey");
    expect((await t.call(account.bindConfirm, { bindKey }, { ticket: stranger.ticket })).msg).toContain("bindKey");
    expect(await db.select().from(memberBind)).toHaveLength(0);
  });

  it("suggests binding until there is a link or the person says no", async () => {
    expect(await t.ok(account.bindList, {}, { ticket: stranger.ticket })).toEqual({ list: [], suggestBind: true });
    expect(await t.ok(account.bindIgnore, {}, { ticket: stranger.ticket })).toEqual({ ignored: true });
    expect((await t.ok(account.bindList, {}, { ticket: stranger.ticket })).suggestBind).toBe(false);
    expect((await t.ok(account.bindList, {}, { ticket: me.ticket })).suggestBind).toBe(true);
  });

  it("binds once (concurrent confirmations of one key make one link); the link shows on both sides", async () => {
    const bindKey = await bindKeyFor(me.ticket, "13900000902");
    const rs = await Promise.all([1, 2, 3].map(() => t.call(account.bindConfirm, { bindKey }, { ticket: me.ticket })));
    expect(rs.filter((r) => r.code === "0")).toHaveLength(1);
    expect(rs.find((r) => r.code === "0")!.data).toMatchObject({ memberId: old.memberId, loginName: "wang_old", mobile: "139****0902" });
    expect(await db.select().from(memberBind)).toHaveLength(1);
    const mine = await t.ok(account.bindList, {}, { ticket: me.ticket });
    expect(mine.list.map((x) => x.memberId)).toEqual([old.memberId]);
    expect(mine.suggestBind).toBe(false);
    const theirs = await t.ok(account.bindList, {}, { ticket: old.ticket });
    expect(theirs.list.map((x) => x.memberId)).toEqual([me.memberId]);
    expect((await t.ok(account.bindList, {}, { ticket: stranger.ticket })).list).toEqual([]);
    // already linked: no longer a candidate
    expect((await t.ok(account.bindCandidate, { mobile: "13900000902" }, { ticket: me.ticket })).found).toBe(false);
  });

  it("switches to a linked account: a ticket for it, the current one revoked", async () => {
    const ticket = await t.login("wang_new", STRONG);
    const r = await t.call(account.bindSwitch, { memberId: old.memberId }, { ticket });
    expect(r.code).toBe("0");
    expect(r.data.userInfo).toMatchObject({ memberId: old.memberId, loginName: "wang_old" });
    expect(([] as string[]).concat(r.headers["set-cookie"] ?? []).join(";")).toContain(r.data.ticket);
    expect((await t.call(identity.memberByToken, {}, { ticket })).code).toBe(Codes.TICKET_INVALID);
    expect((await t.ok(identity.memberByToken, {}, { ticket: r.data.ticket })).memberId).toBe(old.memberId);
  });

  it("cannot switch to an account that is not linked, nor to a locked one", async () => {
    const ticket = await t.login("wang_new", STRONG);
    expect((await t.call(account.bindSwitch, { memberId: stranger.memberId }, { ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(account.bindSwitch, { memberId: me.memberId }, { ticket: stranger.ticket })).code).toBe(Codes.NOT_FOUND);
    await setLoginLock(t, old.memberId, new Date(Date.now() + 60_000));
    expect((await t.call(account.bindSwitch, { memberId: old.memberId }, { ticket })).code).toBe(Codes.ACCOUNT_LOCKED);
    await setLoginLock(t, old.memberId, null);
  });

  it("an identity without the binding function gets 100004", async () => {
    const staff = await registerPerson(t, "13900000904", { loginName: "staff_nb" });
    await db.insert(member).values({ id: "e-nb", type: "ENTERPRISE", name: "某公司", verifyState: "APPROVED" });
    await db.insert(memberEmployee).values({ boId: "e-nb", memberId: staff.memberId, name: "员工", mobile: "13900000904" });
    await db.update(memberLogin).set({ lastBoId: "e-nb" }).where(eq(memberLogin.memberId, staff.memberId));
    const ticket = await t.login("staff_nb", STRONG);
    for (const [def, input] of [
      [account.bindList, {}],
      [account.bindCandidate, { mobile: "13900000902" }],
      [account.bindSwitch, { memberId: me.memberId }],
      [account.unbind, { memberId: me.memberId }],
      [account.bindIgnore, {}],
    ] as const) {
      expect((await t.call(def, input as never, { ticket })).code, def.path).toBe(Codes.FORBIDDEN);
    }
  });

  it(`allows at most ${MAX_LINKS} links per account`, async () => {
    const hub = await registerPerson(t, "13900000910", { loginName: "hub_user" });
    for (let i = 0; i < MAX_LINKS; i++) {
      const other = await registerPerson(t, `1390000092${i}`);
      await t.ok(account.bindConfirm, { bindKey: await bindKeyFor(hub.ticket, `1390000092${i}`) }, { ticket: hub.ticket });
      expect(other.memberId).toBeTruthy();
    }
    await registerPerson(t, "13900000930");
    const r = await t.call(account.bindConfirm, { bindKey: await bindKeyFor(hub.ticket, "13900000930") }, { ticket: hub.ticket });
    expect(r.code).toBe(Codes.CONFLICT);
  });

  it("unbinds; another member cannot remove someone else's link", async () => {
    expect((await t.call(account.unbind, { memberId: old.memberId }, { ticket: stranger.ticket })).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(account.unbind, { memberId: old.memberId }, { ticket: me.ticket })).toEqual({ removed: true });
    expect((await t.ok(account.bindList, {}, { ticket: old.ticket })).list).toEqual([]);
    expect((await t.call(account.unbind, { memberId: old.memberId }, { ticket: me.ticket })).code).toBe(Codes.NOT_FOUND);
  });
});
