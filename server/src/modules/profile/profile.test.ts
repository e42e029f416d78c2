import { Codes, identity, profile as calls } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { fileObject } from "../file/schema";
import { member } from "../identity/schema";

describe("my profile (wdzl)", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-cui", loginName: "cui", mobile: "13900000301", password: "Cui@20260", name: "崔明", roles: ["BUYER"] });
  await createPerson(db, { id: "m-dou", loginName: "dou", mobile: "13900000302", password: "Dou@20260", name: "窦红", roles: ["BUYER"] });
  await createPerson(db, { id: "m-none", loginName: "none", mobile: "13900000303", password: "None@2026", name: "无角色", roles: [] });
  const cui = await t.login("cui", "Cui@20260");
  const dou = await t.login("dou", "Dou@20260");
  const none = await t.login("none", "None@2026");
  const upload = async (owner: string, key: string) => {
    await db.insert(fileObject).values({ ownerMemberId: owner, ownerBoId: owner, kind: "image", originalName: "a.png", mime: "image/png", size: 10, sha256: "x", storageKey: key });
    return t.services.files.url(key);
  };

  it("reads the own profile with defaults", async () => {
    const p = await t.ok(calls.selMemberInfo, {}, { ticket: cui });
    expect(p).toEqual({
      memberId: "m-cui", loginName: "cui", mobile: "139****0301", nickname: "崔明", realName: "崔明", avatarUrl: null, gender: "SECRET", birthday: null, bio: null,
    });
  });

  it("updates nickname, real name, gender, birthday, bio and avatar; userInfo shows the new nickname", async () => {
    const avatar = await upload("m-cui", "image/20260101/cui-avatar.png");
    const p = await t.ok(
      calls.updMemberById,
      { nickname: "养鸡的老崔", realName: "崔大明", gender: "MALE", birthday: "1980-05-20", bio: "济南历城蛋鸡养殖十年", avatarUrl: avatar },
      { ticket: cui },
    );
    expect(p).toMatchObject({ nickname: "养鸡的老崔", realName: "崔大明", gender: "MALE", birthday: "1980-05-20", bio: "济南历城蛋鸡养殖十年", avatarUrl: avatar });
    const u = await t.ok(identity.memberByToken, {}, { ticket: cui });
    expect(u).toMatchObject({ nickname: "养鸡的老崔", realName: "崔大明", avatarUrl: avatar });
    const [row] = await db.select().from(member).where(eq(member.id, "m-cui"));
    expect(row.name).toBe("养鸡的老崔");
  });

  it("changes only the fields sent; null clears", async () => {
    const p = await t.ok(calls.updMemberById, { bio: null, birthday: null }, { ticket: cui });
    expect(p).toMatchObject({ nickname: "养鸡的老崔", gender: "MALE", bio: null, birthday: null });
    expect((await t.ok(calls.updMemberById, { avatarUrl: null }, { ticket: cui })).avatarUrl).toBeNull();
  });

  it("strips markup from the bio", async () => {
    const p = await t.ok(calls.updMemberById, { bio: '<b>蛋鸡</b><script>alert(1)</script><img src=x onerror="alert(2)">养殖<scr<script></script>ipt>' }, { ticket: cui });
    // the nested tag reassembles into "<script>" after one pass; the brackets go, the word stays as text
    expect(p.bio).toBe("蛋鸡养殖script");
  });

  it("names the field on bad input", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: "a" }, "nickname"],
      [{ nickname: "<b>x</b>" }, "nickname"],
      [{ realName: "X1" }, "realName"],
      [{ gender: "OTHER" }, "gender"],
      [{ birthday: "1990-02-30" }, "birthday"],
      [{ bio: "长".repeat(201) }, "bio"],
      [{ birthday: "2999-01-01" }, "birthday"],
      [{ birthday: "1899-12-31" }, "birthday"],
    ];
    for (const [input, field] of cases) {
      const r = await t.call(calls.updMemberById, input, { ticket: cui });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toContain(field);
    }
  });

  it("refuses an avatar that is not the member's own uploaded image", async () => {
    const theirs = await upload("m-dou", "image/20260101/dou-avatar.png");
    for (const url of [theirs, "https://evil.example.com/a.png", t.services.files.url("image/20260101/never-uploaded.png")]) {
      const r = await t.call(calls.updMemberById, { avatarUrl: url }, { ticket: cui });
      expect(r.msg, url).toMatch(/^avatarUrl: /);
    }
  });

  it("another member cannot change someone else's profile (not found), and nothing changes", async () => {
    const r = await t.call(calls.updMemberById, { id: "m-cui", nickname: "冒名顶替" }, { ticket: dou });
    expect(r.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(calls.selMemberInfo, {}, { ticket: cui })).nickname).toBe("养鸡的老崔");
    expect((await t.ok(calls.selMemberInfo, {}, { ticket: dou })).nickname).toBe("窦红");
    expect((await t.ok(calls.updMemberById, { id: "m-dou", nickname: "窦老板" }, { ticket: dou })).nickname).toBe("窦老板");
  });

  it("anonymous callers get 001107; a member without the profile function gets 100004", async () => {
    for (const [def, input] of [
      [calls.selMemberInfo, {}],
      [calls.updMemberById, { nickname: "匿名者" }],
    ] as const) {
      expect((await t.call(def, input)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(def, input, { ticket: none })).code, def.path).toBe(Codes.FORBIDDEN);
    }
  });
});
