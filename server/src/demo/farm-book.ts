import type { BookInput } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import { addBookEntry } from "../modules/farm-book";
import { addRecords, batchPage } from "../modules/farm-record";
import { requireManufacturer } from "../modules/manufacturer";

/** Acts as the demo buyer (张建国, a person) on their default farm. */
const asBuyer = (ctx: Ctx): AuthedCtx => ({
  ...ctx,
  member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

/** China's calendar day `daysAgo` before now. */
const dayAgo = (ctx: Ctx, daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/** A plot of the farm by name (the demo seed may read seed rows straight from tables). */
async function plotIdByName(ctx: Ctx, farmId: string, name: string): Promise<string | null> {
  const r = await ctx.db.execute<{ id: string }>(sql`select id from land_plot where manufacturer_id = ${farmId} and name = ${name} and deleted_at is null limit 1`);
  const rows = (Array.isArray(r) ? r : (r as { rows: { id: string }[] }).rows) as { id: string }[];
  return rows[0]?.id ?? null;
}

/**
 * Demo bookkeeping of the buyer's farm over the broiler batch of the record demo (placed 41 days ago in
 * 1号鸡舍) and the wheat on 东岭麦田: the chick purchase, feed and vaccine purchases matching the
 * material demo's stock-ins, wages, power, machinery, fertiliser and pesticide, a subsidy, the first
 * sale of broilers today at 42 days (income, its CC output and the flock's SALE record) and two BCH entries (the coccidiosis of day 18, aphids
 * on the wheat).
 */
export async function loadFarmBookDemo(ctx: Ctx): Promise<void> {
  const as = asBuyer(ctx);
  const farm = await requireManufacturer(as);
  const batches = (await batchPage(as, { pageNum: 1, pageSize: 50 })).list;
  const flock = batches.find((b) => b.kind === "FLOCK");
  const wheat = batches.find((b) => b.kind === "CROP");
  const plotId = wheat?.plotId ?? (await plotIdByName(ctx, farm.id, "东岭麦田"));
  const d = (n: number) => dayAgo(ctx, n);
  const jzb = (days: number, direction: "INCOME" | "EXPENSE", category: NonNullable<BookInput["category"]>, amountFen: number, item: string, more: Partial<BookInput> = {}): BookInput => ({
    kind: "JZB",
    date: d(days),
    direction,
    category,
    amountFen,
    item,
    note: null,
    ...more,
  });
  const onFlock = flock ? { batchId: flock.id } : {};
  const onWheat = wheat ? { batchId: wheat.id } : plotId ? { plotId } : {};
  const entries: BookInput[] = [
    jzb(58, "EXPENSE", "FEED", 1_500_000, "肉鸡前期配合饲料 4000 公斤（批号 LH20250901）", { counterparty: "历城六和饲料经销部" }),
    jzb(57, "EXPENSE", "VET_DRUG", 120_000, "新城疫-传支二联苗、法氏囊活疫苗各 20 瓶", { counterparty: "济南兽药站" }),
    jzb(55, "EXPENSE", "VET_DRUG", 81_600, "聚维酮碘消毒液 24 瓶", { counterparty: "济南兽药站" }),
    jzb(50, "EXPENSE", "FERTILISER", 316_000, "复合肥（15-15-15）20 袋", { counterparty: "唐王农资店" }),
    jzb(46, "EXPENSE", "MACHINERY", 90_000, "东岭麦田旋耕、播种作业 15 亩", { counterparty: "唐王农机合作社", ...onWheat }),
    jzb(44, "EXPENSE", "LABOUR", 120_000, "清栏消毒临时工 3 人 × 2 天", { counterparty: "临时工", laborDays: 6, ...onFlock }),
    jzb(42, "EXPENSE", "SEEDLING", 1_600_000, "白羽肉鸡 AA+ 雏鸡 5000 只 × 3.20 元", { counterparty: "山东益生种畜禽", ...onFlock }),
    jzb(35, "EXPENSE", "LABOUR", 450_000, "饲养员工资", { counterparty: "李师傅", laborDays: 30, ...onFlock }),
    jzb(30, "EXPENSE", "FEED", 770_000, "肉鸡前期配合饲料 2000 公斤（批号 LH20251010）", { counterparty: "历城六和饲料经销部" }),
    jzb(28, "EXPENSE", "FEED", 2_160_000, "肉鸡中期配合饲料 6000 公斤（批号 LH20251012）", { counterparty: "历城六和饲料经销部" }),
    jzb(26, "EXPENSE", "VET_DRUG", 94_500, "新城疫-传支二联苗 30 瓶", { counterparty: "济南兽药站" }),
    jzb(20, "INCOME", "SUBSIDY", 200_000, "规模养殖场标准化改造补贴", { counterparty: "历城区农业农村局" }),
    jzb(15, "EXPENSE", "UTILITIES", 186_050, "鸡舍电费（风机、照明、水线）", { counterparty: "国网济南供电公司", ...onFlock }),
    jzb(13, "EXPENSE", "PESTICIDE", 35_000, "10% 吡虫啉可湿性粉剂 10 袋", { counterparty: "唐王农资店", ...onWheat }),
    jzb(5, "EXPENSE", "LABOUR", 450_000, "饲养员工资", { counterparty: "李师傅", laborDays: 30, ...onFlock }),
    jzb(0, "INCOME", "SALES", 4_816_000, "首批出栏 2000 只毛鸡 5600 公斤 × 8.60 元", { counterparty: "山东凤祥食品有限公司", ...onFlock }),
    {
      kind: "CC",
      date: d(0),
      outputKind: "SLAUGHTER",
      product: "白羽肉鸡毛鸡",
      quantity: 5_600_000,
      unit: "公斤",
      valueFen: 4_816_000,
      counterparty: "山东凤祥食品有限公司",
      note: "首批出栏 2000 只，均重 2.8 公斤",
      ...onFlock,
    },
    {
      kind: "BCH",
      date: d(41 - 18),
      diseaseCode: "P_COCCIDIOSIS",
      severity: "LIGHT",
      affectedCount: 120,
      measures: "地克珠利溶液 1ml/4L 饮水 3 天；更换潮湿垫料，加强通风",
      lossFen: 36_000,
      note: "粪便带血，个别鸡精神沉郁",
      ...onFlock,
    },
    {
      kind: "BCH",
      date: d(12),
      diseaseCode: "C_APHID",
      severity: "MODERATE",
      affectedAreaMu: 3.5,
      measures: "10% 吡虫啉可湿性粉剂 1500 倍液喷雾",
      note: "东岭麦田西侧麦蚜较多",
      ...onWheat,
    },
  ];
  for (const e of entries) await addBookEntry(as, e);
  // the sale the income and the output are about, as the flock's SALE record (42 日龄出栏, the first 2 000 birds)
  if (flock) await addRecords(as, { type: "SALE", rows: [{ subjectKind: "BATCH", subjectId: flock.id, recordDate: d(0), values: { heads: 2000, totalKg: 5600, buyer: "山东凤祥食品有限公司" }, note: "首批出栏" }] });
}
