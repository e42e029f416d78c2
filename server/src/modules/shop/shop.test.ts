import { adminConsole, Codes, shop } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { stateHistory } from "../../kit/history/schema";
import { enterprise, licenceUrlOf, openShop, operator, person, shopFormFor } from "../goods/test-fixtures";
import { shopMachine, type ShopEvent, type ShopStatus } from "./machine";
import { shop as shopTable } from "./schema";

describe("shop state machine", () => {
  const table: [ShopStatus, ShopEvent, ShopStatus | null][] = [
    ["DRAFT", "submit", "SUBMITTED"],
    ["DRAFT", "approve", null],
    ["SUBMITTED", "approve", "APPROVED"],
    ["SUBMITTED", "reject", "REJECTED"],
    ["SUBMITTED", "open", null],
    ["REJECTED", "submit", "SUBMITTED"],
    ["REJECTED", "open", null],
    ["APPROVED", "open", "OPEN"],
    ["APPROVED", "close", null],
    ["OPEN", "close", "CLOSED"],
    ["OPEN", "submit", null],
    ["CLOSED", "reopen", "OPEN"],
    ["CLOSED", "approve", null],
  ];
  it.each(table)("%s --%s--> %s", (from, event, to) => {
    if (to) expect(shopMachine.next(from, event)).toBe(to);
    else {
      expect(() => shopMachine.next(from, event)).toThrow(BizError);
      expect(shopMachine.can(from, event)).toBe(false);
    }
  });
});

describe("opening a shop", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const corp = await enterprise(t, { staffRoles: [["EMP_PURCHASE"], ["EMP_SALES"]] });
  const [purchaser] = corp.staff;
  const pending = await enterprise(t, { verifyState: "PENDING" });
  const buyer = await person(t, ["BUYER"]);
  const owner = await person(t, ["SHOP_OWNER"], "李店主");

  it("saves the application as a draft, sanitising the intro", async () => {
    const v = await t.ok(shop.addShopInfo, shopFormFor({ name: "鲁禽饲料旗舰店" }, corp), { ticket: corp.ticket });
    expect(v).toMatchObject({ status: "DRAFT", name: "鲁禽饲料旗舰店", boId: corp.boId, ownerType: "ENTERPRISE", mainCategoryId: "04" });
    expect(v.intro).toBe("<p>专营蛋鸡饲料</p>");
    expect(v.businessScope.map((s) => s.name)).toEqual(["饲料", "笼具"]);
    expect(v.events).toEqual(["edit", "submit"]);
    // saving again edits the same draft: one default shop per member
    const again = await t.ok(shop.addShopInfo, shopFormFor({ name: "鲁禽饲料旗舰店", address: "新地址" }, corp), { ticket: corp.ticket });
    expect(again.shopId).toBe(v.shopId);
    expect(await t.database.db.select().from(shopTable).where(eq(shopTable.boId, corp.boId))).toHaveLength(1);
  });

  it("names the field of bad input", async () => {
    const lvl3 = await t.call(shop.addShopInfo, shopFormFor({ businessScope: ["040101"] }, owner), { ticket: owner.ticket });
    expect(lvl3.code).toBe(Codes.VALIDATION);
    expect(lvl3.msg).toContain("businessScope");
    const mobile = await t.call(shop.addShopInfo, shopFormFor({ contactMobile: "123" }, owner), { ticket: owner.ticket });
    expect(mobile.code).toBe(Codes.VALIDATION);
    expect(mobile.msg).toContain("contactMobile");
    const main = await t.call(shop.addShopInfo, shopFormFor({ mainCategoryId: "06" }, owner), { ticket: owner.ticket });
    expect(main.msg).toContain("mainCategoryId");
    const taken = await t.call(shop.addShopInfo, shopFormFor({ name: "鲁禽饲料旗舰店" }, owner), { ticket: owner.ticket });
    expect(taken.code).toBe(Codes.VALIDATION);
    expect(taken.msg).toContain("name");
  });

  it("refuses visitors, members without the function, employees without it, and unverified enterprises", async () => {
    expect((await t.call(shop.addShopInfo, shopFormFor())).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(shop.addShopInfo, shopFormFor({}, buyer), { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(shop.addShopInfo, shopFormFor({}, purchaser), { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
    const unverified = await t.call(shop.addShopInfo, shopFormFor({}, pending), { ticket: pending.ticket });
    // a never-approved enterprise's admin acts as the person, who may not open a shop for it
    expect(unverified.code).toBe(Codes.FORBIDDEN);
  });

  it("submission needs the licences the business scope requires", async () => {
    const vet = await t.call(shop.addShop, { form: shopFormFor({ businessScope: ["06"] }, owner) }, { ticket: owner.ticket });
    expect(vet.code).toBe(Codes.VALIDATION);
    expect(vet.msg).toContain("licences");
    expect(vet.msg).toContain("身份证");
    const withId = shopFormFor({ businessScope: ["06"], licences: [{ kind: "ID_CARD", number: "370102199001011234", fileUrl: "/files/image/x/id.png" }] }, owner);
    const noVet = await t.call(shop.addShop, { form: withId }, { ticket: owner.ticket });
    expect(noVet.msg).toContain("兽药经营许可证");
    const expired = await t.call(
      shop.addShop,
      { form: { ...withId, licences: [...withId.licences!, { kind: "VET_DRUG", number: "(2020)兽药经营证字 001", fileUrl: licenceUrlOf(owner.boId), validUntil: "2020-01-01" }] } },
      { ticket: owner.ticket },
    );
    expect(expired.msg).toContain("兽药经营许可证");
    const ok = await t.ok(
      shop.addShop,
      { form: { ...withId, licences: [...withId.licences!, { kind: "VET_DRUG", number: "(2026)兽药经营证字 001", fileUrl: licenceUrlOf(owner.boId), validUntil: "2030-01-01" }] } },
      { ticket: owner.ticket },
    );
    expect(ok.status).toBe("SUBMITTED");
    expect(ok.requiredLicences.every((r) => r.present)).toBe(true);
  });

  it("runs the review: reject with reason, edit, resubmit, approve, open, close, reopen — each recorded", async () => {
    const s = await t.ok(shop.addShop, {}, { ticket: corp.ticket });
    expect(s.status).toBe("SUBMITTED");
    expect((await t.call(shop.addShopInfo, shopFormFor({}, corp), { ticket: corp.ticket })).code).toBe(Codes.CONFLICT);

    const q = await t.ok(adminConsole.shopQueue, {}, { ticket: op.ticket });
    expect(q.list.map((r) => r.shopId)).toContain(s.shopId);
    expect(q.counts.SUBMITTED).toBeGreaterThanOrEqual(2);

    const rej = await t.ok(adminConsole.shopReject, { shopId: s.shopId, reason: "营业执照照片不清晰" }, { ticket: op.ticket });
    expect(rej).toMatchObject({ status: "REJECTED", rejectReason: "营业执照照片不清晰" });
    const mine = await t.ok(shop.selDefaultShopByBoId, {}, { ticket: corp.ticket });
    expect(mine?.rejectReason).toBe("营业执照照片不清晰");
    expect((await t.call(adminConsole.shopApprove, { shopId: s.shopId }, { ticket: op.ticket })).code).toBe(Codes.CONFLICT);

    await t.ok(shop.addShopInfo, shopFormFor({ name: "鲁禽饲料旗舰店" }, corp), { ticket: corp.ticket });
    expect((await t.ok(shop.addShop, {}, { ticket: corp.ticket })).rejectReason).toBeNull();
    expect((await t.ok(adminConsole.shopApprove, { shopId: s.shopId }, { ticket: op.ticket })).status).toBe("APPROVED");
    expect((await t.call(shop.updStatus, { shopId: s.shopId, action: "CLOSE" }, { ticket: corp.ticket })).code).toBe(Codes.CONFLICT);
    const opened = await t.ok(shop.updStatus, { shopId: s.shopId, action: "OPEN" }, { ticket: corp.ticket });
    expect(opened.status).toBe("OPEN");
    expect(opened.openedAt).not.toBeNull();
    expect((await t.ok(shop.updStatus, { shopId: s.shopId, action: "CLOSE" }, { ticket: corp.ticket })).status).toBe("CLOSED");
    expect((await t.ok(shop.updStatus, { shopId: s.shopId, action: "REOPEN" }, { ticket: corp.ticket })).status).toBe("OPEN");

    const detail = await t.ok(adminConsole.shopDetail, { shopId: s.shopId }, { ticket: op.ticket });
    expect(detail.history.map((h) => h.event)).toEqual(["submit", "reject", "submit", "approve", "open", "close", "reopen"]);
    expect(detail.history[1]).toMatchObject({ fromState: "SUBMITTED", toState: "REJECTED", eventLabel: "驳回", reason: "营业执照照片不清晰", actorKind: "OPERATOR", actorName: "运营" });
    expect(detail.owner).toMatchObject({ type: "ENTERPRISE", verifyState: "APPROVED" });
    expect(detail.owner.creditCode).toMatch(/^91370100/);
  });

  it("the console is for operators only", async () => {
    expect((await t.call(adminConsole.shopQueue, {}, { ticket: corp.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(adminConsole.shopApprove, { shopId: "x" }, { ticket: owner.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(adminConsole.shopReject, { shopId: "x", reason: "" }, { ticket: op.ticket })).msg).toContain("reason");
    expect((await t.call(adminConsole.shopQueue, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("two concurrent first saves create one shop", async () => {
    const fresh = await person(t, ["SHOP_OWNER"]);
    const results = await Promise.all([1, 2, 3].map((i) => t.call(shop.addShopInfo, shopFormFor({ name: `并发店${i}` }, fresh), { ticket: fresh.ticket })));
    expect(results.filter((r) => r.code === "0").length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.code === "0" || r.code === Codes.CONFLICT)).toBe(true);
    expect(await t.database.db.select().from(shopTable).where(eq(shopTable.boId, fresh.boId))).toHaveLength(1);
  });

  it("records every state change in the audit log", async () => {
    const rows = await t.database.db.select().from(stateHistory).where(eq(stateHistory.entityKind, "SHOP"));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    // every row names its actor; decisions are the operator's, and a rejection keeps its reason
    expect(rows.every((r) => r.actorId && shopMachine.can(r.fromState as ShopStatus, r.event as ShopEvent) && shopMachine.next(r.fromState as ShopStatus, r.event as ShopEvent) === r.toState)).toBe(true);
    for (const r of rows) expect(r.actorKind).toBe(r.event === "approve" || r.event === "reject" ? "OPERATOR" : "MEMBER");
    expect(rows.some((r) => r.event === "reject" && r.reason)).toBe(true);
  });
});

describe("shop settings and public reads", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const a = await enterprise(t, { staffRoles: [["EMP_PURCHASE"]], name: "潍坊禾丰饲料有限公司" });
  const b = await person(t, ["SHOP_OWNER"]);
  const shopA = await openShop(t, a, op, { name: "禾丰饲料旗舰店", areaCode: "370702" });
  const shopB = await openShop(t, b, op, { name: "张三家庭农场店", businessScope: ["0201"], licences: [{ kind: "ID_CARD", number: "370102199001011234", fileUrl: "/files/image/x/id.png" }] });

  it("the owner edits storefront settings; another member cannot touch them", async () => {
    const v = await t.ok(shop.updById, { shopId: shopA, servicePhone: "0536-1234567", intro: "<b>好</b><img src=x onerror=alert(1)>" }, { ticket: a.ticket });
    expect(v.servicePhone).toBe("0536-1234567");
    expect(v.intro).not.toContain("onerror");
    const r = await t.call(shop.updById, { shopId: shopA, servicePhone: "110" }, { ticket: b.ticket });
    expect(r.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(shop.selDefaultShopByBoId, {}, { ticket: a.ticket }))?.servicePhone).toBe("0536-1234567");
    expect((await t.call(shop.updById, { shopId: shopA }, { ticket: a.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(shop.updStatus, { shopId: shopA, action: "CLOSE" }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
  });

  it("takes only images our store holds for the logo, the banner and the licences", async () => {
    const away = await t.call(shop.updById, { shopId: shopA, logoUrl: "https://img.example.com/logo.png" }, { ticket: a.ticket });
    expect([away.code, away.msg]).toEqual([Codes.VALIDATION, expect.stringMatching(/^logoUrl: /)]);
    const madeUp = await t.call(shop.updById, { shopId: shopA, bannerUrl: "/files/image/20260101/never-uploaded.png" }, { ticket: a.ticket });
    expect([madeUp.code, madeUp.msg]).toEqual([Codes.VALIDATION, expect.stringMatching(/^bannerUrl: /)]);
    expect((await t.ok(shop.updById, { shopId: shopA, logoUrl: "/files/image/x/l.png" }, { ticket: a.ticket })).logoUrl).toBe("/files/image/x/l.png");
    const c = await person(t, ["SHOP_OWNER"]);
    const form = shopFormFor({ businessScope: ["0201"], licences: [{ kind: "ID_CARD", number: "370102199001011234", fileUrl: "https://img.example.com/id.png" }] });
    const r = await t.call(shop.addShop, { form }, { ticket: c.ticket });
    expect([r.code, r.msg]).toEqual([Codes.VALIDATION, expect.stringMatching(/^licences\.0\.fileUrl: /)]);
  });

  it("takes as a licence only a file the member uploaded: another member's private file is refused", async () => {
    const c = await person(t, ["SHOP_OWNER"]);
    const d = await person(t, ["SHOP_OWNER"]);
    // d's licence is a private upload of d's; c names its URL in their own application
    const theirs = shopFormFor({ businessScope: ["0201"], licences: [{ kind: "ID_CARD", number: "370102199001011234", fileUrl: licenceUrlOf(d.boId) }] });
    for (const def of [shop.addShopInfo, shop.addShop] as const) {
      const r = def === shop.addShop ? await t.call(shop.addShop, { form: theirs }, { ticket: c.ticket }) : await t.call(shop.addShopInfo, theirs, { ticket: c.ticket });
      expect([r.code, r.msg]).toEqual([Codes.VALIDATION, expect.stringMatching(/^licences\.0\.fileUrl: .*您上传/)]);
    }
    expect(await t.ok(shop.selDefaultShopByBoId, {}, { ticket: c.ticket })).toBeNull();
    // the same file is accepted from its owner
    const own = await t.ok(shop.addShop, { form: theirs }, { ticket: d.ticket });
    expect(own.licences.map((l) => l.fileUrl)).toEqual([licenceUrlOf(d.boId)]);
  });

  it("lists open shops by keyword, scope category and area", async () => {
    const all = await t.ok(shop.selListByParam, {});
    expect(all.total).toBe(2);
    expect((await t.ok(shop.selListByParam, { keyword: "禾丰" })).list.map((s) => s.shopId)).toEqual([shopA]);
    expect((await t.ok(shop.selListByParam, { categoryId: "040101" })).list.map((s) => s.shopId)).toEqual([shopA]);
    expect((await t.ok(shop.selListByParam, { categoryId: "02" })).list.map((s) => s.shopId)).toEqual([shopB]);
    expect((await t.ok(shop.selListByParam, { areaCode: "370700" })).list.map((s) => s.shopId)).toEqual([shopA]);
    expect((await t.call(shop.selListByParam, { areaCode: "37" })).msg).toContain("areaCode");
  });

  it("shows a shop card with its owner; a closed shop is hidden from others but not from its owner", async () => {
    const card = await t.ok(shop.selShopInfoById, { shopId: shopA });
    expect(card).toMatchObject({ name: "禾丰饲料旗舰店", ownerName: "潍坊禾丰饲料有限公司", verified: true, areaName: "山东省潍坊市潍城区", status: "OPEN" });
    expect((await t.ok(shop.selShopByBoId, { boId: a.boId }))?.shopId).toBe(shopA);
    const org = await t.ok(shop.selShopAndOrg, { shopId: shopA });
    expect(org.org.creditCode).toMatch(/^9137\*+\w{4}$/);
    await t.ok(shop.updStatus, { shopId: shopB, action: "CLOSE" }, { ticket: b.ticket });
    expect((await t.call(shop.selShopInfoById, { shopId: shopB })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(shop.selShopInfoById, { shopId: shopB }, { ticket: a.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(shop.selShopInfoById, { shopId: shopB }, { ticket: b.ticket })).status).toBe("CLOSED");
    expect(await t.ok(shop.selShopByBoId, { boId: b.boId })).toBeNull();
    expect((await t.ok(shop.selShopByParam, { shopIds: [shopA, shopB] })).map((s) => s.shopId)).toEqual([shopA]);
    await t.ok(shop.updStatus, { shopId: shopB, action: "REOPEN" }, { ticket: b.ticket });
  });

  it("answers whether the shop may sell in a category", async () => {
    expect(await t.ok(shop.isInBusiScopeCode, { categoryId: "040101" }, { ticket: a.ticket })).toMatchObject({ allowed: true, matchedScopeId: "04" });
    const no = await t.ok(shop.isInBusiScopeCode, { categoryId: "060101" }, { ticket: a.ticket });
    expect(no.allowed).toBe(false);
    expect(no.reason).toContain("不在店铺经营范围内");
    expect((await t.call(shop.isInBusiScopeCode, { categoryId: "04" })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("my shop detail carries the card and the required-licence checklist", async () => {
    const d = await t.ok(shop.selDefaultShopDetailByBoId, {}, { ticket: a.ticket });
    expect(d?.card.shopId).toBe(shopA);
    expect(d?.shop.requiredLicences).toEqual([{ kind: "BUSINESS_LICENCE", label: "营业执照", reason: "企业开店须上传营业执照", present: true }]);
    expect(await t.ok(shop.selDefaultShopDetailByBoId, {}, { ticket: op.ticket })).toBeNull();
  });
});

describe("pickup points and return addresses", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const a = await enterprise(t, { staffRoles: [["EMP_SALES"], ["EMP_PURCHASE"]] });
  const [sales, purchaser] = a.staff;
  const b = await person(t, ["SHOP_OWNER"]);
  const shopA = await openShop(t, a, op, {
    addresses: [{ kind: "RETURN", contactName: "退货组", contactMobile: "13900000001", areaCode: "370102", address: "仓库 A", isDefault: false }],
  });
  await openShop(t, b, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const pickup = { kind: "PICKUP" as const, name: "历下自提点", contactName: "刘", contactMobile: "13900000002", areaCode: "370102", address: "经十路 2 号", businessHours: "8:00-18:00", isDefault: false };

  it("the opening form's addresses are stored, the first of a kind being the default", async () => {
    const list = await t.ok(shop.selAddressByLogin, { kind: "RETURN" }, { ticket: a.ticket });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ address: "仓库 A", isDefault: true, areaName: "山东省济南市历下区" });
  });

  it("adds, makes default, updates and deletes pickup points, promoting a new default", async () => {
    const p1 = await t.ok(shop.addAddress, pickup, { ticket: a.ticket });
    expect(p1.isDefault).toBe(true);
    const p2 = await t.ok(shop.addAddress, { ...pickup, name: "槐荫自提点", areaCode: "370104", isDefault: true }, { ticket: a.ticket });
    let list = await t.ok(shop.selAddressByLogin, { kind: "PICKUP" }, { ticket: a.ticket });
    expect(list.filter((x) => x.isDefault).map((x) => x.id)).toEqual([p2.id]);
    expect((await t.ok(shop.updAddress, { ...pickup, id: p1.id, address: "经十路 3 号" }, { ticket: a.ticket })).address).toBe("经十路 3 号");
    await t.ok(shop.delAddress, { id: p2.id }, { ticket: a.ticket });
    list = await t.ok(shop.selAddressByLogin, { kind: "PICKUP" }, { ticket: a.ticket });
    expect(list.map((x) => [x.id, x.isDefault])).toEqual([[p1.id, true]]);
    // each kind has its own default: the pickup points' changes left the return address's alone
    const returns = await t.ok(shop.selAddressByLogin, { kind: "RETURN" }, { ticket: a.ticket });
    expect(returns.filter((x) => x.isDefault).map((x) => x.address)).toEqual(["仓库 A"]);
    const pub = await t.ok(shop.selPickupByShopId, { shopId: shopA });
    expect(pub[0]).toMatchObject({ name: "历下自提点", contactPhone: "13900000002" });
  });

  it("checks the area, the function per kind, and ownership", async () => {
    expect((await t.call(shop.addAddress, { ...pickup, areaCode: "999999" }, { ticket: a.ticket })).msg).toContain("areaCode");
    expect((await t.call(shop.addAddress, pickup, { ticket: sales.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(shop.selAddressByLogin, { kind: "RETURN" }, { ticket: sales.ticket })).code).toBe("0");
    expect((await t.call(shop.selAddressByLogin, { kind: "RETURN" }, { ticket: purchaser.ticket })).code).toBe(Codes.FORBIDDEN);
    const [mine] = await t.ok(shop.selAddressByLogin, { kind: "PICKUP" }, { ticket: a.ticket });
    expect((await t.call(shop.delAddress, { id: mine.id }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(shop.updAddress, { ...pickup, id: mine.id }, { ticket: b.ticket })).code).toBe(Codes.NOT_FOUND);
    expect(await t.ok(shop.selAddressByLogin, { kind: "PICKUP" }, { ticket: a.ticket })).toHaveLength(1);
    expect((await t.call(shop.selAddressByLogin, { kind: "PICKUP" })).code).toBe(Codes.NOT_LOGGED_IN);
  });
});

describe("the shop state machine refuses a second concurrent approval", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const owner = await person(t, ["SHOP_OWNER"]);

  it("one approval wins, the other is a conflict", async () => {
    const s = await t.ok(shop.addShop, { form: shopFormFor({ licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] }, owner) }, { ticket: owner.ticket });
    const r = await Promise.all([
      t.call(adminConsole.shopApprove, { shopId: s.shopId }, { ticket: op.ticket }),
      t.call(adminConsole.shopReject, { shopId: s.shopId, reason: "重复" }, { ticket: op.ticket }),
    ]);
    expect(r.map((x) => x.code).sort()).toEqual(["0", Codes.CONFLICT].sort());
  });
});
