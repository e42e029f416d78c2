import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { shopStatus } from "@qinlian/contract";
import { audit, createdAt, enumText, idColumn, ts } from "../../kit/columns";

/** A licence a shop uploads with its application (kinds and rules in shop/licences.ts). */
export interface ShopLicenceData {
  kind: string;
  number: string;
  fileUrl: string;
  validUntil: string | null;
}

/**
 * A member's shop. Opening goes through review: DRAFT → SUBMITTED → APPROVED | REJECTED (with a
 * reason; a rejected shop may be resubmitted) → OPEN → CLOSED (the state machine lives in machine.ts).
 * Goods can be listed only in an OPEN shop. One default shop per member (boId).
 */
export const shop = pgTable(
  "shop",
  {
    id: idColumn(),
    /** The owner: a person or an enterprise member. */
    boId: text().notNull(),
    name: text().notNull(),
    status: enumText(shopStatus).notNull().default("DRAFT"),
    isDefault: boolean().notNull().default(true),
    logoUrl: text(),
    bannerUrl: text(),
    /** Sanitised HTML. */
    intro: text(),
    /** Platform category ids (level 1 or 2) the shop may sell in. */
    businessScope: jsonb().$type<string[]>().notNull().default([]),
    /** The level-1 category the shop is compared within (review-score ranking). */
    mainCategoryId: text(),
    areaCode: text(),
    address: text(),
    contactName: text(),
    contactMobile: text(),
    /** Public customer-service phone. */
    servicePhone: text(),
    licences: jsonb().$type<ShopLicenceData[]>().notNull().default([]),
    rejectReason: text(),
    submittedAt: ts(),
    reviewedAt: ts(),
    reviewedBy: text(),
    openedAt: ts(),
    ...audit(),
  },
  (t) => [
    index("shop_bo_idx").on(t.boId),
    uniqueIndex("shop_default_per_bo_uq").on(t.boId).where(sql`${t.isDefault}`),
    index("shop_status_idx").on(t.status),
  ],
);

/** A shop's pickup points (自提点) and return addresses (退货地址); one default per kind. */
export const shopAddress = pgTable(
  "shop_address",
  {
    id: idColumn(),
    shopId: text()
      .notNull()
      .references(() => shop.id),
    kind: text({ enum: ["PICKUP", "RETURN"] }).notNull(),
    name: text(),
    contactName: text().notNull(),
    contactMobile: text().notNull(),
    areaCode: text().notNull(),
    address: text().notNull(),
    businessHours: text(),
    isDefault: boolean().notNull().default(false),
    ...audit(),
  },
  (t) => [
    index("shop_address_shop_idx").on(t.shopId, t.kind),
    uniqueIndex("shop_address_default_uq").on(t.shopId, t.kind).where(sql`${t.isDefault}`),
  ],
);

/** The shop's own goods categories (two levels), independent of the platform category tree. */
export const shopClassify = pgTable(
  "shop_classify",
  {
    id: idColumn(),
    shopId: text()
      .notNull()
      .references(() => shop.id),
    parentId: text(),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    level: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    index("shop_classify_shop_idx").on(t.shopId, t.parentId, t.sort),
    uniqueIndex("shop_classify_name_uq").on(t.shopId, sql`coalesce(${t.parentId}, '')`, t.name),
  ],
);

/** A recommendation block on the shop's page (店长推荐, 热销商品 …). */
export const shopRecommendClassify = pgTable(
  "shop_recommend_classify",
  {
    id: idColumn(),
    shopId: text()
      .notNull()
      .references(() => shop.id),
    name: text().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex("shop_recommend_classify_name_uq").on(t.shopId, t.name)],
);

/** A goods placed in a recommendation block. */
export const shopRecommendInfo = pgTable(
  "shop_recommend_info",
  {
    id: idColumn(),
    recommendClassifyId: text()
      .notNull()
      .references(() => shopRecommendClassify.id, { onDelete: "cascade" }),
    shopId: text().notNull(),
    goodsId: text().notNull(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("shop_recommend_info_goods_uq").on(t.recommendClassifyId, t.goodsId),
    index("shop_recommend_info_shop_idx").on(t.shopId),
  ],
);
