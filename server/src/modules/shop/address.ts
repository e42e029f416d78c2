/**
 * A shop's pickup points (自提点, managed with 自提点管理 — transaction.shop.extract) and return
 * addresses (退货地址 — transaction.sell.address). One default per kind; the first of a kind becomes
 * the default, and deleting the default promotes the oldest remaining one. At most 20 per kind.
 */
import { and, asc, eq } from "drizzle-orm";
import { shop as shopCalls, type Parsed } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { inTx } from "../../kit/context";
import { conflict, invalid, notFound } from "../../kit/errors";
import { countOwned, makeDefault, promoteDefault, type OwnedDefaults } from "../../kit/owned-defaults";
import { requireFunc } from "../goods";
import { areaNames, requireAreas } from "../goods";
import { shopAddress } from "./schema";
import { openShop, requireOwnShop } from "./service";
import { addressView } from "./views";

type Kind = "PICKUP" | "RETURN";
const funcOf: Record<Kind, string> = { PICKUP: "transaction.shop.extract", RETURN: "transaction.sell.address" };
const MAX_PER_KIND = 20;

/** `addAddress`'s input (the contract declares it once). */
export type AddressInput = Parsed<typeof shopCalls.addAddress>;

async function views(ctx: Ctx, rows: (typeof shopAddress.$inferSelect)[]) {
  const areas = await areaNames(ctx, rows.map((r) => r.areaCode));
  return rows.map((r) => addressView(r, areas));
}

export async function listOwn(ctx: AuthedCtx, kind: Kind) {
  requireFunc(ctx, funcOf[kind]);
  const s = await requireOwnShop(ctx);
  const rows = await ctx.db
    .select()
    .from(shopAddress)
    .where(and(eq(shopAddress.shopId, s.id), eq(shopAddress.kind, kind)))
    .orderBy(asc(shopAddress.createdAt));
  return views(ctx, rows);
}

/**
 * One default per shop and kind (kit/owned-defaults; the shop row lock taken by requireOwnShop(tx,
 * true) serialises a shop's address writes). The oldest remaining one is promoted.
 */
const defaults = (kind: Kind): OwnedDefaults<typeof shopAddress> => ({
  kind: `shop_address:${kind}`,
  table: shopAddress,
  id: shopAddress.id,
  boId: shopAddress.shopId,
  isDefault: shopAddress.isDefault,
  promoteOrder: shopAddress.createdAt,
  promote: "oldest",
  scope: eq(shopAddress.kind, kind),
});

const columns = (a: AddressInput) => ({
  kind: a.kind,
  name: a.name ?? null,
  contactName: a.contactName,
  contactMobile: a.contactMobile,
  areaCode: a.areaCode,
  address: a.address,
  businessHours: a.businessHours ?? null,
});

export async function add(ctx: AuthedCtx, a: AddressInput) {
  requireFunc(ctx, funcOf[a.kind]);
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true); // the shop row lock serialises address edits
    await requireAreas(tx, [a.areaCode], "areaCode");
    const n = await countOwned(tx, defaults(a.kind), s.id);
    if (n >= MAX_PER_KIND) throw conflict(`每类地址最多 ${MAX_PER_KIND} 个`);
    const [row] = await tx.db.insert(shopAddress).values({ shopId: s.id, ...columns(a), isDefault: false }).returning();
    if (a.isDefault || n === 0) {
      await makeDefault(tx, defaults(a.kind), s.id, row.id);
      row.isDefault = true;
    }
    return (await views(tx, [row]))[0];
  });
}

export async function update(ctx: AuthedCtx, a: AddressInput & { id: string }) {
  requireFunc(ctx, funcOf[a.kind]);
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const [old] = await tx.db.select().from(shopAddress).where(and(eq(shopAddress.id, a.id), eq(shopAddress.shopId, s.id)));
    if (!old || old.kind !== a.kind) throw notFound("地址");
    await requireAreas(tx, [a.areaCode], "areaCode");
    if (a.isDefault && !old.isDefault) await makeDefault(tx, defaults(a.kind), s.id, a.id);
    const [row] = await tx.db.update(shopAddress).set(columns(a)).where(eq(shopAddress.id, a.id)).returning();
    return (await views(tx, [row]))[0];
  });
}

export async function remove(ctx: AuthedCtx, id: string) {
  return inTx(ctx, async (tx) => {
    const s = await requireOwnShop(tx, true);
    const [old] = await tx.db.select().from(shopAddress).where(and(eq(shopAddress.id, id), eq(shopAddress.shopId, s.id)));
    if (!old) throw notFound("地址");
    requireFunc(tx, funcOf[old.kind]);
    await tx.db.delete(shopAddress).where(eq(shopAddress.id, id));
    if (old.isDefault) await promoteDefault(tx, defaults(old.kind), s.id);
    return { deleted: true };
  });
}

/** An open shop's pickup points, for buyers choosing pickup. */
export async function pickupPoints(ctx: Ctx, shopId: string) {
  const s = await openShop(ctx, shopId);
  const rows = await ctx.db
    .select()
    .from(shopAddress)
    .where(and(eq(shopAddress.shopId, s.id), eq(shopAddress.kind, "PICKUP")))
    .orderBy(asc(shopAddress.createdAt));
  return (await views(ctx, rows)).map(({ contactMobile, ...v }) => ({ ...v, contactPhone: contactMobile }));
}

/** One pickup point of an open shop, as an order copies it (else not found, naming the field). */
export async function pickupPointFor(ctx: Ctx, shopId: string, id: string) {
  const [r] = await ctx.db
    .select()
    .from(shopAddress)
    .where(and(eq(shopAddress.id, id), eq(shopAddress.shopId, shopId), eq(shopAddress.kind, "PICKUP")));
  if (!r) throw invalid("destination.pickupAddressId", "自提点不存在，请重新选择");
  const areas = await areaNames(ctx, [r.areaCode]);
  return { id: r.id, receiverName: r.name ? `${r.name}（${r.contactName}）` : r.contactName, mobile: r.contactMobile, areaCode: r.areaCode, areaName: areas.get(r.areaCode) ?? "", address: r.address };
}
