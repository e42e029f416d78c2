import type { Prefs, PrefsPatch, Profile, ProfileInput } from "@qinlian/contract";
import xss from "xss";
import { inTx, type AuthedCtx } from "../../kit/context";
import { invalid, notFound } from "../../kit/errors";
import { assertStoredFiles } from "../file";
import { maskMobile, updatePersonDisplay } from "../identity";
import { personProfile } from "../../read/profile-person";
import { prefsStore } from "./prefs-store";
import { memberProfile } from "./schema";

/** Plain text only: tags are removed (script/style with their content), then any stray angle brackets. */
const plain = (s: string) =>
  xss(s, { whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ["script", "style"], escapeHtml: (h) => h })
    .replace(/[<>]/g, "")
    .trim();

export async function myProfile(ctx: AuthedCtx): Promise<Profile> {
  const memberId = ctx.member.memberId;
  const r = await personProfile(ctx, memberId);
  if (!r) throw notFound("会员");
  return { memberId, ...r, mobile: maskMobile(r.mobile), gender: r.gender ?? "SECRET", birthday: r.birthday ?? null, bio: r.bio ?? null };
}

/**
 * Updates the logged-in person's own profile (never anyone else's: an `id` other than their own is
 * answered "not found", as for any record the caller may not see). For persons, member.name — the
 * display name others see — follows the nickname (or the real name when there is no nickname).
 */
export function updateProfile(ctx: AuthedCtx, input: ProfileInput): Promise<Profile> {
  return inTx(ctx, async (tx) => {
    const memberId = tx.member.memberId;
    if (input.id && input.id !== memberId) throw notFound("会员");
    await assertStoredFiles(tx, [{ field: "avatarUrl", url: input.avatarUrl }], { mine: true });
    const bio = input.bio == null ? input.bio : plain(input.bio) || null;
    if (input.birthday && input.birthday > tx.now.toISOString().slice(0, 10)) throw invalid("birthday", "生日不能晚于今天");
    if (input.birthday && input.birthday < "1900-01-01") throw invalid("birthday", "生日不能早于 1900-01-01");
    if (!(await updatePersonDisplay(tx, memberId, { nickname: input.nickname, realName: input.realName, avatarUrl: input.avatarUrl }))) throw notFound("会员");
    const details = {
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.birthday !== undefined && { birthday: input.birthday }),
      ...(bio !== undefined && { bio }),
    };
    await tx.db
      .insert(memberProfile)
      .values({ memberId, ...details })
      .onConflictDoUpdate({ target: memberProfile.memberId, set: { ...details, updatedAt: tx.now } });
    return myProfile(tx);
  });
}

const ownerOf = (ctx: AuthedCtx) => ({ memberId: ctx.member.memberId, boId: ctx.member.boId });

export function getPrefs(ctx: AuthedCtx): Promise<Prefs> {
  return prefsStore(ctx).get(ownerOf(ctx));
}

export function setPrefs(ctx: AuthedCtx, patch: PrefsPatch): Promise<Prefs> {
  return prefsStore(ctx).patch(ownerOf(ctx), patch);
}
