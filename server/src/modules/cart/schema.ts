import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, fen, idColumn } from "../../kit/columns";

/**
 * A cart line (购物车行): one per buyer identity (`buyerBoId`: the person, or the enterprise its
 * buyers act for) and spec — the unique index makes parallel adds of one spec end as one line.
 * `memberId` is who added it last. `addedPrice` is the buyer's price when the line was added (or its
 * spec changed): reads price again and compare. Lines point at goods by id only (goods is another
 * module): a line outlives its goods, and reads say why it cannot be bought.
 */
export const cartItem = pgTable(
  "cart_item",
  {
    id: idColumn(),
    buyerBoId: text().notNull(),
    memberId: text().notNull(),
    goodsId: text().notNull(),
    specId: text().notNull(),
    quantity: integer().notNull(),
    addedPrice: fen().notNull(),
    selected: boolean().notNull().default(true),
    ...audit(),
  },
  (t) => [
    uniqueIndex("cart_item_buyer_spec_uq").on(t.buyerBoId, t.specId),
    index("cart_item_buyer_time_idx").on(t.buyerBoId, t.createdAt),
    check("cart_item_quantity_ck", sql`${t.quantity} > 0`),
  ],
);
export type CartItemRow = typeof cartItem.$inferSelect;
