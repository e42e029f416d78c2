import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { goodsStatus } from "@qinlian/contract";
import { audit, createdAt, deletedAt, enumText, fen, idColumn, ts } from "../../kit/columns";

export type GoodsTypeCode = "GOODS" | "SUPPLY" | "DEMAND" | "PACKAGE" | "SOIL_TRUSTEESHIP" | "SOIL_FLOW" | "SERVICE_SUPPLY" | "SERVICE_DEMAND";

/** Payment plans a goods allows (see goods/pay-plans.ts). */
export type PayPlanData =
  | { type: "FULL" }
  | { type: "DEPOSIT"; depositRateBp: number; balanceDueDays: number }
  | { type: "CREDIT"; creditDays: number; customerLevels: string[] };

/**
 * Type-specific stored fields (supply/demand posts, soil and service listings). Packages keep their
 * components in goods_package_item instead.
 */
export type GoodsExtData = Record<string, unknown> & { kind: GoodsTypeCode };

/**
 * A goods record: mall goods, or a supply/demand post, package, soil or service listing (`type`).
 * States: the contract's goodsStatus, moved by goods/machine.ts. `priceMin`/`priceMax`/`stockTotal`
 * are kept in step with the specs in the same write, for list filters and sorting. Soft-deleted rows
 * (`deletedAt`) stay for orders that refer to them and are hidden from every read.
 */
export const goods = pgTable(
  "goods",
  {
    id: idColumn(),
    type: text({ enum: ["GOODS", "SUPPLY", "DEMAND", "PACKAGE", "SOIL_TRUSTEESHIP", "SOIL_FLOW", "SERVICE_SUPPLY", "SERVICE_DEMAND"] }).notNull(),
    status: enumText(goodsStatus).notNull().default("DRAFT"),
    /** The publisher (business owner). */
    boId: text().notNull(),
    /** The shop (mall goods and packages); posts link the publisher's default shop when there is one. */
    shopId: text(),
    name: text().notNull(),
    subTitle: text(),
    /** Platform category (level 2 or 3 code). */
    categoryId: text(),
    shopClassifyId: text(),
    attributes: jsonb().$type<{ name: string; value: string }[]>().notNull().default([]),
    /** Dictionary UNIT code. */
    unit: text(),
    images: jsonb().$type<string[]>().notNull().default([]),
    mainImage: text(),
    /** Sanitised HTML. */
    description: text().notNull().default(""),
    originAreaCode: text(),
    deliveryNationwide: boolean().notNull().default(true),
    deliveryAreaCodes: jsonb().$type<string[]>().notNull().default([]),
    /** The seller's freight template (freight module); null: ships free. */
    freightTemplateId: text(),
    /** Dictionary LOGISTICS codes. */
    logistics: jsonb().$type<string[]>().notNull().default([]),
    minOrderQty: integer().notNull().default(1),
    /** Rebate to the buyer after receipt, basis points. */
    rebateBp: integer().notNull().default(0),
    payPlans: jsonb().$type<PayPlanData[]>().notNull().default([{ type: "FULL" }]),
    ext: jsonb().$type<GoodsExtData>(),
    priceMin: fen(),
    priceMax: fen(),
    stockTotal: integer().notNull().default(0),
    salesCount: integer().notNull().default(0),
    viewCount: integer().notNull().default(0),
    /** Bumped by every edit of the record (not by stock/price-only edits or views): optimistic locking. */
    version: integer().notNull().default(0),
    rejectReason: text(),
    submittedAt: ts(),
    onShelfAt: ts(),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("goods_list_idx").on(t.type, t.status, t.onShelfAt),
    index("goods_shop_idx").on(t.shopId, t.status),
    index("goods_bo_idx").on(t.boId, t.type, t.status),
    index("goods_category_idx").on(t.categoryId.op("text_pattern_ops")),
    index("goods_area_idx").on(t.originAreaCode.op("text_pattern_ops")),
    index("goods_classify_idx").on(t.shopClassifyId),
    index("goods_freight_template_idx").on(t.freightTemplateId),
    // The public lists' orders (listing.ts `orderOf`) over on-shelf goods of a type: a page is read off
    // the index in order and stops after it, instead of sorting every on-shelf goods (issue 14: a seq
    // scan and top-N sort of all 10 000 goods per page before). `desc` is NULLS FIRST in SQL, as the
    // lists' `desc(...)` orders are: drizzle-kit writes NULLS LAST unless told.
    index("goods_public_newest_idx").on(t.type, t.onShelfAt.desc().nullsLast(), t.id.desc().nullsFirst()).where(sql`status = 'ON' and deleted_at is null`),
    index("goods_public_sales_idx").on(t.type, t.salesCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'ON' and deleted_at is null`),
    index("goods_public_views_idx").on(t.type, t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`status = 'ON' and deleted_at is null`),
  ],
);

/** A spec (SKU) of a goods: its own list price, optional member price and stock. */
export const goodsSpec = pgTable(
  "goods_spec",
  {
    id: idColumn(),
    goodsId: text()
      .notNull()
      .references(() => goods.id),
    name: text().notNull(),
    attributes: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** List price, fen. */
    price: fen().notNull(),
    memberPrice: fen(),
    stock: integer().notNull().default(0),
    skuCode: text(),
    /** Grams per unit, for weight-based freight templates. */
    weightGrams: integer().notNull().default(0),
    sort: integer().notNull().default(0),
    deletedAt: deletedAt(),
    ...audit(),
  },
  (t) => [
    index("goods_spec_goods_idx").on(t.goodsId),
    check("goods_spec_stock_nonneg", sql`${t.stock} >= 0`),
    check("goods_spec_price_pos", sql`${t.price} > 0`),
  ],
);

/** A package's components: specs of the same shop's goods with quantities. */
export const goodsPackageItem = pgTable(
  "goods_package_item",
  {
    id: idColumn(),
    packageGoodsId: text()
      .notNull()
      .references(() => goods.id),
    goodsId: text().notNull(),
    specId: text().notNull(),
    quantity: integer().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index("goods_package_item_pkg_idx").on(t.packageGoodsId), index("goods_package_item_spec_idx").on(t.specId)],
);

/** Traceability batches the seller attaches to a goods. */
export const goodsTrace = pgTable(
  "goods_trace",
  {
    id: idColumn(),
    goodsId: text()
      .notNull()
      .references(() => goods.id),
    batchNo: text().notNull(),
    farmName: text().notNull(),
    manufacturerId: text(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }),
    inspectionNo: text(),
    note: text(),
    sort: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("goods_trace_goods_idx").on(t.goodsId)],
);

/** A seller's saved goods form (to start new goods from). */
export const goodsTemplate = pgTable(
  "goods_template",
  {
    id: idColumn(),
    boId: text().notNull(),
    name: text().notNull(),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    ...audit(),
  },
  (t) => [uniqueIndex("goods_template_name_uq").on(t.boId, t.name)],
);

/** Short-lived share keys for a seller's goods (only the SHA-256 of the key is stored). */
export const goodsShareKey = pgTable(
  "goods_share_key",
  {
    id: idColumn(),
    keyHash: text().notNull(),
    goodsId: text().notNull(),
    boId: text().notNull(),
    expiresAt: ts().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("goods_share_key_hash_uq").on(t.keyHash)],
);

/**
 * A buyer's evaluation of goods: overall score and description/service/logistics sub-scores (1-5).
 * `orderId` is null for evaluations that predate orders; the order module writes one per order line.
 */
export const goodsEvaluation = pgTable(
  "goods_evaluation",
  {
    id: idColumn(),
    goodsId: text()
      .notNull()
      .references(() => goods.id),
    specId: text(),
    specName: text(),
    shopId: text(),
    sellerBoId: text().notNull(),
    buyerBoId: text().notNull(),
    buyerName: text().notNull(),
    orderId: text(),
    score: integer().notNull(),
    descriptionScore: integer().notNull(),
    serviceScore: integer().notNull(),
    logisticsScore: integer().notNull(),
    /** Plain text. */
    content: text().notNull().default(""),
    images: jsonb().$type<string[]>().notNull().default([]),
    isAnonymous: boolean().notNull().default(false),
    reply: text(),
    replyAt: ts(),
    createdAt: createdAt(),
  },
  (t) => [
    index("goods_evaluation_goods_idx").on(t.goodsId, t.createdAt),
    index("goods_evaluation_shop_idx").on(t.shopId, t.createdAt),
    uniqueIndex("goods_evaluation_order_uq").on(t.orderId, t.goodsId, sql`coalesce(${t.specId}, '')`).where(sql`${t.orderId} is not null`),
    check("goods_evaluation_scores", sql`${t.score} between 1 and 5 and ${t.descriptionScore} between 1 and 5 and ${t.serviceScore} between 1 and 5 and ${t.logisticsScore} between 1 and 5`),
  ],
);
