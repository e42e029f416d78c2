import type { AttrOption, MaterialCategory, RecordAttrType, RecordCategory } from "@qinlian/contract";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../kit/db";
import { diseaseClassify, recordAttrDef, recordType } from "./schema";

/**
 * The record templates (record types and their attribute definitions) and the disease classification,
 * written at every start by `syncFarmRecordData` (idempotent upserts; definitions no longer shipped are
 * removed, records keep their values).
 */

interface AttrSpec {
  key: string;
  label: string;
  labelEn: string;
  type: RecordAttrType;
  unit?: [string, string];
  min?: number;
  max?: number;
  decimals?: number;
  maxLength?: number;
  options?: AttrOption[];
  disease?: "POULTRY" | "CROP";
  /** MATERIAL: the category of farm material it may take out of a store. */
  material?: MaterialCategory;
  required?: boolean;
}
interface TypeSpec {
  code: string;
  category: RecordCategory;
  name: string;
  nameEn: string;
  attrs: AttrSpec[];
}

const num = (key: string, label: string, labelEn: string, unit: [string, string], min: number, max: number, decimals: number, required = false): AttrSpec =>
  ({ key, label, labelEn, type: "NUMBER", unit, min, max, decimals, required });
const txt = (key: string, label: string, labelEn: string, maxLength: number, required = false): AttrSpec =>
  ({ key, label, labelEn, type: "TEXT", maxLength, required });
const opt = (key: string, label: string, labelEn: string, options: [string, string, string][], required = false): AttrSpec =>
  ({ key, label, labelEn, type: "OPTION", options: options.map(([value, l, le]) => ({ value, label: l, labelEn: le })), required });
const mat = (label: string, labelEn: string, unit: [string, string], decimals: number, material: MaterialCategory): AttrSpec =>
  ({ key: "material", label, labelEn, type: "MATERIAL", unit, min: 0, max: 1_000_000, decimals, material });
const dis = (category: "POULTRY" | "CROP", required: boolean, label = "病害", labelEn = "Disease"): AttrSpec =>
  ({ key: "disease", label, labelEn, type: "DISEASE", disease: category, required });

const KG: [string, string] = ["千克", "kg"];
const BIRDS: [string, string] = ["只", "birds"];
const MU: [string, string] = ["亩", "mu"];
const DAYS: [string, string] = ["天", "days"];

export const recordTypes: readonly TypeSpec[] = [
  { code: "INTAKE", category: "HOUSE", name: "进雏", nameEn: "Flock intake", attrs: [
    num("birds", "进雏数", "Chicks placed", BIRDS, 1, 10_000_000, 0, true),
    txt("source", "雏源（孵化场）", "Hatchery", 40),
    num("chickWeightG", "雏鸡均重", "Chick weight", ["克", "g"], 20, 100, 0),
  ] },
  { code: "FEED", category: "HOUSE", name: "喂料", nameEn: "Feed", attrs: [
    num("feedKg", "喂料量", "Feed given", KG, 0, 100_000, 1, true),
    opt("stage", "饲料阶段", "Feed stage", [["STARTER", "育雏料", "Starter"], ["GROWER", "生长料", "Grower"], ["FINISHER", "育肥料", "Finisher"], ["LAYER", "产蛋料", "Layer"]]),
    mat("饲料出库", "Feed from store", KG, 2, "FEED"),
  ] },
  { code: "WATER", category: "HOUSE", name: "饮水", nameEn: "Water", attrs: [
    num("waterL", "饮水量", "Water drunk", ["升", "L"], 0, 1_000_000, 1, true),
    txt("additive", "饮水添加", "Additive", 40),
  ] },
  { code: "VACCINE", category: "HOUSE", name: "免疫", nameEn: "Vaccination", attrs: [
    txt("vaccine", "疫苗名称", "Vaccine", 40, true),
    dis("POULTRY", false, "预防病害", "Against"),
    opt("method", "免疫方式", "Method", [["EYE_DROP", "滴鼻点眼", "Eye/nose drop"], ["DRINKING", "饮水", "Drinking water"], ["INJECTION", "注射", "Injection"], ["SPRAY", "喷雾", "Spray"]], true),
    num("doses", "免疫羽份", "Doses", ["羽份", "doses"], 1, 10_000_000, 0, true),
    mat("疫苗出库", "Vaccine from store", ["瓶", "vials"], 0, "VACCINE"),
  ] },
  { code: "MEDICATION", category: "HOUSE", name: "用药", nameEn: "Medication", attrs: [
    dis("POULTRY", true),
    txt("drug", "药品名称", "Drug", 40, true),
    txt("dosage", "用法用量", "Dosage", 40),
    num("days", "用药天数", "Days", DAYS, 1, 30, 0),
    num("withdrawalDays", "休药期", "Withdrawal period", DAYS, 0, 60, 0, true),
    mat("药品出库", "Drug from store", KG, 3, "VET_DRUG"),
  ] },
  { code: "MORTALITY", category: "HOUSE", name: "死淘", nameEn: "Mortality", attrs: [
    num("deaths", "死亡数", "Deaths", BIRDS, 0, 1_000_000, 0, true),
    num("culls", "淘汰数", "Culls", BIRDS, 0, 1_000_000, 0),
    opt("cause", "原因", "Cause", [["NORMAL", "正常死亡", "Normal"], ["DISEASE", "疾病", "Disease"], ["CRUSHED", "挤压", "Crushed"], ["WEAK", "弱雏", "Weak chicks"], ["OTHER", "其他", "Other"]]),
  ] },
  { code: "EGG", category: "HOUSE", name: "产蛋", nameEn: "Egg production", attrs: [
    num("eggs", "产蛋数", "Eggs", ["枚", "eggs"], 0, 10_000_000, 0, true),
    num("eggKg", "蛋重合计", "Egg weight", KG, 0, 1_000_000, 1),
    num("brokenEggs", "破损蛋", "Broken eggs", ["枚", "eggs"], 0, 1_000_000, 0),
  ] },
  { code: "WEIGHT", category: "HOUSE", name: "称重", nameEn: "Weight sampling", attrs: [
    num("sampleSize", "抽样只数", "Birds sampled", BIRDS, 1, 1000, 0, true),
    num("avgWeightG", "平均体重", "Average weight", ["克", "g"], 1, 10_000, 0, true),
    num("uniformityPct", "均匀度", "Uniformity", ["%", "%"], 0, 100, 1),
  ] },
  { code: "SALE", category: "HOUSE", name: "出栏", nameEn: "Sale", attrs: [
    num("heads", "出栏数", "Birds sold", BIRDS, 1, 10_000_000, 0, true),
    num("totalKg", "出栏总重", "Total weight", KG, 0, 100_000_000, 1, true),
    txt("buyer", "收购方", "Buyer", 40),
  ] },
  { code: "SOWING", category: "CROP", name: "播种", nameEn: "Sowing", attrs: [
    txt("crop", "作物", "Crop", 20, true),
    txt("variety", "品种", "Variety", 30),
    num("areaMu", "播种面积", "Area", MU, 0.01, 100_000, 2, true),
    num("seedKg", "用种量", "Seed used", KG, 0, 1_000_000, 1),
    opt("method", "播种方式", "Method", [["DRILL", "条播", "Drilling"], ["BROADCAST", "撒播", "Broadcast"], ["HOLE", "穴播", "Dibbling"], ["TRANSPLANT", "移栽", "Transplant"]]),
    mat("种子出库", "Seed from store", KG, 2, "SEED"),
  ] },
  { code: "FERTILISE", category: "CROP", name: "施肥", nameEn: "Fertilising", attrs: [
    txt("fertiliser", "肥料名称", "Fertiliser", 40, true),
    num("amountKg", "施用量", "Amount", KG, 0, 1_000_000, 1, true),
    num("areaMu", "施肥面积", "Area", MU, 0.01, 100_000, 2),
    opt("method", "施肥方式", "Method", [["BASE", "基肥", "Base dressing"], ["TOP", "追肥", "Top dressing"], ["FOLIAR", "叶面肥", "Foliar"], ["FERTIGATION", "水肥一体", "Fertigation"]]),
    mat("肥料出库", "Fertiliser from store", KG, 2, "FERTILISER"),
  ] },
  { code: "IRRIGATE", category: "CROP", name: "灌溉", nameEn: "Irrigation", attrs: [
    num("waterM3", "灌水量", "Water", ["立方米", "m³"], 0, 1_000_000, 1, true),
    num("hours", "灌溉时长", "Duration", ["小时", "h"], 0, 240, 1),
    opt("method", "灌溉方式", "Method", [["FLOOD", "漫灌", "Flood"], ["SPRINKLER", "喷灌", "Sprinkler"], ["DRIP", "滴灌", "Drip"]]),
  ] },
  { code: "SPRAY", category: "CROP", name: "植保（打药）", nameEn: "Spraying", attrs: [
    dis("CROP", true, "防治对象", "Target"),
    txt("pesticide", "农药名称", "Pesticide", 40, true),
    txt("dilution", "稀释倍数", "Dilution", 20),
    num("liquidL", "药液量", "Spray volume", ["升", "L"], 0, 1_000_000, 1),
    num("areaMu", "防治面积", "Area", MU, 0.01, 100_000, 2),
    num("safetyDays", "安全间隔期", "Pre-harvest interval", DAYS, 0, 90, 0, true),
    mat("农药出库", "Pesticide from store", KG, 3, "PESTICIDE"),
  ] },
  { code: "HARVEST", category: "CROP", name: "采收", nameEn: "Harvest", attrs: [
    num("yieldKg", "产量", "Yield", KG, 0, 100_000_000, 1, true),
    num("areaMu", "采收面积", "Area", MU, 0.01, 100_000, 2),
    opt("grade", "等级", "Grade", [["A", "一级", "Grade 1"], ["B", "二级", "Grade 2"], ["C", "三级", "Grade 3"]]),
  ] },
];

/** [code, parent, name, nameEn]; the category comes from the root. */
const diseaseTree: { category: "POULTRY" | "CROP"; rows: [string, string | null, string, string][] }[] = [
  { category: "POULTRY", rows: [
    ["P_VIRAL", null, "病毒病", "Viral diseases"],
    ["P_ND", "P_VIRAL", "新城疫", "Newcastle disease"],
    ["P_AI", "P_VIRAL", "禽流感", "Avian influenza"],
    ["P_IBD", "P_VIRAL", "传染性法氏囊病", "Infectious bursal disease"],
    ["P_IB", "P_VIRAL", "传染性支气管炎", "Infectious bronchitis"],
    ["P_MD", "P_VIRAL", "马立克氏病", "Marek's disease"],
    ["P_POX", "P_VIRAL", "鸡痘", "Fowl pox"],
    ["P_BACTERIAL", null, "细菌病", "Bacterial diseases"],
    ["P_COLI", "P_BACTERIAL", "大肠杆菌病", "Colibacillosis"],
    ["P_SALMONELLA", "P_BACTERIAL", "沙门氏菌病（鸡白痢）", "Salmonellosis (pullorum)"],
    ["P_MG", "P_BACTERIAL", "慢性呼吸道病（支原体）", "Chronic respiratory disease (mycoplasma)"],
    ["P_CHOLERA", "P_BACTERIAL", "禽霍乱", "Fowl cholera"],
    ["P_PARASITIC", null, "寄生虫病", "Parasitic diseases"],
    ["P_COCCIDIOSIS", "P_PARASITIC", "球虫病", "Coccidiosis"],
    ["P_LEUCOCYTOZOON", "P_PARASITIC", "住白细胞虫病", "Leucocytozoonosis"],
    ["P_METABOLIC", null, "营养代谢病", "Nutritional and metabolic diseases"],
    ["P_ASCITES", "P_METABOLIC", "腹水综合征", "Ascites syndrome"],
    ["P_GOUT", "P_METABOLIC", "痛风", "Gout"],
  ] },
  { category: "CROP", rows: [
    ["C_FUNGAL", null, "真菌病害", "Fungal diseases"],
    ["C_WHEAT_RUST", "C_FUNGAL", "小麦锈病", "Wheat rust"],
    ["C_POWDERY_MILDEW", "C_FUNGAL", "白粉病", "Powdery mildew"],
    ["C_HEAD_BLIGHT", "C_FUNGAL", "小麦赤霉病", "Fusarium head blight"],
    ["C_LEAF_BLIGHT", "C_FUNGAL", "玉米大斑病", "Northern corn leaf blight"],
    ["C_BACTERIAL", null, "细菌病害", "Bacterial diseases"],
    ["C_RICE_BLB", "C_BACTERIAL", "水稻白叶枯病", "Rice bacterial leaf blight"],
    ["C_VIRAL", null, "病毒病害", "Viral diseases"],
    ["C_MAIZE_DWARF", "C_VIRAL", "玉米粗缩病", "Maize rough dwarf"],
    ["C_PESTS", null, "虫害", "Pests"],
    ["C_APHID", "C_PESTS", "蚜虫", "Aphids"],
    ["C_CORN_BORER", "C_PESTS", "玉米螟", "Corn borer"],
    ["C_ARMYWORM", "C_PESTS", "草地贪夜蛾", "Fall armyworm"],
    ["C_SPIDER_MITE", "C_PESTS", "红蜘蛛", "Spider mites"],
    ["C_WEEDS", null, "草害", "Weeds"],
  ] },
];

/** Writes the record templates and the disease classification (idempotent). */
export async function syncFarmRecordData(db: Db): Promise<void> {
  await db
    .insert(recordType)
    .values(recordTypes.map((t, i) => ({ code: t.code, category: t.category, name: t.name, nameEn: t.nameEn, sort: (i + 1) * 10 })))
    .onConflictDoUpdate({
      target: recordType.code,
      set: { category: sql`excluded.category`, name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort`, updatedAt: sql`now()` },
    });
  const defs = recordTypes.flatMap((t) =>
    t.attrs.map((a, i) => ({
      typeCode: t.code,
      key: a.key,
      label: a.label,
      labelEn: a.labelEn,
      type: a.type,
      unit: a.unit?.[0] ?? null,
      unitEn: a.unit?.[1] ?? null,
      min: a.min ?? null,
      max: a.max ?? null,
      decimals: a.decimals ?? 0,
      maxLength: a.maxLength ?? null,
      options: a.options ?? [],
      diseaseCategory: a.disease ?? null,
      materialCategory: a.material ?? null,
      required: a.required ?? false,
      sort: (i + 1) * 10,
    })),
  );
  await db
    .insert(recordAttrDef)
    .values(defs)
    .onConflictDoUpdate({
      target: [recordAttrDef.typeCode, recordAttrDef.key],
      set: {
        label: sql`excluded.label`,
        labelEn: sql`excluded.label_en`,
        type: sql`excluded.type`,
        unit: sql`excluded.unit`,
        unitEn: sql`excluded.unit_en`,
        min: sql`excluded.min`,
        max: sql`excluded.max`,
        decimals: sql`excluded.decimals`,
        maxLength: sql`excluded.max_length`,
        options: sql`excluded.options`,
        diseaseCategory: sql`excluded.disease_category`,
        materialCategory: sql`excluded.material_category`,
        required: sql`excluded.required`,
        sort: sql`excluded.sort`,
        updatedAt: sql`now()`,
      },
    });
  for (const t of recordTypes) {
    await db.delete(recordAttrDef).where(and(eq(recordAttrDef.typeCode, t.code), notInArray(recordAttrDef.key, t.attrs.map((a) => a.key))));
  }
  const diseases = diseaseTree.flatMap((g) => g.rows.map(([code, parentCode, name, nameEn], i) => ({ code, parentCode, category: g.category, name, nameEn, sort: (i + 1) * 10 })));
  await db
    .insert(diseaseClassify)
    .values(diseases)
    .onConflictDoUpdate({
      target: diseaseClassify.code,
      set: { parentCode: sql`excluded.parent_code`, category: sql`excluded.category`, name: sql`excluded.name`, nameEn: sql`excluded.name_en`, sort: sql`excluded.sort`, updatedAt: sql`now()` },
    });
}
