import { eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { inTx } from "../kit/context";
import { systemMeta } from "../modules/system/schema";
import { loadCatalogDemo } from "./catalog";
import { loadFarmLandDemo } from "./farm-land";
import { loadFarmMaterialDemo } from "./farm-material";
import { loadFarmRecordDemo } from "./farm-record";
import { loadFarmBookDemo } from "./farm-book";
import { loadFarmPlanDemo } from "./farm-plan";
import { loadFarmTraceDemo } from "./farm-trace";
import { loadFarmWorkDemo } from "./farm-work";
import { loadMessageDemo } from "./message";
import { loadWeatherDemo } from "./weather";
import { loadEnterpriseLicences } from "./licences";
import { loadMallDemo } from "./mall";
import { loadMoneyDemo } from "./money";
import { createPerson, demoPeople } from "./members";
import { loadMemberData } from "./member-data";
import { loadDemoOrg } from "./org";

const FLAG = "demo_data_loaded_at";

/**
 * Loads the demo data once, on the first start of an empty installation (DEMO_DATA=true).
 * Returns whether it loaded now.
 */
export async function loadDemoDataOnce(ctx: Ctx): Promise<boolean> {
  const [done] = await ctx.db.select().from(systemMeta).where(eq(systemMeta.key, FLAG));
  if (done) return false;
  await inTx(ctx, async (tx) => {
    for (const p of demoPeople) await createPerson(tx.db, p);
    await loadMemberData(tx);
    await loadDemoOrg(tx.db);
    await loadCatalogDemo(tx);
    await loadEnterpriseLicences(tx);
    await loadMallDemo(tx);
    await loadMoneyDemo(tx);
    await loadFarmLandDemo(tx);
    await loadFarmMaterialDemo(tx);
    await loadFarmRecordDemo(tx);
    await loadFarmBookDemo(tx);
    await loadFarmPlanDemo(tx);
    await loadFarmWorkDemo(tx);
    await loadFarmTraceDemo(tx);
    await loadMessageDemo(tx);
    await loadWeatherDemo(tx);
    await tx.db.insert(systemMeta).values({ key: FLAG, value: new Date().toISOString() });
  });
  return true;
}
