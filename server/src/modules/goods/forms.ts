/**
 * Each publishing form (mall goods V1/V2, supply, demand, soil, service, package) checked against the
 * reference data and turned into one shape the writer stores: the goods columns, its specs (mall
 * goods and packages only), its traces and package components.
 */
import type { z } from "zod";
import type {
  demandForm,
  goodsForm,
  goodsFormV2,
  packageForm,
  serviceForm,
  soilFlowForm,
  soilTrusteeshipForm,
  supplyForm,
} from "@qinlian/contract";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { freightTemplateOwner } from "../../read/goods-freight";
import { storedRichText } from "../file";
import { checkPayPlans } from "./pay-plans";
import { dictIndex, requireAreas, requireGoodsCategory, todayCst } from "./reference";
import { goods, goodsSpec, type GoodsExtData, type GoodsTypeCode, type PayPlanData } from "./schema";

export type GoodsFormIn = z.output<typeof goodsForm>;
export type GoodsFormV2In = z.output<typeof goodsFormV2>;
export type SupplyFormIn = z.output<typeof supplyForm>;
export type DemandFormIn = z.output<typeof demandForm>;
export type SoilTrusteeshipIn = z.output<typeof soilTrusteeshipForm>;
export type SoilFlowIn = z.output<typeof soilFlowForm>;
export type ServiceFormIn = z.output<typeof serviceForm>;
export type PackageFormIn = z.output<typeof packageForm>;

export interface SpecDraft {
  id?: string;
  name: string;
  attributes: Record<string, string>;
  price: number;
  memberPrice: number | null;
  stock: number;
  skuCode: string | null;
  weightGrams: number;
}

export interface TraceDraft {
  batchNo: string;
  farmName: string;
  manufacturerId: string | null;
  startDate: string;
  endDate: string | null;
  inspectionNo: string | null;
  note: string | null;
}

export interface GoodsDraft {
  type: GoodsTypeCode;
  columns: {
    name: string;
    subTitle: string | null;
    categoryId: string | null;
    shopClassifyId: string | null;
    attributes: { name: string; value: string }[];
    unit: string | null;
    images: string[];
    mainImage: string | null;
    description: string;
    originAreaCode: string | null;
    deliveryNationwide: boolean;
    deliveryAreaCodes: string[];
    /** Mall goods: the freight template (null: ships free; left out: publish uses the default, modify keeps it). */
    freightTemplateId?: string | null;
    logistics: string[];
    minOrderQty: number;
    rebateBp: number;
    payPlans: PayPlanData[];
    ext: GoodsExtData | null;
    /** Posts keep their price range here; goods with specs get it from the specs. */
    priceMin: number | null;
    priceMax: number | null;
    stockTotal: number;
  };
  specs: SpecDraft[] | null;
  traces: TraceDraft[] | null;
  packageItems: { goodsId: string; specId: string; quantity: number }[] | null;
}

const noPost = {
  subTitle: null,
  shopClassifyId: null,
  attributes: [],
  minOrderQty: 1,
  rebateBp: 0,
  payPlans: [{ type: "FULL" }] as PayPlanData[],
};

async function requireOwnFreightTemplate(ctx: AuthedCtx, id: string) {
  if ((await freightTemplateOwner(ctx, id)) !== ctx.member.boId) throw invalid("freightTemplateId", "运费模板不存在，请重新选择");
}

async function requireUnit(ctx: Ctx, unit: string) {
  if (!(await dictIndex(ctx)).has("UNIT", unit)) throw invalid("unit", `计量单位 ${unit} 不存在`);
}

async function requireLogistics(ctx: Ctx, codes: readonly string[]) {
  const d = await dictIndex(ctx);
  const bad = codes.find((c) => !d.has("LOGISTICS", c));
  if (bad) throw invalid("logistics", `配送方式 ${bad} 不存在`);
  if (new Set(codes).size !== codes.length) throw invalid("logistics", "配送方式重复");
}

function requireNotPast(now: Date, day: string, field: string) {
  if (day < todayCst(now)) throw invalid(field, "日期不能早于今天");
}

export function checkSpecs(specs: readonly SpecDraft[], field = "specs"): SpecDraft[] {
  const names = specs.map((s) => s.name);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw invalid(`${field}.name`, `规格名称重复：${dup}`);
  for (const s of specs) {
    if (s.memberPrice != null && s.memberPrice > s.price) throw invalid(`${field}.memberPrice`, `规格“${s.name}”的会员价不能高于标价`);
  }
  return [...specs];
}

const traces = (list: GoodsFormIn["traces"]): TraceDraft[] =>
  list.map((t) => {
    if (t.endDate && t.endDate < t.startDate) throw invalid("traces.endDate", `批次 ${t.batchNo} 的结束日期早于开始日期`);
    return {
      batchNo: t.batchNo,
      farmName: t.farmName,
      manufacturerId: t.manufacturerId ?? null,
      startDate: t.startDate,
      endDate: t.endDate,
      inspectionNo: t.inspectionNo ?? null,
      note: t.note ?? null,
    };
  });

export const traceDrafts = traces;

/** Mall goods (V1 form). */
export async function fromGoodsForm(ctx: AuthedCtx, f: GoodsFormIn): Promise<GoodsDraft> {
  await requireGoodsCategory(ctx, f.categoryId);
  await requireUnit(ctx, f.unit);
  await requireLogistics(ctx, f.logistics);
  await requireAreas(ctx, [f.originAreaCode], "originAreaCode");
  if (!f.deliveryRange.nationwide) {
    if (!f.deliveryRange.areaCodes.length) throw invalid("deliveryRange.areaCodes", "请选择配送地区，或选择全国配送");
    await requireAreas(ctx, f.deliveryRange.areaCodes, "deliveryRange.areaCodes");
  }
  if (f.freightTemplateId) await requireOwnFreightTemplate(ctx, f.freightTemplateId);
  return {
    type: "GOODS",
    columns: {
      name: f.name,
      subTitle: f.subTitle ?? null,
      categoryId: f.categoryId,
      shopClassifyId: f.shopClassifyId,
      attributes: f.attributes,
      unit: f.unit,
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: f.originAreaCode,
      deliveryNationwide: f.deliveryRange.nationwide,
      deliveryAreaCodes: f.deliveryRange.nationwide ? [] : [...new Set(f.deliveryRange.areaCodes)],
      freightTemplateId: f.freightTemplateId,
      logistics: f.logistics,
      minOrderQty: f.minOrderQty,
      rebateBp: f.rebateBp,
      payPlans: checkPayPlans(f.payPlans),
      ext: null,
      priceMin: null,
      priceMax: null,
      stockTotal: 0,
    },
    specs: checkSpecs(f.specs.map((s) => ({ ...s, skuCode: s.skuCode ?? null }))),
    traces: traces(f.traces),
    packageItems: null,
  };
}

/** Mall goods (V2 form): one SKU per combination of the dimension values, all combinations present. */
export async function fromGoodsFormV2(ctx: AuthedCtx, f: GoodsFormV2In): Promise<GoodsDraft> {
  const dims = f.specDims;
  const dimNames = dims.map((d) => d.name);
  if (new Set(dimNames).size !== dimNames.length) throw invalid("specDims.name", "规格维度名称重复");
  for (const d of dims) if (new Set(d.values).size !== d.values.length) throw invalid("specDims.values", `维度“${d.name}”的取值重复`);
  const combos = dims.reduce((n, d) => n * d.values.length, 1);
  const seen = new Set<string>();
  const specs: SpecDraft[] = f.skus.map((s) => {
    if (s.values.length !== dims.length) throw invalid("skus.values", `每个 SKU 须按顺序给出 ${dims.length} 个维度的取值`);
    s.values.forEach((v, i) => {
      if (!dims[i].values.includes(v)) throw invalid("skus.values", `“${v}”不是维度“${dims[i].name}”的取值`);
    });
    const key = s.values.join("\u0000");
    if (seen.has(key)) throw invalid("skus.values", `SKU 重复：${s.values.join(" / ")}`);
    seen.add(key);
    return {
      id: s.id,
      name: s.values.join(" / "),
      attributes: Object.fromEntries(dims.map((d, i) => [d.name, s.values[i]])),
      price: s.price,
      memberPrice: s.memberPrice,
      stock: s.stock,
      skuCode: s.skuCode ?? null,
      weightGrams: s.weightGrams,
    };
  });
  if (specs.length !== combos) throw invalid("skus", `规格组合共 ${combos} 个，已填写 ${specs.length} 个，请补全`);
  const { specDims: _d, skus: _s, ...rest } = f;
  const draft = await fromGoodsForm(ctx, { ...rest, specs: specs.map((s) => ({ ...s, skuCode: s.skuCode ?? undefined })) });
  return { ...draft, specs: checkSpecs(specs, "skus") };
}

export async function fromSupplyForm(ctx: Ctx, f: SupplyFormIn): Promise<GoodsDraft> {
  await requireGoodsCategory(ctx, f.categoryId);
  await requireUnit(ctx, f.unit);
  await requireLogistics(ctx, f.logistics);
  await requireAreas(ctx, [f.originAreaCode, ...(f.deliveryRange.nationwide ? [] : f.deliveryRange.areaCodes)], "originAreaCode");
  requireNotPast(ctx.now, f.validUntil, "validUntil");
  return {
    type: "SUPPLY",
    columns: {
      ...noPost,
      name: f.name,
      categoryId: f.categoryId,
      unit: f.unit,
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: f.originAreaCode,
      deliveryNationwide: f.deliveryRange.nationwide,
      deliveryAreaCodes: f.deliveryRange.nationwide ? [] : f.deliveryRange.areaCodes,
      logistics: f.logistics,
      ext: {
        kind: "SUPPLY",
        quantity: f.quantity,
        priceNegotiable: f.price === null,
        validUntil: f.validUntil,
        contactName: f.contactName,
        contactMobile: f.contactMobile,
      },
      priceMin: f.price,
      priceMax: f.price,
      stockTotal: Math.floor(f.quantity),
    },
    specs: null,
    traces: null,
    packageItems: null,
  };
}

export async function fromDemandForm(ctx: Ctx, f: DemandFormIn): Promise<GoodsDraft> {
  await requireGoodsCategory(ctx, f.categoryId);
  await requireUnit(ctx, f.unit);
  if (f.deliveryAreaCode) await requireAreas(ctx, [f.deliveryAreaCode], "deliveryAreaCode");
  requireNotPast(ctx.now, f.validUntil, "validUntil");
  if (f.expectPriceMin != null && f.expectPriceMax != null && f.expectPriceMin > f.expectPriceMax) {
    throw invalid("expectPriceMax", "期望价格上限不能低于下限");
  }
  return {
    type: "DEMAND",
    columns: {
      ...noPost,
      name: f.name,
      categoryId: f.categoryId,
      unit: f.unit,
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: f.deliveryAreaCode,
      deliveryNationwide: true,
      deliveryAreaCodes: [],
      logistics: [],
      ext: {
        kind: "DEMAND",
        quantity: f.quantity,
        expectPriceMin: f.expectPriceMin,
        expectPriceMax: f.expectPriceMax,
        purchaseCycle: f.purchaseCycle,
        deliveryAreaCode: f.deliveryAreaCode,
        validUntil: f.validUntil,
        contactName: f.contactName,
        contactMobile: f.contactMobile,
      },
      priceMin: f.expectPriceMin ?? f.expectPriceMax,
      priceMax: f.expectPriceMax ?? f.expectPriceMin,
      stockTotal: 0,
    },
    specs: null,
    traces: null,
    packageItems: null,
  };
}

export async function fromSoilForm(ctx: Ctx, type: "SOIL_TRUSTEESHIP" | "SOIL_FLOW", f: SoilTrusteeshipIn | SoilFlowIn): Promise<GoodsDraft> {
  await requireAreas(ctx, [f.areaCode], "areaCode");
  return {
    type,
    columns: {
      ...noPost,
      name: f.name,
      categoryId: null,
      unit: "MU",
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: f.areaCode,
      deliveryNationwide: true,
      deliveryAreaCodes: [],
      logistics: [],
      ext: {
        kind: type,
        areaMu: f.areaMu,
        landType: f.landType,
        address: f.address,
        termYears: f.termYears,
        pricePerMuYear: f.pricePerMuYear,
        availableFrom: f.availableFrom,
        flowMode: "flowMode" in f ? f.flowMode : null,
        trusteeshipItems: "trusteeshipItems" in f ? f.trusteeshipItems : [],
        contactName: f.contactName,
        contactMobile: f.contactMobile,
      },
      priceMin: f.pricePerMuYear,
      priceMax: f.pricePerMuYear,
      stockTotal: 0,
    },
    specs: null,
    traces: null,
    packageItems: null,
  };
}

export async function fromServiceForm(ctx: Ctx, type: "SERVICE_SUPPLY" | "SERVICE_DEMAND", f: ServiceFormIn): Promise<GoodsDraft> {
  if (f.categoryId) await requireGoodsCategory(ctx, f.categoryId);
  await requireAreas(ctx, f.serviceAreaCodes, "serviceAreaCodes");
  if (f.endDate < f.startDate) throw invalid("endDate", "结束日期不能早于开始日期");
  requireNotPast(ctx.now, f.endDate, "endDate");
  return {
    type,
    columns: {
      ...noPost,
      name: f.name,
      categoryId: f.categoryId ?? null,
      unit: null,
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: f.serviceAreaCodes[0],
      deliveryNationwide: false,
      deliveryAreaCodes: [...new Set(f.serviceAreaCodes)],
      logistics: [],
      ext: {
        kind: type,
        serviceType: f.serviceType,
        serviceAreaCodes: [...new Set(f.serviceAreaCodes)],
        areaMu: f.areaMu,
        startDate: f.startDate,
        endDate: f.endDate,
        priceUnit: f.priceUnit,
        contactName: f.contactName,
        contactMobile: f.contactMobile,
      },
      priceMin: f.price,
      priceMax: f.price,
      stockTotal: 0,
    },
    specs: null,
    traces: null,
    packageItems: null,
  };
}

/**
 * A package: specs of the shop's own on-shelf mall goods with quantities, sold together for less than
 * their list prices added up. It takes category, unit-less origin, delivery range and logistics from
 * its first component.
 */
/**
 * The package price rule, in one place: a package sells below the sum of its parts' list prices
 * (each spec's price × its quantity). Checked when a package is saved and when its price is edited.
 */
export function assertPackageBelowParts(field: string, price: number, partsTotal: number): void {
  if (price >= partsTotal) throw invalid(field, `套餐价应低于单品标价合计 ${(partsTotal / 100).toFixed(2)} 元`);
}

export async function fromPackageForm(ctx: AuthedCtx, shopId: string, f: PackageFormIn, selfId: string | null): Promise<GoodsDraft> {
  const specIds = f.items.map((i) => i.specId);
  if (new Set(specIds).size !== specIds.length) throw invalid("items.specId", "套餐中的规格重复");
  const rows = await ctx.db
    .select({ spec: goodsSpec, g: goods })
    .from(goodsSpec)
    .innerJoin(goods, eq(goods.id, goodsSpec.goodsId))
    .where(and(inArray(goodsSpec.id, specIds), isNull(goodsSpec.deletedAt), isNull(goods.deletedAt), eq(goods.shopId, shopId), eq(goods.type, "GOODS")));
  const bySpec = new Map(rows.map((r) => [r.spec.id, r]));
  for (const it of f.items) {
    const r = bySpec.get(it.specId);
    if (!r) throw invalid("items.specId", `规格 ${it.specId} 不是本店的商城商品规格`);
    if (r.g.status !== "ON") throw invalid("items.specId", `“${r.g.name}”未上架，不能加入套餐`);
    if (r.g.id === selfId) throw invalid("items.specId", "套餐不能包含自己");
  }
  const total = f.items.reduce((n, i) => n + bySpec.get(i.specId)!.spec.price * i.quantity, 0);
  assertPackageBelowParts("price", f.price, total);
  const first = bySpec.get(f.items[0].specId)!.g;
  return {
    type: "PACKAGE",
    columns: {
      name: f.name,
      subTitle: f.subTitle ?? null,
      categoryId: first.categoryId,
      shopClassifyId: f.shopClassifyId,
      attributes: [],
      unit: "TAO",
      images: f.images,
      mainImage: f.images[0] ?? null,
      description: await storedRichText(ctx, "description", f.description),
      originAreaCode: first.originAreaCode,
      deliveryNationwide: first.deliveryNationwide,
      deliveryAreaCodes: first.deliveryAreaCodes,
      logistics: first.logistics,
      minOrderQty: 1,
      rebateBp: 0,
      payPlans: [{ type: "FULL" }],
      ext: null,
      priceMin: null,
      priceMax: null,
      stockTotal: 0,
    },
    specs: [{ name: "套餐", attributes: {}, price: f.price, memberPrice: null, stock: f.stock, skuCode: null, weightGrams: 0 }],
    traces: null,
    packageItems: f.items.map((i) => ({ goodsId: bySpec.get(i.specId)!.g.id, specId: i.specId, quantity: i.quantity })),
  };
}
