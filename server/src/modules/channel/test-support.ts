/**
 * Test helpers of the channel module (imported by *.test.ts only): a person's sandbox account and
 * bound card, and a watcher of `channel.result`.
 */
import type { OutsideChannel } from "@qinlian/contract";
import { gt } from "drizzle-orm";
import type { TestApp } from "../../testing/harness";
import { smsCode } from "../sms/schema";
import { lastSmsCode } from "../sms/test-phone";
import type { ChannelResult } from "./adapter";
import { adapterOf } from "./adapters";

/** A card number that passes the Luhn check (an ICBC debit card's prefix). */
export const GOOD_CARD = "6222020000000000000";

let n = 0;
/** A mobile unique within a test file. */
export const nextMobile = () => `139${String(++n).padStart(8, "0")}`;

/** Every `channel.result` emitted from now on (call `stop` at the end). */
export function watchResults(t: TestApp) {
  const seen: (ChannelResult & { notifyId: string })[] = [];
  const stop = t.services.events.subscribe("channel.result", (_ctx, r) => {
    seen.push(r);
    return Promise.resolve();
  });
  return { seen, stop };
}

/** Lets the SMS module send to a number again at once (one send per 60 s per number). */
export async function allowResend(t: TestApp) {
  await t.database.db
    .update(smsCode)
    .set({ createdAt: new Date(Date.now() - 61_000) })
    .where(gt(smsCode.createdAt, new Date(Date.now() - 61_000)));
}

/** Opens a person's account at `code` and binds GOOD_CARD to it; returns the account and card token. */
export async function accountWithCard(t: TestApp, code: OutsideChannel, boId: string) {
  const ctx = t.systemCtx();
  const a = adapterOf(code);
  const mobile = nextMobile();
  const acct = await a.openAccount(ctx, { bizId: `open-${boId}-${code}`, holderType: "PSN", boId, name: "张三", idNo: "370102199001011234", mobile });
  await allowResend(t);
  const { requestId } = await a.bindCard(ctx, { bizId: `bind-${boId}-${code}`, accountNo: acct.accountNo, cardNo: GOOD_CARD, holderName: "张三", mobile, kind: "PERSON" });
  const card = await a.confirmBindCard(ctx, { requestId, smsCode: lastSmsCode(t.config, mobile) });
  return { ...acct, mobile, cardToken: card.cardToken };
}
