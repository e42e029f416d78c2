import { and, asc, eq } from "drizzle-orm";
import type { OrgDetail, Parsed, org } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { forbidden, invalid } from "../../kit/errors";
import { iso } from "../../kit/time";
import { memberDataTemp } from "./schema";
import { dataTemplates, templateOf, validateDetail } from "./templates";

export function listTemplates(type?: string) {
  return type ? dataTemplates.filter((t) => t.type === type) : [...dataTemplates];
}

function enterpriseOf(ctx: AuthedCtx): string {
  if (ctx.member.boType !== "ENTERPRISE") throw forbidden("补充资料仅适用于企业，请切换到企业身份");
  return ctx.member.boId;
}

function templateFor(type: string) {
  const t = templateOf(type);
  if (!t) throw invalid("type", `没有“${type}”这类资料`);
  return t;
}

type Stored = typeof memberDataTemp.$inferSelect;
const toDetail = (r: Stored): OrgDetail => {
  const t = templateFor(r.type);
  return { type: r.type, name: t.name, nameEn: t.nameEn, data: r.data, updatedAt: iso(r.updatedAt) };
};

/** The current enterprise's filled-in details (only its own: rows are keyed by its boId). */
export async function orgDetails(ctx: AuthedCtx, type?: string): Promise<OrgDetail[]> {
  const boId = enterpriseOf(ctx);
  const rows = await ctx.db
    .select()
    .from(memberDataTemp)
    .where(and(eq(memberDataTemp.boId, boId), type ? eq(memberDataTemp.type, type) : undefined))
    .orderBy(asc(memberDataTemp.type));
  return rows.filter((r) => templateOf(r.type)).map(toDetail);
}

/** Writes one section, validated against its template; one row per enterprise and type. */
export async function saveOrgDetail(ctx: AuthedCtx, input: Parsed<typeof org.saveOrgDetail>): Promise<OrgDetail> {
  const boId = enterpriseOf(ctx);
  const data = validateDetail(templateFor(input.type), input.data);
  const [row] = await ctx.db
    .insert(memberDataTemp)
    .values({ boId, type: input.type, data, updatedBy: ctx.member.memberId })
    .onConflictDoUpdate({ target: [memberDataTemp.boId, memberDataTemp.type], set: { data, updatedBy: ctx.member.memberId, updatedAt: ctx.now } })
    .returning();
  return toDetail(row);
}

export async function deleteOrgDetail(ctx: AuthedCtx, type: string) {
  const boId = enterpriseOf(ctx);
  templateFor(type);
  const rows = await ctx.db
    .delete(memberDataTemp)
    .where(and(eq(memberDataTemp.boId, boId), eq(memberDataTemp.type, type)))
    .returning({ id: memberDataTemp.id });
  return { deleted: rows.length > 0 };
}
