import type { GoodsStatus, ShopStatus, VerifyState } from "@qinlian/contract";

/** A state's name in both languages and its tone (an antd preset name, drawn by kit/ToneTag in readable colours). */
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

/**
 * The events of every state machine's history (goods, shop, enterprise verification, service
 * applications), by the code the server records (`state_history.event`). The server's own
 * `eventLabel` is Chinese only: a person sees these instead.
 */
export type HistoryEvent =
  | "putOn"
  | "submit"
  | "approve"
  | "reject"
  | "withdraw"
  | "takeOff"
  | "takeDown"
  | "open"
  | "close"
  | "reopen"
  | "edit"
  | "create"
  | "start"
  | "done"
  | "cancel"
  | "postpone";

export const historyEventLabels: Record<HistoryEvent, StateLabel> = {
  putOn: { zh: "上架", en: "Put on shelf", color: "blue" },
  submit: { zh: "提交审核", en: "Submitted for review", color: "blue" },
  approve: { zh: "审核通过", en: "Approved", color: "green" },
  reject: { zh: "驳回", en: "Rejected", color: "red" },
  withdraw: { zh: "撤回审核", en: "Review withdrawn", color: "gray" },
  takeOff: { zh: "下架", en: "Taken off shelf", color: "gray" },
  takeDown: { zh: "违规下架", en: "Taken down for a breach", color: "red" },
  open: { zh: "开张营业", en: "Opened", color: "green" },
  close: { zh: "关闭店铺", en: "Closed", color: "gray" },
  reopen: { zh: "重新营业", en: "Reopened", color: "green" },
  edit: { zh: "修改认证资料", en: "Verified details changed", color: "blue" },
  // field work (farm-work) and reminders (farm-plan)
  create: { zh: "新建", en: "Created", color: "blue" },
  start: { zh: "开始", en: "Started", color: "blue" },
  done: { zh: "完成", en: "Done", color: "green" },
  cancel: { zh: "取消", en: "Cancelled", color: "gray" },
  postpone: { zh: "延期", en: "Postponed", color: "orange" },
};

const isHistoryEvent = (code: string): code is HistoryEvent => Object.hasOwn(historyEventLabels, code);

/**
 * A history event's name in the language: by its code; an event this table does not know yet shows
 * the server's label in Chinese, else a neutral word, never the code.
 */
export function historyEventLabel(code: string, lang: string, serverLabel?: string | null): string {
  if (isHistoryEvent(code)) return lang === "en" ? historyEventLabels[code].en : historyEventLabels[code].zh;
  if (serverLabel && lang !== "en") return serverLabel;
  return lang === "en" ? "Changed" : (serverLabel ?? "状态变更");
}

/** The timeline colour of a history event. */
export const historyEventColor = (code: string): string => (isHistoryEvent(code) ? historyEventLabels[code].color : "blue");

/** Who acted, by the contract's actor kind. */
export const actorKindLabels: Record<"MEMBER" | "OPERATOR" | "SYSTEM", StateLabel> = {
  MEMBER: { zh: "会员", en: "Member", color: "default" },
  OPERATOR: { zh: "平台运营", en: "Operator", color: "blue" },
  SYSTEM: { zh: "系统", en: "System", color: "default" },
};
