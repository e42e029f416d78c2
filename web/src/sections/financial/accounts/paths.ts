import { accountHolderType, outsideChannel, type AccountHolderType, type OutsideChannel } from "@qinlian/contract";

/**
 * Where each channel's screens live. The spec gives some channels their own paths (YEE_PAY, SEF,
 * ABCCG, the ICBC pair under /transaction/account/ABCCG); the rest use the generic ones. Every screen
 * is one shared component that reads its channel and holder type from the path (`channelOfPath`).
 */
export function openPath(channel: OutsideChannel, holder: AccountHolderType): string {
  switch (channel) {
    case "LDYS":
    case "YEE_PAY":
    case "SEF":
    case "ABCCG":
      return `/financial/openAccount/${channel}/${holder}`;
    case "GT":
      return "/financial/openAccount/GT/bindCard";
    case "ICBC_B2C":
    case "ICBC_B2B":
      return `/transaction/account/ABCCG/openAccount/${channel}/${holder}`;
    default:
      return `/financial/openAccount/${channel}`;
  }
}

/** Where the sign step goes when it is its own page (SEF's 开户验证), else null (same page). */
export function validatePath(channel: OutsideChannel): string | null {
  return channel === "SEF" ? "/financial/openValidate" : null;
}

export function resultPath(channel: OutsideChannel): string {
  if (channel === "YEE_PAY") return "/financial/account/yeePay/result";
  if (channel === "SEF") return "/financial/openValidateResult";
  if (channel === "ICBC_B2C" || channel === "ICBC_B2B") return `/transaction/account/ABCCG/openAccountResult?channel=${channel}`;
  return `/financial/openAccountResult/${channel}`;
}

/** The account's own page (管理): the result page doubles as it for channels without one. */
export function managePath(channel: OutsideChannel): string {
  if (channel === "YEE_PAY") return "/financial/account/YEE_PAY";
  if (channel === "SEF") return "/financial/account/SEF/manage";
  if (channel === "ABCCG") return "/financial/account/ABCCG";
  if (channel === "ICBC_B2C" || channel === "ICBC_B2B") return "/transaction/account/ABCCG/account/icbcIndex";
  return `/financial/openAccountResult/${channel}`;
}

export const rescissionPath = (channel: OutsideChannel) => `/financial/account/SEF/rescissionResult?channel=${channel}`;

const isChannel = (s: string | null | undefined): s is OutsideChannel => !!s && (outsideChannel.options as readonly string[]).includes(s);
const isHolder = (s: string | null | undefined): s is AccountHolderType => !!s && (accountHolderType.options as readonly string[]).includes(s);

/**
 * The channel a screen is for: the `:channelType` parameter, else the last channel code in the path
 * (/transaction/account/ABCCG/openAccount/ICBC_B2C/PSN is ICBC_B2C), else `?channel=`, else the
 * fallback (ABCCG under /transaction/account/ABCCG, SANDBOX elsewhere).
 */
export function channelOfPath(pathname: string, params: { channelType?: string }, search: URLSearchParams): OutsideChannel | null {
  if (params.channelType !== undefined) return isChannel(params.channelType) ? params.channelType : null;
  const q = search.get("channel");
  if (isChannel(q)) return q;
  const group = "/transaction/account/ABCCG/";
  const rest = pathname.startsWith(group) ? pathname.slice(group.length) : pathname;
  const fromPath = rest
    .split("/")
    .map((s) => (s === "yeePay" ? "YEE_PAY" : s))
    .filter(isChannel);
  if (fromPath.length) return fromPath[fromPath.length - 1];
  if (pathname.startsWith("/financial/openValidate")) return "SEF"; // SEF's 开户验证 pages carry no channel
  return rest === pathname ? "SANDBOX" : "ABCCG";
}

/** The holder type: `:accountType`, else a PSN/ORG path segment, else the identity's kind. */
export function holderOfPath(pathname: string, params: { accountType?: string }, enterprise: boolean): AccountHolderType | null {
  if (params.accountType !== undefined) return isHolder(params.accountType) ? params.accountType : null;
  const seg = pathname.split("/").find(isHolder);
  return seg ?? (enterprise ? "ORG" : "PSN");
}
