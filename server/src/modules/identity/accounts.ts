import { createHash } from "node:crypto";
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import { Codes } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import type { Db } from "../../kit/db";
import { BizError, invalid } from "../../kit/errors";
import { newSecret } from "../../kit/ids";
import { memberAccountKey, memberLogin } from "./schema";
import { revokeTickets } from "./tickets";

/** How long a key from an SMS check (reset, change mobile, bind) stays usable. */
export const ACCOUNT_KEY_MINUTES = 10;

export { isUniqueViolation } from "../../kit/errors";

/** The login whose login name (any case) or mobile is `name`. */
export async function findLogin(db: Db, name: string) {
  const [row] = await db
    .select()
    .from(memberLogin)
    .where(or(eq(sql`lower(${memberLogin.loginName})`, name.toLowerCase()), eq(memberLogin.mobile, name)))
    .limit(1);
  return row ?? null;
}

/** Whether a login name or mobile is used by any login (as a login name or as a mobile). */
export async function nameTaken(db: Db, name: string): Promise<boolean> {
  return (await findLogin(db, name.trim())) !== null;
}

/** The login of a person member. */
export async function loginOf(db: Db, memberId: string) {
  const [row] = await db.select().from(memberLogin).where(eq(memberLogin.memberId, memberId));
  if (!row) throw new BizError(Codes.TICKET_INVALID);
  return row;
}

/** Revokes every live ticket of a person, except `keepTicketId`. Returns how many it revoked. */
export function revokeTicketsOf(ctx: Ctx, memberId: string, keepTicketId?: string): Promise<number> {
  return revokeTickets(ctx, { memberId, exceptTicketId: keepTicketId });
}

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");
type KeyPurpose = (typeof memberAccountKey.$inferInsert)["purpose"];

/**
 * Issues a one-time key proving `memberId` passed an SMS check for `purpose` (by default 192 random
 * bits, valid ACCOUNT_KEY_MINUTES).
 */
export async function issueAccountKey(
  ctx: Ctx,
  purpose: KeyPurpose,
  memberId: string,
  targetMemberId: string | null = null,
  opts: { minutes?: number; bytes?: number } = {},
) {
  const minutes = opts.minutes ?? ACCOUNT_KEY_MINUTES;
  const key = newSecret(opts.bytes ?? 24);
  const expiresAt = new Date(ctx.now.getTime() + minutes * 60_000);
  await ctx.db.insert(memberAccountKey).values({ keyHash: hashKey(key), purpose, memberId, targetMemberId, expiresAt, createdAt: ctx.now });
  return { key, expiresInSeconds: minutes * 60, expiresAt };
}

/**
 * Reads a live key for `purpose` (unused, unexpired; and, when `memberId` is given, issued to that
 * person). `consume` uses it up with a conditional update, so a key works once even under races.
 * `invalidMessage` replaces the refusals' wording (which speaks of SMS codes).
 */
export async function readAccountKey(
  ctx: Ctx,
  field: string,
  key: string,
  purpose: KeyPurpose,
  opts: { memberId?: string; consume: boolean; invalidMessage?: string },
) {
  const [row] = await ctx.db
    .select()
    .from(memberAccountKey)
    .where(
      and(
        eq(memberAccountKey.keyHash, hashKey(key)),
        eq(memberAccountKey.purpose, purpose),
        isNull(memberAccountKey.usedAt),
        gt(memberAccountKey.expiresAt, ctx.now),
        opts.memberId ? eq(memberAccountKey.memberId, opts.memberId) : undefined,
      ),
    );
  if (!row) throw invalid(field, opts.invalidMessage ?? "凭证无效或已过期，请重新获取短信验证码");
  if (opts.consume) {
    const used = await ctx.db
      .update(memberAccountKey)
      .set({ usedAt: ctx.now })
      .where(and(eq(memberAccountKey.id, row.id), isNull(memberAccountKey.usedAt)))
      .returning({ id: memberAccountKey.id });
    if (!used.length) throw invalid(field, opts.invalidMessage ?? "凭证已使用，请重新获取短信验证码");
  }
  return row;
}

/** 张三 → 张*, 李小龙 → 李*龙, bob → b*b. */
export function maskName(name: string): string {
  const c = [...name];
  if (c.length <= 1) return "*";
  if (c.length === 2) return `${c[0]}*`;
  return `${c[0]}${"*".repeat(Math.min(c.length - 2, 4))}${c[c.length - 1]}`;
}
