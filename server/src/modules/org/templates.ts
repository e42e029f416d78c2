import type { DataTemplate, TemplateField } from "@qinlian/contract";
import { invalid } from "../../kit/errors";

type Opt = readonly [value: string, zh: string, en: string];
const options = (xs: readonly Opt[]) => xs.map(([value, label, labelEn]) => ({ value, label, labelEn }));

function field(key: string, label: string, labelEn: string, kind: TemplateField["kind"], extra: Partial<TemplateField> = {}): TemplateField {
  return { key, label, labelEn, kind, required: false, unit: null, unitEn: null, options: null, min: null, max: null, integer: false, ...extra };
}

const species: Opt[] = [
  ["LAYER", "蛋鸡", "Layers"], ["BROILER", "肉鸡", "Broilers"], ["BREEDER", "种鸡", "Breeders"], ["DUCK", "鸭", "Ducks"],
  ["GOOSE", "鹅", "Geese"], ["PIG", "生猪", "Pigs"], ["OTHER", "其他", "Other"],
];
const modes: Opt[] = [["CAGE", "笼养", "Cage"], ["FLOOR", "地面平养", "Floor"], ["NET", "网上平养", "Slatted floor"], ["FREE_RANGE", "散养", "Free range"]];
const productCats: Opt[] = [
  ["CHICKS", "禽苗种禽", "Chicks & breeders"], ["EGGS", "鲜蛋", "Eggs"], ["LIVE", "活禽", "Live poultry"], ["DRESSED", "白条禽及分割品", "Dressed poultry"],
  ["FEED", "饲料", "Feed"], ["VET", "兽药疫苗", "Veterinary products"], ["EQUIPMENT", "养殖设备", "Equipment"], ["INPUTS", "农资", "Farm inputs"],
];

/**
 * Organisation detail templates: extra sections an enterprise fills in on its info page, shown to
 * operators and (later) on its shop. Platform data: adding a section is adding an entry here.
 * Values are validated against the fields on every write (`validateDetail`).
 */
export const dataTemplates: readonly DataTemplate[] = [
  {
    type: "FARM_SCALE",
    name: "养殖规模",
    nameEn: "Farm scale",
    description: "养殖品种、存栏与出栏、栋舍与占地",
    descriptionEn: "Species, stock and output, houses and land",
    fields: [
      field("species", "主要品种", "Main species", "select", { required: true, options: options(species) }),
      field("stock", "存栏量", "Stock on hand", "number", { required: true, unit: "羽", unitEn: "birds", min: 0, max: 100_000_000, integer: true }),
      field("annualOutput", "年出栏量", "Annual output", "number", { unit: "羽", unitEn: "birds", min: 0, max: 1_000_000_000, integer: true }),
      field("houses", "栋舍数", "Houses", "number", { unit: "栋", unitEn: "houses", min: 0, max: 10_000, integer: true }),
      field("areaMu", "占地面积", "Land area", "number", { unit: "亩", unitEn: "mu", min: 0, max: 1_000_000 }),
      field("mode", "养殖方式", "Housing", "select", { options: options(modes) }),
    ],
  },
  {
    type: "MAIN_PRODUCTS",
    name: "主营产品",
    nameEn: "Main products",
    description: "经营的产品类别、代表产品与销售区域",
    descriptionEn: "Product categories, flagship products and sales regions",
    fields: [
      field("categories", "产品类别", "Categories", "multiSelect", { required: true, options: options(productCats) }),
      field("products", "代表产品", "Flagship products", "text", { required: true, max: 200 }),
      field("annualSales", "年销售额", "Annual sales", "number", { unit: "万元", unitEn: "10k yuan", min: 0, max: 10_000_000 }),
      field("regions", "主要销售区域", "Sales regions", "text", { max: 200 }),
    ],
  },
  {
    type: "CERTIFICATIONS",
    name: "资质证书",
    nameEn: "Certificates",
    description: "动物防疫、种禽生产经营、饲料与兽药生产等许可证编号",
    descriptionEn: "Animal epidemic prevention, breeding, feed and veterinary licence numbers",
    fields: [
      field("epidemicCertNo", "动物防疫条件合格证编号", "Epidemic prevention certificate no.", "text", { max: 40 }),
      field("breedingLicenceNo", "种畜禽生产经营许可证编号", "Breeding licence no.", "text", { max: 40 }),
      field("feedLicenceNo", "饲料生产许可证编号", "Feed production licence no.", "text", { max: 40 }),
      field("vetGmpNo", "兽药 GMP 证书编号", "Veterinary GMP certificate no.", "text", { max: 40 }),
      field("validUntil", "证书有效期至", "Valid until", "date"),
      field("notes", "其他说明", "Notes", "textarea", { max: 500 }),
    ],
  },
];

export function templateOf(type: string): DataTemplate | undefined {
  return dataTemplates.find((t) => t.type === type);
}

type Value = string | number | string[];

const isDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

function checkField(f: TemplateField, v: Value): Value {
  const path = `data.${f.key}`;
  const allowed = new Set(f.options?.map((o) => o.value));
  switch (f.kind) {
    case "text":
    case "textarea": {
      if (typeof v !== "string") throw invalid(path, `${f.label}应为文字`);
      const s = v.trim();
      if (f.max !== null && s.length > f.max) throw invalid(path, `${f.label}最多 ${f.max} 个字`);
      return s;
    }
    case "number": {
      if (typeof v !== "number" || !Number.isFinite(v)) throw invalid(path, `${f.label}应为数字`);
      if (f.integer && !Number.isInteger(v)) throw invalid(path, `${f.label}应为整数`);
      if ((f.min !== null && v < f.min) || (f.max !== null && v > f.max)) throw invalid(path, `${f.label}应在 ${f.min ?? "-∞"} 到 ${f.max ?? "∞"} 之间`);
      return v;
    }
    case "date":
      if (typeof v !== "string" || !isDate(v)) throw invalid(path, `${f.label}应为日期（YYYY-MM-DD）`);
      return v;
    case "select":
      if (typeof v !== "string" || !allowed.has(v)) throw invalid(path, `${f.label}不是可选的值`);
      return v;
    case "multiSelect": {
      if (!Array.isArray(v) || v.some((x) => !allowed.has(x))) throw invalid(path, `${f.label}包含不可选的值`);
      return [...new Set(v)];
    }
  }
}

const isEmpty = (v: Value | undefined) => v === undefined || (typeof v === "string" && v.trim() === "") || (Array.isArray(v) && v.length === 0);

/**
 * Checks a detail record against its template: no unknown fields, required ones present, each value
 * of its kind and within its limits; empty optional values are dropped. At least one value is needed.
 */
export function validateDetail(t: DataTemplate, data: Record<string, Value>): Record<string, Value> {
  for (const key of Object.keys(data)) {
    if (!t.fields.some((f) => f.key === key)) throw invalid(`data.${key}`, `“${t.name}”没有该项`);
  }
  const out: Record<string, Value> = {};
  for (const f of t.fields) {
    const v = data[f.key];
    if (isEmpty(v)) {
      if (f.required) throw invalid(`data.${f.key}`, `${f.label}不能为空`);
      continue;
    }
    out[f.key] = checkField(f, v);
  }
  if (!Object.keys(out).length) throw invalid("data", "请至少填写一项");
  return out;
}
