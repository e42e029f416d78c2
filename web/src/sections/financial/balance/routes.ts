import type { RouteDef } from "../../../app/routes";

const balance = { needLogin: true, func: "financial.account.balance" } as const;

/** The finance overview, balance, frozen money, recharge and withdrawal screens, with the cash flow. */
export const balanceRoutes: RouteDef[] = [
  { path: "/financial/index", title: { zh: "账户总览", en: "Finance overview" }, page: () => import("./FinanceIndexPage"), needLogin: true, func: "financial.account.index" },
  { path: "/financial/balance", title: { zh: "账户余额", en: "Balance" }, page: () => import("./BalancePage"), ...balance },
  { path: "/financial/balance/frozenMoney", title: { zh: "冻结资金", en: "Frozen money" }, page: () => import("./FrozenMoneyPage"), ...balance },
  { path: "/financial/balance/rechargePerson/:id", title: { zh: "余额充值", en: "Recharge" }, page: () => import("./RechargePage"), ...balance },
  { path: "/financial/balance/recharge/:id", title: { zh: "余额充值", en: "Recharge" }, page: () => import("./RechargePage"), ...balance },
  { path: "/financial/balance/getCash/:type", title: { zh: "提现", en: "Withdraw" }, page: () => import("./GetCashPage"), ...balance },
  { path: "/financial/balance/getCashPassword/:money", title: { zh: "确认提现", en: "Confirm withdrawal" }, page: () => import("./GetCashPasswordPage"), ...balance },
  { path: "/financial/balance/getCashResult", title: { zh: "提现结果", en: "Withdrawal result" }, page: () => import("./GetCashResultPage"), ...balance },
];
