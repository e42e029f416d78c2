/**
 * The demo catalogue, loaded once with the rest of the demo data: 14 shops (12 open, one waiting for
 * review, one rejected) with 300+ goods over the category tree, generated SVG pictures stored in the
 * file store (served at /files/demo/…; the shops' licences as private files, /files/private/demo/…), supply and demand posts, soil and service listings, packages,
 * evaluations, shop categories and recommendations, customer prices and home-page adverts.
 *
 * Everything goes through the catalogue's services acting as the demo members, so the same rules
 * apply and "goods.changed" is emitted for every goods (the search index fills itself).
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { goodsForm as goodsFormSchema, type GoodsForm, type ShopForm } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../kit/context";
import { approveGoods, approveShop, rejectGoods, rejectShop } from "../modules/console";
import { addDetail } from "../modules/cms";
import { cmsAdvert } from "../modules/cms/schema";
import { myShopSlots } from "../modules/cms";
import { fileObject } from "../modules/file/schema";
import * as goodsSvc from "../modules/goods";
import { goods as goodsTable, goodsEvaluation, goodsSpec } from "../modules/goods/schema";
import { areaNames, categoryIndex } from "../modules/goods";
import { needsReview } from "../modules/goods";
import { reindexChangedShop } from "../modules/search";
import { expandGrants, roleDefs } from "../modules/identity";
import { member } from "../modules/identity/schema";
import { batchEdit } from "../modules/pricing";
import { addCustomer } from "../modules/pricing";
import * as classify from "../modules/shop";
import * as rec from "../modules/shop";
import { changeStatus, saveApplication, submitApplication } from "../modules/shop";
import { createEnterprise, usccFrom, type DemoEnterprise } from "./catalog-members";
import { sellingPoints, type Leaf } from "./catalog-products";
import { bannerSvg, goodsSvg, licenceSvg, logoSvg } from "./catalog-svg";
import { reviewText } from "./catalog-reviews";
import { seedDemoPromotions } from "../modules/promotion";
import { demoEnterprises, demoPersons, demoShops, heze, provider, reviewers, seller, wofeng, type DemoShop } from "./catalog-shops";
import { createPerson, type DemoPerson } from "./members";
import { seeded, type Rng } from "./random";
import { loadShopOffers } from "./shop-offers";

/** The context of a demo member acting for a business owner with the given roles. */
function actAs(ctx: Ctx, who: { memberId: string; boId: string; boType: "PERSON" | "ENTERPRISE"; roles: string[] }): AuthedCtx {
  const grants = who.roles.flatMap((r) => roleDefs.find((d) => d.code === r)?.grants ?? []);
  return {
    ...ctx,
    member: {
      memberId: who.memberId,
      boId: who.boId,
      boType: who.boType,
      employeeId: null,
      loginId: "demo",
      ticketId: "demo",
      roles: who.roles,
      funcs: new Set(expandGrants(grants)),
    },
  };
}

const asEnterprise = (ctx: Ctx, e: DemoEnterprise) => actAs(ctx, { memberId: e.admin.id, boId: e.id, boType: "ENTERPRISE", roles: ["ENTERPRISE_ADMIN"] });
const asPerson = (ctx: Ctx, p: DemoPerson) => actAs(ctx, { memberId: p.id, boId: p.id, boType: "PERSON", roles: [...p.roles] });
const ownerCtx = (ctx: Ctx, s: DemoShop) => (s.owner.kind === "ENTERPRISE" ? asEnterprise(ctx, s.owner.enterprise) : asPerson(ctx, s.owner.person));
/** The shop's business licence scan: the enterprise's own, or a sole trader's (个体工商户) for a person. */
const shopLicenceSvg = (s: DemoShop) =>
  s.owner.kind === "ENTERPRISE"
    ? licenceSvg({ name: s.owner.enterprise.name, creditCode: usccFrom(s.owner.enterprise.creditBody), legalPerson: s.owner.enterprise.legalPerson, address: s.owner.enterprise.address })
    : licenceSvg({ name: s.name, creditCode: s.licences[0].number, legalPerson: s.owner.person.name, address: s.address, kind: "个体工商户" });

/** Writes an SVG into the file store and records it like an upload; returns its URL. */
/**
 * Stores a generated SVG as the member's upload. `private` files (licences) go under the file module's
 * private prefix ("private/…"), served only to their owner and document reviewers, like a private upload.
 */
async function saveSvg(ctx: AuthedCtx, key: string, name: string, svg: string, opts: { private?: boolean } = {}): Promise<string> {
  const data = Buffer.from(svg, "utf8");
  const storageKey = `${opts.private ? "private/" : ""}demo/${key}.svg`;
  await ctx.services.files.put(storageKey, data);
  await ctx.db.insert(fileObject).values({
    ownerMemberId: ctx.member.memberId,
    ownerBoId: ctx.member.boId,
    kind: "image",
    originalName: `${name}.svg`,
    mime: "image/svg+xml",
    size: data.length,
    sha256: createHash("sha256").update(data).digest("hex"),
    storageKey,
  });
  return ctx.services.files.url(storageKey);
}

const top = (cat: string) => cat.slice(0, 2);
const logisticsFor = (cat: string) =>
  cat.startsWith("0304") || top(cat) === "01"
    ? ["LIVE_TRANSPORT", "PICKUP"]
    : ["02", "03"].includes(top(cat))
      ? ["COLD_CHAIN", "EXPRESS", "PICKUP"]
      : top(cat) === "06"
        ? ["COLD_CHAIN"]
        : ["07", "12"].includes(top(cat))
          ? ["SELLER", "EXPRESS"]
          : ["EXPRESS", "SELLER", "PICKUP"];
/** Live birds and fresh food go to Shandong and neighbouring provinces; everything else nationwide. */
const rangeFor = (cat: string) =>
  ["01", "02", "03"].includes(top(cat)) ? { nationwide: false, areaCodes: ["370000", "320000", "410000", "130000", "110000", "120000"] } : { nationwide: true, areaCodes: [] };
const stockFor = (unit: string, r: Rng) =>
  unit === "YU" ? r.int(20, 100) * 1000 : unit === "TAI" || unit === "TAO" ? r.int(2, 30) : unit === "DUN" ? r.int(50, 800) : r.int(60, 3000);
const round = (fen: number) => (fen >= 10_000 ? Math.round(fen / 100) * 100 : fen >= 1000 ? Math.round(fen / 10) * 10 : Math.round(fen));

interface Published {
  goodsId: string;
  cat: string;
  shop: DemoShop;
  name: string;
}

function goodsForm(s: DemoShop, leaf: Leaf, name: string, image: string, detail: string | null, r: Rng, areaName: string): GoodsForm {
  const base = r.int(leaf.price[0], leaf.price[1]);
  const specs = leaf.specs.map(([spec, factor]) => {
    const price = round(base * factor);
    return { name: spec, price, memberPrice: r.next() < 0.3 ? round(price * 0.97) : null, stock: stockFor(leaf.unit, r) };
  });
  const points = sellingPoints[top(leaf.cat)] ?? [];
  const paid = ["07", "12"].includes(top(leaf.cat))
    ? [{ type: "FULL" as const }, { type: "DEPOSIT" as const, depositRateBp: 3000, balanceDueDays: 15 }]
    : top(leaf.cat) === "04"
      ? [{ type: "FULL" as const }, { type: "CREDIT" as const, creditDays: 30, customerLevels: ["STRATEGIC" as const, "KEY" as const] }]
      : [{ type: "FULL" as const }];
  const withTrace = ["01", "02", "03"].includes(top(leaf.cat));
  const batch = `${s.farm.slice(0, 2)}${2026}${String(r.int(101, 1231)).padStart(4, "0")}`;
  return {
    name,
    subTitle: points[0],
    categoryId: leaf.cat,
    attributes: [
      { name: "品牌", value: s.name.replace(/(旗舰店|专营店|直营店|小店|代理|（.*）)$/, "") || s.name },
      { name: "产地", value: areaName },
    ],
    unit: leaf.unit,
    specs,
    images: detail ? [image, detail] : [image],
    description: `<p><strong>${name}</strong> · ${s.name}</p><ul>${points.map((pt) => `<li>${pt}</li>`).join("")}</ul><p>规格：${leaf.specs.map(([n]) => n).join("、")}。欢迎来电咨询：${s.servicePhone}</p>`,
    originAreaCode: s.areaCode,
    deliveryRange: rangeFor(leaf.cat),
    logistics: logisticsFor(leaf.cat),
    minOrderQty: leaf.unit === "YU" ? 500 : 1,
    rebateBp: r.next() < 0.12 ? r.pick([100, 150, 200, 300]) : 0,
    payPlans: paid,
    traces: withTrace
      ? [{ batchNo: batch, farmName: s.farm, startDate: "2026-01-05", endDate: top(leaf.cat) === "01" ? "2026-01-26" : "2026-03-01", inspectionNo: `鲁动检 ${r.int(100000, 999999)}` }]
      : [],
  };
}

async function createPeople(ctx: Ctx) {
  for (const p of demoPersons) await createPerson(ctx.db, p);
  for (const e of demoEnterprises) await createEnterprise(ctx.db, e);
}

async function openShops(ctx: Ctx, op: AuthedCtx): Promise<Map<DemoShop, string>> {
  const ids = new Map<DemoShop, string>();
  for (const [i, s] of demoShops.entries()) {
    const as = ownerCtx(ctx, s);
    const cat = s.scope[0];
    const logoUrl = await saveSvg(as, `shop/${i + 1}-logo`, `${s.name} logo`, logoSvg(cat, s.name));
    const bannerUrl = await saveSvg(as, `shop/${i + 1}-banner`, `${s.name} banner`, bannerSvg(cat, s.name, s.intro.replace(/<[^>]+>/g, "").slice(0, 30)));
    // licences are private documents: owned by the shop's member, not served publicly
    const licenceUrl = await saveSvg(as, `shop/${i + 1}-licence`, `${s.name} 证照`, shopLicenceSvg(s), { private: true });
    const form: ShopForm = {
      name: s.name,
      logoUrl,
      bannerUrl,
      intro: s.intro,
      businessScope: s.scope,
      areaCode: s.areaCode,
      address: s.address,
      contactName: s.owner.kind === "ENTERPRISE" ? s.owner.enterprise.admin.name : s.owner.person.name,
      contactMobile: s.owner.kind === "ENTERPRISE" ? s.owner.enterprise.mobile : s.owner.person.mobile,
      servicePhone: s.servicePhone,
      licences: s.licences.map((l) => ({ kind: l.kind, number: l.number, fileUrl: licenceUrl, validUntil: l.validUntil ?? null })),
      addresses: [
        { kind: "RETURN", contactName: "售后部", contactMobile: s.owner.kind === "ENTERPRISE" ? s.owner.enterprise.mobile : s.owner.person.mobile, areaCode: s.areaCode, address: s.address, isDefault: true },
        { kind: "PICKUP", name: `${s.name.slice(0, 4)}门店自提点`, contactName: "门店", contactMobile: s.owner.kind === "ENTERPRISE" ? s.owner.enterprise.mobile : s.owner.person.mobile, areaCode: s.areaCode, address: s.address, businessHours: "8:00-17:30", isDefault: true },
      ],
    };
    await saveApplication(as, form);
    const v = await submitApplication(as);
    ids.set(s, v.shopId);
    if (s.fate === "REJECTED") await rejectShop(op, v.shopId, s.rejectReason!);
    if (s.fate === "OPEN") {
      await approveShop(op, v.shopId);
      await changeStatus(as, v.shopId, "OPEN");
    }
  }
  return ids;
}

async function publishGoods(ctx: Ctx, r: Rng): Promise<Published[]> {
  const out: Published[] = [];
  let n = 0;
  for (const s of demoShops.filter((x) => x.fate === "OPEN")) {
    const as = ownerCtx(ctx, s);
    const areaName = (await areaNames(ctx, [s.areaCode])).get(s.areaCode) ?? "";
    for (const leaf of s.leaves) {
      for (const name of leaf.names) {
        n++;
        const spec = leaf.specs[0][0];
        const image = await saveSvg(as, `goods/${n}`, name, goodsSvg(leaf.cat, name, { spec }));
        const detail = n % 3 === 0 ? await saveSvg(as, `goods/${n}-2`, `${name} 细节`, goodsSvg(leaf.cat, name, { spec, variant: 1 })) : null;
        const saved = await goodsSvc.publishGoods(as, goodsFormSchema.parse(goodsForm(s, leaf, name, image, detail, r, areaName)), "ON");
        out.push({ goodsId: saved.goodsId, cat: leaf.cat, shop: s, name });
      }
    }
  }
  return out;
}

/** Reviewed goods are approved, except a few left for the operator: two waiting, one rejected. */
async function reviewGoods(op: AuthedCtx, goods: Published[]) {
  const reviewed = goods.filter((g) => needsReview(g.cat));
  const [, , reject, ...rest] = [...reviewed].reverse();
  await rejectGoods(op, reject.goodsId, "商品图片与登记证信息不一致，请上传产品标签实拍图", "reject");
  await approveGoods(op, rest.map((g) => g.goodsId));
}

async function shopCategoriesAndRecommendations(ctx: Ctx, goods: Published[], shopIds: Map<DemoShop, string>) {
  const cats = await categoryIndex(ctx);
  for (const s of demoShops.filter((x) => x.fate === "OPEN")) {
    const as = ownerCtx(ctx, s);
    const mine = goods.filter((g) => g.shop === s);
    const groups = new Map<string, string[]>();
    for (const g of mine) groups.set(g.cat.slice(0, 4), [...(groups.get(g.cat.slice(0, 4)) ?? []), g.goodsId]);
    for (const [level2, ids] of groups) {
      const c = await classify.addClassify(as, { name: cats.name(level2) ?? level2 });
      await classify.assignClassifyGoods(as, { classifyId: c.id, goodsIds: ids });
    }
    const blocks = await rec.syncRecommendList(as);
    const on = (await ctx.db.select({ id: goodsTable.id }).from(goodsTable).where(and(eq(goodsTable.shopId, shopIds.get(s)!), eq(goodsTable.status, "ON")))).map((x) => x.id);
    const chunks = [on.slice(0, 6), on.slice(6, 12), on.slice(-4)];
    for (const [i, b] of blocks.entries()) if (chunks[i]?.length) await rec.addRecommendInfos(as, { recommendClassifyId: b.id, goodsIds: [...new Set(chunks[i])] });
  }
}

async function packages(ctx: Ctx, goods: Published[]) {
  const specOf = async (as: AuthedCtx, name: string, idx = 0) => {
    const g = goods.find((x) => x.name === name)!;
    return (await goodsSvc.myGoodsById(as, g.goodsId)).specs[idx].specId;
  };
  const wf = demoShops.find((s) => s.owner.kind === "ENTERPRISE" && s.owner.enterprise === wofeng)!;
  const as = ownerCtx(ctx, wf);
  const img = await saveSvg(as, "package/1", "蛋鸡全程料套餐", goodsSvg("040101", "蛋鸡全程料套餐 育雏", { spec: "40kg/袋" }));
  // price set from the parts: 5% below their list prices added up
  const listPrice = async (who: AuthedCtx, name: string) => (await goodsSvc.myGoodsById(who, goods.find((x) => x.name === name)!.goodsId)).specs[0].listPrice;
  const parts = [await listPrice(as, "蛋鸡配合料 育雏期（0-6周）"), await listPrice(as, "蛋鸡配合料 育成期（7-16周）")];
  await goodsSvc.publishPackage(as, {
    name: "蛋鸡全程料套餐（育雏+育成）",
    subTitle: "前 16 周用料一次备齐",
    images: [img],
    description: "<p>育雏期料 10 袋 + 育成期料 20 袋，一次备齐前 16 周用料，比单买省 5%。</p>",
    items: [
      { specId: await specOf(as, "蛋鸡配合料 育雏期（0-6周）"), quantity: 10 },
      { specId: await specOf(as, "蛋鸡配合料 育成期（7-16周）"), quantity: 20 },
    ],
    price: round((parts[0] * 10 + parts[1] * 20) * 0.95),
    stock: 200,
    shopClassifyId: null,
  });
  const mx = demoShops.find((s) => s.name === "牧鑫养殖设备")!;
  const asMx = ownerCtx(ctx, mx);
  const names = ["负压风机", "7090型湿帘", "智能环控器"];
  const prices: number[] = [];
  for (const n of names) prices.push(await listPrice(asMx, n));
  const img2 = await saveSvg(asMx, "package/2", "鸡舍环控套餐", goodsSvg("070301", "新建鸡舍环控套餐", { spec: "1380型" }));
  await goodsSvc.publishPackage(asMx, {
    name: "新建鸡舍环控套餐（风机+湿帘+环控器）",
    subTitle: "一栋 1.5 万只蛋鸡舍的通风降温方案",
    images: [img2],
    description: "<p>负压风机 6 台 + 湿帘 12 片 + 智能环控器 1 台，包安装调试。</p>",
    items: [
      { specId: await specOf(asMx, "负压风机"), quantity: 6 },
      { specId: await specOf(asMx, "7090型湿帘"), quantity: 12 },
      { specId: await specOf(asMx, "智能环控器"), quantity: 1 },
    ],
    price: round((prices[0] * 6 + prices[1] * 12 + prices[2]) * 0.92),
    stock: 20,
    shopClassifyId: null,
  });
}

const inDays = (now: Date, n: number) => new Date(now.getTime() + (8 * 3600 + n * 86_400) * 1000).toISOString().slice(0, 10);

async function posts(ctx: Ctx) {
  const now = ctx.now;
  const sl = asPerson(ctx, seller);
  const supply = (name: string, categoryId: string, unit: string, price: number | null, quantity: number, area: string, i: number) =>
    goodsSvc.publishSupply(sl, {
      name,
      categoryId,
      unit,
      price,
      quantity,
      images: [],
      description: `<p>${name}。可看货，量大从优，欢迎来电。</p>`,
      originAreaCode: area,
      validUntil: inDays(now, 20 + i * 5),
      deliveryRange: { nationwide: false, areaCodes: ["370000"] },
      logistics: ["SELLER", "PICKUP"],
      contactName: seller.name,
      contactMobile: seller.mobile,
    });
  await supply("出售 海兰褐淘汰蛋鸡 8000 只（500 日龄）", "030402", "JIN", 480, 8000 * 3.6, "371502", 0);
  await supply("供应 发酵鸡粪有机肥 500 吨", "090102", "DUN", 38_000, 500, "370783", 1);
  await supply("出售 新季玉米 300 吨 14 水", "110101", "DUN", 232_000, 300, "371702", 2);
  await supply("常年供应 红壳鸡蛋 每天 200 箱", "020101", "XIANG", 18_500, 200, "371321", 3);
  await supply("出售 二手阶梯式蛋鸡笼 50 组", "070101", "TAO", 85_000, 50, "370782", 4);
  await supply("供应 白羽肉鸡毛鸡 2 万只（42 日龄）", "030401", "JIN", null, 20_000 * 5.5, "371502", 5);

  const buyer = actAs(ctx, { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", roles: ["BUYER", "FARMER"] });
  const [b] = await ctx.db.select({ mobile: member.mobile }).from(member).where(eq(member.id, "demo-buyer"));
  const demand = (as: AuthedCtx, contactName: string, contactMobile: string, name: string, categoryId: string, unit: string, quantity: number, min: number | null, max: number | null, area: string, cycle: "ONCE" | "WEEKLY" | "MONTHLY" | "LONG_TERM", i: number) =>
    goodsSvc.publishDemand(as, {
      name,
      categoryId,
      unit,
      quantity,
      expectPriceMin: min,
      expectPriceMax: max,
      purchaseCycle: cycle,
      deliveryAreaCode: area,
      validUntil: inDays(now, 10 + i * 4),
      images: [],
      description: `<p>${name}，请有货的商家报价，可实地看货。</p>`,
      contactName,
      contactMobile,
    });
  const bm = b?.mobile ?? "13800000001";
  await demand(buyer, "张建国", bm, "求购 海兰褐蛋鸡苗 1 万羽（已免疫）", "010101", "YU", 10_000, 330, 380, "370102", "ONCE", 0);
  await demand(buyer, "张建国", bm, "求购 蛋鸡配合料 产蛋高峰期 20 吨", "040101", "DUN", 20, 380_000, 420_000, "370102", "MONTHLY", 1);
  await demand(buyer, "张建国", bm, "求购 新城疫活疫苗 50 瓶", "060101", "PING", 50, 1800, 2500, "370102", "ONCE", 2);
  await demand(buyer, "张建国", bm, "求购 自动料线 1 套（100 米）", "070201", "TAO", 1, null, null, "370102", "ONCE", 3);
  await demand(buyer, "张建国", bm, "求购 樱桃谷鸭苗 5000 羽", "010301", "YU", 5000, 300, 380, "370102", "ONCE", 4);
  const wf = asEnterprise(ctx, wofeng);
  await demand(wf, wofeng.admin.name, wofeng.mobile, "长期求购 玉米 500 吨（二等及以上）", "040301", "DUN", 500, 228_000, 240_000, "370702", "LONG_TERM", 5);
  await demand(wf, wofeng.admin.name, wofeng.mobile, "求购 43 蛋白豆粕 100 吨", "040302", "DUN", 100, 330_000, 350_000, "370702", "MONTHLY", 6);
  await demand(wf, wofeng.admin.name, wofeng.mobile, "求购 进口鱼粉 20 吨", "040304", "DUN", 20, null, null, "370702", "ONCE", 7);

  const hz = asEnterprise(ctx, heze);
  const soil = { images: [], description: "", contactName: heze.admin.name, contactMobile: heze.mobile };
  await goodsSvc.publishSoil(hz, "SOIL_TRUSTEESHIP", {
    ...soil, name: "单县 300 亩 小麦玉米全程托管", areaCode: "371722", address: "单县黄岗镇鲁丰合作社托管片区", areaMu: 300, landType: "FARMLAND", termYears: 3, pricePerMuYear: 38_000, availableFrom: inDays(now, 30), trusteeshipItems: ["耕地", "播种", "植保", "收获", "烘干"],
  });
  await goodsSvc.publishSoil(hz, "SOIL_TRUSTEESHIP", {
    ...soil, name: "曹县 150 亩 花生托管", areaCode: "371721", address: "曹县青菏街道刘庄村", areaMu: 150, landType: "FARMLAND", termYears: 2, pricePerMuYear: 42_000, availableFrom: inDays(now, 45), trusteeshipItems: ["播种", "植保", "收获"],
  });
  await goodsSvc.publishSoil(hz, "SOIL_FLOW", {
    ...soil, name: "郓城 80 亩 水浇地出租", areaCode: "371725", address: "郓城县张营镇后李村东", areaMu: 80, landType: "FARMLAND", termYears: 5, pricePerMuYear: 85_000, availableFrom: inDays(now, 20), flowMode: "LEASE",
  });
  await goodsSvc.publishSoil(hz, "SOIL_FLOW", {
    ...soil, name: "牡丹区 20 亩 养殖用地转包（有环评）", areaCode: "371702", address: "牡丹区吕陵镇工业路南", areaMu: 20, landType: "BREEDING", termYears: 10, pricePerMuYear: 120_000, availableFrom: inDays(now, 15), flowMode: "SUBCONTRACT",
  });

  const pv = asPerson(ctx, provider);
  const service = (as: AuthedCtx, type: "SERVICE_SUPPLY" | "SERVICE_DEMAND", name: string, serviceType: "PLOUGH" | "SOW" | "PROTECT" | "HARVEST" | "EPIDEMIC" | "FEEDING" | "TRANSPORT" | "OTHER", areas: string[], price: number | null, priceUnit: string, areaMu: number | null, contactName: string, contactMobile: string) =>
    goodsSvc.publishService(as, type, { name, serviceType, serviceAreaCodes: areas, areaMu, startDate: inDays(now, 1), endDate: inDays(now, 90), price, priceUnit, images: [], description: `<p>${name}</p>`, contactName, contactMobile });
  await service(pv, "SERVICE_SUPPLY", "植保无人机飞防作业（小麦一喷三防）", "PROTECT", ["370700", "370900"], 800, "亩", null, provider.name, provider.mobile);
  await service(pv, "SERVICE_SUPPLY", "玉米机收服务（含运输）", "HARVEST", ["370900", "371700"], 6500, "亩", null, provider.name, provider.mobile);
  await service(pv, "SERVICE_SUPPLY", "鸡舍空栏消毒与免疫接种服务", "EPIDEMIC", ["370100", "371300"], 8, "羽", null, provider.name, provider.mobile);
  await service(buyer, "SERVICE_DEMAND", "需要 200 亩小麦一喷三防", "PROTECT", ["370102"], null, "亩", 200, "张建国", bm);
  await service(buyer, "SERVICE_DEMAND", "蛋鸡场 5 万羽 新城疫免疫接种", "EPIDEMIC", ["370102"], 6, "羽", null, "张建国", bm);
}

async function evaluations(ctx: Ctx, goods: Published[], shopIds: Map<DemoShop, string>, sales: Map<string, number>, r: Rng) {
  const rows = [];
  const written = new Set<string>();
  for (const g of goods) {
    const sold = sales.get(g.goodsId) ?? 0;
    if (!sold || r.next() > 0.5) continue;
    const [row] = await ctx.db.select({ status: goodsTable.status, boId: goodsTable.boId }).from(goodsTable).where(eq(goodsTable.id, g.goodsId));
    if (row.status !== "ON") continue;
    const [spec] = await ctx.db.select({ id: goodsSpec.id, name: goodsSpec.name }).from(goodsSpec).where(eq(goodsSpec.goodsId, g.goodsId));
    // best sellers collect more reviews, never more than they sold
    const count = Math.min(sold, r.int(1, 2) + (sold > 300 ? r.int(1, 3) : 0));
    const who = [...reviewers].sort(() => r.next() - 0.5);
    for (let i = 0; i < count; i++) {
      const score = r.pick([5, 5, 5, 5, 4, 4, 4, 3, 2, 1]);
      const sub = () => Math.max(1, Math.min(5, score + r.pick([0, 0, 0, 1, -1])));
      let content = reviewText(top(g.cat), score, r.pick);
      for (let tries = 0; written.has(content) && tries < 8; tries++) content = reviewText(top(g.cat), score, r.pick);
      written.add(content);
      const buyer = who[i % who.length];
      rows.push({
        goodsId: g.goodsId,
        specId: spec?.id ?? null,
        specName: spec?.name ?? null,
        shopId: shopIds.get(g.shop)!,
        sellerBoId: row.boId,
        buyerBoId: buyer.id,
        buyerName: buyer.name,
        score,
        descriptionScore: sub(),
        serviceScore: sub(),
        logisticsScore: sub(),
        content,
        images: [],
        isAnonymous: r.next() < 0.15,
        createdAt: new Date(ctx.now.getTime() - r.int(1, 90) * 86_400_000),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await ctx.db.insert(goodsEvaluation).values(rows.slice(i, i + 200));
}

async function customerPrices(ctx: Ctx, goods: Published[]) {
  const as = asEnterprise(ctx, wofeng);
  const [b] = await ctx.db.select({ mobile: member.mobile }).from(member).where(eq(member.id, "demo-buyer"));
  if (!b?.mobile) return;
  await addCustomer(as, { mobile: b.mobile, asEnterprise: false, level: "KEY", note: "济南历城蛋鸡场，月采购约 60 吨" });
  await addCustomer(as, { mobile: reviewers[0].mobile, asEnterprise: false, level: "NORMAL" });
  const items = [];
  for (const name of ["蛋鸡配合料 育雏期（0-6周）", "蛋鸡配合料 产蛋高峰期", "蛋鸡 20% 浓缩料", "蛋鸡 5% 预混料"]) {
    const g = goods.find((x) => x.name === name)!;
    for (const s of (await goodsSvc.myGoodsById(as, g.goodsId)).specs) items.push({ specId: s.specId, customerBoId: "demo-buyer", price: round(s.listPrice * 0.96) });
  }
  await batchEdit(as, items);
}

async function adverts(ctx: Ctx, op: AuthedCtx, shopIds: Map<DemoShop, string>, goods: Published[]) {
  const slot = async (code: string) => (await ctx.db.select().from(cmsAdvert).where(eq(cmsAdvert.code, code)))[0];
  const shopOf = (name: string) => shopIds.get(demoShops.find((s) => s.name === name)!)!;
  const g = (name: string) => goods.find((x) => x.name === name)!.goodsId;
  const put = async (code: string, i: number, cat: string, title: string, sub: string, linkType: "GOODS" | "SHOP" | "NONE" | "URL", linkTarget: string | null, w = 1200, h = 400) => {
    const s = await slot(code);
    const imageUrl = await saveSvg(op, `advert/${code.toLowerCase()}-${i}`, title, bannerSvg(cat, title, sub, w, h));
    await addDetail(op, { advertId: s.id, title, imageUrl, linkType, linkTarget, startAt: null, endAt: null, sort: i * 10, status: "ON" });
  };
  await put("HOME_BANNER", 1, "01", "春季补栏季", "优质蛋鸡苗、肉鸡苗 产地直发 到场包活", "SHOP", shopOf("福禽种禽旗舰店"));
  await put("HOME_BANNER", 2, "04", "饲料惠农月", "蛋鸡料满 10 吨送货上门 · 重点客户专享价", "GOODS", g("蛋鸡配合料 产蛋高峰期"));
  await put("HOME_BANNER", 3, "06", "疫苗冷链直达", "2-8℃ 全程冷链 · 批签发可查", "SHOP", shopOf("康牧兽药疫苗专营店"));
  await put("HOME_BANNER", 4, "07", "智能养殖设备", "环控、料线、清粪一站式方案", "SHOP", shopOf("牧鑫养殖设备"));
  await put("HOME_SIDE", 1, "02", "产地鲜蛋", "当日产当日发", "SHOP", shopOf("蒙山鲜蛋直营店"), 280, 200);
  await put("HOME_SIDE", 2, "11", "发布求购", "百家供应商为您报价", "URL", "/purchasingHall/index", 280, 200);
  await put("HOME_FLOOR_1", 1, "01", "禽苗种禽", "品种全 · 免疫全", "SHOP", shopOf("福禽种禽旗舰店"), 390, 480);
  await put("HOME_FLOOR_2", 1, "04", "配合饲料", "厂家直供", "SHOP", shopOf("沃丰饲料旗舰店"), 390, 480);
  await put("HOME_FLOOR_3", 1, "05", "兽药疫苗", "执业兽医指导", "SHOP", shopOf("康牧兽药疫苗专营店"), 390, 480);
  await put("HOME_FLOOR_4", 1, "07", "养殖设备", "包安装调试", "SHOP", shopOf("牧鑫养殖设备"), 390, 480);
  await put("GOODS_HOME_BANNER", 1, "03", "冷鲜禽肉", "屠宰分割 冷链到家", "SHOP", shopOf("鲁西禽肉旗舰店"), 1200, 360);
  await put("GOODS_HOME_BANNER", 2, "08", "春播良种", "审定品种 · 发芽率有保证", "SHOP", shopOf("丰登种业"), 1200, 360);
  await put("GOODS_HOME_BANNER", 3, "12", "农机补贴季", "补贴机型 到店即享", "SHOP", shopOf("岱岳农机"), 1200, 360);
  await put("PURCHASING_HALL_BANNER", 1, "04", "采购大厅", "发布求购，供应商主动报价", "NONE", null, 1200, 200);

  for (const name of ["沃丰饲料旗舰店", "福禽种禽旗舰店"]) {
    const s = demoShops.find((x) => x.name === name)!;
    const as = ownerCtx(ctx, s);
    const [banner] = await myShopSlots(as);
    const imageUrl = await saveSvg(as, `advert/shop-${shopIds.get(s)}`, `${name} 横幅`, bannerSvg(s.scope[0], name, "欢迎光临本店", 1200, 400));
    await addDetail(as, { advertId: banner.id, title: `${name}横幅`, imageUrl, linkType: "NONE", linkTarget: null, startAt: null, endAt: null, sort: 10, status: "ON" });
  }
}

/**
 * Sales and shelf times, written on the goods rows (the seed has no orders): counts vary with the
 * goods' popularity and its unit (chicks in lots of hundreds, tractors one by one), popularity is
 * dealt round-robin over the shops so the best sellers come from many shops, and goods went on the
 * shelf at times spread over two months in the same shop-interleaved order, so a list's first page
 * (newest first) shows many shops. The search index follows. Returns each goods' sales count.
 */
async function salesAndShelfTimes(ctx: Ctx, goods: Published[], shopIds: Map<DemoShop, string>, r: Rng): Promise<Map<string, number>> {
  const byShop = new Map<DemoShop, Published[]>();
  for (const g of goods) byShop.set(g.shop, [...(byShop.get(g.shop) ?? []), g]);
  const queues = [...byShop.values()].map((gs) => [...gs].sort(() => r.next() - 0.5));
  const interleaved: Published[] = [];
  while (queues.some((q) => q.length)) for (const q of queues) if (q.length) interleaved.push(q.shift()!);
  const units = new Map((await ctx.db.select({ id: goodsTable.id, unit: goodsTable.unit }).from(goodsTable).where(eq(goodsTable.type, "GOODS"))).map((x) => [x.id, x.unit]));
  const sales = new Map<string, number>();
  const n = interleaved.length;
  for (const [i, g] of interleaved.entries()) {
    const score = ((n - i) / n) * (0.78 + 0.22 * r.next());
    const unit = units.get(g.goodsId) ?? "";
    const p = Math.round(2 + 2400 * score ** 3);
    // chicks go in lots of at least 500 (the minimum order), so their counts are round hundreds
    const sold = unit === "YU" ? Math.max(500, Math.round(p / 100) * 100) : unit === "TAI" ? Math.round(p / 100) : unit === "TAO" ? Math.round(p / 50) : unit === "DUN" ? Math.round(p / 10) : p;
    sales.set(g.goodsId, sold);
    const onShelfAt = new Date(ctx.now.getTime() - (i * 4 + r.int(0, 3)) * 3_600_000 - r.int(0, 59) * 60_000);
    await ctx.db.update(goodsTable).set({ salesCount: sold, viewCount: sold * r.int(6, 14) + r.int(20, 400), onShelfAt }).where(eq(goodsTable.id, g.goodsId));
  }
  for (const id of shopIds.values()) await reindexChangedShop(ctx, { shopId: id });
  return sales;
}

/** Loads the demo catalogue (inside the demo data's transaction). */
export async function loadCatalogDemo(ctx: Ctx): Promise<void> {
  const r = seeded(20260318);
  await createPeople(ctx);
  const op = actAs(ctx, { memberId: "demo-operator", boId: "demo-operator", boType: "PERSON", roles: ["OPERATOR"] });
  const shopIds = await openShops(ctx, op);
  // wofeng first: its loyalty coupon goes to the demo buyer
  const open = demoShops.filter((s) => s.fate === "OPEN").sort((a, b) => Number(b.name.includes("沃丰")) - Number(a.name.includes("沃丰")));
  await loadShopOffers(
    op,
    open.map((shop) => ({ shop, as: ownerCtx(ctx, shop) })),
    "13800000001",
  );
  const goods = await publishGoods(ctx, r);
  await reviewGoods(op, goods);
  // 沃丰 (the first open shop) runs a full reduction, a discount and a presale
  await seedDemoPromotions(ownerCtx(ctx, open[0]));
  await shopCategoriesAndRecommendations(ctx, goods, shopIds);
  await packages(ctx, goods);
  await posts(ctx);
  const sales = await salesAndShelfTimes(ctx, goods, shopIds, r);
  await evaluations(ctx, goods, shopIds, sales, r);
  await customerPrices(ctx, goods);
  await adverts(ctx, op, shopIds, goods);
}
