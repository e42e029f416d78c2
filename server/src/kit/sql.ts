import { ilike, sql, type Column, type SQL } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on a text column, with the user's text taken literally. */
export const contains = (col: Column, text: string) => ilike(col, `%${escapeLike(text)}%`);

/**
 * `excluded.<column>` in an upsert's update (the row that was refused), named from the drizzle
 * column (its database name under the snake_case casing) rather than typed by hand.
 */
export const excluded = (c: Column): SQL => sql`excluded.${sql.identifier(c.keyAsName ? toSnakeCase(c.name) : c.name)}`;
