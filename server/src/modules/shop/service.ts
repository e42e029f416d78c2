/**
 * Opening a shop and running it: the application (draft → review), the owner's settings and
 * open/close, and the public reads of shops.
 *
 * Who may open a shop (decided here): the call needs the function `transaction.shop.open`, which the
 * roles SHOP_OWNER (a person acting for themselves) and ENTERPRISE_ADMIN (an enterprise's
 * administrator) grant; an enterprise must also be verified (member.verifyState APPROVED). Persons
 * with only the SELLER role do not open shops: they publish supply posts without one.
 */
import { and, asc, desc, eq, ilike, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { PageInput, ShopForm, ShopLicence, ShopView } from "@qinlian/contract";
import { shopForm as shopFormSchema, shop as shopCalls, type Parsed } from "@qinlian/contract";
import type { z } from "zod";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { emit } from "../../kit/events";
import { transition } from "../../kit/transition";
import { pageTable } from "../../kit/paging";
import { contains, escapeLike } from "../../kit/sql";
import { areaPrefix, categoryIndex, requireAreas, todayCst } from "../goods";
import { enterpriseInfoOf, ownerSummaries, shopLiveGoodsIds } from "../../read/shop-goods";
import { assertLicences } from "./licences";
import { applicationEditable, shopMachine, type ShopEvent } from "./machine";
import { shop, shopAddress } from "./schema";
import { shopCards, shopView, type ShopRow } from "./views";
import "./events";
import { storedRichText } from "../file";
import { assertStoredFiles } from "../file";
import { together } from "../../kit/context";

type ShopFormParsed = z.output<typeof shopFormSchema>;

// ---- own shop -----------------------------------------------------------------------------------

/** The caller's default shop (any state), locked for update when asked. */
export async function ownShop(ctx: AuthedCtx, forUpdate = false): Promise<ShopRow | null> {
  const q = ctx.db
    .select()
    .from(shop)
    .where(and(eq(shop.boId, ctx.member.boId), eq(shop.isDefault, true)));
  const [row] = forUpdate ? await q.for("update") : await q;
  return row ?? null;
}

export async function requireOwnShop(ctx: AuthedCtx, forUpdate = false): Promise<ShopRow> {
  const row = await ownShop(ctx, forUpdate);
  if (!row) throw notFound("店铺");
  return row;
}

/** A shop of the caller's by id, or not-found (other members' shops are not found). */
async function ownShopById(ctx: AuthedCtx, shopId: string, forUpdate = false): Promise<ShopRow> {
  const q = ctx.db
    .select()
    .from(shop)
    .where(and(eq(shop.id, shopId), eq(shop.boId, ctx.member.boId)));
  const [row] = forUpdate ? await q.for("update") : await q;
  if (!row) throw notFound("店铺");
  return row;
}

async function ownerOf(ctx: Ctx, boId: string) {
  const m = (await ownerSummaries(ctx, [boId])).get(boId);
  if (!m) throw notFound("会员");
  return m;
}

/** An enterprise must be verified before it opens a shop. */
async function assertMayOpen(ctx: AuthedCtx) {
  const m = await ownerOf(ctx, ctx.member.boId);
  if (m.type === "ENTERPRISE" && m.verifyState !== "APPROVED") {
    throw forbidden("企业认证通过后才能开店，请先在“企业信息”中提交认证");
  }
  return m;
}

// ---- the application form --------------------------------------------------------------------

/** Validates the form's references and rules; returns the values to store. */
async function normaliseForm(ctx: AuthedCtx, f: ShopFormParsed, selfId: string | null) {
  const cats = await categoryIndex(ctx);
  const scope: string[] = [];
  for (const id of f.businessScope) {
    const c = cats.get(id);
    if (!c) throw invalid("businessScope", `平台类目 ${id} 不存在`);
    if (c.level > 2) throw invalid("businessScope", `经营范围请选择一级或二级类目（${c.name} 是三级类目）`);
    if (!scope.includes(id)) scope.push(id);
  }
  // a scope entry under another one adds nothing ("04" already covers "0401")
  const businessScope = scope.filter((s) => !scope.some((o) => o !== s && s.startsWith(o)));
  let mainCategoryId = businessScope[0].slice(0, 2);
  if (f.mainCategoryId) {
    const c = cats.get(f.mainCategoryId);
    if (!c || c.level !== 1) throw invalid("mainCategoryId", "主营类目应为一级类目");
    if (!businessScope.some((s) => s.startsWith(f.mainCategoryId!))) throw invalid("mainCategoryId", "主营类目须在经营范围内");
    mainCategoryId = f.mainCategoryId;
  }
  await requireAreas(ctx, [f.areaCode], "areaCode");
  await assertStoredFiles(ctx, [{ field: "logoUrl", url: f.logoUrl }, { field: "bannerUrl", url: f.bannerUrl }]);
  const kinds = f.licences.filter((l) => l.kind !== "OTHER").map((l) => l.kind);
  const dup = kinds.find((k, i) => kinds.indexOf(k) !== i);
  if (dup) throw invalid("licences", `证照类型 ${dup} 重复`);
  const [taken] = await ctx.db
    .select({ id: shop.id })
    .from(shop)
    .where(and(sql`lower(${shop.name}) = lower(${f.name})`, selfId ? ne(shop.id, selfId) : undefined))
    .limit(1);
  if (taken) throw invalid("name", "店铺名称已被使用");
  return {
    name: f.name,
    logoUrl: f.logoUrl,
    bannerUrl: f.bannerUrl,
    intro: (await storedRichText(ctx, "intro", f.intro)) || null,
    // licences are private documents: only files the member uploaded themselves (checked last, so a
    // form's other mistakes are named first)
    licences: await ownLicences(ctx, f.licences),
    businessScope,
    mainCategoryId,
    areaCode: f.areaCode,
    address: f.address,
    contactName: f.contactName,
    contactMobile: f.contactMobile,
    servicePhone: f.servicePhone ?? null,
  };
}

/** The licences, once every file is one the member uploaded (another member's private file is refused). */
async function ownLicences(ctx: AuthedCtx, licences: ShopFormParsed["licences"]): Promise<ShopLicence[]> {
  await assertStoredFiles(
    ctx,
    licences.map((l, i) => ({ field: `licences.${i}.fileUrl`, url: l.fileUrl })),
    { mine: true },
  );
  return licences;
}

type AddressInput = NonNullable<ShopFormParsed["addresses"]>[number];

/** Replaces a shop's addresses; one default per kind (the first of a kind if none is marked). */
async function replaceAddresses(ctx: AuthedCtx, shopId: string, list: readonly AddressInput[]) {
  await requireAreas(
    ctx,
    list.map((a) => a.areaCode),
    "addresses.areaCode",
  );
  for (const kind of ["PICKUP", "RETURN"] as const) {
    if (list.filter((a) => a.kind === kind && a.isDefault).length > 1) throw invalid("addresses", "每类地址只能有一个默认");
  }
  await ctx.db.delete(shopAddress).where(eq(shopAddress.shopId, shopId));
  const rows = list.map((a, i) => ({
    shopId,
    kind: a.kind,
    name: a.name ?? null,
    contactName: a.contactName,
    contactMobile: a.contactMobile,
    areaCode: a.areaCode,
    address: a.address,
    businessHours: a.businessHours ?? null,
    isDefault: a.isDefault || !list.some((b, j) => b.kind === a.kind && (b.isDefault || j < i)),
  }));
  if (rows.length) await ctx.db.insert(shopAddress).values(rows);
}

/**
 * Saves the application: creates the caller's default shop as a DRAFT, or edits their DRAFT or
 * REJECTED application (a rejected one stays REJECTED until it is submitted again).
 */
export async function saveApplication(ctx: AuthedCtx, input: ShopForm | ShopFormParsed): Promise<ShopView> {
  const f = shopFormSchema.parse(input);
  return inTx(ctx, async (tx) => {
    await assertMayOpen(tx);
    let row = await ownShop(tx, true);
    const values = await normaliseForm(tx, f, row?.id ?? null);
    if (!row) {
      const [created] = await tx.db
        .insert(shop)
        .values({ boId: tx.member.boId, isDefault: true, status: "DRAFT", ...values })
        .onConflictDoNothing({ target: shop.boId, where: sql`${shop.isDefault}` })
        .returning();
      if (!created) throw conflict("店铺申请已由另一请求创建，请刷新后重试");
      row = created;
    } else {
      if (!applicationEditable(row.status)) {
        throw conflict(`店铺${shopMachine.labels[row.status]}，开店申请不能再修改；店铺设置请在“店铺设置”中修改`);
      }
      [row] = await tx.db.update(shop).set(values).where(eq(shop.id, row.id)).returning();
    }
    if (f.addresses) await replaceAddresses(tx, row.id, f.addresses);
    await emit(tx, "shop.changed", { shopId: row.id });
    return shopView(tx, row);
  });
}

/** Applies a shop machine event (kit transition: guarded update, history, "shop.changed"). */
export async function applyShopEvent(ctx: Ctx, row: ShopRow, event: ShopEvent, patch: Partial<typeof shop.$inferInsert> = {}, reason: string | null = null): Promise<ShopRow> {
  return inTx(ctx, async (tx) => {
    const u = await transition(tx, shopMachine, row, event, { patch, reason });
    // goods of a shop are visible only while it is OPEN: each of its goods announces the change
    if ((row.status === "OPEN") !== (u.status === "OPEN")) {
      for (const goodsId of await shopLiveGoodsIds(tx, row.id)) await emit(tx, "goods.changed", { goodsId });
    }
    return u;
  });
}

/** Submits the application for review (saving the form first when one is sent). */
export async function submitApplication(ctx: AuthedCtx, form?: ShopFormParsed): Promise<ShopView> {
  return inTx(ctx, async (tx) => {
    if (form) await saveApplication(tx, form);
    const owner = await assertMayOpen(tx);
    const row = await requireOwnShop(tx, true);
    assertLicences(owner.type, row.businessScope, row.licences as ShopLicence[], todayCst(tx.now));
    const u = await applyShopEvent(tx, row, "submit", { submittedAt: tx.now, rejectReason: null });
    return shopView(tx, u);
  });
}

// ---- the owner's settings and open/close ------------------------------------------------------

/** `updById`'s input (the contract declares it once). */
export type SettingsInput = Parsed<typeof shopCalls.updById>;

/** Storefront and contact settings; not while the application is under review. */
export async function updateSettings(ctx: AuthedCtx, input: SettingsInput): Promise<ShopView> {
  return inTx(ctx, async (tx) => {
    const row = await ownShopById(tx, input.shopId, true);
    if (row.status === "SUBMITTED") throw conflict("开店申请审核中，暂不能修改店铺信息");
    if (input.areaCode) await requireAreas(tx, [input.areaCode], "areaCode");
    await assertStoredFiles(tx, [{ field: "logoUrl", url: input.logoUrl !== row.logoUrl ? input.logoUrl : null }, { field: "bannerUrl", url: input.bannerUrl !== row.bannerUrl ? input.bannerUrl : null }]);
    const { shopId: _id, intro, ...rest } = input;
    const patch = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const [u] = await tx.db
      .update(shop)
      .set({ ...patch, ...(intro !== undefined ? { intro: (await storedRichText(tx, "intro", intro)) || null } : {}) })
      .where(eq(shop.id, row.id))
      .returning();
    await emit(tx, "shop.changed", { shopId: row.id });
    return shopView(tx, u);
  });
}

const actionEvent: Record<"OPEN" | "CLOSE" | "REOPEN", ShopEvent> = { OPEN: "open", CLOSE: "close", REOPEN: "reopen" };

export async function changeStatus(ctx: AuthedCtx, shopId: string, action: "OPEN" | "CLOSE" | "REOPEN"): Promise<ShopView> {
  return inTx(ctx, async (tx) => {
    const row = await ownShopById(tx, shopId, true);
    const event = actionEvent[action];
    const u = await applyShopEvent(tx, row, event, event === "open" ? { openedAt: row.openedAt ?? tx.now } : {});
    return shopView(tx, u);
  });
}

// ---- reads ----------------------------------------------------------------------------------------

export async function myShop(ctx: AuthedCtx): Promise<ShopView | null> {
  const row = await ownShop(ctx);
  return row ? shopView(ctx, row) : null;
}

export async function myShopDetail(ctx: AuthedCtx) {
  const row = await ownShop(ctx);
  if (!row) return null;
  const [view, [card]] = await together(
    ctx,
    () => shopView(ctx, row),
    () => shopCards(ctx, [row]),
  );
  return { shop: view, card };
}

/** An OPEN shop by id (the owner also sees theirs in any state). */
export async function visibleShop(ctx: Ctx, shopId: string): Promise<ShopRow> {
  const [row] = await ctx.db.select().from(shop).where(eq(shop.id, shopId));
  if (!row || (row.status !== "OPEN" && row.boId !== ctx.member?.boId)) throw notFound("店铺");
  return row;
}

export async function shopById(ctx: Ctx, shopId: string) {
  const row = await visibleShop(ctx, shopId);
  const [card] = await shopCards(ctx, [row]);
  return { ...card, status: row.status };
}

/** An OPEN shop (public reads that need one). */
export async function openShop(ctx: Ctx, shopId: string): Promise<ShopRow> {
  const [row] = await ctx.db
    .select()
    .from(shop)
    .where(and(eq(shop.id, shopId), eq(shop.status, "OPEN")));
  if (!row) throw notFound("店铺");
  return row;
}

/** The scope (jsonb array of category ids) covers the category, or the category covers a scope entry. */
const scopeTouches = (categoryId: string): SQL =>
  sql`exists (select 1 from jsonb_array_elements_text(${shop.businessScope}) s(id) where ${categoryId} like s.id || '%' or s.id like ${`${escapeLike(categoryId)}%`})`;

export async function listShops(ctx: Ctx, q: PageInput & { keyword?: string; categoryId?: string; areaCode?: string }) {
  const where = and(
    eq(shop.status, "OPEN"),
    q.keyword ? contains(shop.name, q.keyword) : undefined,
    q.categoryId ? scopeTouches(q.categoryId) : undefined,
    q.areaCode ? ilike(shop.areaCode, `${areaPrefix(q.areaCode)}%`) : undefined,
  );
  const page = await pageTable(ctx, q, shop, where, [desc(shop.openedAt), asc(shop.id)], (r) => r);
  return { ...page, list: await shopCards(ctx, page.list) };
}

export async function shopByBoId(ctx: Ctx, boId: string) {
  const [row] = await ctx.db
    .select()
    .from(shop)
    .where(and(eq(shop.boId, boId), eq(shop.isDefault, true), eq(shop.status, "OPEN")));
  return row ? (await shopCards(ctx, [row]))[0] : null;
}

export async function shopsByParam(ctx: Ctx, q: { shopIds?: string[]; keyword?: string }) {
  const rows = await ctx.db
    .select()
    .from(shop)
    .where(and(eq(shop.status, "OPEN"), q.shopIds ? (q.shopIds.length ? inArray(shop.id, q.shopIds) : sql`false`) : undefined, q.keyword ? contains(shop.name, q.keyword) : undefined))
    .orderBy(desc(shop.openedAt))
    .limit(50);
  return shopCards(ctx, rows);
}

const maskCode = (c: string | null) => (c && c.length > 8 ? `${c.slice(0, 4)}${"*".repeat(c.length - 8)}${c.slice(-4)}` : c);

export async function shopAndOrg(ctx: Ctx, shopId: string) {
  const row = await openShop(ctx, shopId);
  const [[card], owner, ent] = await together(
    ctx,
    () => shopCards(ctx, [row]),
    () => ownerOf(ctx, row.boId),
    () => enterpriseInfoOf(ctx, row.boId),
  );
  return {
    shop: card,
    org: {
      name: owner.name,
      type: owner.type,
      verifyState: owner.verifyState,
      creditCode: maskCode(ent?.creditCode ?? null),
      areaName: card.areaName,
      address: ent?.address ?? row.address,
    },
  };
}

/** May the caller's default shop list goods in this category? */
export async function inBusinessScope(ctx: AuthedCtx, categoryId: string) {
  const c = (await categoryIndex(ctx)).get(categoryId);
  const row = await ownShop(ctx);
  const base = { categoryId, shopId: row?.id ?? null };
  if (!c) return { ...base, allowed: false, matchedScopeId: null, reason: `平台类目 ${categoryId} 不存在` };
  if (!row) return { ...base, allowed: false, matchedScopeId: null, reason: "尚未开店" };
  const matched = row.businessScope.find((s) => categoryId.startsWith(s)) ?? null;
  return { ...base, allowed: !!matched, matchedScopeId: matched, reason: matched ? null : `“${c.name}”不在店铺经营范围内` };
}
