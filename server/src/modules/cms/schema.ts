import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, idColumn, ts } from "../../kit/columns";

/**
 * An advert slot: platform slots (HOME_BANNER, HOME_FLOOR_x, GOODS_HOME_BANNER …, platform data) or a
 * shop's own slots (SHOP_BANNER, SHOP_SIGN, created for the shop on first use).
 */
export const cmsAdvert = pgTable(
  "cms_advert",
  {
    id: idColumn(),
    code: text().notNull(),
    name: text().notNull(),
    scope: text({ enum: ["PLATFORM", "SHOP"] }).notNull(),
    shopId: text(),
    width: integer().notNull(),
    height: integer().notNull(),
    maxItems: integer().notNull(),
    description: text(),
    sort: integer().notNull().default(0),
    ...audit(),
  },
  (t) => [
    uniqueIndex("cms_advert_platform_code_uq").on(t.code).where(sql`${t.scope} = 'PLATFORM'`),
    uniqueIndex("cms_advert_shop_code_uq").on(t.shopId, t.code).where(sql`${t.scope} = 'SHOP'`),
  ],
);

/** One advert in a slot: image, title, link, time window, order. */
export const cmsAdvertDetail = pgTable(
  "cms_advert_detail",
  {
    id: idColumn(),
    advertId: text()
      .notNull()
      .references(() => cmsAdvert.id, { onDelete: "cascade" }),
    title: text().notNull(),
    imageUrl: text().notNull(),
    linkType: text({ enum: ["NONE", "GOODS", "SHOP", "URL"] }).notNull().default("NONE"),
    linkTarget: text(),
    startAt: ts(),
    endAt: ts(),
    sort: integer().notNull().default(0),
    status: text({ enum: ["ON", "OFF"] }).notNull().default("ON"),
    createdBy: text(),
    ...audit(),
  },
  (t) => [index("cms_advert_detail_slot_idx").on(t.advertId, t.sort)],
);
