import { inArray } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { member } from "./schema";

/** Members' display names by id (e.g. the actors of a state history). */
export async function memberNames(ctx: Ctx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await ctx.db.select({ id: member.id, name: member.name }).from(member).where(inArray(member.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
