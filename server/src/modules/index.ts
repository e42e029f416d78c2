/**
 * Every server module's calls, platform data, job handlers and event subscribers. Adding a domain =
 * one folder under modules/ and one line in each list below (kept in alphabetical order).
 */
import { fileURLToPath } from "node:url";
import type { Config } from "../config";
import type { Db } from "../kit/db";
import { on, type Subscriber } from "../kit/events";
import type { Impl } from "../kit/implement";
import type { JobHandler } from "../kit/jobs/runner";
import { codeFingerprint, dataHash } from "../kit/platform-sync/hash";
import { writeWhenChanged } from "../kit/platform-sync/when-changed";
import { addressCalls } from "./address";
import { agreementCalls, syncAgreements } from "./agreement";
import { cartCalls } from "./cart";
import { cashierCalls, cashierJobHandlers, cashierSubscribers } from "./cashier";
import { channelCalls, channelJobHandlers, channelSubscribers, syncChannelData } from "./channel";
import { cmsAdvertCalls, syncAdvertSlots } from "./cms";
import { consoleCalls } from "./console";
import { couponCalls } from "./coupon";
import { creditCalls, creditJobHandlers, creditSubscribers } from "./credit";
import { farmLandCalls } from "./farm-land";
import { farmMaterialCalls } from "./farm-material";
import { farmRecordCalls, refuseLeavingWithOpenFlock, syncFarmRecordData } from "./farm-record";
import { farmAnalysisCalls } from "./farm-analysis";
import { farmBookCalls } from "./farm-book";
import { farmPlanCalls, farmPlanJobHandlers, refuseDeletingRemindedBatch, scheduleFarmPlanJobs, syncFarmPlanData } from "./farm-plan";
import { farmTraceCalls, refuseDeletingTracedBatch } from "./farm-trace";
import { farmWorkCalls } from "./farm-work";
import { messageCalls } from "./message";
import { weatherCalls, weatherJobHandlers, scheduleWeatherJobs } from "./weather";
import { favouriteCalls } from "./favourite";
import { fileCalls } from "./file";
import { freightCalls } from "./freight";
import { financeCalls, financeJobHandlers, financeSubscribers } from "./finance";
import { flushGoodsViews, forgetCardOfGoods, forgetCardsOfShop, forgetShopPartOfGoods, forgetShopPartOfShop, goodsCalls } from "./goods";
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
  ...farmLandCalls,
  ...farmMaterialCalls,
  ...farmRecordCalls,
  ...farmAnalysisCalls,
  ...farmBookCalls,
  ...farmPlanCalls,
  ...farmTraceCalls,
  ...farmWorkCalls,
  ...messageCalls,
  ...weatherCalls,
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

/** The shipped platform data: reference tables, function tree and role templates, agreement texts, points rules, advert slots. */
async function writeShippedData(db: Db, config: Config): Promise<void> {
  await syncSystemData(db, config);
  await syncPlatformFuncs(db);
  await syncAgreements(db);
  await syncPointRules(db);
  await syncAdvertSlots(db);
  await syncFarmRecordData(db);
  await syncFarmPlanData(db);
}

/**
 * What the shipped data is made of: the data is written in this server's code (its bundle, or its
 * source files when run from source) plus the settings it reads (the site record).
 */
const shippedDataHash = (config: Config): string =>
  dataHash({ code: codeFingerprint(import.meta.url, fileURLToPath(new URL("..", import.meta.url))), site: [config.SITE_CODE, config.SITE_NAME] });

/**
 * Platform data at start: the shipped data only when its hash differs from the one stored by its last
 * write (kit/platform-sync), then what every start does (a statement or two each): the channels'
 * setting rows and the daily jobs. Returns whether the shipped data was written.
 */
export async function writePlatformData(db: Db, config: Config): Promise<boolean> {
  const written = await writeWhenChanged(db, "platform-data", shippedDataHash(config), () => writeShippedData(db, config));
  await scheduleQuotationSnapshots(db, config);
  await syncChannelData(db, config);
  await scheduleFarmPlanJobs(db, config);
  await scheduleWeatherJobs(db, config);
  return written;
}

/**
 * After start, off the start path (main.ts runs it once the server listens): the search index catches
 * up with goods written while the server was down, and its upkeep is scheduled.
 */
export const catchUpAfterStart = (db: Db, config: Config): Promise<void> => startSearch(db, config);

/** Everything a start does, in order and awaited (the test template, tests, bench). */
export async function syncPlatformData(db: Db, config: Config): Promise<void> {
  await writePlatformData(db, config);
  await catchUpAfterStart(db, config);
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
  ...farmPlanJobHandlers,
  ...weatherJobHandlers,
]);

/**
 * Who reacts to which domain event (kit/events.ts), in the emitter's transaction. The app builds its
 * event bus from this list; nothing subscribes by being imported. Work that should run after the
 * commit is an afterCommit job (kit/outbox.ts) with its handler in `jobHandlers`.
 */
export const subscribers: readonly Subscriber[] = [
  on("goods.changed", reindexChangedGoods),
  on("shop.changed", reindexChangedShop),
  on("goods.changed", forgetShopPartOfGoods),
  on("shop.changed", forgetShopPartOfShop),
  on("goods.changed", forgetCardOfGoods),
  on("shop.changed", forgetCardsOfShop),
  on("farmRange.leaving", refuseLeavingWithOpenFlock),
  on("farmBatch.leaving", refuseDeletingTracedBatch),
  on("farmBatch.leaving", refuseDeletingRemindedBatch),
  ...cashierSubscribers,
  ...channelSubscribers,
  ...creditSubscribers,
  ...financeSubscribers,
  ...orderSubscribers,
];

/**
 * What modules keep in memory and must write before the process ends (the app runs them at close,
 * after the server stopped taking requests): the goods' pending view counts.
 */
export const closeHooks: readonly ((db: Db) => Promise<void>)[] = [flushGoodsViews];
