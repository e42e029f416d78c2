import { goods, type Parsed } from "@qinlian/contract";
/**
 * Grading fresh fruit (assessQuality/fruits) by a table: the grade is the lowest any check allows.
 *
 * Apples — GB/T 10651-2008 《鲜苹果》 grade limits:
 *   fruit diameter (largest cross-section): large-fruited varieties ≥80 / ≥75 / ≥65 mm, medium and
 *   small-fruited ≥65 / ≥60 / ≥55 mm for 优等品 / 一等品 / 二等品; colour coverage of red varieties
 *   (Fuji type) ≥90% / ≥80% / ≥55%.
 * Pears — the same structure as GB/T 10650-2008 《鲜梨》; the diameter limits below (large ≥70/65/60,
 *   medium ≥60/55/50, small ≥50/45/40 mm) are this platform's simplification of the per-variety table.
 * Surface defects (both) — the platform's simplification of the standards' per-defect allowances:
 *   优等品 none; 一等品 at most 2 slight defects totalling ≤1.0 cm²; 二等品 at most 4 totalling ≤2.5 cm².
 *   Rot or disease, or an obviously malformed fruit, is 等外 (out of grade).
 */
type Grade = "PREMIUM" | "FIRST" | "SECOND" | "OUT";
const order: Grade[] = ["PREMIUM", "FIRST", "SECOND", "OUT"];
const gradeNames: Record<Grade, string> = { PREMIUM: "优等品", FIRST: "一等品", SECOND: "二等品", OUT: "等外品" };

type Size = "LARGE" | "MEDIUM" | "SMALL";
const diameters: Record<"APPLE" | "PEAR", Record<Size, [number, number, number]>> = {
  APPLE: { LARGE: [80, 75, 65], MEDIUM: [65, 60, 55], SMALL: [65, 60, 55] },
  PEAR: { LARGE: [70, 65, 60], MEDIUM: [60, 55, 50], SMALL: [50, 45, 40] },
};
const colour: [number, number, number] = [90, 80, 55];
const defectLimits: [count: number, area: number][] = [
  [0, 0],
  [2, 1.0],
  [4, 2.5],
];

const byThresholds = (v: number, t: readonly number[]): Grade => order[t.findIndex((x) => v >= x)] ?? "OUT";

/** The call's input (the contract declares it once). */
export type FruitInput = Parsed<typeof goods.assessQualityFruits>;

export function assessFruit(q: FruitInput) {
  const d = diameters[q.fruit][q.sizeClass];
  const checks: { item: string; value: string; requirement: string; grade: Grade }[] = [
    {
      item: "果径",
      value: `${q.diameterMm} mm`,
      requirement: `优等 ≥${d[0]}，一等 ≥${d[1]}，二等 ≥${d[2]} mm`,
      grade: byThresholds(q.diameterMm, d),
    },
  ];
  if (q.fruit === "APPLE" && q.colorCoveragePct !== null) {
    checks.push({
      item: "着色面积",
      value: `${q.colorCoveragePct}%`,
      requirement: `优等 ≥${colour[0]}%，一等 ≥${colour[1]}%，二等 ≥${colour[2]}%`,
      grade: byThresholds(q.colorCoveragePct, colour),
    });
  }
  const di = defectLimits.findIndex(([n, a]) => q.defects.count <= n && q.defects.totalAreaCm2 <= a);
  checks.push({
    item: "果面缺陷",
    value: `${q.defects.count} 处，共 ${q.defects.totalAreaCm2} cm²`,
    requirement: "优等 无；一等 ≤2 处且 ≤1.0 cm²；二等 ≤4 处且 ≤2.5 cm²",
    grade: q.defects.count === 0 && q.defects.totalAreaCm2 === 0 ? "PREMIUM" : (order[di] ?? "OUT"),
  });
  checks.push({
    item: "腐烂病害与畸形",
    value: q.defects.rotOrDecay ? "有腐烂/病害" : q.defects.deformed ? "明显畸形" : "无",
    requirement: "不得有腐烂、病害或明显畸形",
    grade: q.defects.rotOrDecay || q.defects.deformed ? "OUT" : "PREMIUM",
  });
  const grade = checks.reduce<Grade>((g, c) => (order.indexOf(c.grade) > order.indexOf(g) ? c.grade : g), "PREMIUM");
  return {
    grade,
    gradeName: gradeNames[grade],
    standard: q.fruit === "APPLE" ? "GB/T 10651-2008 鲜苹果（缺陷限度为平台简化）" : "参照 GB/T 10650-2008 鲜梨（果径与缺陷限度为平台简化）",
    checks,
  };
}
