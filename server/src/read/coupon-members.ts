/**
 * What coupons read of members (the identity module's tables): the active person behind a mobile, to
 * give them a coupon (addCoup/manage). Read-only.
 */
import { and, eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { member, memberLogin } from "../modules/identity/schema";

/** The member id (a person's own boId) of the active account with this mobile, or null. Tables: member_login, member. */
export async function activeMemberByMobile(ctx: Pick<Ctx, "db">, mobile: string): Promise<string | null> {
  const [r] = await ctx.db
    .select({ id: member.id })
    .from(memberLogin)
    .innerJoin(member, eq(member.id, memberLogin.memberId))
    .where(and(eq(memberLogin.mobile, mobile), eq(member.status, "ACTIVE")));
  return r?.id ?? null;
}
