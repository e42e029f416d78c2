/**
 * The business code catalogue: every `code` a reply envelope may carry, with its meaning.
 * "0" and the five codes from spec §8 keep the original portal's values; the rest are ours.
 * The web client's error handling (web/src/api/errors.ts) branches on these names only.
 */
export const Codes = {
  OK: "0",
  /** No ticket on a call that needs a member: the client goes to login and rejects the call. */
  NOT_LOGGED_IN: "001107",
  /** The ticket is unknown, revoked or expired: the client goes to login and rejects the call. */
  TICKET_INVALID: "001108",
  /** The call needs a manufacturer (farm/enterprise of production) and the member has none. */
  NO_MANUFACTURER: "002102",
  /** The client must send the browser to the URL in `data` (e.g. a payment or e-signing page). */
  REDIRECT: "021101",

  /** Input failed validation; `msg` names the field(s), `data.fields` lists them. */
  VALIDATION: "100001",
  /** AppSign missing or not matching the body. */
  SIGNATURE_INVALID: "100002",
  /** AppTimestamp missing, malformed or outside the allowed window. */
  TIMESTAMP_INVALID: "100003",
  /** The member lacks the function (permission) the call needs. */
  FORBIDDEN: "100004",
  /** The record does not exist or the caller may not see it. */
  NOT_FOUND: "100005",
  /** The change conflicts with the record's current state (duplicate, wrong state, stale version). */
  CONFLICT: "100006",
  /** Too many requests from this address or ticket; retry after `data.retryAfterSeconds`. */
  RATE_LIMITED: "100007",
  /** The uploaded file's type is not allowed for this kind of upload. */
  FILE_TYPE: "100008",
  /** The uploaded file (or request body) is larger than allowed. */
  TOO_LARGE: "100009",
  /** The request is not a JSON POST (or multipart for uploads). */
  BAD_REQUEST: "100010",

  /** Login name / mobile and password do not match. */
  LOGIN_FAILED: "110001",
  /** Too many failed logins: the account is locked until `data.lockedUntil`. */
  ACCOUNT_LOCKED: "110002",
  /** The account is disabled by an operator. */
  ACCOUNT_DISABLED: "110003",
} as const;

export type CodeName = keyof typeof Codes;
export type BizCode = (typeof Codes)[CodeName];

/** Default Chinese messages for the codes, used when a thrower gives none. */
export const codeMessages: Record<BizCode, string> = {
  "0": "成功",
  "001107": "请先登录",
  "001108": "登录已失效，请重新登录",
  "002102": "请先添加生产主体（养殖场/企业）",
  "021101": "正在跳转",
  "100001": "参数校验失败",
  "100002": "签名校验失败",
  "100003": "请求时间戳无效或已过期",
  "100004": "没有该功能的操作权限",
  "100005": "记录不存在或无权查看",
  "100006": "操作与当前状态冲突",
  "100007": "请求过于频繁，请稍后再试",
  "100008": "文件类型不支持",
  "100009": "内容超过大小限制",
  "100010": "请求格式不正确",
  "110001": "账号或密码错误",
  "110002": "登录失败次数过多，账号已锁定",
  "110003": "账号已停用",
};

/** Codes after which the client sends the user to login. */
export const loginCodes: readonly string[] = [Codes.NOT_LOGGED_IN, Codes.TICKET_INVALID];
