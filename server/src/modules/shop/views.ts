import { eq } from "drizzle-orm";
import type { ShopCard, ShopLicence, ShopView } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { iso } from "../../kit/time";
import { evaluationScoresByShop, onSaleCountsByShop, ownerSummaries } from "../../read/shop-goods";
import { areaNames, categoryIndex, todayCst } from "../goods";
import { licenceChecklist } from "./licences";
import { ownerEvents, shopMachine } from "./machine";
import { shop, shopAddress } from "./schema";
import { together } from "../../kit/context";

export type ShopRow = typeof shop.$inferSelect;
export type ShopAddressRow = typeof shopAddress.$inferSelect;

/** Mall goods that count as a shop's goods on sale. */
export const MALL_TYPES = ["GOODS", "PACKAGE"] as const;

const owners = ownerSummaries;

/** Average evaluation score and count per shop. */
export async function shopScores(ctx: Ctx, shopIds: string[]): Promise<Map<string, { score: number; count: number }>> {
  const rows = await evaluationScoresByShop(ctx, shopIds);
  return new Map([...rows].map(([id, r]) => [id, { score: Math.round(r.avg * 10) / 10, count: r.count }]));
}

const onSaleCounts = (ctx: Ctx, shopIds: string[]) => onSaleCountsByShop(ctx, shopIds, MALL_TYPES);

/** Public cards for shops (order kept). */
export async function shopCards(ctx: Ctx, rows: readonly ShopRow[]): Promise<ShopCard[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [own, areas, cats, counts, scores] = await together(
    ctx,
    () =>
      owners(
        ctx,
        rows.map((r) => r.boId),
      ),
    () =>
      areaNames(
        ctx,
        rows.map((r) => r.areaCode),
      ),
    () => categoryIndex(ctx),
    () => onSaleCounts(ctx, ids),
    () => shopScores(ctx, ids),
  );
  return rows.map((r) => {
    const o = own.get(r.boId);
    const s = scores.get(r.id);
    return {
      shopId: r.id,
      boId: r.boId,
      name: r.name,
      logoUrl: r.logoUrl,
      bannerUrl: r.bannerUrl,
      intro: r.intro,
      ownerName: o?.name ?? "",
      ownerType: o?.type ?? "PERSON",
      verified: o?.type === "ENTERPRISE" && o.verifyState === "APPROVED",
      areaCode: r.areaCode,
      areaName: r.areaCode ? (areas.get(r.areaCode) ?? null) : null,
      mainCategoryId: r.mainCategoryId,
      mainCategoryName: cats.name(r.mainCategoryId),
      servicePhone: r.servicePhone,
      openedAt: iso(r.openedAt),
      goodsCount: counts.get(r.id) ?? 0,
      score: s?.score ?? null,
      evaluationCount: s?.count ?? 0,
    };
  });
}

export function addressView(a: ShopAddressRow, areas: Map<string, string>) {
  return {
    id: a.id,
    shopId: a.shopId,
    kind: a.kind,
    name: a.name,
    contactName: a.contactName,
    contactMobile: a.contactMobile,
    areaCode: a.areaCode,
    areaName: areas.get(a.areaCode) ?? null,
    address: a.address,
    businessHours: a.businessHours,
    isDefault: a.isDefault,
  };
}

/** The owner's (and the auditing operator's) full view of a shop. */
export async function shopView(ctx: Ctx, r: ShopRow): Promise<ShopView> {
  const [own, cats, addresses] = await together(
    ctx,
    () => owners(ctx, [r.boId]),
    () => categoryIndex(ctx),
    () => ctx.db.select().from(shopAddress).where(eq(shopAddress.shopId, r.id)).orderBy(shopAddress.kind, shopAddress.createdAt),
  );
  const areas = await areaNames(ctx, [r.areaCode, ...addresses.map((a) => a.areaCode)]);
  const o = own.get(r.boId);
  const ownerType = o?.type ?? "PERSON";
  const licences = r.licences as ShopLicence[];
  return {
    shopId: r.id,
    boId: r.boId,
    ownerName: o?.name ?? "",
    ownerType,
    name: r.name,
    status: r.status,
    statusLabel: shopMachine.labels[r.status],
    isDefault: r.isDefault,
    logoUrl: r.logoUrl,
    bannerUrl: r.bannerUrl,
    intro: r.intro,
    businessScope: r.businessScope.map((id) => {
      const c = cats.get(id);
      return { id, name: c?.name ?? id, level: c?.level ?? 0 };
    }),
    mainCategoryId: r.mainCategoryId,
    mainCategoryName: cats.name(r.mainCategoryId),
    areaCode: r.areaCode,
    areaName: r.areaCode ? (areas.get(r.areaCode) ?? null) : null,
    address: r.address,
    contactName: r.contactName,
    contactMobile: r.contactMobile,
    servicePhone: r.servicePhone,
    licences,
    requiredLicences: licenceChecklist(ownerType, r.businessScope, licences, todayCst(ctx.now)),
    addresses: addresses.map((a) => addressView(a, areas)),
    rejectReason: r.rejectReason,
    submittedAt: iso(r.submittedAt),
    reviewedAt: iso(r.reviewedAt),
    openedAt: iso(r.openedAt),
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    events: ownerEvents(r.status),
  };
}
