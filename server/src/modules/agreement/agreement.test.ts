import { agreement, channelAgreementTypes, Codes } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { member, memberEmployee, memberLogin, memberRole } from "../identity/schema";
import { syncAgreements } from "./platform-data";
import { agreementVersion } from "./schema";

describe("agreements", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-a", loginName: "agree_a", mobile: "13900001001", password: "Agree@2026", name: "甲", roles: ["BUYER"] });
  await createPerson(db, { id: "m-b", loginName: "agree_b", mobile: "13900001002", password: "Agree@2026", name: "乙", roles: ["BUYER"] });
  const a = await t.login("agree_a", "Agree@2026");
  const b = await t.login("agree_b", "Agree@2026");

  it("serves the current version of every type, as sanitised HTML", async () => {
    for (const type of ["USER", "PRIVACY", ...channelAgreementTypes] as const) {
      const r = await t.ok(agreement.current, { type });
      expect(r.version, type).toBe(1);
      expect(r.title.length).toBeGreaterThan(4);
      expect(r.contentHtml).toContain("<h3>");
    }
    expect((await t.ok(agreement.current, { type: "USER" })).title).toBe("禽链平台用户服务协议");
  });

  it("names the field for an unknown type", async () => {
    const r = await t.call(agreement.current, { type: "NOPE" as "USER" });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toContain("type");
  });

  it("sanitises texts when writing them, never changes a published version, and a future version is not current yet", async () => {
    await syncAgreements(db, [
      { type: "GT", version: 1, title: "改过的标题", effectiveAt: "2026-01-01T00:00:00+08:00", html: "<p>x</p>" },
      { type: "GT", version: 2, title: "GT v2", effectiveAt: "2099-01-01T00:00:00+08:00", html: `<p onclick="x()">条款</p><script>alert(1)</script>` },
    ]);
    const [v2] = await db.select().from(agreementVersion).where(eq(agreementVersion.title, "GT v2"));
    expect(v2.contentHtml).not.toMatch(/<script|onclick/);
    expect(v2.contentHtml).toContain("<p>条款</p>");
    const cur = await t.ok(agreement.current, { type: "GT" });
    expect(cur.version).toBe(1);
    expect(cur.title).not.toBe("改过的标题");
  });

  it("accepting needs a login and the current version (naming version)", async () => {
    expect((await t.call(agreement.accept, { type: "ABCCG", version: 1 })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(agreement.myAcceptance, { type: "ABCCG" })).code).toBe(Codes.NOT_LOGGED_IN);
    const r = await t.call(agreement.accept, { type: "ABCCG", version: 2 }, { ticket: a });
    expect(r.code).toBe(Codes.VALIDATION);
    expect(r.msg).toMatch(/^version: /);
  });

  it("records the acceptance once for the identity; another member has not accepted", async () => {
    const first = await t.ok(agreement.accept, { type: "ABCCG", version: 1 }, { ticket: a });
    const again = await t.ok(agreement.accept, { type: "ABCCG", version: 1 }, { ticket: a });
    expect(again.acceptedAt).toBe(first.acceptedAt);
    expect(await t.ok(agreement.myAcceptance, { type: "ABCCG" }, { ticket: a })).toMatchObject({ currentVersion: 1, acceptedVersion: 1, acceptedCurrent: true });
    expect(await t.ok(agreement.myAcceptance, { type: "ABCCG" }, { ticket: b })).toMatchObject({ acceptedVersion: null, acceptedCurrent: false });
  });

  it("when a new version takes effect, the old acceptance no longer counts", async () => {
    await syncAgreements(db, [{ type: "ABCCG", version: 2, title: "农行存管协议（第二版）", effectiveAt: "2026-02-01T00:00:00+08:00", html: "<p>新版</p>" }]);
    expect(await t.ok(agreement.myAcceptance, { type: "ABCCG" }, { ticket: a })).toMatchObject({ currentVersion: 2, acceptedVersion: 1, acceptedCurrent: false });
    expect((await t.call(agreement.accept, { type: "ABCCG", version: 1 }, { ticket: a })).msg).toContain("version");
  });

  it("an enterprise's acceptance is per enterprise: staff acting for it see it, their own identity does not", async () => {
    await db.insert(member).values({ id: "e-ag", type: "ENTERPRISE", name: "协议公司", verifyState: "APPROVED" });
    await db.insert(memberEmployee).values({ boId: "e-ag", memberId: "m-b", name: "乙", mobile: "13900001002", isAdmin: 1 });
    await db.insert(memberRole).values({ memberId: "m-b", boId: "e-ag", roleCode: "ENTERPRISE_ADMIN" });
    await db.update(memberLogin).set({ lastBoId: "e-ag" }).where(eq(memberLogin.memberId, "m-b"));
    const asCompany = await t.login("agree_b", "Agree@2026");
    await t.ok(agreement.accept, { type: "ICBC_B2B", version: 1 }, { ticket: asCompany });
    expect((await t.ok(agreement.myAcceptance, { type: "ICBC_B2B" }, { ticket: asCompany })).acceptedCurrent).toBe(true);
    expect((await t.ok(agreement.myAcceptance, { type: "ICBC_B2B" }, { ticket: b })).acceptedCurrent).toBe(false);
  });
});
