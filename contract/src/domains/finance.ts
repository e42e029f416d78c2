import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, mobile, none, optText, text, uscc } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";
import { payPasswordField, smsCodeField } from "./identity";
import { channelInfo } from "./channel";
import { accountHolderType, outsideChannel } from "./money-shared";
import { idCardNo } from "./org";

/**
 * Finance accounts at the channels, bank cards and the pay password.
 *
 * A finance account is the member identity's (boId's) account at one outside channel (SANDBOX and
 * the spec's LDYS, GT, YEE_PAY, SEF, ABCCG, ICBC_B2C, ICBC_B2B): one live account per boId and
 * channel. Opening is two steps, as the channels do it: the application (holder's name and ID card
 * or credit code) gets a bill number and an SMS code to the member's own mobile (sendMessage …),
 * then the code signs it (sign …), the channel opens the account and gives the account number and
 * the agreement (sign) number. Operators freeze and unfreeze; the member changes the bound details
 * or rescinds (refused while the member holds money in the ledger).
 */

/**
 * A finance account's state: PENDING (applied, waiting for the SMS code), ACTIVE, FROZEN (by an
 * operator: no payments, no withdrawals), CLOSED (rescinded, or an application given up).
 */
export const financeAccountStatus = z.enum(["PENDING", "ACTIVE", "FROZEN", "CLOSED"]).describe("资金账户状态：待验证 / 正常 / 已冻结 / 已解约");
export type FinanceAccountStatus = z.infer<typeof financeAccountStatus>;

/** A bank card binding: PENDING (the bank's SMS code awaited), BOUND, UNBOUND. */
export const bankCardStatus = z.enum(["PENDING", "BOUND", "UNBOUND"]).describe("银行卡状态：待验证 / 已绑定 / 已解绑");
export type BankCardStatus = z.infer<typeof bankCardStatus>;

export const bankCardKind = z.enum(["PERSON", "COMPANY"]).describe("银行卡类型：个人卡 / 对公账户");
export type BankCardKind = z.infer<typeof bankCardKind>;

/** Six digits all the same, or running up or down (111111, 123456, 987654): refused as too easy to guess. */
export function isWeakPayPassword(p: string): boolean {
  const d = [...p].map(Number);
  const steps = new Set(d.slice(1).map((x, i) => x - d[i]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

/** Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A bank card number: 12–19 digits (spaces allowed while typing, removed), passing the Luhn check. */
export const cardNo = z
  .string()
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, "银行卡号应为 12–19 位数字")
      .refine(luhnValid, "银行卡号不正确，请核对后重新输入（校验位不符）"),
  );

/** A corporate bank account number (对公账号): 6–32 digits; banks do not use the Luhn check on them. */
export const companyAccountNo = z
  .string()
  .transform((s) => s.replace(/[\s-]+/g, ""))
  .pipe(z.string().regex(/^\d{6,32}$/, "对公账号应为 6–32 位数字"));

/** What the member and the pages see of an account: numbers masked. */
export const financeAccountView = z.object({
  id,
  channel: outsideChannel,
  holderType: accountHolderType,
  status: financeAccountStatus,
  holderName: z.string().describe("开户名（个人姓名或企业名称）"),
  idNoMasked: z.string().describe("证件号（脱敏）：身份证号或统一社会信用代码"),
  mobileMasked: z.string().describe("预留手机号（脱敏）"),
  accountNoMasked: z.string().nullable().describe("渠道账户号（脱敏，开通后才有）"),
  signNo: z.string().nullable().describe("渠道签约（协议）号"),
  billNo: z.string().describe("开户申请流水号（渠道的业务单号）"),
  isDefault: z.boolean().describe("默认资金账户（最先开通的一个）"),
  freezeReason: z.string().nullable(),
  openedAt: instant.nullable(),
  closedAt: instant.nullable(),
  createdAt: instant,
});
export type FinanceAccountView = z.infer<typeof financeAccountView>;

export const financeAccountDetail = financeAccountView.extend({
  cards: z.number().int().describe("已绑定的银行卡数"),
  history: z.array(stateHistoryEntry),
});

/** The operator console's row: the account plus its holder. */
export const financeAccountAdminRow = financeAccountView.extend({
  boId: id,
  boName: z.string(),
});

/** Step 1 of opening: who the account is for. The SMS code goes to the member's own login mobile. */
const applyPerson = z.object({
  channel: outsideChannel,
  holderName: text(30).describe("持有人姓名"),
  idNo: idCardNo,
  mobile: mobile.describe("渠道预留手机号"),
});
const applyOrg = z.object({
  channel: outsideChannel,
  holderName: text(60).describe("企业名称（须与认证信息一致）"),
  idNo: uscc,
  mobile: mobile.describe("渠道预留手机号（经办人）"),
});

const sentOut = z.object({
  billNo: z.string().describe("开户申请流水号"),
  mobile: z.string().describe("验证码发往的号码（脱敏）"),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  demoCode: z.string().optional().describe("演示环境：短信只进发件箱时页面代为显示的验证码"),
});

const signIn = z.object({ billNo: text(40), smsCode: smsCodeField });
const signOut = financeAccountView;

export const bankCardView = z.object({
  id,
  accountId: id,
  channel: outsideChannel,
  kind: bankCardKind,
  status: bankCardStatus,
  holderName: z.string(),
  bankName: z.string().nullable(),
  cardType: z.enum(["DEBIT", "CREDIT", "CORPORATE"]).nullable(),
  cardNoMasked: z.string().describe("卡号（前 4 位 + 后 4 位，中间以 * 代替）"),
  mobileMasked: z.string().describe("银行预留手机号（脱敏）"),
  alias: z.string().nullable(),
  isDefault: z.boolean(),
  boundAt: instant.nullable(),
  createdAt: instant,
});
export type BankCardView = z.infer<typeof bankCardView>;

const bindOut = z.object({
  bindId: id.describe("绑卡申请 id，确认时提交"),
  mobile: z.string().describe("银行验证码发往的预留手机号（脱敏）"),
  demoCode: z.string().optional().describe("沙箱渠道：页面代为显示的银行验证码"),
});

const payPwdStatus = z.object({
  set: z.boolean().describe("是否已设置支付密码"),
  lockedUntil: instant.nullable().describe("连续输错 5 次后的锁定截止时间"),
  updatedAt: instant.nullable(),
});

export const finance = domain("finance", {
  // ---- accounts -------------------------------------------------------------------------------
  judgeIsOpenAccount: {
    path: "/api/finance/account/judgeIsOpenAccount",
    access: "member",
    summary: "当前身份是否已开通资金账户（路径为本项目所定）：需要资金账户的页面据此引导开户；有则返回默认账户（脱敏）",
    input: none,
    output: z.object({
      opened: z.boolean(),
      account: z
        .object({ channel: outsideChannel, holderType: accountHolderType, accountNoMasked: z.string(), status: financeAccountStatus })
        .nullable(),
    }),
  },
  selChannelList: {
    path: "/api/finance/account/selChannelList",
    access: "func:financial.account.index",
    summary: "可开户的渠道（路径为本项目所定）：名称、可开户的持有人类型、是否启用，及当前身份在该渠道的账户（没有为空）",
    input: none,
    output: z.object({ list: z.array(channelInfo.extend({ account: financeAccountView.nullable() })) }),
  },
  selAccountInfo: {
    path: "/api/finance/account/selAccountInfo",
    access: "func:financial.account.index",
    summary: "我的资金账户：当前身份在各渠道的账户（含待验证的申请，不含已解约），账号脱敏",
    input: none,
    output: z.object({ list: z.array(financeAccountView) }),
  },
  selAccountDetail: {
    path: "/api/finance/account/selAccountDetail",
    access: "func:financial.account.index",
    summary: "我的资金账户详情（按 id 或渠道）：账号脱敏、签约号、流水号、绑定卡数与状态历史；他人的账户不存在",
    input: z.object({ id: id.optional(), channel: outsideChannel.optional() }).refine((v) => !!v.id || !!v.channel, { message: "请指定账户 id 或渠道", path: ["id"] }),
    output: financeAccountDetail,
  },
  sendMessage: {
    path: "/api/finance/account/sendMessage",
    access: "func:financial.account.index",
    ratePerMinute: 10,
    summary: "个人（PSN）开户申请：登记姓名、身份证号、预留手机号，得到开户流水号，并向本人登录手机发送验证码；同一渠道已有申请则更新它",
    input: applyPerson,
    output: sentOut,
  },
  sendMessage2: {
    path: "/api/finance/account/sendMessage/2.0",
    access: "func:financial.account.index",
    ratePerMinute: 10,
    summary: "企业（ORG）开户申请：仅已认证企业的管理员；登记企业名称、统一社会信用代码、经办人手机号，得到开户流水号并向本人手机发送验证码",
    input: applyOrg,
    output: sentOut,
  },
  sendMessage3: {
    path: "/api/finance/account/sendMessage/3.0",
    access: "func:financial.account.index",
    ratePerMinute: 10,
    summary: "重发开户验证码：按开户流水号，为待验证的申请再发一次（60 秒一次）",
    input: z.object({ billNo: text(40) }),
    output: sentOut,
  },
  sendMessage4: {
    path: "/api/finance/account/sendMessage/4.0",
    access: "func:financial.account.index",
    ratePerMinute: 10,
    summary: "已开通账户的操作验证码：变更绑定信息（CHANGE，signUpdate）或解约（REMOVE，signRemove）前发往本人手机",
    input: z.object({ channel: outsideChannel, purpose: z.enum(["CHANGE", "REMOVE"]) }),
    output: sentOut,
  },
  sign: {
    path: "/api/finance/account/sign",
    access: "func:financial.account.index",
    summary: "个人开户签约：开户流水号 + 验证码，渠道开通账户并给出账户号与签约号（当前身份的第一个账户为默认账户）",
    input: signIn,
    output: signOut,
  },
  sign2: {
    path: "/api/finance/account/sign/2.0",
    access: "func:financial.account.index",
    summary: "个人开户签约并设为默认资金账户（已有其他渠道的账户时，付款与提现改用这个）",
    input: signIn,
    output: signOut,
  },
  enterpriseSign2: {
    path: "/api/finance/account/enterpriseSign/2.0",
    access: "func:financial.account.index",
    summary: "企业开户签约：企业管理员以开户流水号 + 验证码确认，渠道开通企业账户",
    input: signIn,
    output: signOut,
  },
  enterpriseSign3: {
    path: "/api/finance/account/enterpriseSign/3.0",
    access: "func:financial.account.index",
    summary: "企业开户签约并设为默认资金账户",
    input: signIn,
    output: signOut,
  },
  signUpdate: {
    path: "/api/finance/account/signUpdate",
    access: "func:financial.account.index",
    summary: "变更账户绑定信息（预留手机号、开户名）：须 sendMessage/4.0（CHANGE）的验证码；证件号不可变更（须解约后重新开户）",
    input: z.object({ channel: outsideChannel, smsCode: smsCodeField, holderName: text(60), mobile }),
    output: financeAccountView,
  },
  signRemove: {
    path: "/api/finance/account/signRemove",
    access: "func:financial.account.index",
    summary: "解约（注销渠道账户）：须 sendMessage/4.0（REMOVE）的验证码；账户余额或冻结资金不为零时拒绝；已冻结的账户不能解约；绑定的银行卡一并解绑",
    input: z.object({ channel: outsideChannel, smsCode: smsCodeField }),
    output: financeAccountView,
  },
  updAccountById: {
    path: "/api/finance/account/updAccountById",
    access: "func:financial.account.index",
    summary: "按 id 修改我的资金账户：设为默认账户，或放弃待验证的开户申请（cancel）",
    input: z.object({ id, action: z.enum(["SET_DEFAULT", "CANCEL"]) }),
    output: financeAccountView,
  },
  changeAccountStatus: {
    path: "/api/finance/account/changeAccountStatus",
    access: "func:admin.finance.accounts",
    summary: "运营冻结 / 解冻资金账户（须填写原因，记入状态历史）；冻结后该账户不能付款、提现、绑卡或解约",
    input: z.object({ id, action: z.enum(["freeze", "unfreeze"]), reason: text(200).describe("原因") }),
    output: financeAccountView,
  },
  adminSelAccountInfo: {
    path: "/openapi/finance/account/selAccountInfo",
    access: "func:admin.finance.accounts",
    summary: "运营查询资金账户（分页）：按会员名称 / 账户号后四位 / 流水号关键字、渠道、状态筛选",
    input: pageInput.extend({ keyword: optText(60), channel: outsideChannel.optional(), status: financeAccountStatus.optional() }),
    output: pageOf(financeAccountAdminRow),
  },
  adminSelAccountDetail: {
    path: "/openapi/finance/account/selAccountDetail",
    access: "func:admin.finance.accounts",
    summary: "运营查看资金账户详情：持有人、脱敏账号、绑定卡数、状态历史",
    input: z.object({ id }),
    output: financeAccountDetail.extend({ boId: id, boName: z.string() }),
  },
  // ---- SEF (顺丰金融) -----------------------------------------------------------------------------
  sefGetBillNo: {
    path: "/api/finance/account/sef/getBillNo",
    access: "func:financial.account.index",
    ratePerMinute: 10,
    summary: "顺丰金融开户申请：个人或企业（holderType），得到开户流水号（billNo）并发送验证码；之后在开户验证页（openValidate）签约",
    input: z.discriminatedUnion("holderType", [applyPerson.omit({ channel: true }).extend({ holderType: z.literal("PSN") }), applyOrg.omit({ channel: true }).extend({ holderType: z.literal("ORG") })]),
    output: sentOut,
  },
  sefSign: {
    path: "/api/finance/account/sef/sign",
    access: "func:financial.account.index",
    summary: "顺丰金融开户验证（签约）：流水号 + 验证码，个人或企业均可",
    input: signIn,
    output: signOut,
  },
  sefSelAccount: {
    path: "/api/finance/account/sef/selAccount",
    access: "func:financial.account.index",
    summary: "我的顺丰金融账户（没有则为空）",
    input: none,
    output: z.object({ account: financeAccountView.nullable() }),
  },
  sefSelSignNo: {
    path: "/api/finance/account/sef/selSignNo",
    access: "func:financial.account.index",
    summary: "我的顺丰金融签约号与开户流水号（未签约时签约号为空）",
    input: none,
    output: z.object({ signNo: z.string().nullable(), billNo: z.string().nullable(), status: financeAccountStatus.nullable() }),
  },
  // ---- bank cards -----------------------------------------------------------------------------
  selAccountCardList: {
    path: "/openapi/finance/account/card/selAccountCardList",
    access: "func:financial.account.bankCard",
    summary: "我的银行卡（已绑定的，可按渠道筛选），卡号只返回前 4 位与后 4 位",
    input: z.object({ channel: outsideChannel.optional() }),
    output: z.object({ list: z.array(bankCardView) }),
  },
  selCardById: {
    path: "/api/account/card/selCardById",
    access: "func:financial.account.bankCard",
    summary: "按 id 查看我的一张银行卡（路径为本项目所定）；他人的卡不存在",
    input: z.object({ id }),
    output: bankCardView,
  },
  personBindCard: {
    path: "/api/account/card/personBindCard",
    access: "func:financial.account.bankCard",
    ratePerMinute: 10,
    summary: "个人绑卡第一步：借记卡号（Luhn 校验）、持卡人姓名（须与开户名一致）、银行预留手机号；渠道向预留手机发送验证码",
    input: z.object({ channel: outsideChannel.optional().describe("绑到哪个渠道的账户，默认账户时可省略"), cardNo, holderName: text(30), mobile }),
    output: bindOut,
  },
  companyBindCard: {
    path: "/api/account/card/companyBindCard",
    access: "func:financial.account.bankCard",
    ratePerMinute: 10,
    summary: "企业绑定对公账户第一步（路径为本项目所定）：仅企业身份的管理员；对公账号、户名（须与企业名称一致）、经办人手机号；渠道发送验证码",
    input: z.object({ channel: outsideChannel.optional(), cardNo: companyAccountNo, holderName: text(60), mobile }),
    output: bindOut,
  },
  bindCardConfirm: {
    path: "/api/account/card/bindCardConfirm",
    access: "func:financial.account.bankCard",
    summary: "绑卡第二步：绑卡申请 id + 银行验证码；第一张卡为默认卡",
    input: z.object({ bindId: id, smsCode: smsCodeField }),
    output: bankCardView,
  },
  updCard: {
    path: "/api/account/card/updCard",
    access: "func:financial.account.bankCard",
    summary: "修改我的银行卡（路径为本项目所定）：备注名，或设为默认卡",
    input: z.object({ id, alias: z.string().trim().max(20).nullable().optional(), isDefault: z.literal(true).optional() }),
    output: bankCardView,
  },
  unbindCard: {
    path: "/api/account/card/unbindCard",
    access: "func:financial.account.bankCard",
    summary: "解绑我的银行卡（路径为本项目所定）：须支付密码；默认卡解绑后最早绑定的另一张成为默认卡",
    input: z.object({ id, payPassword: payPasswordField }),
    output: z.object({ id, status: bankCardStatus }),
  },
  // ---- pay password ---------------------------------------------------------------------------
  isPayPwd: {
    path: "/api/finance/account/payPwd/isPayPwd",
    access: "member",
    summary: "当前身份是否已设置支付密码，及连续输错后的锁定截止时间（路径为本项目所定）",
    input: none,
    output: payPwdStatus,
  },
  setPayPwd: {
    path: "/api/finance/account/payPwd/setPayPwd",
    access: "func:financial.account.security",
    summary: "首次设置支付密码（路径为本项目所定）：6 位数字，不可为重复或连续数字；须 PAY_PASSWORD 验证码（发往本人手机）；已设置时请用修改或重置；企业身份须为企业管理员",
    input: z.object({ smsCode: smsCodeField, payPassword: payPasswordField }),
    output: payPwdStatus,
  },
  updPayPwd: {
    path: "/api/finance/account/payPwd/updPayPwd",
    access: "func:financial.account.security",
    summary: "修改支付密码（路径为本项目所定）：须原支付密码（输错计入锁定次数），新密码不能与原密码相同",
    input: z.object({ oldPayPassword: payPasswordField, payPassword: payPasswordField }),
    output: payPwdStatus,
  },
  replacePayPwd: {
    path: "/api/finance/account/replacePayPwd",
    access: "func:financial.account.security",
    summary: "忘记支付密码时重置：PAY_PASSWORD 验证码（发往本人手机）+ 新支付密码；同时解除锁定",
    input: z.object({ smsCode: smsCodeField, payPassword: payPasswordField }),
    output: payPwdStatus,
  },
  checkPayPwd: {
    path: "/api/finance/account/payPwd/checkPayPwd",
    access: "member",
    ratePerMinute: 30,
    summary: "校验当前身份的支付密码（路径为本项目所定）：错误时提示剩余次数，连续 5 次错误锁定 3 小时",
    input: z.object({ payPassword: payPasswordField }),
    output: z.object({ valid: z.literal(true) }),
  },
});
