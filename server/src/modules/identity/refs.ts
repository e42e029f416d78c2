import { text } from "drizzle-orm/pg-core";
import { member } from "./schema";

/**
 * A column holding a member id (a person's or an enterprise's), with the foreign key to `member.id`.
 * For other modules' tables whose rows belong to a member: they get the database's referential
 * integrity without seeing identity's tables (chain `.notNull()` / `.primaryKey()` as needed).
 */
export const memberIdColumn = () => text().references(() => member.id);
