import { Codes, goods } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { todayCst } from "./reference";
import { enterprise, goodsFormFor, openShop, operator, person } from "./test-fixtures";

const inDays = (n: number) => todayCst(new Date(Date.now() + n * 86_400_000));

const supply = (o: Record<string, unknown> = {}) => ({
  name: "出售 海兰褐淘汰蛋鸡 5000 只",
  categoryId: "030402",
  unit: "ZHI",
  price: 2600,
  quantity: 5000,
  images: [],
  description: "<p>500 日龄，体重 1.8kg 左右</p>",
  originAreaCode: "371502",
  validUntil: inDays(30),
  contactName: "赵师傅",
  contactMobile: "13911112222",
  ...o,
});

const demand = (o: Record<string, unknown> = {}) => ({
  name: "求购 玉米 200 吨",
  categoryId: "040301",
  unit: "DUN",
  quantity: 200,
  expectPriceMin: 230000,
  expectPriceMax: 245000,
  purchaseCycle: "MONTHLY" as const,
  deliveryAreaCode: "370702",
  validUntil: inDays(15),
  images: [],
  description: "水分 ≤14%，霉变 ≤2%",
  contactName: "孙经理",
  contactMobile: "13922223333",
  ...o,
});

describe("supply and demand posts, soil and service listings", async () => {
  const t = await createTestApp();
  const seller = await person(t, ["SELLER"], "赵卖家");
  const buyer = await person(t, ["BUYER"], "孙买家");
  const farmerCorp = await enterprise(t, { staffRoles: [["EMP_FARM"]] });

  it("a seller publishes a supply post without a shop; it is on shelf and public", async () => {
    const s = await t.ok(goods.publishSupple, supply(), { ticket: seller.ticket });
    expect(s.status).toBe("ON");
    const v = await t.ok(goods.selGoodsByIdV2, { goodsId: s.goodsId });
    expect(v).toMatchObject({ type: "SUPPLY", shopId: null, priceMin: 2600, unitName: "只", specs: [] });
    expect(v.ext).toMatchObject({ kind: "SUPPLY", quantity: 5000, priceNegotiable: false, contactMobile: "139****2222" });
    const asMember = await t.ok(goods.selGoodsByIdV2, { goodsId: s.goodsId }, { ticket: buyer.ticket });
    expect(asMember.ext).toMatchObject({ contactMobile: "13911112222" });
    const list = await t.ok(goods.selGoodsListByPage, { type: "SUPPLY" });
    expect(list.list.map((g) => g.goodsId)).toContain(s.goodsId);
  });

  it("a negotiable price, then a modify keeping the state", async () => {
    const s = await t.ok(goods.publishSupple, supply({ price: null, name: "出售 鸡粪有机肥" , categoryId: "090102", unit: "DUN" }), { ticket: seller.ticket });
    let v = await t.ok(goods.selGoodsByIdV2, { goodsId: s.goodsId });
    expect(v.priceMin).toBeNull();
    expect(v.ext).toMatchObject({ priceNegotiable: true });
    await t.ok(goods.modifySupple, { ...supply({ price: 35000, categoryId: "090102", unit: "DUN" }), goodsId: s.goodsId }, { ticket: seller.ticket });
    v = await t.ok(goods.selGoodsByIdV2, { goodsId: s.goodsId });
    expect(v).toMatchObject({ status: "ON", priceMin: 35000 });
  });

  it("demand posts through both entries; they appear in the purchasing hall list", async () => {
    const a = await t.ok(goods.publishNeed, demand(), { ticket: buyer.ticket });
    const b = await t.ok(goods.publishNeedOpen, demand({ name: "求购 豆粕 50 吨", categoryId: "040302" }), { ticket: buyer.ticket });
    const hall = await t.ok(goods.selGoodsListByPage, { type: "DEMAND", categoryId: "0403" });
    expect(hall.list.map((g) => g.goodsId).sort()).toEqual([a.goodsId, b.goodsId].sort());
    expect(hall.list[0].ext).toMatchObject({ kind: "DEMAND", purchaseCycle: "MONTHLY" });
    await t.ok(goods.modifyNeedOpen, { ...demand({ quantity: 300 }), goodsId: a.goodsId }, { ticket: buyer.ticket });
    expect((await t.ok(goods.selGoodsByIdV2, { goodsId: a.goodsId })).ext).toMatchObject({ quantity: 300 });
    const bad = await t.call(goods.publishNeed, demand({ expectPriceMin: 300000 }), { ticket: buyer.ticket });
    expect(bad.msg).toContain("expectPriceMax");
  });

  it("dates in the past are refused, and a post past its validity leaves the lists", async () => {
    expect((await t.call(goods.publishSupple, supply({ validUntil: inDays(-1) }), { ticket: seller.ticket })).msg).toContain("validUntil");
    expect((await t.call(goods.publishSupple, supply({ validUntil: "2031-02-30" }), { ticket: seller.ticket })).msg).toContain("validUntil");
    const s = await t.ok(goods.publishSupple, supply({ name: "即将过期的供应" }), { ticket: seller.ticket });
    const later = { ...t.systemCtx(), now: new Date(Date.now() + 40 * 86_400_000) };
    const { publicPage } = await import("./listing");
    const page = await publicPage(later, { pageNum: 1, pageSize: 100, type: "SUPPLY" });
    expect(page.list.map((g) => g.goodsId)).not.toContain(s.goodsId);
  });

  it("type functions: a buyer cannot post supply, a seller cannot manage someone's demand", async () => {
    expect((await t.call(goods.publishSupple, supply(), { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(goods.publishSupple, supply())).code).toBe(Codes.NOT_LOGGED_IN);
    const d = await t.ok(goods.publishNeed, demand(), { ticket: buyer.ticket });
    expect((await t.call(goods.modifyNeed, { ...demand(), goodsId: d.goodsId }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    expect((await t.call(goods.delGoods, { goodsId: d.goodsId }, { ticket: seller.ticket })).code).toBe(Codes.NOT_FOUND);
    // modifying a record of another type through the wrong call names the field
    const s = await t.ok(goods.publishSupple, supply(), { ticket: seller.ticket });
    const wrong = await t.call(goods.modifyNeed, { ...demand(), goodsId: s.goodsId }, { ticket: seller.ticket });
    expect([wrong.code, wrong.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("goodsId")]);
  });

  it("review applies to what is offered for sale: a vaccine supply post waits, a vaccine demand post does not", async () => {
    const sell = await t.ok(goods.publishSupple, supply({ name: "转让 新城疫疫苗 20 瓶", categoryId: "060101", unit: "PING" }), { ticket: seller.ticket });
    expect(sell.status).toBe("PENDING");
    const want = await t.ok(goods.publishNeed, demand({ name: "求购 新城疫疫苗 50 瓶", categoryId: "060101", unit: "PING" }), { ticket: buyer.ticket });
    expect(want.status).toBe("ON");
  });

  it("my listings show only the types my roles manage, with counts", async () => {
    const mine = await t.ok(goods.selGoodsListByMember, {}, { ticket: seller.ticket });
    expect(new Set(mine.list.map((g) => g.type))).toEqual(new Set(["SUPPLY"]));
    expect(mine.counts.ON).toBe(mine.list.filter((g) => g.status === "ON").length);
    expect((await t.call(goods.selGoodsListByMember, { type: "SUPPLY" }, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    const demands = await t.ok(goods.selGoodsListByMember, { type: "DEMAND" }, { ticket: buyer.ticket });
    expect(demands.list.every((g) => g.boId === buyer.boId)).toBe(true);
  });

  it("take off and put back a post; delete it once off", async () => {
    const s = await t.ok(goods.publishSupple, supply(), { ticket: seller.ticket });
    await t.ok(goods.updStatus, { goodsIds: [s.goodsId], status: "OFF" }, { ticket: seller.ticket });
    expect((await t.call(goods.selGoodsByIdV2, { goodsId: s.goodsId })).code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(goods.applyUpdStatusOn, { goodsId: s.goodsId }, { ticket: seller.ticket })).status).toBe("ON");
    await t.ok(goods.updStatus, { goodsIds: [s.goodsId], status: "OFF" }, { ticket: seller.ticket });
    expect((await t.ok(goods.delGoodsList, { goodsIds: [s.goodsId] }, { ticket: seller.ticket }))[0].ok).toBe(true);
  });

  it("soil trusteeship and soil flow listings", async () => {
    const base = {
      name: "寿光 120 亩 水浇地",
      areaCode: "370783",
      address: "寿光市古城街道东营村",
      areaMu: 120.5,
      landType: "FARMLAND" as const,
      termYears: 5,
      pricePerMuYear: 90000,
      availableFrom: inDays(10),
      images: [],
      description: "",
      contactName: "钱村长",
      contactMobile: "13933334444",
    };
    const tr = await t.ok(goods.publishSoilTrusteeship, { ...base, trusteeshipItems: ["耕地", "播种", "植保", "收获"] }, { ticket: farmerCorp.ticket });
    const fl = await t.ok(goods.publishSoilFlow, { ...base, name: "潍坊 50 亩 养殖用地 出租", landType: "BREEDING", flowMode: "LEASE" }, { ticket: farmerCorp.ticket });
    const v = await t.ok(goods.selGoodsByIdV2, { goodsId: fl.goodsId });
    expect(v).toMatchObject({ type: "SOIL_FLOW", priceMin: 90000, originAreaName: "山东省潍坊市寿光市", unitName: "亩" });
    expect(v.ext).toMatchObject({ kind: "SOIL_FLOW", flowMode: "LEASE", areaMu: 120.5 });
    const list = await t.ok(goods.selGoodsListByPage, { type: "SOIL_TRUSTEESHIP", areaCode: "370700" });
    expect(list.list.map((g) => g.goodsId)).toEqual([tr.goodsId]);
    await t.ok(goods.modifySoilFlow, { ...base, flowMode: "SHARE", goodsId: fl.goodsId }, { ticket: farmerCorp.ticket });
    expect((await t.call(goods.publishSoilFlow, { ...base, flowMode: "LEASE" }, { ticket: farmerCorp.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(goods.publishSoilFlow, { ...base, flowMode: "LEASE", areaMu: 0 }, { ticket: farmerCorp.ticket })).msg).toContain("areaMu");
  });

  it("farming service supply and demand, listed by type and area", async () => {
    const provider = await person(t, ["SERVICE_PROVIDER"], "植保飞防队");
    const service = {
      name: "植保无人机飞防 小麦一喷三防",
      serviceType: "PROTECT" as const,
      serviceAreaCodes: ["370700"],
      areaMu: null,
      startDate: inDays(1),
      endDate: inDays(60),
      price: 800,
      priceUnit: "亩",
      images: [],
      description: "",
      contactName: "周队长",
      contactMobile: "13944445555",
    };
    const s = await t.ok(goods.publishServiceSupply, service, { ticket: provider.ticket });
    const d = await t.ok(goods.publishServiceDemand, { ...service, name: "需要 300 亩玉米收获", serviceType: "HARVEST", serviceAreaCodes: ["370783"], areaMu: 300, price: null }, { ticket: buyer.ticket });
    expect((await t.ok(goods.selServiceSupplyByPage, { areaCode: "370783" })).list.map((g) => g.goodsId)).toEqual([s.goodsId]);
    expect((await t.ok(goods.selServiceSupplyByPage, { areaCode: "410100" })).total).toBe(0);
    expect((await t.ok(goods.selServiceSupplyByPage, { serviceType: "HARVEST" })).total).toBe(0);
    expect((await t.ok(goods.selServiceDemandByPage, { serviceType: "HARVEST" })).list.map((g) => g.goodsId)).toEqual([d.goodsId]);
    expect((await t.call(goods.publishServiceSupply, { ...service, endDate: inDays(0), startDate: inDays(3) }, { ticket: provider.ticket })).msg).toContain("endDate");
    expect((await t.call(goods.publishServiceSupply, service, { ticket: buyer.ticket })).code).toBe(Codes.FORBIDDEN);
    await t.ok(goods.modifyServiceSupply, { ...service, price: 700, goodsId: s.goodsId }, { ticket: provider.ticket });
    await t.ok(goods.modifyServiceDemand, { ...service, goodsId: d.goodsId }, { ticket: buyer.ticket });
  });
});

describe("packages", async () => {
  const t = await createTestApp();
  const op = await operator(t);
  const seller = await enterprise(t, { staffRoles: [["EMP_PURCHASE"]] });
  const other = await person(t, ["SHOP_OWNER"]);
  await openShop(t, seller, op, { businessScope: ["04", "07"] });
  await openShop(t, other, op, { licences: [{ kind: "ID_CARD", number: "1", fileUrl: "/files/image/x/id.png" }] });
  const feed = await t.ok(goods.publishGoods, goodsFormFor({ specs: [{ name: "40kg/袋", price: 16800, stock: 100 }] }), { ticket: seller.ticket });
  const line = await t.ok(goods.publishGoods, goodsFormFor({ name: "自动料线 100 米", categoryId: "070201", unit: "TAO", specs: [{ name: "100米", price: 1_200_000, stock: 3 }] }), { ticket: seller.ticket });
  const foreign = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: other.ticket });
  const spec = async (goodsId: string, ticket: string) => (await t.ok(goods.selGoodsByIdManage, { goodsId }, { ticket })).specs[0].specId;
  const feedSpec = await spec(feed.goodsId, seller.ticket);
  const lineSpec = await spec(line.goodsId, seller.ticket);
  const foreignSpec = await spec(foreign.goodsId, other.ticket);
  const form = (o: Record<string, unknown> = {}) => ({
    name: "新场开业套餐：料线 + 开口料",
    images: ["/files/image/x/pkg.png"],
    description: "",
    items: [
      { specId: lineSpec, quantity: 1 },
      { specId: feedSpec, quantity: 10 },
    ],
    price: 1_300_000,
    stock: 50,
    ...o,
  });

  it("lists the specs a package may contain", async () => {
    const c = await t.ok(goods.selAllowPackageByDefaultShop, {}, { ticket: seller.ticket });
    expect(c.list.map((x) => x.specId).sort()).toEqual([feedSpec, lineSpec].sort());
  });

  it("publishes a package below the sum of its parts; its stock follows its parts", async () => {
    const p = await t.ok(goods.publishGoodsPackage, form(), { ticket: seller.ticket });
    expect(p.status).toBe("ON");
    const v = await t.ok(goods.selGoodsById, { goodsId: p.goodsId });
    expect(v.ext).toMatchObject({ kind: "PACKAGE", itemsTotal: 1_368_000, saving: 68_000 });
    expect(v.specs).toHaveLength(1);
    expect(v.specs[0].stock).toBe(3); // three feed lines in stock
    expect(v.stockTotal).toBe(3);
    const prefs = await t.ok(goods.publishGoods, goodsFormFor(), { ticket: seller.ticket });
    expect(prefs.status).toBe("ON");
    // the package's one spec keeps its id through edits
    await t.ok(goods.modifyGoodsPackage, { ...form({ price: 1_250_000 }), goodsId: p.goodsId }, { ticket: seller.ticket });
    const after = await t.ok(goods.selGoodsById, { goodsId: p.goodsId });
    expect(after.specs[0].specId).toBe(v.specs[0].specId);
    expect(after.specs[0].listPrice).toBe(1_250_000);
    // a component leaving the shelf makes the package unavailable
    await t.ok(goods.updStatus, { goodsIds: [line.goodsId], status: "OFF" }, { ticket: seller.ticket });
    const gone = await t.ok(goods.selGoodsById, { goodsId: p.goodsId });
    expect(gone.stockTotal).toBe(0);
    expect(gone.ext).toMatchObject({ items: [expect.objectContaining({ available: false }), expect.objectContaining({ available: true })] });
    await t.ok(goods.updStatus, { goodsIds: [line.goodsId], status: "ON" }, { ticket: seller.ticket });
    expect((await t.call(goods.updSpecPriceStock, { items: [{ specId: after.specs[0].specId, price: 2_000_000 }] }, { ticket: seller.ticket })).msg).toContain("items.price");
  });

  it("refuses a price at or above the parts, foreign specs, and callers without the function", async () => {
    expect((await t.call(goods.publishGoodsPackage, form({ price: 1_368_000 }), { ticket: seller.ticket })).msg).toContain("price");
    expect((await t.call(goods.publishGoodsPackage, form({ items: [{ specId: feedSpec, quantity: 1 }, { specId: foreignSpec, quantity: 1 }] }), { ticket: seller.ticket })).msg).toContain("items.specId");
    expect((await t.call(goods.publishGoodsPackage, form({ items: [{ specId: feedSpec, quantity: 1 }] }), { ticket: seller.ticket })).msg).toContain("items");
    expect((await t.call(goods.publishGoodsPackage, form(), { ticket: seller.staff[0].ticket })).code).toBe(Codes.FORBIDDEN);
    expect((await t.call(goods.publishGoodsPackage, form())).code).toBe(Codes.NOT_LOGGED_IN);
  });
});
