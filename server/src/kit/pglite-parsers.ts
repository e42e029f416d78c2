import { types, type PGlite, type QueryOptions } from "@electric-sql/pglite";

/**
 * The types drizzle's PGlite session reads as raw strings (its own mappers turn them into Date or
 * string values): timestamp, timestamptz, interval, date, and the arrays numeric[], timestamp[],
 * timestamptz[], interval[], date[] (drizzle-orm/pglite/session.js).
 */
const drizzleRawTypes: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawText = (value: string) => value;

/** Installs drizzle's parsers (above) in the instance's own table, so every query answers those types raw. */
export function installDrizzleParsers(pglite: PGlite): void {
  for (const t of drizzleRawTypes) pglite.parsers[t] = rawText;
}

/** True when `parsers` is exactly drizzle's set (the same types, each answered raw). */
function isDrizzleSet(parsers: NonNullable<QueryOptions["parsers"]>): boolean {
  const keys = Object.keys(parsers);
  return keys.length === drizzleRawTypes.length && keys.every((k) => drizzleRawTypes.includes(Number(k)));
}

/** The options without drizzle's parsers when they are exactly drizzle's set (installed once instead). */
export function dropDrizzleParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !isDrizzleSet(options.parsers)) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}
