import { sql } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import { addTrace } from "../modules/farm-trace";

/** Acts as the demo buyer (张建国, a person) on their default farm. */
const asBuyer = (ctx: Ctx): AuthedCtx => ({
  ...ctx,
  member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

/**
 * Demo: the buyer's broiler batch (farm-record demo: 白羽肉鸡 in 1号鸡舍) has a published trace showing
 * every section. The seed may read its own seed rows straight from tables (farm-record exports no
 * lookup by name).
 */
export async function loadFarmTraceDemo(ctx: Ctx): Promise<void> {
  const r = await ctx.db.execute<{ id: string }>(
    sql`select b.id from farm_batch b join manufacturer m on m.id = b.manufacturer_id
        where m.bo_id = 'demo-buyer' and m.is_default and b.kind = 'FLOCK' and b.deleted_at is null order by b.start_date limit 1`,
  );
  const rows = (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows) as { id: string }[];
  const batchId = rows[0]?.id;
  if (!batchId) return;
  await addTrace(asBuyer(ctx), {
    batchId,
    productName: "建国牌白羽肉鸡（冰鲜整鸡）",
    description: "历城区唐王街道自养白羽肉鸡，42 日龄出栏；全程记录喂料、免疫和用药，严格执行休药期。",
    photoUrl: null,
    sections: ["FARM", "PLACE", "BATCH", "RECORDS", "INPUTS", "INSPECTIONS", "SALE"],
    publish: true,
  });
}
