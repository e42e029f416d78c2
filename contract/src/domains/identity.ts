import { z } from "zod";
import { domain } from "../kit/call";
import { acceptedAgreement } from "./agreement";
import { areaCode, id, instant, mobile, optText, text, uscc } from "../kit/fields";

export const memberType = z.enum(["PERSON", "ENTERPRISE"]).describe("会员类型：个人 / 企业");
export type MemberType = z.infer<typeof memberType>;

/**
 * An enterprise member's verification (member.verifyState): persons stay NONE; enterprises are
 * reviewed by operators. The one list of these states: the database column, the server's machine
 * (identity/verify-machine.ts) and the web's labels derive from it.
 */
export const verifyState = z.enum(["NONE", "PENDING", "APPROVED", "REJECTED"]).describe("企业认证状态：未提交 / 待审核 / 已通过 / 已驳回");
export type VerifyState = z.infer<typeof verifyState>;

/** What the portal keeps as `userInfo`: the person logged in and the identity they act as. */
export const userInfo = z.object({
  memberId: id.describe("登录的个人会员 id"),
  boId: id.describe("当前身份的业务主体 id：本人或所属企业"),
  boName: z.string().describe("当前业务主体名称"),
  boType: memberType,
  employeeId: z.string().nullable().describe("以企业员工身份登录时的员工 id"),
  loginName: z.string(),
  mobile: z.string().nullable().describe("脱敏手机号"),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  systemId: z.string().describe("站点/系统编码，同时写入 systemId Cookie"),
  roles: z.array(z.string()).describe("当前身份的角色编码"),
  isOperator: z.boolean().describe("是否平台运营人员"),
});
export type UserInfo = z.infer<typeof userInfo>;

export const funcNode = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  path: z.string().nullable().describe("对应的页面路由"),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type FuncNode = z.infer<typeof funcNode>;
export interface FuncTree extends FuncNode {
  children: FuncTree[];
}
export const funcTree: z.ZodType<FuncTree> = funcNode.extend({
  get children() {
    return z.array(funcTree);
  },
});

export const identity = domain("identity", {
  login: {
    path: "/cas/v1/tickets/loginApi",
    access: "public",
    ratePerMinute: 20,
    summary: "用手机号或登录名加密码登录，签发票据（同时写入票据 Cookie）",
    input: z.object({
      loginName: z.string().trim().min(1, "请输入手机号或登录名").max(60),
      password: z.string().min(1, "请输入密码").max(128),
    }),
    output: z.object({
      ticket: z.string(),
      expiresAt: instant,
      userInfo,
      mustChangePassword: z.boolean().describe("须先修改初始密码（如企业为员工开设的账号）：前端转到首次登录引导"),
    }),
  },
  logout: {
    path: "/cas/v1/tickets/logoutApi",
    access: "public",
    summary: "退出登录：吊销当前票据并清除 Cookie（无票据时也返回成功）",
    input: z.object({}),
    output: z.object({ revoked: z.boolean() }),
  },
  memberByToken: {
    path: "/openapi/basic/memberLogin/one/getMemberByToken",
    access: "member",
    summary: "按票据取当前登录会员信息（userInfo）",
    input: z.object({}),
    output: userInfo,
  },
  baseMemberByToken: {
    path: "/api/basic/member/login/getBaseMemberByToken",
    access: "member",
    summary: "按票据取会员基本信息（不含角色）",
    input: z.object({}),
    output: userInfo.pick({ memberId: true, boId: true, boName: true, boType: true, loginName: true, nickname: true, avatarUrl: true }),
  },
  topFuncs: {
    path: "/openapi/basic/authFunc/selFuncListByParam",
    access: "member",
    summary: "当前身份可用的一级功能（顶部菜单）",
    input: z.object({}),
    output: z.array(funcNode),
  },
  subFuncs: {
    path: "/openapi/basic/authFunc/selSubFuncListByParam",
    access: "member",
    summary: "某一级功能下当前身份可用的子功能树（左侧菜单）",
    input: z.object({ parentCode: z.string().trim().min(1).max(60) }),
    output: z.array(funcTree),
  },
  judgeAuth: {
    path: "/openapi/basic/authFunc/judgeAuth",
    access: "member",
    summary: "判断当前身份是否拥有某功能",
    input: z.object({ funcCode: z.string().trim().min(1).max(60) }),
    output: z.object({ funcCode: z.string(), allowed: z.boolean() }),
  },
});

// ---------------------------------------------------------------------------------------------
// Member accounts: registration, passwords, mobile, pay password, account binding.

/** Login password rule: 8–20 visible ASCII characters with at least two of letters, digits, symbols. */
export const PASSWORD_RULE_TEXT = "8–20 位，须包含字母、数字、符号中的至少两种，不能含空格";

export function passwordStrengthError(p: string): string | null {
  if (p.length < 8 || p.length > 20) return "密码长度应为 8–20 位";
  if (!/^[\x21-\x7e]+$/.test(p)) return "密码只能包含字母、数字和英文符号，不能含空格或中文";
  const kinds = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((r) => r.test(p)).length;
  return kinds < 2 ? "密码须包含字母、数字、符号中的至少两种" : null;
}

export const loginPassword = z.string().superRefine((p, c) => {
  const err = passwordStrengthError(p);
  if (err) c.addIssue({ code: "custom", message: err });
});

/** A chosen login name: 4–20 letters, digits or underscores, starting with a letter (so never a mobile). */
export const loginNameRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, "登录名为 4–20 位字母、数字或下划线，须以字母开头");

export const smsCodeField = z.string().trim().regex(/^\d{6}$/, "请输入 6 位短信验证码");

/** Pay password: 6 digits (checked against repeated and sequential digits by the server). */
export const payPasswordField = z.string().regex(/^\d{6}$/, "支付密码应为 6 位数字");

export const smsPurpose = z
  .enum(["REGISTER", "RESET_PASSWORD", "CHANGE_MOBILE_OLD", "CHANGE_MOBILE_NEW", "BIND", "PAY_PASSWORD"])
  .describe("验证码用途：注册、找回密码、换绑手机（原号码 / 新号码）、账号绑定、支付密码");
export type SmsPurpose = z.infer<typeof smsPurpose>;

const sessionOut = identity.login.output;

export const enterpriseApply = z.object({
  memberId: id.describe("企业会员 id（boId）"),
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  enterpriseType: z.string().nullable(),
  enterpriseTypeName: z.string().nullable(),
  licenceFileId: z.string().nullable(),
  licenceUrl: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable().describe("省市县全称"),
  address: z.string().nullable(),
  verifyState,
  rejectReason: z.string().nullable(),
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
});
export type EnterpriseApply = z.infer<typeof enterpriseApply>;

export const linkedAccount = z.object({
  memberId: id,
  loginName: z.string(),
  name: z.string().describe("脱敏姓名/昵称"),
  mobile: z.string().nullable().describe("脱敏手机号"),
  boundAt: instant,
});

const maskedPerson = z.object({
  loginName: z.string().describe("脱敏登录名"),
  name: z.string().describe("脱敏姓名/昵称"),
  mobile: z.string().describe("脱敏手机号"),
  registeredAt: instant,
});

export const account = domain("account", {
  sendSmsCode: {
    path: "/api/basic/member/login/sendSmsCode",
    access: "public",
    ratePerMinute: 10,
    summary:
      "发送短信验证码。REGISTER 须为未注册号码，RESET_PASSWORD 须为已注册号码；CHANGE_MOBILE_OLD、PAY_PASSWORD 发往本人号码，CHANGE_MOBILE_NEW 须为未注册号码，BIND 须为可绑定的其他账号（这四种须登录）",
    input: z.object({
      purpose: smsPurpose,
      mobile: mobile.optional().describe("接收号码；发往本人号码的用途可不传"),
    }),
    output: z.object({
      mobile: z.string().describe("脱敏的接收号码"),
      resendAfterSeconds: z.number().int(),
      expiresInSeconds: z.number().int(),
      demoCode: z
        .string()
        .regex(/^\d{6}$/)
        .optional()
        .describe("仅演示环境（DEMO_DATA=true 且短信留在发件箱）：发送的验证码本身，由页面代替真实短信显示；其他环境从不返回"),
    }),
  },
  nameTaken: {
    path: "/api/basic/member/login/selMemberLoginByLoginName",
    access: "public",
    ratePerMinute: 30,
    summary: "登录名或手机号是否已被占用（用于表单校验，不返回会员信息）",
    input: z.object({ loginName: z.string().trim().min(1, "请输入登录名或手机号").max(60) }),
    output: z.object({ taken: z.boolean() }),
  },
  register: {
    path: "/api/basic/member/login/register",
    access: "public",
    ratePerMinute: 10,
    summary: "个人会员注册：手机号 + 短信验证码 + 密码（可选登录名），接受当前版本的用户协议与隐私政策，注册后即登录",
    input: z.object({
      mobile,
      smsCode: smsCodeField,
      password: loginPassword,
      loginName: loginNameRule.optional(),
      nickname: optText(30),
      agreements: z.array(acceptedAgreement).min(1, "请阅读并同意用户协议与隐私政策").max(10),
    }),
    output: sessionOut,
  },
  registerEnterprise: {
    path: "/api/basic/member/login/registerEnterprise",
    access: "member",
    summary:
      "企业会员注册（/user/registerQY 第二步，路径为本项目所定）：登录的个人提交企业资料，创建待审核的企业会员并成为其管理员；被驳回后再次提交即更新原申请",
    input: z.object({
      name: text(60).describe("企业名称"),
      creditCode: uscc.describe("统一社会信用代码"),
      legalPerson: text(30).describe("法定代表人"),
      enterpriseType: text(40).describe("企业类型（字典 ENTERPRISE_TYPE）"),
      licenceFileId: text(40).describe("营业执照图片（上传所得 fileId）"),
      contactName: text(30),
      contactMobile: mobile,
      areaCode,
      address: text(120),
      businessScope: optText(500),
    }),
    output: enterpriseApply,
  },
  myEnterpriseApply: {
    path: "/api/basic/member/login/selMyEnterpriseApply",
    access: "member",
    summary: "我提交的最近一次企业注册申请及其审核状态（路径为本项目所定）；没有则为 null",
    input: z.object({}),
    output: enterpriseApply.nullable(),
  },
  checkResetSms: {
    path: "/api/basic/member/login/checkResetPwdSms",
    access: "public",
    ratePerMinute: 20,
    summary: "找回密码第一步（路径为本项目所定）：校验 RESET_PASSWORD 验证码，换取 10 分钟内有效的重置凭证；登录状态下可不传手机号",
    input: z.object({ mobile: mobile.optional(), smsCode: smsCodeField }),
    output: z.object({ resetKey: z.string(), expiresInSeconds: z.number().int() }),
  },
  resetPassword: {
    path: "/api/basic/member/login/resetPwdByKey",
    access: "public",
    ratePerMinute: 20,
    summary: "找回密码第二步（路径为本项目所定）：凭重置凭证设置新密码，解除登录锁定并使该会员的全部票据失效",
    input: z.object({ resetKey: z.string().trim().min(1, "重置凭证缺失，请重新验证手机").max(100), password: loginPassword }),
    output: z.object({ done: z.literal(true) }),
  },
  changePassword: {
    path: "/api/basic/member/login/updLoginPwd",
    access: "member",
    summary: "修改登录密码（路径为本项目所定）：原密码 + 新密码；原密码连续错误会锁定账号；其他设备上的登录失效",
    input: z.object({ oldPassword: z.string().min(1, "请输入原密码").max(128), password: loginPassword }),
    output: z.object({ revokedOtherTickets: z.number().int() }),
  },
  checkOldMobile: {
    path: "/api/basic/member/login/checkOldMobileSms",
    access: "func:setup.account.mobile",
    summary: "更换手机号第一步（路径为本项目所定）：校验发往原号码的验证码，换取 10 分钟内有效的换绑凭证",
    input: z.object({ smsCode: smsCodeField }),
    output: z.object({ changeKey: z.string(), expiresInSeconds: z.number().int() }),
  },
  changeMobile: {
    path: "/api/basic/member/login/updMobile",
    access: "func:setup.account.mobile",
    summary: "更换手机号第二步（路径为本项目所定）：换绑凭证 + 新号码及其验证码；新号码须未注册",
    input: z.object({ changeKey: z.string().trim().min(1, "换绑凭证缺失，请重新验证原手机").max(100), mobile, smsCode: smsCodeField }),
    output: z.object({ mobile: z.string().describe("脱敏的新号码") }),
  },
  setPayPassword: {
    path: "/api/basic/member/login/updPayPwdByBoId",
    access: "func:financial.account.security",
    summary: "设置或修改当前业务主体的支付密码（6 位数字，PAY_PASSWORD 验证码发往本人号码）；企业身份须为企业管理员",
    input: z.object({ smsCode: smsCodeField, payPassword: payPasswordField }),
    output: z.object({ boId: id, updatedAt: instant, firstTime: z.boolean() }),
  },
  bindCandidate: {
    path: "/api/basic/member/bind/selRelationByParam",
    access: "func:setup.account.bind",
    ratePerMinute: 20,
    summary: "按手机号查找可绑定的其他个人账号（仅返回脱敏信息）；不存在、为本人或已绑定时 found=false",
    input: z.object({ mobile }),
    output: z.object({ found: z.boolean(), candidate: maskedPerson.nullable() }),
  },
  bindKeyByPhone: {
    path: "/api/basic/member/bind/getKeyByPhone",
    access: "func:setup.account.bind",
    summary: "校验发往待绑定账号手机的 BIND 验证码，换取 10 分钟内有效的绑定凭证（证明拥有该账号）",
    input: z.object({ mobile, smsCode: smsCodeField }),
    output: z.object({ bindKey: z.string(), expiresInSeconds: z.number().int() }),
  },
  bindKeyInfo: {
    path: "/api/basic/member/bind/getUserInfoByKey",
    access: "func:setup.account.bind",
    summary: "绑定凭证将绑定的账号（脱敏），仅凭证申请人可查",
    input: z.object({ bindKey: z.string().trim().min(1).max(100) }),
    output: maskedPerson,
  },
  bindConfirm: {
    path: "/api/basic/member/bind/bindCb",
    access: "func:setup.account.bind",
    summary: "确认绑定：凭绑定凭证把该账号关联到当前账号（凭证一次有效；每个账号最多关联 5 个）",
    input: z.object({ bindKey: z.string().trim().min(1).max(100) }),
    output: linkedAccount,
  },
  bindList: {
    path: "/api/basic/member/bind/selRelation",
    access: "func:setup.account.bind",
    summary: "我已关联的账号，以及是否仍提示绑定（未关联任何账号且未选择不再提示）",
    input: z.object({}),
    output: z.object({ list: z.array(linkedAccount), suggestBind: z.boolean() }),
  },
  bindSwitch: {
    path: "/api/basic/member/bind/relationLogin",
    access: "func:setup.account.bind",
    summary: "切换到已关联的账号：为其签发票据并吊销当前票据",
    input: z.object({ memberId: id }),
    output: sessionOut,
  },
  bindIgnore: {
    path: "/api/basic/member/bind/ingnoreBind",
    access: "func:setup.account.bind",
    summary: "不再提示绑定其他账号",
    input: z.object({}),
    output: z.object({ ignored: z.literal(true) }),
  },
  unbind: {
    path: "/api/basic/member/bind/unBind",
    access: "func:setup.account.bind",
    summary: "解除与某账号的关联（路径为本项目所定）",
    input: z.object({ memberId: id }),
    output: z.object({ removed: z.literal(true) }),
  },
});
