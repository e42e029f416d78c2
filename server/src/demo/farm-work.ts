import type { WorkInput } from "@qinlian/contract";
import { and, eq, isNull } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import { farmBatch } from "../modules/farm-record/schema";
import { landPlot } from "../modules/farm-land/schema";
import { farmRange } from "../modules/farm-material/schema";
import { addGrow, addWatch, addWork, cancelWork, finishWork, saveWorkResult, startWork } from "../modules/farm-work";
import { requireManufacturer } from "../modules/manufacturer";

/** Acts as the demo buyer (张建国, a person farmer) on their default farm. */
const asBuyer = (ctx: Ctx): AuthedCtx => ({
  ...ctx,
  member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

/** China's calendar day `n` days before now (negative: after). */
const dayAgo = (ctx: Ctx, n: number) => new Date(ctx.now.getTime() - n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Demo (loaded after the land, material and record demos): the buyer's field work in every state
 * (done, in progress with a saved result, to do today and overdue, cancelled), weekly weighings of the
 * broiler batch and the wheat's growth, and inspection rounds with one open equipment finding.
 */
export async function loadFarmWorkDemo(ctx: Ctx): Promise<void> {
  const as = asBuyer(ctx);
  const farm = await requireManufacturer(as);
  const plot = async (name: string) =>
    (await ctx.db.select({ id: landPlot.id }).from(landPlot).where(and(eq(landPlot.manufacturerId, farm.id), eq(landPlot.name, name), isNull(landPlot.deletedAt))))[0]?.id;
  const range = async (name: string) =>
    (await ctx.db.select({ id: farmRange.id }).from(farmRange).where(and(eq(farmRange.manufacturerId, farm.id), eq(farmRange.name, name), isNull(farmRange.deletedAt))))[0]?.id;
  const batches = await ctx.db.select().from(farmBatch).where(and(eq(farmBatch.manufacturerId, farm.id), isNull(farmBatch.deletedAt), isNull(farmBatch.closedDate)));
  const flock = batches.find((b) => b.kind === "FLOCK");
  const wheat = batches.find((b) => b.kind === "CROP");
  const [wheatField, garden, hillside, house1, house2] = [await plot("东岭麦田"), await plot("村西菜园"), await plot("北坡散养鸡场"), await range("1号鸡舍"), await range("2号鸡舍")];

  // ── field work ──
  const task = async (input: Omit<WorkInput, "planDate"> & { daysAgo: number }) => {
    const { daysAgo, ...rest } = input;
    return addWork(as, { ...rest, planDate: dayAgo(ctx, daysAgo) });
  };
  if (house1) {
    const clean = await task({ subjectKind: "RANGE", subjectId: house1, workType: "CLEAN_DISINFECT", daysAgo: 44, assigneeName: "李师傅", content: "进雏前清粪、高压冲洗、火碱消毒后熏蒸，空舍 3 天" });
    await startWork(as, clean.id);
    await finishWork(as, { id: clean.id, result: "冲洗消毒完成，熏蒸 24 小时后通风；垫料已铺好", labourHours: 16, machineHours: 3 });
  }
  if (flock) {
    const nd = await task({ subjectKind: "BATCH", subjectId: flock.id, workType: "IMMUNIZE", daysAgo: 35, assigneeName: "张建国", content: "7 日龄新城疫-传支二联苗滴鼻点眼" });
    await startWork(as, nd.id);
    await finishWork(as, { id: nd.id, result: "免疫 4 960 羽，无明显应激", labourHours: 6 });
    await task({ subjectKind: "BATCH", subjectId: flock.id, workType: "LITTER", daysAgo: 1, assigneeName: "李师傅", content: "饮水线下垫料结块处更换，补撒稻壳" });
    await task({ subjectKind: "BATCH", subjectId: flock.id, workType: "CATCH", daysAgo: -2, assigneeName: "张建国", content: "联系收购车辆，夜间抓鸡装笼，提前 6 小时停料" });
  }
  if (house2) await task({ subjectKind: "RANGE", subjectId: house2, workType: "CLEAN_DISINFECT", daysAgo: 0, assigneeName: "李师傅", content: "2号鸡舍空舍清洗消毒，准备下一批进雏" });
  if (wheatField) {
    const top = await task({ subjectKind: wheat ? "BATCH" : "PLOT", subjectId: wheat?.id ?? wheatField, workType: "FERTILIZE", title: "返青追肥", daysAgo: 20, assigneeName: "张建国", content: "每亩追施尿素 10 公斤" });
    await startWork(as, top.id);
    await finishWork(as, { id: top.id, result: "12.6 亩追肥完成", labourHours: 4, machineHours: 2.5 });
    const water = await task({ subjectKind: "PLOT", subjectId: wheatField, workType: "IRRIGATE", title: "浇返青水", daysAgo: 0, assigneeName: "老王", content: "东头先浇，水泵两台轮换" });
    await startWork(as, water.id);
    await saveWorkResult(as, { id: water.id, result: "上午已浇东半块约 6 亩", labourHours: 3, machineHours: 3 });
    await task({ subjectKind: "PLOT", subjectId: wheatField, workType: "SPRAY", title: "防治麦蚜", daysAgo: -1, assigneeName: "老王", content: "吡虫啉 + 磷酸二氢钾一喷三防" });
  }
  if (garden) {
    const weed = await task({ subjectKind: "PLOT", subjectId: garden, workType: "WEED", daysAgo: 3, assigneeName: "王大姐" });
    await cancelWork(as, { id: weed.id, reason: "连续下雨，改为覆膜" });
  }
  if (hillside) await task({ subjectKind: "PLOT", subjectId: hillside, workType: "REPAIR", title: "围网加固", daysAgo: 2, assigneeName: "李师傅", content: "北侧围网有两处破口" });

  // ── growth logs: the broilers weighed weekly (白羽肉鸡 AA+ typical weights), the wheat's height ──
  if (flock) {
    const weekly: [number, number, number, "BROODING" | "GROWING" | "FINISHING"][] = [
      [7, 188, 88.5, "BROODING"],
      [14, 492, 86, "BROODING"],
      [21, 968, 84.5, "GROWING"],
      [28, 1566, 83, "GROWING"],
      [35, 2205, 82.5, "FINISHING"],
      [42, 2815, 81, "FINISHING"],
    ];
    const start = flock.startDate;
    for (const [age, weightG, uniformityPct, stage] of weekly) {
      const logDate = new Date(Date.parse(`${start}T00:00:00Z`) + (age - 1) * 86_400_000).toISOString().slice(0, 10);
      if (logDate > dayAgo(ctx, 0)) continue;
      await addGrow(as, {
        batchId: flock.id,
        logDate,
        stage,
        weightG,
        uniformityPct,
        sampleSize: 100,
        description: age === 21 ? "羽毛丰满，采食正常；个别鸡只轻微啄羽，已调暗光照" : age === 42 ? "出栏前称重，体况良好" : undefined,
      });
    }
  }
  if (wheat) {
    for (const [n, heightCm, stage, description] of [
      [40, 8.5, "SEEDLING", "出苗整齐，三叶一心"],
      [20, 14, "VEGETATIVE", "返青，叶色正常"],
      [6, 24.5, "VEGETATIVE", "起身拔节，个别地头有蚜虫"],
    ] as const) {
      const logDate = dayAgo(ctx, n);
      if (logDate < wheat.startDate) continue;
      await addGrow(as, { batchId: wheat.id, logDate, stage, heightCm, description });
    }
  }

  // ── watch logs ──
  const round = (input: Parameters<typeof addWatch>[1]) => addWatch(as, input);
  if (wheatField) {
    await round({ subjectKind: "PLOT", subjectId: wheatField, logDate: dayAgo(ctx, 6), inspector: "张建国", finding: "PEST", description: "地头麦苗发现麦蚜，百株蚜量约 300 头", followUp: "已安排打药（防治麦蚜）", resolved: true });
    await round({ subjectKind: "PLOT", subjectId: wheatField, logDate: dayAgo(ctx, 1), inspector: "老王", finding: "NORMAL", description: "苗情正常，墒情适宜" });
  }
  if (house1) {
    await round({ subjectKind: "RANGE", subjectId: house1, logDate: dayAgo(ctx, 2), inspector: "李师傅", finding: "NORMAL", description: "舍温 21℃，湿度 60%，鸡群精神好" });
    await round({ subjectKind: "RANGE", subjectId: house1, logDate: dayAgo(ctx, 0), inspector: "张建国", finding: "EQUIPMENT", description: "3 号风机皮带松动，转速不足", followUp: "已联系维修，先开备用风机" });
  }
  if (hillside) await round({ subjectKind: "PLOT", subjectId: hillside, logDate: dayAgo(ctx, 3), inspector: "李师傅", finding: "OTHER", description: "北侧围网两处破口，有野狗进入痕迹", followUp: "已安排围网加固", resolved: false });
  if (garden) await round({ subjectKind: "PLOT", subjectId: garden, logDate: dayAgo(ctx, 4), inspector: "王大姐", finding: "DISEASE", description: "白菜少量霜霉病斑", followUp: "摘除病叶，加强通风", resolved: true });
}
