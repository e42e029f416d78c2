import { addressTags } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, idColumn } from "../../kit/columns";

/**
 * A member's shipping address (收货地址), by business owner (boId). One default per boId, enforced by
 * the partial unique index. Orders copy the address they ship to, so deleting removes the row.
 * `isPublic` marks an address the owner shows to others (a shop's pickup or return address).
 */
export const memberAddress = pgTable(
  "member_address",
  {
    id: idColumn(),
    boId: text().notNull(),
    receiverName: text().notNull(),
    /** A mobile or a landline written 区号-号码. */
    mobile: text().notNull(),
    areaCode: text().notNull(),
    /** Full 省市县 name at the time of writing. */
    areaName: text().notNull(),
    address: text().notNull(),
    postcode: text(),
    tag: text({ enum: addressTags }),
    isDefault: boolean().notNull().default(false),
    isPublic: boolean().notNull().default(false),
    ...audit(),
  },
  (t) => [
    index("member_address_bo_idx").on(t.boId, t.updatedAt),
    uniqueIndex("member_address_default_per_bo_uq").on(t.boId).where(sql`${t.isDefault}`),
  ],
);
