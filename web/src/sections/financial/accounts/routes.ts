import type { RouteDef } from "../../../app/routes";

const open = () => import("./OpenAccountPage");
const account = () => import("./AccountPage");
const change = () => import("./ChangeAccountPage");
const payPwd = () => import("./PayPasswordPage");
const pwdResult = () => import("./PasswordResultPage");
const addCard = () => import("./AddCardPage");

const acc = { needLogin: true, func: "financial.account.index" } as const;
const card = { needLogin: true, func: "financial.account.bankCard" } as const;
const sec = { needLogin: true, func: "financial.account.security" } as const;

/** Finance accounts at the channels (open, validate, result, manage, change, rescind), bank cards, security settings and the pay password. */
export const accountRoutes: RouteDef[] = [
  { path: "/financial/openAccount/:channelType", title: { zh: "开通资金账户", en: "Open a finance account" }, page: open, ...acc, hidden: true },
  { path: "/financial/openAccountResult/:channelType", title: { zh: "开户结果", en: "Account opening result" }, page: account, ...acc, hidden: true },
  { path: "/financial/openAccount/LDYS/:accountType", title: { zh: "开通联动优势账户", en: "Open an UMPay account" }, page: open, ...acc, hidden: true },
  { path: "/financial/openAccount/GT/bindCard", title: { zh: "开通广投账户并绑卡", en: "Open a GT account and bind a card" }, page: open, ...acc },
  { path: "/financial/BankAccount", title: { zh: "我的账户与银行卡", en: "Accounts and bank cards" }, page: () => import("./BankAccountPage"), ...card },
  { path: "/financial/BankAccount/addNewCard", title: { zh: "添加对公账户", en: "Add a corporate account" }, page: addCard, ...card },
  { path: "/financial/addNewCardPerson", title: { zh: "添加银行卡", en: "Add a bank card" }, page: addCard, ...card },
  { path: "/financial/addCardResult", title: { zh: "绑卡结果", en: "Card binding result" }, page: () => import("./AddCardResultPage"), ...card, hidden: true },
  { path: "/financial/cardManage/:id", title: { zh: "银行卡管理", en: "Manage bank card" }, page: () => import("./CardManagePage"), ...card, hidden: true },
  { path: "/financial/securitySettings", title: { zh: "安全设置", en: "Security settings" }, page: () => import("./SecuritySettingsPage"), ...sec },
  { path: "/financial/setPayPassword", title: { zh: "设置支付密码", en: "Set the pay password" }, page: payPwd, ...sec },
  { path: "/financial/setPasswordResult", title: { zh: "支付密码设置结果", en: "Pay password set" }, page: pwdResult, ...sec, hidden: true },
  { path: "/financial/updatePayPassword", title: { zh: "修改支付密码", en: "Change the pay password" }, page: payPwd, ...sec },
  { path: "/financial/updatePasswordResult", title: { zh: "支付密码修改结果", en: "Pay password changed" }, page: pwdResult, ...sec, hidden: true },
  { path: "/financial/resetPayPassword", title: { zh: "重置支付密码", en: "Reset the pay password" }, page: payPwd, ...sec },
  { path: "/financial/resetPayPasswordPerson", title: { zh: "重置支付密码（个人）", en: "Reset the pay password (personal)" }, page: payPwd, ...sec },
  { path: "/financial/openAccount/YEE_PAY/PSN", title: { zh: "开通易宝个人账户", en: "Open a YeePay personal account" }, page: open, ...acc },
  { path: "/financial/openAccount/YEE_PAY/ORG", title: { zh: "开通易宝企业账户", en: "Open a YeePay business account" }, page: open, ...acc },
  { path: "/financial/account/yeePay/result", title: { zh: "易宝开户结果", en: "YeePay opening result" }, page: account, ...acc, hidden: true },
  { path: "/financial/account/YEE_PAY", title: { zh: "易宝账户", en: "YeePay account" }, page: account, ...acc },
  { path: "/financial/openAccount/SEF/:accountType", title: { zh: "开通顺丰金融账户", en: "Open an SF Finance account" }, page: open, ...acc, hidden: true },
  { path: "/financial/openValidate", title: { zh: "开户验证", en: "Verify the opening" }, page: () => import("./OpenValidatePage"), ...acc, hidden: true },
  { path: "/financial/openValidateResult", title: { zh: "开户验证结果", en: "Opening verified" }, page: account, ...acc, hidden: true },
  { path: "/financial/account/SEF", title: { zh: "顺丰金融账户", en: "SF Finance account" }, page: account, ...acc },
  { path: "/financial/account/SEF/manage", title: { zh: "顺丰金融账户管理", en: "Manage SF Finance account" }, page: account, ...acc, hidden: true },
  { path: "/financial/account/SEF/rescissionResult", title: { zh: "解约结果", en: "Account closed" }, page: () => import("./RescissionResultPage"), ...acc, hidden: true },
  { path: "/financial/openAccount/ABCCG/:accountType", title: { zh: "开通农行账户", en: "Open an ABC account" }, page: open, ...acc, hidden: true },
  { path: "/financial/removeAccount/ABCCG", title: { zh: "农行账户解约", en: "Close the ABC account" }, page: change, ...acc, hidden: true },
  { path: "/financial/account/ABCCG", title: { zh: "农行账户", en: "ABC account" }, page: account, ...acc },
  { path: "/financial/changeAccount/ABCCG/:accountType", title: { zh: "农行账户变更", en: "Change the ABC account" }, page: change, ...acc, hidden: true },
];

/**
 * The /transaction/account/ABCCG group (section transaction; the lead adds
 * `...transactionAccountRoutes` to web/src/sections/transaction/routes.ts): the same screens.
 */
export const transactionAccountRoutes: RouteDef[] = [
  { path: "/transaction/account/ABCCG/openAccount/:channelType", title: { zh: "开通资金账户", en: "Open a finance account" }, page: open, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/openAccount/ABCCG/:accountType", title: { zh: "开通农行账户", en: "Open an ABC account" }, page: open, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/openAccountResult", title: { zh: "开户结果", en: "Account opening result" }, page: account, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/removeAccount", title: { zh: "农行账户解约", en: "Close the ABC account" }, page: change, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/account/ABCCG", title: { zh: "农行账户", en: "ABC account" }, page: account, ...acc },
  { path: "/transaction/account/ABCCG/changeAccount", title: { zh: "农行账户变更", en: "Change the ABC account" }, page: change, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/openAccount/ICBC_B2C/:accountType", title: { zh: "开通工行个人账户", en: "Open an ICBC personal account" }, page: open, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/openAccount/ICBC_B2B/:accountType", title: { zh: "开通工行企业账户", en: "Open an ICBC business account" }, page: open, ...acc, hidden: true },
  { path: "/transaction/account/ABCCG/account/icbcIndex", title: { zh: "工商银行账户", en: "ICBC accounts" }, page: () => import("./IcbcIndexPage"), ...acc },
];
