import type { GoodsStatus, ShopStatus, VerifyState } from "@qinlian/contract";

/** A state's name in both languages and its tag colour (antd preset or status colour). */
export interface StateLabel {
  zh: string;
  en: string;
  color: string;
}

/**
 * The names of every record state, keyed by the contract's state types: a state added to the
 * contract's enum without a label here does not compile. Texts (catalog.texts) and tags derive from
 * these records.
 */
export const goodsStatusLabels: Record<GoodsStatus, StateLabel> = {
  DRAFT: { zh: "草稿", en: "Draft", color: "default" },
  PENDING: { zh: "待审核", en: "In review", color: "processing" },
  ON: { zh: "已上架", en: "On shelf", color: "success" },
  OFF: { zh: "已下架", en: "Off shelf", color: "warning" },
  REJECTED: { zh: "已驳回", en: "Rejected", color: "error" },
};

export const shopStatusLabels: Record<ShopStatus, StateLabel> = {
  DRAFT: { zh: "草稿", en: "Draft", color: "default" },
  SUBMITTED: { zh: "待审核", en: "In review", color: "processing" },
  APPROVED: { zh: "审核通过", en: "Approved", color: "cyan" },
  REJECTED: { zh: "已驳回", en: "Rejected", color: "error" },
  OPEN: { zh: "营业中", en: "Open", color: "success" },
  CLOSED: { zh: "已关闭", en: "Closed", color: "warning" },
};

/** Enterprise verification; a service application's review states are the same names without NONE. */
export const verifyStateLabels: Record<VerifyState, StateLabel> = {
  NONE: { zh: "未认证", en: "Not verified", color: "default" },
  PENDING: { zh: "待审核", en: "Pending review", color: "processing" },
  APPROVED: { zh: "已通过", en: "Approved", color: "success" },
  REJECTED: { zh: "已驳回", en: "Rejected", color: "error" },
};

/** One language's names of a label record, for i18n text tables: `namesIn(goodsStatusLabels, "zh")`. */
export function namesIn<S extends string>(labels: Record<S, StateLabel>, lang: "zh" | "en"): Record<S, string> {
  return Object.fromEntries(Object.entries<StateLabel>(labels).map(([k, v]) => [k, v[lang]])) as Record<S, string>;
}
