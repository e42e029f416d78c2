import { z } from "zod";

/**
 * What the money domains (channel, finance, cashier, credit) share: the payment channels and the kinds
 * of account holder. Each domain's own calls live in its file (channel.ts, finance.ts, cashier.ts,
 * credit.ts).
 *
 * Channels: BALANCE is the platform wallet (the cashier pays from the payer's AVAILABLE balance in the
 * ledger, no outside party, no adapter). Every other code is an outside payment channel behind the
 * server's `ChannelAdapter` interface (server/src/modules/channel/adapter.ts): SANDBOX is the bank
 * simulator our own server runs, and the spec's channels (LDYS 联动优势, GT 广投, YEE_PAY 易宝,
 * SEF 顺丰金融, ABCCG 农业银行, ICBC_B2C 工商银行个人, ICBC_B2B 工商银行企业) are configured instances of
 * it until a real bank's adapter replaces one.
 */
export const payChannel = z.enum(["BALANCE", "SANDBOX", "LDYS", "GT", "YEE_PAY", "SEF", "ABCCG", "ICBC_B2C", "ICBC_B2B"]);
export type PayChannel = z.infer<typeof payChannel>;

/** Outside channels (all but the wallet). */
export const outsideChannel = z.enum(["SANDBOX", "LDYS", "GT", "YEE_PAY", "SEF", "ABCCG", "ICBC_B2C", "ICBC_B2B"]);
export type OutsideChannel = z.infer<typeof outsideChannel>;

/** The holder of a channel account: a person (PSN, 个人) or an organisation (ORG, 企业). */
export const accountHolderType = z.enum(["PSN", "ORG"]);
export type AccountHolderType = z.infer<typeof accountHolderType>;
