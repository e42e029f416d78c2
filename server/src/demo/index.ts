import { eq } from "drizzle-orm";
import type { Ctx } from "../kit/context";
import { inTx } from "../kit/context";
import { systemMeta } from "../modules/system/schema";
import { loadCatalogDemo } from "./catalog";
import { createPerson, demoPeople } from "./members";

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
    await loadCatalogDemo(tx);
    await tx.db.insert(systemMeta).values({ key: FLAG, value: new Date().toISOString() });
  });
  return true;
}
