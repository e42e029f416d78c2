import { eq } from "drizzle-orm";
import { Codes, type Parsed, type SmsPurpose, type account } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";
import { sendCode } from "../sms";
import { loginOf, nameTaken } from "./accounts";
import { assertBindable } from "./bind";
import { memberLogin } from "./schema";
import { maskMobile } from "./service";

/** Purposes whose code is only sent for a logged-in person. */
const NEEDS_LOGIN: readonly SmsPurpose[] = ["CHANGE_MOBILE_OLD", "CHANGE_MOBILE_NEW", "BIND", "PAY_PASSWORD"];
/** Purposes whose code goes to the person's own mobile (any number sent is ignored). */
const OWN_MOBILE: readonly SmsPurpose[] = ["CHANGE_MOBILE_OLD", "PAY_PASSWORD"];

/**
 * Sends a verification code after the purpose's own rule (on top of the SMS module's one send per
 * 60 s and 10 a day per number, and this call's per-address rate):
 * - REGISTER: the number is not registered yet;
 * - RESET_PASSWORD: the number is registered (when logged in and none is given: the own number);
 *   the refusal says only "not registered", nothing about the member;
 * - CHANGE_MOBILE_OLD, PAY_PASSWORD: to the person's own number;
 * - CHANGE_MOBILE_NEW: a number not registered, other than the own one;
 * - BIND: the number of another active person account not linked yet.
 */
export async function sendSmsCode(ctx: Ctx, input: Parsed<typeof account.sendSmsCode>) {
  const { purpose } = input;
  if (NEEDS_LOGIN.includes(purpose) && !ctx.member) throw new BizError(Codes.NOT_LOGGED_IN);
  const own = ctx.member ? (await loginOf(ctx.db, ctx.member.memberId)).mobile : null;
  let mobile = OWN_MOBILE.includes(purpose) || (purpose === "RESET_PASSWORD" && !input.mobile) ? own : input.mobile;
  if (!mobile) throw invalid("mobile", "请输入手机号");
  switch (purpose) {
    case "REGISTER":
      if (await nameTaken(ctx.db, mobile)) throw invalid("mobile", "该手机号已注册，请直接登录或找回密码");
      break;
    case "RESET_PASSWORD":
      if (!(await mobileRegistered(ctx, mobile))) throw invalid("mobile", "该手机号未注册");
      break;
    case "CHANGE_MOBILE_NEW":
      if (mobile === own) throw invalid("mobile", "新手机号不能与原手机号相同");
      if (await nameTaken(ctx.db, mobile)) throw invalid("mobile", "该手机号已注册，请更换其他号码");
      break;
    case "BIND":
      await assertBindable(ctx, ctx.member!.memberId, mobile);
      break;
    default:
      mobile = own!;
  }
  const r = await sendCode(ctx, mobile, purpose);
  return { mobile: maskMobile(mobile) ?? mobile, ...r };
}

/** A login whose mobile (not login name) is this number. */
async function mobileRegistered(ctx: Ctx, mobile: string): Promise<boolean> {
  const [row] = await ctx.db.select({ id: memberLogin.id }).from(memberLogin).where(eq(memberLogin.mobile, mobile));
  return !!row;
}
