import { ilike, type Column } from "drizzle-orm";

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Case-insensitive "contains" on a text column, with the user's text taken literally. */
export const contains = (col: Column, text: string) => ilike(col, `%${escapeLike(text)}%`);
