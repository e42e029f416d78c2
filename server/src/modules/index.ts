/**
 * Every server module's calls and platform data. Adding a domain = one folder under modules/
 * and one line in each list below.
 */
import type { Config } from "../config";
import type { Db } from "../kit/db";
import type { Impl } from "../kit/implement";
import type { JobHandler } from "../kit/jobs/runner";
import { catalogConsoleCalls } from "./catalog-console/calls";
import { cmsAdvertCalls } from "./cms/calls";
import { syncAdvertSlots } from "./cms/platform-data";
import { fileCalls } from "./file/calls";
import { goodsCalls } from "./goods/calls";
import { identityCalls } from "./identity/calls";
import { syncPlatformFuncs } from "./identity/platform-data";
import { pricingCalls } from "./pricing/calls";
import { shopCalls } from "./shop/calls";
import { systemCalls } from "./system/calls";
import { syncSystemData } from "./system/platform-data";

export const allImpls: readonly Impl[] = [...systemCalls, ...identityCalls, ...fileCalls, ...shopCalls, ...goodsCalls, ...pricingCalls, ...cmsAdvertCalls, ...catalogConsoleCalls];

/** Platform data written at every start (idempotent): reference tables, function tree, roles. */
export async function syncPlatformData(db: Db, config: Config): Promise<void> {
  await syncSystemData(db, config);
  await syncPlatformFuncs(db);
  await syncAdvertSlots(db);
}

/** Background job kinds and their handlers. */
export const jobHandlers: ReadonlyMap<string, JobHandler> = new Map<string, JobHandler>([]);
