/**
 * An enterprise member's details (member + enterprise_info) as other modules change them: org's
 * enterprise edit page, the console's review. Verification moves only through `setVerifyState`.
 */
import { and, eq, ne } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { enterpriseInfo, member, memberLogin } from "./schema";

export type EnterpriseDetails = Omit<typeof enterpriseInfo.$inferSelect, "createdAt" | "updatedAt">;

/** The enterprise's name, verification state and details, locked for the rest of the transaction; null if none. */
export async function lockEnterpriseDetails(ctx: Ctx, boId: string) {
  const [cur] = await ctx.db
    .select({ name: member.name, verifyState: member.verifyState, info: enterpriseInfo })
    .from(member)
    .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
    .where(eq(member.id, boId))
    .for("update");
  return cur ?? null;
}

/** Whether an enterprise other than `exceptBoId` has this unified social credit code. */
export async function creditCodeTaken(ctx: Ctx, creditCode: string, exceptBoId?: string): Promise<boolean> {
  const [other] = await ctx.db
    .select({ id: enterpriseInfo.memberId })
    .from(enterpriseInfo)
    .where(and(eq(enterpriseInfo.creditCode, creditCode), exceptBoId ? ne(enterpriseInfo.memberId, exceptBoId) : undefined));
  return !!other;
}

type EditableDetails = Pick<
  EnterpriseDetails,
  "creditCode" | "legalPerson" | "licenceFileId" | "licenceUrl" | "enterpriseType" | "contactName" | "contactMobile" | "areaCode" | "address" | "businessScope"
>;

/**
 * Writes the enterprise's name and editable details (a unique credit code is enforced by the
 * database: a clash raises a unique violation, see `isUniqueViolation`). Call under `lockEnterpriseDetails`.
 */
export async function saveEnterpriseDetails(ctx: Ctx, boId: string, d: EditableDetails & { name: string }): Promise<void> {
  const { name, ...info } = d;
  await ctx.db.update(member).set({ name }).where(eq(member.id, boId));
  await ctx.db.update(enterpriseInfo).set(info).where(eq(enterpriseInfo.memberId, boId));
}

/** The enterprise's name and contact mobile (who is told of review decisions); null if none. */
export async function enterpriseContact(ctx: Ctx, boId: string): Promise<{ name: string; mobile: string } | null> {
  const [e] = await ctx.db
    .select({ name: member.name, mobile: enterpriseInfo.contactMobile })
    .from(member)
    .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
    .where(eq(member.id, boId));
  return e ?? null;
}

/** The mobile a person logs in with (where their SMS go); null if they have none. */
export async function loginMobile(ctx: Ctx, memberId: string): Promise<string | null> {
  const [login] = await ctx.db.select({ mobile: memberLogin.mobile }).from(memberLogin).where(eq(memberLogin.memberId, memberId));
  return login?.mobile ?? null;
}

/**
 * Updates a person's own display fields (undefined = unchanged). For persons, member.name — the
 * display name others see — follows the nickname (or the real name when there is no nickname).
 * Returns false when there is no such member.
 */
export async function updatePersonDisplay(ctx: Ctx, memberId: string, p: { nickname?: string | null; realName?: string | null; avatarUrl?: string | null }): Promise<boolean> {
  const [me] = await ctx.db.select().from(member).where(eq(member.id, memberId)).for("update");
  if (!me) return false;
  const nickname = p.nickname === undefined ? me.nickname : p.nickname;
  const realName = p.realName === undefined ? me.realName : p.realName;
  await ctx.db
    .update(member)
    .set({
      nickname,
      realName,
      avatarUrl: p.avatarUrl === undefined ? me.avatarUrl : p.avatarUrl,
      name: me.type === "PERSON" ? nickname || realName || me.name : me.name,
      updatedAt: ctx.now,
    })
    .where(eq(member.id, memberId));
  return true;
}
