/**
 * Every server module's calls, platform data, job handlers and event subscribers. Adding a domain =
 * one folder under modules/ and one line in each list below (kept in alphabetical order).
 */
import type { Config } from "../config";
import type { Db } from "../kit/db";
import { on, type Subscriber } from "../kit/events";
import type { Impl } from "../kit/implement";
import type { JobHandler } from "../kit/jobs/runner";
import { addressCalls } from "./address";
import { agreementCalls, syncAgreements } from "./agreement";
import { cartCalls } from "./cart";
import { cashierCalls, cashierJobHandlers, cashierSubscribers } from "./cashier";
import { channelCalls, channelJobHandlers, channelSubscribers, syncChannelData } from "./channel";
import { cmsAdvertCalls, syncAdvertSlots } from "./cms";
import { consoleCalls } from "./console";
import { couponCalls } from "./coupon";
import { creditCalls, creditJobHandlers, creditSubscribers } from "./credit";
import { favouriteCalls } from "./favourite";
import { fileCalls } from "./file";
import { freightCalls } from "./freight";
import { financeCalls, financeJobHandlers, financeSubscribers } from "./finance";
import { goodsCalls } from "./goods";
import { accountCalls, identityCalls, passwordLinkCalls, syncPlatformFuncs } from "./identity";
import { manufacturerCalls } from "./manufacturer";
import { orderCalls, orderJobHandlers, orderSubscribers } from "./order";
import { orgCalls } from "./org";
import { pointsCalls, syncPointRules } from "./points";
import { pricingCalls } from "./pricing";
import { profileCalls } from "./profile";
import { promotionCalls } from "./promotion";
import { quotationCalls, quotationDaily, quotationJobHandler, scheduleQuotationSnapshots } from "./quotation";
import { reindexChangedGoods, reindexChangedShop, searchCalls, searchDaily, searchJobHandler, startSearch } from "./search";
import { shopCalls } from "./shop";
import { syncSystemData, systemCalls } from "./system";

export const allImpls: readonly Impl[] = [
  ...accountCalls,
  ...addressCalls,
  ...agreementCalls,
  ...cartCalls,
  ...cashierCalls,
  ...channelCalls,
  ...cmsAdvertCalls,
  ...consoleCalls,
  ...couponCalls,
  ...creditCalls,
  ...favouriteCalls,
  ...fileCalls,
  ...financeCalls,
  ...freightCalls,
  ...goodsCalls,
  ...identityCalls,
  ...manufacturerCalls,
  ...orderCalls,
  ...orgCalls,
  ...passwordLinkCalls,
  ...pointsCalls,
  ...pricingCalls,
  ...profileCalls,
  ...promotionCalls,
  ...quotationCalls,
  ...searchCalls,
  ...shopCalls,
  ...systemCalls,
];

/** Platform data written at every start (idempotent): reference tables, function tree, roles, texts. */
export async function syncPlatformData(db: Db, config: Config): Promise<void> {
  await syncSystemData(db, config);
  await syncPlatformFuncs(db);
  await syncAgreements(db);
  await syncPointRules(db);
  await syncAdvertSlots(db);
  await startSearch(db, config);
  await scheduleQuotationSnapshots(db, config);
  await syncChannelData(db, config);
}

/** Background job kinds and their handlers. */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map<string, JobHandler>([
  [searchDaily.kind, searchJobHandler],
  [quotationDaily.kind, quotationJobHandler],
  ...cashierJobHandlers,
  ...channelJobHandlers,
  ...creditJobHandlers,
  ...financeJobHandlers,
  ...orderJobHandlers,
]);

/**
 * Who reacts to which domain event (kit/events.ts), in the emitter's transaction. The app builds its
 * event bus from this list; nothing subscribes by being imported. Work that should run after the
 * commit is an afterCommit job (kit/outbox.ts) with its handler in `jobHandlers`.
 */
export const subscribers: readonly Subscriber[] = [
  on("goods.changed", reindexChangedGoods),
  on("shop.changed", reindexChangedShop),
  ...cashierSubscribers,
  ...channelSubscribers,
  ...creditSubscribers,
  ...financeSubscribers,
  ...orderSubscribers,
];
