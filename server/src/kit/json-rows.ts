import { getTableColumns, sql, type InferSelectModel, type SQL, type Table } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";

/**
 * A table's matching rows as one json array, for a correlated subquery in the select list of another
 * query: the rows of a parent's children in the same statement as the parent (one round trip where
 * there were several; on the embedded database each statement costs its parse, plan and protocol).
 * `where` may name the outer query's columns. Read them back with `rowsFromJson`.
 */
export function jsonRows(table: Table, where: SQL, orderBy: SQL): SQL<unknown> {
  return sql`(select coalesce(json_agg(${table} order by ${orderBy}), '[]'::json) from ${table} where ${where})`;
}

/**
 * The rows of `jsonRows(table, …)` as drizzle would have read them with `select().from(table)`: each
 * column's value under its stored (snake_case) name, mapped by the column itself (timestamps to Date,
 * bigint fen to number, jsonb as is).
 */
export function rowsFromJson<T extends Table>(table: T, value: unknown): InferSelectModel<T>[] {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column, stored: column.keyAsName ? toSnakeCase(column.name) : column.name }));
  const list = (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>[];
  return list.map((json) => Object.fromEntries(columns.map(({ key, column, stored }) => [key, json[stored] == null ? null : column.mapFromDriverValue(json[stored])])) as InferSelectModel<T>);
}
