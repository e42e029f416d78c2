import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant } from "../kit/fields";
import { loginPassword } from "./identity";

/**
 * The token of a set-password link (base64url, from the link's fragment `#t=…`). A person whose
 * account was opened for them (an enterprise adding an employee) sets their first password with it.
 */
export const setPasswordToken = z
  .string()
  .trim()
  .min(1, "链接不完整，请从短信中重新打开")
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "链接不完整，请从短信中重新打开");

export const passwordLink = domain("passwordLink", {
  check: {
    path: "/openapi/basic/memberLogin/checkSetPwdLink",
    access: "public",
    ratePerMinute: 20,
    summary: "校验设置密码链接（路径为本项目所定）：链接有效时返回它所属的账号（登录名、脱敏手机号）和失效时间；无效、过期或已使用时返回校验错误（字段 token）",
    input: z.object({ token: setPasswordToken }),
    output: z.object({ loginName: z.string(), mobile: z.string().nullable().describe("脱敏手机号"), expiresAt: instant }),
  },
  setPassword: {
    path: "/openapi/basic/memberLogin/setPwdByLink",
    access: "public",
    ratePerMinute: 10,
    summary: "凭设置密码链接设置登录密码（路径为本项目所定）：与注册相同的密码规则；链接一次有效，设置后用该密码登录",
    input: z.object({ token: setPasswordToken, password: loginPassword }),
    output: z.object({ loginName: z.string().describe("用于登录的账号") }),
  },
  resend: {
    path: "/openapi/basic/memberEmployee/resendSetPwdLink/manage",
    access: "func:setup.org.member",
    summary: "管理员为尚未设置密码的员工重发设置密码链接（旧链接随即失效；同一员工每分钟最多一次）",
    input: z.object({ id: id.describe("员工 id") }),
    output: z.object({ id, expiresAt: instant }),
  },
});
