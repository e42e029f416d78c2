import { Codes, org } from "@qinlian/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { enterpriseInfo, member } from "../identity/schema";
import { stateHistory } from "../../kit/history/schema";
import { memberDataTemp } from "./schema";
import { expectCode, fakeUpload, loginAs, seedOrgs } from "./test-fixtures";

const edit = {
  name: "甲禽业有限公司",
  creditCode: "91370102MA3C4L7Q1E",
  legalPerson: "甲法人",
  contactName: "甲管理员",
  contactMobile: "13911110001",
  areaCode: "370102",
  address: "经十路 100 号",
};

describe("organisation info", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const admin = await loginAs(t, "aadmin");
  const otherAdmin = await loginAs(t, "badmin");
  const sales = await loginAs(t, "asales");
  const solo = await loginAs(t, "solo");
  const stateOf = async (id: string) => (await db.select({ s: member.verifyState }).from(member).where(eq(member.id, id)))[0].s;

  it("the organisation summary: state, masked admins, counts; null for a person", async () => {
    const o = await t.ok(org.orgMember, {}, { ticket: admin });
    expect(o).toMatchObject({ boId: "ent-a", name: "甲禽业有限公司", verifyState: "APPROVED", employeeCount: 2, activeEmployeeCount: 2, isAdmin: true });
    expect(o!.admins).toEqual([{ name: "甲管理员", mobile: "139****0001" }]);
    expect((await t.ok(org.orgMember, {}, { ticket: sales }))!.isAdmin).toBe(false);
    expect(await t.ok(org.orgMember, {}, { ticket: solo })).toBeNull();
    expectCode(await t.call(org.orgMember, {}), Codes.NOT_LOGGED_IN);
  });

  it("the enterprise's details with readable type and area", async () => {
    const i = await t.ok(org.organizationInfo, {}, { ticket: admin });
    expect(i).toMatchObject({ boId: "ent-a", creditCode: "91370102MA3C4L7Q1E", enterpriseType: "FARM", enterpriseTypeName: "养殖企业", verifyState: "APPROVED" });
    expect(i.areaName).toBe("山东省济南市历下区");
  });

  it("employees without the function, persons and anonymous callers cannot read or edit it", async () => {
    for (const ticket of [sales, solo]) {
      expectCode(await t.call(org.organizationInfo, {}, { ticket }), Codes.FORBIDDEN);
      expectCode(await t.call(org.updateOrganization, edit, { ticket }), Codes.FORBIDDEN);
    }
    expectCode(await t.call(org.organizationInfo, {}), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.updateOrganization, edit), Codes.NOT_LOGGED_IN);
  });

  it("contact and address edits keep an approved enterprise approved", async () => {
    const r = await t.ok(org.updateOrganization, { ...edit, contactName: "新联系人", address: "新地址 1 号", businessScope: "蛋鸡养殖" }, { ticket: admin });
    expect(r).toEqual({ verifyState: "APPROVED", resubmitted: false });
    const i = await t.ok(org.organizationInfo, {}, { ticket: admin });
    expect([i.contactName, i.address, i.businessScope]).toEqual(["新联系人", "新地址 1 号", "蛋鸡养殖"]);
  });

  it("names the field for bad input and rule failures", async () => {
    expectCode(await t.call(org.updateOrganization, { ...edit, creditCode: "91370102MA3C4L7Q1B" }, { ticket: admin }), Codes.VALIDATION, "creditCode");
    expectCode(await t.call(org.updateOrganization, { ...edit, creditCode: "91370100MA3D8N2K49" }, { ticket: admin }), Codes.VALIDATION, "creditCode");
    expectCode(await t.call(org.updateOrganization, { ...edit, contactMobile: "123" }, { ticket: admin }), Codes.VALIDATION, "contactMobile");
    expectCode(await t.call(org.updateOrganization, { ...edit, areaCode: "999999" }, { ticket: admin }), Codes.VALIDATION, "areaCode");
    expectCode(await t.call(org.updateOrganization, { ...edit, enterpriseType: "NOPE" }, { ticket: admin }), Codes.VALIDATION, "enterpriseType");
    const foreign = await fakeUpload(db, "p-b-admin", "ent-b");
    expectCode(await t.call(org.updateOrganization, { ...edit, licenceFileId: foreign }, { ticket: admin }), Codes.VALIDATION, "licenceFileId");
    expect(await stateOf("ent-a")).toBe("APPROVED");
  });

  it("changing a verified field sends an approved enterprise back to review", async () => {
    const licence = await fakeUpload(db, "p-a-admin", "ent-a");
    const r = await t.ok(org.updateOrganization, { ...edit, licenceFileId: licence }, { ticket: admin });
    expect(r).toEqual({ verifyState: "PENDING", resubmitted: true });
    const i = await t.ok(org.organizationInfo, {}, { ticket: admin });
    expect(i.licenceFileId).toBe(licence);
    expect(i.licenceUrl).toMatch(new RegExp(`${licence}\\.png$`));
    const log = await db.select().from(stateHistory).where(eq(stateHistory.entityId, "ent-a"));
    expect(log.map((l) => [l.entityKind, l.event, l.fromState, l.toState, l.actorKind, l.actorId])).toEqual([["ENTERPRISE", "edit", "APPROVED", "PENDING", "MEMBER", "p-a-admin"]]);
    // a second verified edit while pending: it stays in the queue, the operator sees the new details
    const again = await t.ok(org.updateOrganization, { ...edit, licenceFileId: licence, name: "甲禽业股份有限公司" }, { ticket: admin });
    expect(again).toEqual({ verifyState: "PENDING", resubmitted: false });
    expect((await t.ok(org.orgMember, {}, { ticket: admin }))!.name).toBe("甲禽业股份有限公司");
  });

  it("any save of a rejected enterprise resubmits it, clearing the reason", async () => {
    await db.update(member).set({ verifyState: "REJECTED" }).where(eq(member.id, "ent-b"));
    await db.update(enterpriseInfo).set({ rejectReason: "执照模糊" }).where(eq(enterpriseInfo.memberId, "ent-b"));
    expect((await t.ok(org.organizationInfo, {}, { ticket: otherAdmin })).rejectReason).toBe("执照模糊");
    const r = await t.ok(
      org.updateOrganization,
      { ...edit, name: "乙饲料有限公司", creditCode: "91370100MA3D8N2K49", legalPerson: "乙法人", contactMobile: "13911110003" },
      { ticket: otherAdmin },
    );
    expect(r).toEqual({ verifyState: "PENDING", resubmitted: true });
    expect((await t.ok(org.organizationInfo, {}, { ticket: otherAdmin })).rejectReason).toBeNull();
    // and it only touched its own enterprise
    expect((await t.ok(org.organizationInfo, {}, { ticket: admin })).name).toBe("甲禽业股份有限公司");
  });
});

describe("organisation detail templates", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await seedOrgs(db);
  const admin = await loginAs(t, "aadmin");
  const otherAdmin = await loginAs(t, "badmin");
  const sales = await loginAs(t, "asales");
  const scale = { species: "LAYER", stock: 120000, houses: 8, areaMu: 35.5, mode: "CAGE" };

  it("lists the templates and their typed fields", async () => {
    const all = await t.ok(org.dataTemplates, {}, { ticket: sales });
    expect(all.map((x) => x.type)).toEqual(["FARM_SCALE", "MAIN_PRODUCTS", "CERTIFICATIONS"]);
    const [farm] = await t.ok(org.dataTemplates, { type: "FARM_SCALE" }, { ticket: sales });
    expect(farm.fields.find((f) => f.key === "stock")).toMatchObject({ kind: "number", required: true, unit: "羽", integer: true });
    expectCode(await t.call(org.dataTemplates, {}), Codes.NOT_LOGGED_IN);
    expectCode(await t.call(org.dataTemplates, { type: "X".repeat(41) }, { ticket: sales }), Codes.VALIDATION, "type");
  });

  it("saves, reads back and replaces a section", async () => {
    const saved = await t.ok(org.saveOrgDetail, { type: "FARM_SCALE", data: { ...scale, annualOutput: "" } }, { ticket: admin });
    expect(saved).toMatchObject({ type: "FARM_SCALE", name: "养殖规模", data: scale });
    await t.ok(org.saveOrgDetail, { type: "FARM_SCALE", data: { ...scale, stock: 130000 } }, { ticket: admin });
    await t.ok(org.saveOrgDetail, { type: "MAIN_PRODUCTS", data: { categories: ["EGGS", "EGGS", "LIVE"], products: "海兰褐鲜鸡蛋" } }, { ticket: admin });
    const mine = await t.ok(org.orgDetails, {}, { ticket: admin });
    expect(mine.map((d) => [d.type, d.data])).toEqual([
      ["FARM_SCALE", { ...scale, stock: 130000 }],
      ["MAIN_PRODUCTS", { categories: ["EGGS", "LIVE"], products: "海兰褐鲜鸡蛋" }],
    ]);
    expect(await db.select().from(memberDataTemp).where(eq(memberDataTemp.boId, "ent-a"))).toHaveLength(2);
  });

  it("checks each value against its field and names it", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...scale, stock: undefined }, "data.stock"],
      [{ ...scale, stock: 1.5 }, "data.stock"],
      [{ ...scale, stock: -1 }, "data.stock"],
      [{ ...scale, species: "CAT" }, "data.species"],
      [{ ...scale, colour: "red" }, "data.colour"],
      [{ ...scale, stock: "many" }, "data.stock"],
    ];
    for (const [data, field] of bad) {
      expectCode(await t.call(org.saveOrgDetail, { type: "FARM_SCALE", data: data as never }, { ticket: admin }), Codes.VALIDATION, field);
    }
    expectCode(await t.call(org.saveOrgDetail, { type: "CERTIFICATIONS", data: { validUntil: "2026-02-30" } }, { ticket: admin }), Codes.VALIDATION, "data.validUntil");
    expectCode(await t.call(org.saveOrgDetail, { type: "CERTIFICATIONS", data: { notes: " " } }, { ticket: admin }), Codes.VALIDATION, "data");
    expectCode(await t.call(org.saveOrgDetail, { type: "NOPE", data: {} }, { ticket: admin }), Codes.VALIDATION, "type");
    expectCode(await t.call(org.saveOrgDetail, { type: "", data: {} }, { ticket: admin }), Codes.VALIDATION, "type");
  });

  it("another enterprise neither sees nor deletes this one's details", async () => {
    expect(await t.ok(org.orgDetails, {}, { ticket: otherAdmin })).toEqual([]);
    expect(await t.ok(org.deleteOrgDetail, { type: "FARM_SCALE" }, { ticket: otherAdmin })).toEqual({ deleted: false });
    expect(await db.select().from(memberDataTemp).where(and(eq(memberDataTemp.boId, "ent-a"), eq(memberDataTemp.type, "FARM_SCALE")))).toHaveLength(1);
  });

  it("employees without the function and anonymous callers are refused", async () => {
    for (const [def, input] of [
      [org.orgDetails, {}],
      [org.saveOrgDetail, { type: "FARM_SCALE", data: scale }],
      [org.deleteOrgDetail, { type: "FARM_SCALE" }],
    ] as const) {
      expectCode(await t.call(def, input, { ticket: sales }), Codes.FORBIDDEN);
      expectCode(await t.call(def, input), Codes.NOT_LOGGED_IN);
    }
  });

  it("deletes a section", async () => {
    expect(await t.ok(org.deleteOrgDetail, { type: "FARM_SCALE" }, { ticket: admin })).toEqual({ deleted: true });
    expect((await t.ok(org.orgDetails, {}, { ticket: admin })).map((d) => d.type)).toEqual(["MAIN_PRODUCTS"]);
    expectCode(await t.call(org.deleteOrgDetail, { type: "NOPE" }, { ticket: admin }), Codes.VALIDATION, "type");
  });
});
