import { and, desc, eq, lte } from "drizzle-orm";
import type { AgreementType, AgreementView } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { agreementAcceptance, agreementVersion } from "./schema";

/** The version of `type` in effect now: the highest version whose effective time has come. */
export async function currentVersion(ctx: Ctx, type: AgreementType): Promise<AgreementView> {
  const [row] = await ctx.db
    .select()
    .from(agreementVersion)
    .where(and(eq(agreementVersion.type, type), lte(agreementVersion.effectiveAt, ctx.now)))
    .orderBy(desc(agreementVersion.version))
    .limit(1);
  if (!row) throw notFound("协议");
  return { type, version: row.version, title: row.title, contentHtml: row.contentHtml, effectiveAt: iso(row.effectiveAt) };
}

export interface Accepted {
  type: AgreementType;
  version: number;
}

/**
 * Checks that `accepted` holds the current version of every `required` type (the member read and
 * agreed to what is in effect). Errors name the `agreements` field.
 */
export async function assertCurrentAccepted(ctx: Ctx, accepted: readonly Accepted[], required: readonly AgreementType[]): Promise<void> {
  for (const type of required) {
    const cur = await currentVersion(ctx, type);
    const got = accepted.find((a) => a.type === type);
    if (!got) throw invalid("agreements", `请阅读并同意《${cur.title}》`);
    if (got.version !== cur.version) throw invalid("agreements", `《${cur.title}》已更新，请重新阅读并同意`);
  }
}

/** Records acceptances by person `memberId` for business owner `boId` (repeats are ignored). */
export async function recordAcceptance(ctx: Ctx, who: { memberId: string; boId: string }, list: readonly Accepted[]): Promise<void> {
  if (!list.length) return;
  await ctx.db
    .insert(agreementAcceptance)
    .values(list.map((a) => ({ ...who, type: a.type, version: a.version, ip: ctx.ip, userAgent: ctx.http.userAgent?.slice(0, 300) ?? null, acceptedAt: ctx.now })))
    .onConflictDoNothing();
}

/** The member accepts the current version of an agreement for the identity they act as. */
export async function accept(ctx: AuthedCtx, input: Accepted) {
  const cur = await currentVersion(ctx, input.type);
  if (input.version !== cur.version) throw invalid("version", `《${cur.title}》当前版本为第 ${cur.version} 版，请阅读后重新同意`);
  const who = { memberId: ctx.member.memberId, boId: ctx.member.boId };
  await recordAcceptance(ctx, who, [input]);
  const [row] = await ctx.db
    .select({ acceptedAt: agreementAcceptance.acceptedAt })
    .from(agreementAcceptance)
    .where(
      and(
        eq(agreementAcceptance.memberId, who.memberId),
        eq(agreementAcceptance.boId, who.boId),
        eq(agreementAcceptance.type, input.type),
        eq(agreementAcceptance.version, input.version),
      ),
    );
  return { type: input.type, version: input.version, acceptedAt: iso(row.acceptedAt) };
}

/**
 * Whether the identity the member acts as (boId) has accepted the current version of `type`,
 * by anyone acting for it (e.g. an enterprise's admin accepting a channel agreement).
 */
export async function myAcceptance(ctx: AuthedCtx, type: AgreementType) {
  const cur = await currentVersion(ctx, type);
  const [last] = await ctx.db
    .select({ version: agreementAcceptance.version, acceptedAt: agreementAcceptance.acceptedAt })
    .from(agreementAcceptance)
    .where(and(eq(agreementAcceptance.boId, ctx.member.boId), eq(agreementAcceptance.type, type)))
    .orderBy(desc(agreementAcceptance.version), desc(agreementAcceptance.acceptedAt))
    .limit(1);
  return {
    type,
    currentVersion: cur.version,
    acceptedVersion: last?.version ?? null,
    acceptedAt: last ? iso(last.acceptedAt) : null,
    acceptedCurrent: last?.version === cur.version,
  };
}
