import { account } from "@qinlian/contract";
import { implement } from "../../kit/implement";
import { nameTaken } from "./accounts";
import * as bind from "./bind";
import { setPayPassword } from "./pay-password";
import * as reg from "./registration";
import * as sec from "./security";
import { sendSmsCode } from "./sms-send";

/** Member accounts: registration, SMS codes, passwords, mobile, pay password, account binding. */
export const accountCalls = [
  implement(account.sendSmsCode, (input, ctx) => sendSmsCode(ctx, input)),
  implement(account.nameTaken, async (input, ctx) => ({ taken: await nameTaken(ctx.db, input.loginName) })),
  implement(account.register, (input, ctx) => reg.register(ctx, input)),
  implement(account.registerEnterprise, (input, ctx) => reg.registerEnterprise(ctx, input)),
  implement(account.myEnterpriseApply, (_input, ctx) => reg.myEnterpriseApply(ctx)),
  implement(account.checkResetSms, (input, ctx) => sec.checkResetSms(ctx, input)),
  implement(account.resetPassword, (input, ctx) => sec.resetPassword(ctx, input)),
  implement(account.changePassword, (input, ctx) => sec.changePassword(ctx, input)),
  implement(account.checkOldMobile, (input, ctx) => sec.checkOldMobile(ctx, input)),
  implement(account.changeMobile, (input, ctx) => sec.changeMobile(ctx, input)),
  implement(account.setPayPassword, (input, ctx) => setPayPassword(ctx, input)),
  implement(account.bindCandidate, (input, ctx) => bind.candidate(ctx, input.mobile)),
  implement(account.bindKeyByPhone, (input, ctx) => bind.keyByPhone(ctx, input)),
  implement(account.bindKeyInfo, (input, ctx) => bind.keyInfo(ctx, input.bindKey)),
  implement(account.bindConfirm, (input, ctx) => bind.confirm(ctx, input.bindKey)),
  implement(account.bindList, (_input, ctx) => bind.list(ctx)),
  implement(account.bindSwitch, (input, ctx) => bind.switchTo(ctx, input.memberId)),
  implement(account.bindIgnore, (_input, ctx) => bind.ignore(ctx)),
  implement(account.unbind, (input, ctx) => bind.unbind(ctx, input.memberId)),
];
