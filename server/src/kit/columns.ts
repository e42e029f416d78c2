import { bigint, text, timestamp } from "drizzle-orm/pg-core";
import { newId } from "./ids";

/**
 * Shared column builders, so every table gets the same audit columns and id shape.
 * Column names are written in camelCase here and stored snake_case (drizzle `casing`).
 */
export const idColumn = () => text().primaryKey().$defaultFn(() => newId());

export const createdAt = () => timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp({ withTimezone: true, precision: 3 })
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date());

/** created_at + updated_at, spread into every table. */
export const audit = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Soft delete marker: rows with a value are hidden from every read. */
export const deletedAt = () => timestamp({ withTimezone: true, precision: 3 });

/** Money in integer fen. Read back as a JS number (safe up to 9e15 fen). */
export const fen = () => bigint({ mode: "number" });

export const ts = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A text column holding one of a contract enum's values (`enumText(goodsStatus)`): the column's type
 * is the enum's union, so the list is declared once, in the contract.
 */
export const enumText = <S extends string>(e: { readonly options: readonly S[] }) => {
  const [first, ...rest] = e.options;
  if (first === undefined) throw new Error("enumText: an enum needs at least one value");
  return text({ enum: [first, ...rest] });
};
