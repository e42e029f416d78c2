import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Codes } from "@qinlian/contract";
import { inTx, type Ctx } from "../../kit/context";
import { BizError } from "../../kit/errors";
import { smsCode } from "./schema";

/** Rules for SMS verification codes. */
export const SMS_CODE_TTL_MINUTES = 5;
export const SMS_MAX_ATTEMPTS = 5;
/** At most this many codes per number per day (all purposes), against SMS bombing. */
export const SMS_DAILY_LIMIT = 10;

const hashCode = (mobile: string, purpose: string, code: string) =>
  createHash("sha256").update(`${mobile}|${purpose}|${code}`).digest("hex");

const purposeText: Record<string, string> = {
  REGISTER: "注册",
  RESET_PASSWORD: "找回密码",
  CHANGE_MOBILE_OLD: "更换手机号（原号码验证）",
  CHANGE_MOBILE_NEW: "更换手机号（新号码验证）",
  BIND: "账号绑定",
  PAY_PASSWORD: "设置支付密码",
  EMPLOYEE_INVITE: "员工邀请",
  BANK_CARD: "银行卡绑定",
  FINANCE_ACCOUNT: "开通资金账户",
  FINANCE_ACCOUNT_CHANGE: "资金账户信息变更",
  FINANCE_ACCOUNT_REMOVE: "资金账户解约",
};

/**
 * What a send answers. `demoCode`: the code itself, only in a demo installation whose SMS stay in the
 * outbox (`SmsSender.keepsFullText`): there no phone receives it, so the page that asked shows it as
 * the demo's stand-in for the SMS. Never set anywhere else.
 */
export interface SentCode {
  resendAfterSeconds: number;
  expiresInSeconds: number;
  demoCode?: string;
}

/**
 * Sends a 6-digit code for `purpose` to `mobile`: one send per 60 s per number, at most 10 a day per
 * number; valid 5 minutes; a new code replaces the old one of the same purpose. Concurrent requests
 * for one number are serialised (advisory lock), so the 60 s rule holds under load.
 */
export function sendCode(ctx: Ctx, mobile: string, purpose: string): Promise<SentCode> {
  return inTx(ctx, (tx) => sendCodeLocked(tx, mobile, purpose));
}

async function sendCodeLocked(ctx: Ctx, mobile: string, purpose: string): Promise<SentCode> {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
  const [last] = await ctx.db
    .select({ createdAt: smsCode.createdAt })
    .from(smsCode)
    .where(eq(smsCode.mobile, mobile))
    .orderBy(desc(smsCode.createdAt))
    .limit(1);
  if (last) {
    const wait = ctx.config.SMS_RESEND_SECONDS - Math.floor((ctx.now.getTime() - last.createdAt.getTime()) / 1000);
    if (wait > 0) throw new BizError(Codes.RATE_LIMITED, `验证码已发送，请 ${wait} 秒后再试`, { retryAfterSeconds: wait });
  }
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(smsCode)
    .where(and(eq(smsCode.mobile, mobile), gt(smsCode.createdAt, new Date(ctx.now.getTime() - 86_400_000))));
  if (n >= SMS_DAILY_LIMIT) throw new BizError(Codes.RATE_LIMITED, "该手机号今日获取验证码次数已达上限，请明天再试");

  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db
    .update(smsCode)
    .set({ usedAt: ctx.now })
    .where(and(eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose), isNull(smsCode.usedAt)));
  await ctx.db.insert(smsCode).values({
    mobile,
    purpose,
    codeHash: hashCode(mobile, purpose, code),
    expiresAt: new Date(ctx.now.getTime() + SMS_CODE_TTL_MINUTES * 60_000),
    createdAt: ctx.now,
  });
  await ctx.services.sms.send(ctx.db, {
    mobile,
    purpose,
    content: `【禽链】您的${purposeText[purpose] ?? ""}验证码为 ${code}，${SMS_CODE_TTL_MINUTES} 分钟内有效。如非本人操作，请忽略本短信。`,
    secrets: [code],
  });
  const sent: SentCode = { resendAfterSeconds: ctx.config.SMS_RESEND_SECONDS, expiresInSeconds: SMS_CODE_TTL_MINUTES * 60 };
  if (ctx.services.sms.keepsFullText) sent.demoCode = code;
  return sent;
}

/**
 * Checks a code and uses it up. Each try is counted BEFORE the code is compared (one conditional
 * update), so however many tries race, at most 5 are ever compared; after 5 the code is void.
 * `field` names the input field in the error message.
 */
export async function verifyCode(ctx: Ctx, mobile: string, purpose: string, code: string, field = "smsCode"): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(smsCode)
    .where(and(eq(smsCode.mobile, mobile), eq(smsCode.purpose, purpose), isNull(smsCode.usedAt)))
    .orderBy(desc(smsCode.createdAt))
    .limit(1);
  const fail = (msg: string) => new BizError(Codes.VALIDATION, `${field}: ${msg}`, { fields: [field] });
  const tooMany = "验证码错误次数过多，请重新获取";
  if (!row) throw fail("请先获取短信验证码");
  if (row.expiresAt <= ctx.now) throw fail("验证码已过期，请重新获取");
  const [taken] = await ctx.db
    .update(smsCode)
    .set({ attempts: sql`${smsCode.attempts} + 1` })
    .where(and(eq(smsCode.id, row.id), isNull(smsCode.usedAt), lt(smsCode.attempts, SMS_MAX_ATTEMPTS)))
    .returning({ attempts: smsCode.attempts });
  if (!taken) {
    const [current] = await ctx.db.select({ usedAt: smsCode.usedAt }).from(smsCode).where(eq(smsCode.id, row.id));
    throw fail(current?.usedAt ? "验证码已使用，请重新获取" : tooMany);
  }
  if (row.codeHash !== hashCode(mobile, purpose, code)) {
    const left = SMS_MAX_ATTEMPTS - taken.attempts;
    throw fail(left > 0 ? `验证码错误，还可尝试 ${left} 次` : tooMany);
  }
  const used = await ctx.db
    .update(smsCode)
    .set({ usedAt: ctx.now })
    .where(and(eq(smsCode.id, row.id), isNull(smsCode.usedAt)))
    .returning({ id: smsCode.id });
  if (!used.length) throw fail("验证码已使用，请重新获取");
}
