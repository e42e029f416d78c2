import type { RecordCategory } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { excluded } from "../../kit/sql";
import { planScheme, type StepRow } from "./schema";

/**
 * The recommended schemes (平台推荐方案), written at every start by `syncFarmPlanData` (idempotent upserts by
 * their fixed ids). Farmers adopt them with addSchemeAndUse, which copies them to their own plans, so
 * changing a recommended scheme here never changes a farmer's plan or listings.
 */
interface SchemeSpec {
  id: string;
  category: RecordCategory;
  name: string;
  description: string;
  steps: [day: number, title: string, content: string, recordType: string | null, remindTime?: string][];
}

const shipped: SchemeSpec[] = [
  {
    id: "rs-broiler-42",
    category: "HOUSE",
    name: "白羽肉鸡 42 天饲养方案",
    description: "白羽肉鸡（AA+、罗斯 308 等）从进雏到出栏的 42 天关键节点：免疫、换料、用药与休药、称重和出栏准备。",
    steps: [
      [1, "进雏", "清点雏鸡数量并抽检体重；先饮 5% 葡萄糖水加多维，2–3 小时后开食；舍温 33–35℃。", "INTAKE", "07:00"],
      [3, "育雏温湿度检查", "观察鸡群分布，舍温保持 32–33℃，相对湿度 60%–70%；清理饮水器。", null],
      [7, "新城疫-传支二联苗（点眼滴鼻）", "每只 1 羽份，点眼滴鼻；免疫前后 2 天饮水中加多维，免疫当天不消毒。", "VACCINE"],
      [7, "首次称重抽样", "随机抽 50 只称重，计算均匀度；7 日龄体重应达出壳重的 4 倍以上。", "WEIGHT"],
      [14, "法氏囊疫苗（饮水）", "免疫前停水 2 小时，疫苗用凉开水加 0.2% 脱脂奶粉稀释，2 小时内饮完。", "VACCINE"],
      [15, "换中期料", "用 3 天逐步由前期料换为中期料（1/3、2/3、全部）。", "FEED"],
      [18, "球虫病预防用药", "按说明在饮水或饲料中添加抗球虫药，连用 3–5 天；注意垫料干燥。", "MEDICATION"],
      [21, "新城疫加强免疫", "Lasota 或克隆 30 饮水加强免疫。", "VACCINE"],
      [28, "换后期料并称重", "逐步换为后期料；抽样称重，对照品种标准调整饲喂。", "FEED"],
      [35, "开始休药期", "出栏前 7 天起停用一切药物，保证上市鸡药残合格。", "MEDICATION"],
      [40, "出栏准备", "联系收购商确认时间；出栏前 6–8 小时停料不停水；准备抓鸡人员与鸡笼。", "WEIGHT"],
      [42, "出栏", "记录出栏只数、总重与售价；出栏后清粪、冲洗、消毒，空舍 14 天以上。", "SALE"],
    ],
  },
  {
    id: "rs-layer-120",
    category: "HOUSE",
    name: "蛋鸡育雏育成 120 天方案",
    description: "商品蛋鸡从进雏到开产前后的免疫程序、换料、光照与体重管理。",
    steps: [
      [1, "进雏", "清点数量，饮温水加多维，舍温 35℃，24 小时光照。", "INTAKE", "07:00"],
      [7, "新城疫-传支 H120（点眼）", "每只 1 羽份点眼；同时开始逐步减少光照时间。", "VACCINE"],
      [10, "断喙", "用断喙器断去上喙 1/2、下喙 1/3；断喙前后饮水加维生素 K。", null],
      [14, "法氏囊疫苗（饮水）", "首免，停水 2 小时后饮苗。", "VACCINE"],
      [21, "新城疫弱毒苗加强", "饮水或喷雾免疫。", "VACCINE"],
      [24, "法氏囊二免", "饮水免疫。", "VACCINE"],
      [35, "鸡痘（翼下刺种）", "刺种 7 天后检查刺种部位结痂情况。", "VACCINE"],
      [42, "换育成料", "逐步换为育成料，控制体重按品种标准增长。", "FEED"],
      [60, "新城疫+禽流感灭活苗", "颈部皮下注射，注意针头消毒。", "VACCINE"],
      [90, "称重与均匀度", "抽 5% 称重，均匀度应在 80% 以上；不合格的分群饲养。", "WEIGHT"],
      [110, "换预产料并增加光照", "转入产蛋舍，换预产料；每周增加光照 0.5 小时至 16 小时。", "FEED"],
      [120, "开产记录", "开始每日记录产蛋数与蛋重，关注产蛋率上升曲线。", "EGG"],
    ],
  },
  {
    id: "rs-wheat-winter",
    category: "CROP",
    name: "冬小麦种植方案（黄淮麦区）",
    description: "10 月上中旬播种的冬小麦从播种到收获的关键农事：查苗、冬灌、返青追肥、病虫害防治与收获。",
    steps: [
      [1, "播种", "亩播量 12–15 千克，播深 3–5 厘米，播后镇压；施足底肥。", "SOWING"],
      [20, "查苗补种", "出苗后查苗，缺苗断垄处及时补种。", null],
      [55, "浇越冬水", "日平均气温 3–5℃、夜冻昼消时浇越冬水。", "IRRIGATE"],
      [150, "返青追肥", "返青至起身期每亩追施尿素 10–15 千克，结合浇水。", "FERTILISE"],
      [165, "拔节期防纹枯病", "喷施井冈霉素或戊唑醇防治纹枯病，兼治红蜘蛛。", "SPRAY"],
      [190, "一喷三防", "抽穗扬花期喷施杀菌剂、杀虫剂和叶面肥，防赤霉病、蚜虫和干热风。", "SPRAY"],
      [200, "浇灌浆水", "灌浆初期浇水，避免大风天浇水倒伏。", "IRRIGATE"],
      [240, "收获", "蜡熟末期至完熟初期机械收获，及时晾晒入库，含水量 12.5% 以下。", "HARVEST"],
    ],
  },
  {
    id: "rs-maize-summer",
    category: "CROP",
    name: "夏玉米种植方案",
    description: "麦收后直播夏玉米从播种到收获的关键农事：除草、定苗、大喇叭口期追肥、防螟与收获。",
    steps: [
      [1, "播种", "麦收后抢墒播种，亩留苗 4500–5000 株，种肥同播。", "SOWING"],
      [3, "苗前除草", "播后苗前喷施乙草胺+莠去津封闭除草，土壤湿润时效果好。", "SPRAY"],
      [20, "定苗", "3–5 叶期间苗定苗，去弱留壮。", null],
      [35, "大喇叭口期追肥", "每亩追施尿素 15–20 千克，开沟深施或结合浇水。", "FERTILISE"],
      [40, "防治玉米螟", "心叶末期撒施颗粒剂或喷施氯虫苯甲酰胺。", "SPRAY"],
      [55, "抽雄吐丝期浇水", "遇旱及时浇水，保证授粉结实。", "IRRIGATE"],
      [100, "收获", "乳线消失、黑层出现后收获，籽粒含水量降到 25% 以下机收。", "HARVEST"],
    ],
  },
];

export const RECOMMENDED_SCHEME_IDS = shipped.map((s) => s.id);

const stepRows = (s: SchemeSpec): StepRow[] =>
  s.steps.map(([day, title, content, recordType, remindTime]) => ({ day, title, content, recordType, remindTime: remindTime ?? "08:00" }));

/** Writes the recommended schemes (idempotent; a shipped scheme's text and steps follow this file). */
export async function syncFarmPlanData(db: Db): Promise<void> {
  await db
    .insert(planScheme)
    .values(shipped.map((s, i) => ({ id: s.id, source: "RECOMMENDED" as const, category: s.category, name: s.name, description: s.description, steps: stepRows(s), sort: (i + 1) * 10 })))
    .onConflictDoUpdate({
      target: planScheme.id,
      set: {
        category: excluded(planScheme.category),
        name: excluded(planScheme.name),
        description: excluded(planScheme.description),
        steps: excluded(planScheme.steps),
        sort: excluded(planScheme.sort),
        deletedAt: sql`null`,
      },
    });
}
