import { pgTable, text } from "drizzle-orm/pg-core";
import { audit } from "../columns";

/**
 * The hash of the platform data last written at start, per key (kit/platform-sync/when-changed.ts):
 * a start whose shipped data hashes the same skips writing it again.
 */
export const platformSync = pgTable("platform_sync", {
  key: text().primaryKey(),
  hash: text().notNull(),
  ...audit(),
});
