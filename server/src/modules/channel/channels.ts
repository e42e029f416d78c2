import { createHash, createHmac } from "node:crypto";
import { type AccountHolderType, type OutsideChannel, outsideChannel, type SandboxSwitches } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import type { Ctx } from "../../kit/context";
import { conflict } from "../../kit/errors";
import { channelSetting } from "./schema";

/** A configured channel: what it is called and whom it opens accounts for. */
export interface ChannelDef {
  readonly code: OutsideChannel;
  readonly name: { readonly zh: string; readonly en: string };
  readonly holderTypes: readonly AccountHolderType[];
  /** Prefix of the account numbers it gives (sandbox). */
  readonly accountPrefix: string;
}

const both: readonly AccountHolderType[] = ["PSN", "ORG"];

/**
 * Every outside channel, in the order pages list them. All are instances of the sandbox bank until a
 * real bank's adapter replaces one (ARCHITECTURE.md, "Payment channels").
 */
export const channelDefs: Readonly<Record<OutsideChannel, ChannelDef>> = {
  SANDBOX: { code: "SANDBOX", name: { zh: "沙箱银行", en: "Sandbox bank" }, holderTypes: both, accountPrefix: "6299" },
  LDYS: { code: "LDYS", name: { zh: "联动优势", en: "UMPay" }, holderTypes: both, accountPrefix: "6210" },
  GT: { code: "GT", name: { zh: "广投", en: "GT" }, holderTypes: both, accountPrefix: "6211" },
  YEE_PAY: { code: "YEE_PAY", name: { zh: "易宝支付", en: "YeePay" }, holderTypes: both, accountPrefix: "6212" },
  SEF: { code: "SEF", name: { zh: "顺丰金融", en: "SF Finance" }, holderTypes: both, accountPrefix: "6213" },
  ABCCG: { code: "ABCCG", name: { zh: "中国农业银行", en: "Agricultural Bank of China" }, holderTypes: both, accountPrefix: "6228" },
  ICBC_B2C: { code: "ICBC_B2C", name: { zh: "工商银行（个人）", en: "ICBC personal" }, holderTypes: ["PSN"], accountPrefix: "6222" },
  ICBC_B2B: { code: "ICBC_B2B", name: { zh: "工商银行（企业）", en: "ICBC corporate" }, holderTypes: ["ORG"], accountPrefix: "6223" },
};

export const channelCodes: readonly OutsideChannel[] = outsideChannel.options;

/**
 * The sandbox's notification signing key for a channel. The sandbox bank is a simulator served by
 * our own server (no real money moves through it), so its keys are derived, not configured; a real
 * bank's adapter takes its key from the installation's configuration instead.
 */
export function sandboxKey(code: OutsideChannel): Buffer {
  return createHash("sha256").update(`qinlian-sandbox-bank-notify-key|${code}`).digest();
}

/** HMAC-SHA256 of the body with the channel's key, hex. */
export const signBody = (key: Buffer, body: string): string => createHmac("sha256", key).update(body).digest("hex");

export type ChannelSettingRow = typeof channelSetting.$inferSelect;

export const switchesOf = (r: ChannelSettingRow): SandboxSwitches => ({
  decline: r.decline,
  timeout: r.timeout,
  notifyTwice: r.notifyTwice,
  notifyDelaySeconds: r.notifyDelaySeconds,
  badSignature: r.badSignature,
});

/** The channel's setting row (written at every start by `syncChannelData`). */
export async function settingOf(ctx: Pick<Ctx, "db">, code: OutsideChannel): Promise<ChannelSettingRow> {
  const [row] = await ctx.db.select().from(channelSetting).where(eq(channelSetting.code, code));
  if (!row) throw new Error(`channel ${code} is not configured (syncChannelData not run)`);
  return row;
}

/** Refuses new business at a channel an operator switched off. */
export async function requireEnabled(ctx: Pick<Ctx, "db">, code: OutsideChannel): Promise<ChannelSettingRow> {
  const row = await settingOf(ctx, code);
  if (!row.enabled) throw conflict(`${channelDefs[code].name.zh}暂停服务，请选择其他渠道`);
  return row;
}

export interface ChannelInfo {
  readonly code: OutsideChannel;
  readonly name: { readonly zh: string; readonly en: string };
  readonly holderTypes: readonly AccountHolderType[];
  readonly enabled: boolean;
}

/** Every outside channel with whether it is enabled (what the cashier lists besides BALANCE). */
export async function channelInfos(ctx: Pick<Ctx, "db">): Promise<ChannelInfo[]> {
  const rows = await ctx.db.select().from(channelSetting);
  const enabled = new Map(rows.map((r) => [r.code, r.enabled]));
  return channelCodes.map((code) => {
    const d = channelDefs[code];
    return { code, name: d.name, holderTypes: d.holderTypes, enabled: enabled.get(code) ?? false };
  });
}
