import type { AuthedCtx, Ctx } from "../kit/context";
import { batchPage } from "../modules/farm-record";
import { addListing, adoptScheme, EXPERT_FUNC, saveScheme, syncFarmPlanData, updateListing } from "../modules/farm-plan";

/** Acts as a demo person on their own identity (their default farm). */
const asPerson = (ctx: Ctx, memberId: string, funcs: string[] = []): AuthedCtx => ({
  ...ctx,
  member: { memberId, boId: memberId, boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set(funcs) },
});

/** China's calendar day `n` days from the load day (negative: before). */
const dayFromNow = (ctx: Ctx, n: number) => new Date(ctx.now.getTime() + n * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Demo (relative to the load day): the recommended broiler 42-day scheme applied to the buyer's (张建国)
 * broiler batch from its placement day — the steps before today done, 出栏 (day 42) due today; the
 * buyer's own winter-wheat plan applied to the wheat batch (past steps done, the next ones upcoming);
 * two reminders added by hand (cleaning the house after sale, ordering the next chicks); and an expert
 * scheme published by the demo expert (孙振华) for the 专家方案 tab.
 */
export async function loadFarmPlanDemo(ctx: Ctx): Promise<void> {
  await syncFarmPlanData(ctx.db);
  const today = dayFromNow(ctx, 0);

  const expert = asPerson(ctx, "demo-expert", [EXPERT_FUNC]);
  await saveScheme(expert, {
    category: "HOUSE",
    name: "蛋鸡产蛋期减抗管理方案",
    description: "孙振华研究员推荐：产蛋期不用抗生素，以免疫、环境控制和中草药保健为主，保持产蛋高峰。",
    expert: true,
    steps: [
      { day: 1, title: "转入产蛋舍", content: "转群前产蛋舍彻底消毒；转群当天饮水加多维减少应激。", remindTime: "07:00" },
      { day: 7, title: "新城疫-禽流感灭活苗加强", content: "颈部皮下注射 0.5 毫升，注意更换针头。", recordType: "VACCINE" },
      { day: 30, title: "中草药保健", content: "饲料中添加黄芪多糖等中草药制剂 5 天，提高抵抗力。", recordType: "MEDICATION" },
      { day: 60, title: "抽检抗体水平", content: "每舍随机采血 20 份送检，新城疫 HI 抗体低于 8 log2 时加强免疫。" },
      { day: 90, title: "产蛋高峰评估", content: "对照品种标准检查产蛋率、蛋重与料蛋比，分析差距。", recordType: "EGG" },
    ],
  });

  const as = asPerson(ctx, "demo-buyer");
  const batches = (await batchPage(as, { pageNum: 1, pageSize: 50, open: true })).list;
  const flock = batches.find((b) => b.kind === "FLOCK");
  const wheat = batches.find((b) => b.kind === "CROP");

  const doPast = async (listings: { id: string; dueDate: string }[]) => {
    for (const l of listings) if (l.dueDate < today) await updateListing(as, { id: l.id, event: "done", note: "已按时完成" });
  };

  if (flock) {
    const used = await adoptScheme(as, { schemeId: "rs-broiler-42", subjectKind: "BATCH", subjectId: flock.id, startDate: flock.startDate });
    await doPast(used.listings);
    await addListing(as, { category: "HOUSE", title: "出栏后清粪消毒", content: "清粪、高压冲洗、火焰消毒后熏蒸，空舍 14 天。", dueDate: dayFromNow(ctx, 1), subjectKind: "BATCH", subjectId: flock.id, remindTime: "07:30" });
    await addListing(as, { category: "HOUSE", title: "预订下一批雏鸡", content: "联系山东益生种畜禽，预订 5000 只 AA+，确定进雏日期。", dueDate: dayFromNow(ctx, 3), remindTime: "09:00" });
  }

  const own = await saveScheme(as, {
    category: "CROP",
    name: "东岭麦田冬小麦管理（自家）",
    description: "按自家地块经验调整的冬小麦管理：底肥足、冬前化除、浇越冬水，返青期看苗追肥。",
    steps: [
      { day: 1, title: "播种", content: "济麦44，亩播 15 千克，播后镇压。", recordType: "SOWING" },
      { day: 20, title: "查苗补种", content: "缺苗断垄处及时补种。" },
      { day: 48, title: "冬前化学除草", content: "日均气温 10℃ 以上时喷施双氟磺草胺防治阔叶杂草。", recordType: "SPRAY" },
      { day: 55, title: "浇越冬水", content: "夜冻昼消时浇越冬水，亩灌 40 方。", recordType: "IRRIGATE" },
      { day: 60, title: "冬前苗情调查", content: "调查亩茎数和单株分蘖，记录苗情。" },
      { day: 150, title: "返青追肥", content: "亩追尿素 12 千克，结合浇水。", recordType: "FERTILISE" },
      { day: 190, title: "一喷三防", content: "抽穗扬花期防赤霉病、蚜虫和干热风。", recordType: "SPRAY" },
      { day: 240, title: "收获", content: "蜡熟末期机收，及时晾晒。", recordType: "HARVEST" },
    ],
  });
  if (wheat) {
    const used = await adoptScheme(as, { schemeId: own.id, subjectKind: "BATCH", subjectId: wheat.id, startDate: wheat.startDate });
    await doPast(used.listings);
  }
}
