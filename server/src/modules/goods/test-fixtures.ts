/**
 * Test helpers for the catalogue (imported by *.test.ts only): members of every kind, a shop opened
 * through the real calls, and valid forms.
 */
import { adminConsole, shop, type GoodsForm, type ShopForm } from "@qinlian/contract";
import { createEnterprise } from "../../demo/catalog-members";
import { createPerson } from "../../demo/members";
import type { TestApp } from "../../testing/harness";
import { fileObject } from "../file/schema";

let seq = 0;
const next = () => String(++seq).padStart(4, "0");
/** Unique within a test file (each file has its own database). */
export const nextMobile = () => `137${String(++seq).padStart(8, "0")}`;

/**
 * The upload paths the catalogue's tests and forms use, recorded as uploads (the server accepts only
 * files its store holds), once per test app, before its first member is made.
 */
const FIXTURE_IMAGES = [
  "image/20260101/licence.png",
  "image/20260101/feed-1.png",
  "image/20260101/feed-2.png",
  "image/20260101/d.png",
  "image/x/id.png",
  "image/x/l.png",
  "image/x/v.png",
  "image/x/pkg.png",
  "image/x/e.png",
];
const withImages = new WeakSet<TestApp>();
async function recordFixtureImages(t: TestApp) {
  if (withImages.has(t)) return;
  withImages.add(t);
  await t.database.db
    .insert(fileObject)
    .values(FIXTURE_IMAGES.map((k) => ({ ownerMemberId: "fixture", ownerBoId: "fixture", kind: "image" as const, originalName: k.split("/").pop()!, mime: "image/png", size: 68, sha256: "fixture", storageKey: k })))
    .onConflictDoNothing();
}

/**
 * Shop licences are private documents: a shop takes only licence files its member uploaded. Each actor
 * made here gets one (a private image) at this URL.
 */
export const licenceUrlOf = (boId: string) => `/files/private/image/x/licence-${boId}.png`;
async function recordLicence(t: TestApp, memberId: string, boId: string) {
  await t.database.db
    .insert(fileObject)
    .values({ ownerMemberId: memberId, ownerBoId: boId, kind: "image", originalName: "licence.png", mime: "image/png", size: 68, sha256: "fixture", storageKey: licenceUrlOf(boId).slice("/files/".length) })
    .onConflictDoNothing();
}

export interface Actor {
  ticket: string;
  boId: string;
  memberId: string;
}

/** A person acting for themselves with the given roles. */
export async function person(t: TestApp, roles: string[], name = "测试用户"): Promise<Actor> {
  await recordFixtureImages(t);
  const n = next();
  const id = `p-${n}-${Math.random().toString(36).slice(2, 6)}`;
  await createPerson(t.database.db, { id, loginName: `u${id}`, mobile: nextMobile(), password: "Test@2026a", name, roles });
  await recordLicence(t, id, id);
  return { ticket: await t.login(`u${id}`, "Test@2026a"), boId: id, memberId: id };
}

/** An enterprise (verified unless said otherwise) logged in as its administrator, plus staff with roles. */
export async function enterprise(
  t: TestApp,
  opts: { verifyState?: "APPROVED" | "PENDING" | "NONE"; staffRoles?: string[][]; name?: string } = {},
): Promise<Actor & { staff: Actor[] }> {
  await recordFixtureImages(t);
  const n = next();
  const id = `e-${n}-${Math.random().toString(36).slice(2, 6)}`;
  const mk = (k: string) => ({ id: `${id}-${k}`, loginName: `u${id}-${k}`, mobile: nextMobile(), password: "Test@2026a", name: `员工${k}`, roles: [] });
  const staffPeople = (opts.staffRoles ?? []).map((roles, i) => ({ person: mk(`s${i}`), roles }));
  const admin = mk("admin");
  await createEnterprise(t.database.db, {
    id,
    name: opts.name ?? `测试企业${n}`,
    creditBody: `91370100MA${n}ABC`.padEnd(17, "0").slice(0, 17),
    mobile: nextMobile(),
    legalPerson: "王法人",
    areaCode: "370102",
    address: "经十路 1 号",
    enterpriseType: "FARM",
    verifyState: opts.verifyState ?? "APPROVED",
    admin,
    employees: staffPeople,
  });
  await recordLicence(t, admin.id, id);
  const staff: Actor[] = [];
  for (const s of staffPeople) staff.push({ ticket: await t.login(s.person.loginName, "Test@2026a"), boId: id, memberId: s.person.id });
  return { ticket: await t.login(admin.loginName, "Test@2026a"), boId: id, memberId: admin.id, staff };
}

export async function operator(t: TestApp): Promise<Actor> {
  return person(t, ["OPERATOR"], "运营");
}

/**
 * A valid shop form. With `owner`, its licences point at the owner's own licence file (the fixture
 * paths under /files/image/ are replaced; other URLs are kept, e.g. to test a refusal).
 */
export function shopFormFor(overrides: Partial<ShopForm> = {}, owner?: Pick<Actor, "boId">): ShopForm {
  const form: ShopForm = {
    name: `测试店铺${next()}`,
    intro: "<p>专营蛋鸡饲料</p><script>alert(1)</script>",
    businessScope: ["04", "0701"],
    areaCode: "370102",
    address: "历下区经十路 100 号",
    contactName: "王经理",
    contactMobile: "13912345678",
    servicePhone: "0531-88888888",
    licences: [{ kind: "BUSINESS_LICENCE", number: "91370100MA3C000001", fileUrl: "/files/image/20260101/licence.png" }],
    ...overrides,
  };
  if (!owner) return form;
  return { ...form, licences: (form.licences ?? []).map((l) => (l.fileUrl.startsWith("/files/image/") ? { ...l, fileUrl: licenceUrlOf(owner.boId) } : l)) };
}

/** Opens a shop through the real calls: save, submit, operator approves, owner opens. */
export async function openShop(t: TestApp, owner: Actor, op: Actor, form: Partial<ShopForm> = {}): Promise<string> {
  const view = await t.ok(shop.addShop, { form: shopFormFor(form, owner) }, { ticket: owner.ticket });
  await t.ok(adminConsole.shopApprove, { shopId: view.shopId }, { ticket: op.ticket });
  await t.ok(shop.updStatus, { shopId: view.shopId, action: "OPEN" }, { ticket: owner.ticket });
  return view.shopId;
}

export function goodsFormFor(overrides: Partial<GoodsForm> = {}): GoodsForm {
  return {
    name: `蛋鸡配合料 产蛋高峰期 ${next()}`,
    subTitle: "玉米豆粕型，钙磷平衡",
    categoryId: "040101",
    attributes: [{ name: "适用阶段", value: "产蛋高峰期" }],
    unit: "DAI",
    specs: [
      { name: "40kg/袋", price: 16800, memberPrice: 16200, stock: 500, skuCode: "DJ-40" },
      { name: "20kg/袋", price: 8800, stock: 300 },
    ],
    images: ["/files/image/20260101/feed-1.png", "/files/image/20260101/feed-2.png"],
    description: '<p>粗蛋白 ≥16%</p><img src="javascript:alert(1)"><img src="/files/image/20260101/d.png">',
    originAreaCode: "370102",
    deliveryRange: { nationwide: false, areaCodes: ["370000", "130000"] },
    logistics: ["EXPRESS", "PICKUP"],
    minOrderQty: 2,
    ...overrides,
  };
}
