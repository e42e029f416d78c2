import { address as calls, Codes, MAX_ADDRESSES, type AddressInput } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { member } from "../identity/schema";
import { memberAddress } from "./schema";

const addr = (over: Partial<AddressInput> = {}): AddressInput => ({
  receiverName: "王芳",
  mobile: "13900000201",
  areaCode: "370102",
  address: "经十路 100 号",
  ...over,
});

describe("shipping addresses", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-amy", loginName: "amy", mobile: "13900000201", password: "Amy@20260", name: "王芳", roles: ["BUYER"] });
  await createPerson(db, { id: "m-ben", loginName: "ben", mobile: "13900000202", password: "Ben@20260", name: "赵本", roles: ["BUYER"] });
  await createPerson(db, { id: "m-norole", loginName: "norole", mobile: "13900000203", password: "None@2026", name: "无角色", roles: [] });
  const amy = await t.login("amy", "Amy@20260");
  const ben = await t.login("ben", "Ben@20260");
  const norole = await t.login("norole", "None@2026");
  const defaults = (boId: string) =>
    db.select({ id: memberAddress.id }).from(memberAddress).where(and(eq(memberAddress.boId, boId), eq(memberAddress.isDefault, true)));

  it("adds addresses with the area's full name; the first becomes the default", async () => {
    const a = await t.ok(calls.addAddr, addr({ tag: "HOME", postcode: "250014" }), { ticket: amy });
    expect(a).toMatchObject({ boId: "m-amy", isDefault: true, isPublic: false, areaName: "山东省济南市历下区", tag: "HOME", postcode: "250014" });
    const b = await t.ok(calls.addAddr, addr({ receiverName: "公司前台", mobile: "0531-88886666", tag: "COMPANY" }), { ticket: amy });
    expect(b.isDefault).toBe(false);
    const c = await t.ok(calls.addAddr, addr({ receiverName: "仓库", areaCode: "370112", isDefault: true, tag: "WAREHOUSE" }), { ticket: amy });
    expect(c.isDefault).toBe(true);
    expect(await defaults("m-amy")).toEqual([{ id: c.id }]);
  });

  it("names the field on bad input", async () => {
    const cases: [Partial<AddressInput>, string][] = [
      [{ receiverName: " " }, "receiverName"],
      [{ mobile: "8888" }, "mobile"],
      [{ mobile: "531-88886666" }, "mobile"],
      [{ postcode: "2500" }, "postcode"],
      [{ areaCode: "37" }, "areaCode"],
      [{ tag: "SCHOOL" as AddressInput["tag"] }, "tag"],
      [{ address: "" }, "address"],
    ];
    for (const [over, field] of cases) {
      const r = await t.call(calls.addAddr, addr(over), { ticket: amy });
      expect(r.code, field).toBe(Codes.VALIDATION);
      expect(r.msg, field).toContain(field);
    }
    const city = await t.call(calls.addAddr, addr({ areaCode: "370100" }), { ticket: amy });
    expect([city.code, city.msg]).toEqual([Codes.VALIDATION, "areaCode: 请选择到区/县一级"]);
    const none = await t.call(calls.addAddr, addr({ areaCode: "370199" }), { ticket: amy });
    expect(none.msg).toMatch(/^areaCode: /);
    // a prefecture city without counties (东莞市) is chosen where a county is asked for
    const dongguan = await t.ok(calls.addAddr, addr({ areaCode: "441900" }), { ticket: amy });
    expect(dongguan.areaCode).toBe("441900");
    await t.ok(calls.delAddrById, { id: dongguan.id }, { ticket: amy });
  });

  it("anonymous callers get 001107; a member without the address function gets 100004", async () => {
    const all = [
      [calls.selAddrListPage, {}],
      [calls.addAddr, addr()],
      [calls.updAddrById, { id: "x" }],
      [calls.delAddrById, { id: "x" }],
      [calls.updDefaultAddr, { id: "x" }],
    ] as const;
    for (const [def, input] of all) {
      expect((await t.call(def, input as never)).code, def.path).toBe(Codes.NOT_LOGGED_IN);
      expect((await t.call(def, input as never, { ticket: norole })).code, def.path).toBe(Codes.FORBIDDEN);
    }
  });

  it("another member cannot read, change, default or delete them", async () => {
    const page = await t.ok(calls.selAddrListPage, {}, { ticket: amy });
    const target = page.list.find((a) => !a.isDefault)!;
    expect((await t.ok(calls.selAddrListPage, {}, { ticket: ben })).total).toBe(0);
    expect((await t.call(calls.updAddrById, { id: target.id, receiverName: "冒名" }, { ticket: ben })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.updDefaultAddr, { id: target.id }, { ticket: ben })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(calls.delAddrById, { id: target.id }, { ticket: ben })).code).toBe(Codes.NOT_FOUND);
    const [row] = await db.select().from(memberAddress).where(eq(memberAddress.id, target.id));
    expect(row).toMatchObject({ receiverName: target.receiverName, isDefault: false, boId: "m-amy" });
    expect(await defaults("m-ben")).toEqual([]);
  });

  it("lists the default first, searches by name, phone or address and by tag, paged", async () => {
    const p = await t.ok(calls.selAddrListPage, { pageSize: 2 }, { ticket: amy });
    expect(p.total).toBe(3);
    expect(p.list).toHaveLength(2);
    expect(p.list[0].isDefault).toBe(true);
    expect((await t.ok(calls.selAddrListPage, { pageNum: 2, pageSize: 2 }, { ticket: amy })).list).toHaveLength(1);
    expect((await t.ok(calls.selAddrListPage, { keyword: "0531" }, { ticket: amy })).list.map((a) => a.receiverName)).toEqual(["公司前台"]);
    expect((await t.ok(calls.selAddrListPage, { keyword: "历城" }, { ticket: amy })).total).toBe(1);
    expect((await t.ok(calls.selAddrListPage, { tag: "HOME" }, { ticket: amy })).total).toBe(1);
    expect((await t.ok(calls.selAddrListPage, { keyword: "_" }, { ticket: amy })).total).toBe(0);
  });

  it("edits only the fields sent; a new area updates its full name", async () => {
    const [home] = (await t.ok(calls.selAddrListPage, { tag: "HOME" }, { ticket: amy })).list;
    const u = await t.ok(calls.updAddrById, { id: home.id, address: "经十路 200 号", areaCode: "370103" }, { ticket: amy });
    expect(u).toMatchObject({ address: "经十路 200 号", areaName: "山东省济南市市中区", receiverName: home.receiverName, postcode: "250014" });
    const cleared = await t.ok(calls.updAddrById, { id: home.id, postcode: null, tag: null }, { ticket: amy });
    expect([cleared.postcode, cleared.tag]).toEqual([null, null]);
    const bad = await t.call(calls.updAddrById, { id: home.id, areaCode: "370000" }, { ticket: amy });
    expect(bad.msg).toMatch(/^areaCode: /);
  });

  it("updDefaultAddr moves the default; concurrent 'set default' requests leave exactly one", async () => {
    const { list } = await t.ok(calls.selAddrListPage, {}, { ticket: amy });
    const others = list.filter((a) => !a.isDefault);
    expect((await t.ok(calls.updDefaultAddr, { id: others[0].id }, { ticket: amy })).isDefault).toBe(true);
    for (let i = 0; i < 4; i++) {
      const rs = await Promise.all(list.map((a) => t.call(calls.updDefaultAddr, { id: a.id }, { ticket: amy })));
      expect(rs.every((r) => r.code === "0")).toBe(true);
      expect(await defaults("m-amy")).toHaveLength(1);
    }
    const unset = await t.call(calls.updAddrById, { id: (await defaults("m-amy"))[0].id, isDefault: false }, { ticket: amy });
    expect(unset.msg).toMatch(/^isDefault: /);
  });

  it("deleting the default promotes the most recently updated other one", async () => {
    const [def] = await defaults("m-amy");
    const { list } = await t.ok(calls.selAddrListPage, {}, { ticket: amy });
    const newest = list.filter((a) => a.id !== def.id).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    const r = await t.ok(calls.delAddrById, { id: def.id }, { ticket: amy });
    expect(r).toEqual({ id: def.id, newDefaultId: newest.id });
    expect(await defaults("m-amy")).toEqual([{ id: newest.id }]);
    const nonDefault = list.find((a) => a.id !== def.id && a.id !== newest.id)!;
    expect((await t.ok(calls.delAddrById, { id: nonDefault.id }, { ticket: amy })).newDefaultId).toBeNull();
    expect(await defaults("m-amy")).toEqual([{ id: newest.id }]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, even when requests race`, async () => {
    await createPerson(db, { id: "m-cap", loginName: "cap", mobile: "13900000204", password: "Cap@20260", name: "满额", roles: ["BUYER"] });
    const cap = await t.login("cap", "Cap@20260");
    for (let i = 0; i < MAX_ADDRESSES - 2; i++) await t.ok(calls.addAddr, addr({ receiverName: `收货人${i}` }), { ticket: cap });
    const rs = await Promise.all(Array.from({ length: 5 }, (_, i) => t.call(calls.addAddr, addr({ receiverName: `并发${i}` }), { ticket: cap })));
    expect(rs.filter((r) => r.code === "0")).toHaveLength(2);
    expect(rs.filter((r) => r.code === Codes.CONFLICT)).toHaveLength(3);
    expect((await t.ok(calls.selAddrListPage, {}, { ticket: cap })).total).toBe(MAX_ADDRESSES);
    expect(await defaults("m-cap")).toHaveLength(1);
  });

  describe("public addresses (selAddrListByBoIdParam/noLogin)", () => {
    it("shows anyone only the addresses the owner made public, with the phone masked", async () => {
      await t.ok(calls.addAddr, addr({ receiverName: "私人地址", mobile: "13912345678" }), { ticket: ben });
      const pub = await t.ok(calls.addAddr, addr({ receiverName: "自提点", mobile: "13987654321", tag: "WAREHOUSE", isPublic: true }), { ticket: ben });
      const land = await t.ok(calls.addAddr, addr({ receiverName: "退货处", mobile: "0531-66668888-12", isPublic: true }), { ticket: ben });
      const r = await t.call(calls.selAddrListByBoIdParam, { boId: "m-ben" });
      expect(r.code).toBe("0");
      expect(r.data.map((a) => a.id).sort()).toEqual([pub.id, land.id].sort());
      expect(r.data.find((a) => a.id === pub.id)!.mobile).toBe("139****4321");
      expect(r.data.find((a) => a.id === land.id)!.mobile).toBe("0531-****8888");
      const body = JSON.stringify(r.data);
      expect(body).not.toContain("私人地址");
      expect(body).not.toContain("13912345678");
      expect(body).not.toContain("13987654321");
      expect(Object.keys(r.data[0]).sort()).toEqual(["address", "areaCode", "areaName", "id", "mobile", "postcode", "receiverName", "tag"]);
      expect((await t.ok(calls.selAddrListByBoIdParam, { boId: "m-ben", tag: "WAREHOUSE" })).map((a) => a.id)).toEqual([pub.id]);
    });

    it("a private address made public appears, and disappears again when made private", async () => {
      const [priv] = (await t.ok(calls.selAddrListPage, { keyword: "私人地址" }, { ticket: ben })).list;
      await t.ok(calls.updAddrById, { id: priv.id, isPublic: true }, { ticket: ben });
      expect((await t.ok(calls.selAddrListByBoIdParam, { boId: "m-ben" })).some((a) => a.id === priv.id)).toBe(true);
      await t.ok(calls.updAddrById, { id: priv.id, isPublic: false }, { ticket: ben });
      expect((await t.ok(calls.selAddrListByBoIdParam, { boId: "m-ben" })).some((a) => a.id === priv.id)).toBe(false);
    });

    it("an owner with no public addresses, an unknown or a disabled owner shows nothing; bad input names boId", async () => {
      expect(await t.ok(calls.selAddrListByBoIdParam, { boId: "m-amy" })).toEqual([]);
      expect(await t.ok(calls.selAddrListByBoIdParam, { boId: "nobody" })).toEqual([]);
      await db.update(member).set({ status: "DISABLED" }).where(eq(member.id, "m-ben"));
      expect(await t.ok(calls.selAddrListByBoIdParam, { boId: "m-ben" })).toEqual([]);
      await db.update(member).set({ status: "ACTIVE" }).where(eq(member.id, "m-ben"));
      const bad = await t.call(calls.selAddrListByBoIdParam, { boId: "" });
      expect(bad.code).toBe(Codes.VALIDATION);
      expect(bad.msg).toContain("boId");
    });
  });
});
