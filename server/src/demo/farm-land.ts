import type { PlotGeometry, PlotInput, SeasonInput } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../kit/context";
import { addPlot, addSeason, changePlotState } from "../modules/farm-land";
import { requireManufacturer } from "../modules/manufacturer";

/** Acts as the demo buyer (张建国, a person) on their default farm. */
const asBuyer = (ctx: Ctx): AuthedCtx => ({
  ...ctx,
  member: { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON", employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
});

const M_PER_DEG_LAT = 111_195;
const r7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** A point `east`/`north` metres from (lng, lat). */
function at(lng: number, lat: number, east: number, north: number): [number, number] {
  return [r7(lng + east / (M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180))), r7(lat + north / M_PER_DEG_LAT)];
}

/** A closed polygon through points given in metres from the farm's location. */
function shape(lng: number, lat: number, pts: [number, number][]): PlotGeometry {
  const ring = pts.map(([e, n]) => at(lng, lat, e, n));
  return { type: "Polygon", coordinates: [[...ring, ring[0]]] };
}

/** China's calendar day `daysAgo` before now. */
const dayAgo = (ctx: Ctx, daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Demo: five plots around the buyer's farm (张建国, 历城区建国蛋鸡养殖场; the farm's longitude/latitude,
 * or the county's centre when it has none) in every state — growing wheat, a growing broiler house
 * yard, an idle vegetable plot, a fallow field and an archived old orchard (a circle) — each with past
 * seasons.
 */
export async function loadFarmLandDemo(ctx: Ctx): Promise<void> {
  const buyer = asBuyer(ctx);
  const farm = await requireManufacturer(buyer);
  const lng = farm.longitude ?? 117.1205;
  const lat = farm.latitude ?? 36.6812;
  const plots: { input: PlotInput; moves: ("plant" | "fallow" | "archive")[]; seasons: Omit<SeasonInput, "plotId">[] }[] = [
    {
      input: {
        name: "东岭麦田",
        geometry: shape(lng, lat, [[120, -60], [420, -40], [440, 160], [140, 190]]),
        use: "CROP",
        soilType: "LOAM",
        irrigation: "SPRINKLER",
        crop: "冬小麦",
        managerName: "张建国",
        note: "鸡粪有机肥还田，每亩 2 方",
      },
      moves: ["plant"],
      seasons: [
        { use: "CROP", crop: "冬小麦", variety: "济麦22", startDate: dayAgo(ctx, 410), endDate: dayAgo(ctx, 165), expectedYield: 6000, actualYield: 6215.5, yieldUnit: "KG" },
        { use: "CROP", crop: "夏玉米", variety: "郑单958", startDate: dayAgo(ctx, 160), endDate: dayAgo(ctx, 55), expectedYield: 5200, actualYield: 4980, yieldUnit: "KG", note: "9 月初倒伏一次" },
        { use: "CROP", crop: "冬小麦", variety: "济麦44", startDate: dayAgo(ctx, 45), endDate: null, expectedYield: 6300, yieldUnit: "KG" },
      ],
    },
    {
      input: {
        name: "北坡散养鸡场",
        geometry: shape(lng, lat, [[-260, 80], [-60, 80], [-60, 260], [-160, 320], [-260, 260]]),
        use: "POULTRY",
        soilType: "SANDY",
        irrigation: "RAINFED",
        crop: "海兰褐蛋鸡",
        managerName: "李秀英",
        note: "林下散养，配 2 栋简易鸡舍",
      },
      moves: ["plant"],
      seasons: [
        { use: "POULTRY", crop: "海兰褐蛋鸡", variety: "海兰褐", startDate: dayAgo(ctx, 520), endDate: dayAgo(ctx, 120), expectedYield: 3000, actualYield: 2875, yieldUnit: "BIRD", note: "淘汰鸡出栏" },
        { use: "POULTRY", crop: "海兰褐蛋鸡", variety: "海兰褐", startDate: dayAgo(ctx, 100), endDate: null, expectedYield: 3200, yieldUnit: "BIRD" },
      ],
    },
    {
      input: {
        name: "村西菜园",
        geometry: shape(lng, lat, [[-320, -220], [-200, -220], [-200, -120], [-320, -120]]),
        use: "CROP",
        soilType: "LOAM",
        irrigation: "DRIP",
        managerName: "张建国",
      },
      moves: [],
      seasons: [{ use: "CROP", crop: "大白菜", variety: "北京新3号", startDate: dayAgo(ctx, 130), endDate: dayAgo(ctx, 30), expectedYield: 9000, actualYield: 9650, yieldUnit: "KG" }],
    },
    {
      input: {
        name: "南洼休耕地",
        geometry: shape(lng, lat, [[60, -420], [330, -400], [300, -250], [40, -270]]),
        use: "CROP",
        soilType: "SALINE",
        irrigation: "FLOOD",
        managerName: "张建国",
        note: "轻度盐碱，休耕改良一年",
      },
      moves: ["fallow"],
      seasons: [{ use: "CROP", crop: "棉花", variety: "鲁棉研28", startDate: dayAgo(ctx, 560), endDate: dayAgo(ctx, 380), expectedYield: 300, actualYield: 212, yieldUnit: "KG" }],
    },
    {
      input: {
        name: "老果园",
        geometry: { type: "Circle", center: at(lng, lat, 420, 380), radius: 60 },
        use: "CROP",
        soilType: "CLAY",
        irrigation: "OTHER",
        note: "苹果树老化，已停用",
      },
      moves: ["archive"],
      seasons: [{ use: "CROP", crop: "苹果", variety: "红富士", startDate: dayAgo(ctx, 900), endDate: dayAgo(ctx, 700), expectedYield: 2.5, actualYield: 1.8, yieldUnit: "TON" }],
    },
  ];
  for (const p of plots) {
    const plot = await addPlot(buyer, p.input);
    for (const s of p.seasons) await addSeason(buyer, { plotId: plot.id, ...s });
    for (const m of p.moves) await changePlotState(buyer, { id: plot.id, event: m, reason: m === "plant" ? "开始本茬" : undefined });
  }
}
