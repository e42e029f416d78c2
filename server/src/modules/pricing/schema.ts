import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, fen, idColumn } from "../../kit/columns";

/** A seller's customer: another member (person or enterprise) the seller gives prices and terms. */
export const sellerCustomer = pgTable(
  "seller_customer",
  {
    id: idColumn(),
    sellerBoId: text().notNull(),
    customerBoId: text().notNull(),
    level: text({ enum: ["STRATEGIC", "KEY", "NORMAL"] }).notNull().default("NORMAL"),
    note: text(),
    ...audit(),
  },
  (t) => [uniqueIndex("seller_customer_uq").on(t.sellerBoId, t.customerBoId), index("seller_customer_customer_idx").on(t.customerBoId)],
);

/** A customer-specific price for one spec (fen); never above the spec's list price when applied. */
export const custPrice = pgTable(
  "cust_price",
  {
    id: idColumn(),
    sellerBoId: text().notNull(),
    customerBoId: text().notNull(),
    goodsId: text().notNull(),
    specId: text().notNull(),
    price: fen().notNull(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("cust_price_spec_customer_uq").on(t.specId, t.customerBoId),
    index("cust_price_seller_customer_idx").on(t.sellerBoId, t.customerBoId),
    index("cust_price_goods_idx").on(t.goodsId),
  ],
);
