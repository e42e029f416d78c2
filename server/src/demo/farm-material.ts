import type { AuthedCtx, Ctx } from "../kit/context";
import { expandGrants, roleDefs } from "../modules/identity";
import * as stock from "../modules/farm-material";

/** Acts as the demo buyer (a farmer) so the demo goes through the same rules as the calls. */
function asBuyer(ctx: Ctx): AuthedCtx {
  const roles = ["BUYER", "FARMER"];
  const grants = roles.flatMap((r) => roleDefs.find((d) => d.code === r)?.grants ?? []);
  return {
    ...ctx,
    member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles, funcs: new Set(expandGrants(grants)) },
  };
}

/** The China-time calendar day `days` before now (YYYY-MM-DD). */
const dayBefore = (now: Date, days: number) => new Date(now.getTime() + 8 * 3600_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Demo data of the farm-material module: the buyer's farm gets two poultry houses, a feed store and a
 * medicine store, a catalogue of materials, stock-ins over the last 60 days and stock-outs; the grower
 * feed ends below its low-stock threshold. Quantities are thousandths of the unit.
 */
export async function loadFarmMaterialDemo(ctx: Ctx): Promise<void> {
  const as = asBuyer(ctx);
  const [house1, house2, feedStore, medStore] = await stock.addRanges(as, [
    { name: "1号鸡舍", kind: "POULTRY_HOUSE", areaM2: 1200, capacity: 10000, keeper: "张建国" },
    { name: "2号鸡舍", kind: "POULTRY_HOUSE", areaM2: 1200, capacity: 10000, keeper: "李师傅" },
    { name: "饲料库", kind: "STORE", areaM2: 300, keeper: "张建国", remark: "防潮垫板，先进先出" },
    { name: "兽药库", kind: "STORE", areaM2: 40, keeper: "李师傅", remark: "疫苗放 2–8℃ 冷柜" },
  ]);
  const mat = async (name: string, category: "FEED" | "VACCINE" | "VET_DRUG" | "FERTILISER", spec: string, unit: string, brand: string, maker: string, unitPriceFen: number, lowStock: number | null) =>
    stock.addMaterial(as, { catalog: { name, category, spec, unit, brand, maker, unitPriceFen, remark: null }, lowStock, remark: null });
  const starter = await mat("肉鸡前期配合饲料（510）", "FEED", "40kg/袋", "公斤", "六和", "山东六和饲料有限公司", 380, 2_000_000);
  const grower = await mat("肉鸡中期配合饲料（511）", "FEED", "40kg/袋", "公斤", "六和", "山东六和饲料有限公司", 360, 3_000_000);
  const finisher = await mat("肉鸡后期配合饲料（512）", "FEED", "40kg/袋", "公斤", "六和", "山东六和饲料有限公司", 350, 2_000_000);
  const nd = await mat("新城疫-传染性支气管炎二联活疫苗", "VACCINE", "1000羽份/瓶", "瓶", "哈药", "哈药集团生物疫苗有限公司", 3_200, 10_000);
  const ibd = await mat("传染性法氏囊病活疫苗", "VACCINE", "1000羽份/瓶", "瓶", "瑞普", "瑞普（保定）生物药业有限公司", 2_800, 10_000);
  const dis = await mat("聚维酮碘消毒液", "VET_DRUG", "1L/瓶", "瓶", "中牧", "中牧实业股份有限公司", 3_500, 5_000);
  const fert = await mat("复合肥（15-15-15）", "FERTILISER", "50kg/袋", "袋", "史丹利", "史丹利农业集团股份有限公司", 16_000, 5_000);

  const d = (days: number) => dayBefore(ctx.now, days);
  const inLine = (m: { id: string }, store: { id: string }, batchNo: string, qty: number, cost: number, days: number, supplier: string) =>
    ({ materialId: m.id, storeId: store.id, batchNo, quantity: qty, unitCostFen: cost, date: d(days), operator: "张建国", supplier, note: null });
  await stock.addRecords(as, "IN", [
    inLine(starter, feedStore, "LH20250901", 8_000_000, 375, 58, "历城六和饲料经销部"),
    inLine(nd, medStore, "HY2025081", 20_000, 3_200, 57, "济南兽药站"),
    inLine(ibd, medStore, "RP2025077", 20_000, 2_800, 57, "济南兽药站"),
    inLine(dis, medStore, "ZM2025-06", 24_000, 3_400, 55, "济南兽药站"),
    inLine(fert, feedStore, "SDL-0825", 20_000, 15_800, 50, "唐王农资店"),
  ]);
  await stock.addRecords(as, "IN", [
    inLine(starter, feedStore, "LH20251010", 2_000_000, 385, 30, "历城六和饲料经销部"),
    inLine(grower, feedStore, "LH20251012", 6_000_000, 360, 28, "历城六和饲料经销部"),
    inLine(grower, feedStore, "LH20251022", 6_000_000, 365, 18, "历城六和饲料经销部"),
    inLine(finisher, feedStore, "LH20251026", 16_000_000, 350, 15, "历城六和饲料经销部"),
    inLine(nd, medStore, "HY2025102", 30_000, 3_150, 26, "济南兽药站"),
  ]);
  const outLine = (m: { id: string }, store: { id: string }, qty: number, days: number, purpose: "FEEDING" | "VACCINATION" | "DISINFECTION" | "FERTILISING", range: { id: string } | null, note: string | null) =>
    ({ materialId: m.id, storeId: store.id, batchNo: null, quantity: qty, date: d(days), operator: "李师傅", supplier: null, purpose, rangeId: range?.id ?? null, note });
  await stock.addRecords(as, "OUT", [
    outLine(starter, feedStore, 1_900_000, 40, "FEEDING", house2, "1–14 日龄"),
    outLine(nd, medStore, 10_000, 49, "VACCINATION", house2, "7 日龄点眼"),
    outLine(dis, medStore, 6_000, 35, "DISINFECTION", house1, "带鸡消毒"),
    outLine(dis, medStore, 6_000, 20, "DISINFECTION", house2, "带鸡消毒"),
    outLine(fert, feedStore, 12_000, 25, "FERTILISING", null, "东大田秋施基肥"),
  ]);
  // 1号鸡舍's flock takes its feed and vaccines with its daily records (demo/farm-record.ts), which leave
  // the grower feed below its 3 000 kg threshold
  await stock.addRecords(as, "OUT", [outLine(grower, feedStore, 1_600_000, 10, "FEEDING", house2, "15–28 日龄")]);
}

