/**
 * Read-only join for the profile screens over identity's member and member_login and profile's
 * member_profile. Changes to member go through identity's index.ts (`updatePersonDisplay`).
 */
import { eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { member, memberLogin } from "../modules/identity/schema";
import { memberProfile } from "../modules/profile/schema";

/**
 * profile.myProfile (个人资料): the person's login name and mobile, display fields and profile
 * details (null when never saved); null when there is no such person. Joins member, member_login
 * and member_profile.
 */
export async function personProfile(ctx: Ctx, memberId: string) {
  const [r] = await ctx.db
    .select({
      loginName: memberLogin.loginName,
      mobile: memberLogin.mobile,
      nickname: member.nickname,
      realName: member.realName,
      avatarUrl: member.avatarUrl,
      gender: memberProfile.gender,
      birthday: memberProfile.birthday,
      bio: memberProfile.bio,
    })
    .from(member)
    .innerJoin(memberLogin, eq(memberLogin.memberId, member.id))
    .leftJoin(memberProfile, eq(memberProfile.memberId, member.id))
    .where(eq(member.id, memberId));
  return r ?? null;
}
