/**
 * Every server module's calls, platform data, job handlers and event subscribers. Adding a domain =
 * one folder under modules/ and one line in each list below (kept in alphabetical order).
 */
import type { Config } from "../config";
import type { Db } from "../kit/db";
import { on, type Subscriber } from "../kit/events";
import type { Impl } from "../kit/implement";
import type { JobHandler } from "../kit/jobs/runner";
import { addressCalls } from "./address/calls";
import { agreementCalls } from "./agreement/calls";
import { catalogConsoleCalls } from "./catalog-console/calls";
import { cmsAdvertCalls } from "./cms/calls";
import { syncAdvertSlots } from "./cms/platform-data";
import { consoleCalls } from "./console/calls";
import { syncAgreements } from "./agreement/platform-data";
import { favouriteCalls } from "./favourite/calls";
import { fileCalls } from "./file/calls";
import { goodsCalls } from "./goods/calls";
import { accountCalls } from "./identity/account-calls";
import { identityCalls } from "./identity/calls";
import { passwordLinkCalls } from "./identity/password-link-calls";
import { syncPlatformFuncs } from "./identity/platform-data";
import { manufacturerCalls } from "./manufacturer/calls";
import { orgCalls } from "./org/calls";
import { pointsCalls } from "./points/calls";
import { pricingCalls } from "./pricing/calls";
import { syncPointRules } from "./points/platform-data";
import { profileCalls } from "./profile/calls";
import { quotationCalls } from "./quotation/calls";
import { quotationDaily, quotationJobHandler, scheduleQuotationSnapshots } from "./quotation/daily";
import { searchCalls } from "./search/calls";
import { searchDaily, searchJobHandler, startSearch } from "./search/daily";
import { reindexChangedGoods, reindexChangedShop } from "./search/indexer";
import { shopCalls } from "./shop/calls";
import { systemCalls } from "./system/calls";
import { syncSystemData } from "./system/platform-data";

export const allImpls: readonly Impl[] = [
  ...accountCalls,
  ...addressCalls,
  ...agreementCalls,
  ...catalogConsoleCalls,
  ...cmsAdvertCalls,
  ...consoleCalls,
  ...favouriteCalls,
  ...fileCalls,
  ...goodsCalls,
  ...identityCalls,
  ...manufacturerCalls,
  ...orgCalls,
  ...passwordLinkCalls,
  ...pointsCalls,
  ...pricingCalls,
  ...profileCalls,
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
}

/** Background job kinds and their handlers. */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map<string, JobHandler>([
  [searchDaily.kind, searchJobHandler],
  [quotationDaily.kind, quotationJobHandler],
]);

/**
 * Who reacts to which domain event (kit/events.ts), in the emitter's transaction. The app builds its
 * event bus from this list; nothing subscribes by being imported. Work that should run after the
 * commit is an afterCommit job (kit/outbox.ts) with its handler in `jobHandlers`.
 */
export const subscribers: readonly Subscriber[] = [
  on("goods.changed", reindexChangedGoods),
  on("shop.changed", reindexChangedShop),
];
