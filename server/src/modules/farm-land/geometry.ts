/**
 * A plot's outline: validation and the figures computed from it (area, centre). Pure functions over
 * GeoJSON, so the web's live figure while drawing (the same Turf functions) matches the stored one.
 *
 * Area: Turf's geodesic area on the sphere (radius 6 371 008.8 m) for a polygon; for a circle the exact
 * area of the spherical cap of that radius, 2πR²(1 − cos(r/R)) (≈ πr² at plot sizes), not the
 * 64-gon Turf would draw. `areaM2` is rounded half up to the whole m²; `areaMu` is the unrounded m²
 * ÷ (10 000 / 15) rounded half up to two decimals (1 亩 ≈ 666.67 m²).
 */
import { CHINA_BOX, M2_PER_MU, PLOT_MAX_M2, PLOT_MIN_M2, type PlotGeometry } from "@qinlian/contract";
import { area } from "@turf/area";
import { centroid } from "@turf/centroid";
import { kinks } from "@turf/kinks";
import { invalid } from "../../kit/errors";

/** GeoJSON's shapes as Turf takes them (declared here: the `geojson` types package is Turf's, not ours). */
type Position = number[];
interface Polygon {
  type: "Polygon";
  coordinates: Position[][];
}

/** Turf's mean earth radius (metres), used by its area. */
export const EARTH_RADIUS_M = 6_371_008.8;

export interface PlotFigures {
  areaM2: number;
  areaMu: number;
  centerLng: number;
  centerLat: number;
}

const samePoint = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];
const round2 = (v: number) => Math.round(v * 100 + 1e-9) / 100;
const inChina = ([lng, lat]: Position) => lng >= CHINA_BOX.minLng && lng <= CHINA_BOX.maxLng && lat >= CHINA_BOX.minLat && lat <= CHINA_BOX.maxLat;

/** The area in m² (unrounded) of a validated outline. */
export function exactAreaM2(g: PlotGeometry): number {
  if (g.type === "Circle") return 2 * Math.PI * EARTH_RADIUS_M ** 2 * (1 - Math.cos(g.radius / EARTH_RADIUS_M));
  const poly: Polygon = { type: "Polygon", coordinates: g.coordinates };
  return area(poly);
}

/** m² → mu, half up to two decimals. */
export const muOf = (m2: number) => round2(m2 / M2_PER_MU);

/**
 * Checks an outline (the error names `field`, e.g. "geometry") and returns its figures:
 * the ring is closed, has at least 3 distinct points, does not cross itself (Turf kinks), lies in
 * China's box, and its area is between PLOT_MIN_M2 and PLOT_MAX_M2.
 */
export function checkGeometry(g: PlotGeometry, field = "geometry"): PlotFigures {
  if (g.type === "Polygon") {
    const ring = g.coordinates[0];
    if (!ring.every(inChina)) throw invalid(field, "地块须在中国境内（经度 73–136，纬度 3–54）");
    if (!samePoint(ring[0], ring[ring.length - 1])) throw invalid(field, "轮廓未闭合：最后一个点须与第一个点相同");
    const distinct = new Set(ring.map((p) => `${p[0]},${p[1]}`));
    if (distinct.size < 3) throw invalid(field, "轮廓至少需要 3 个不同的点");
    for (let i = 1; i < ring.length; i++) if (samePoint(ring[i], ring[i - 1])) throw invalid(field, "轮廓有重复的相邻点");
    const poly: Polygon = { type: "Polygon", coordinates: [ring] };
    if (kinks(poly).features.length > 0) throw invalid(field, "轮廓自相交，请调整顶点");
  } else if (!inChina(g.center)) {
    throw invalid(field, "地块须在中国境内（经度 73–136，纬度 3–54）");
  }
  const m2 = exactAreaM2(g);
  if (m2 < PLOT_MIN_M2) throw invalid(field, `面积太小（至少 ${PLOT_MIN_M2} 平方米）`);
  if (m2 > PLOT_MAX_M2) throw invalid(field, `面积太大（最多 ${PLOT_MAX_M2 / 1_000_000} 平方公里）`);
  const [centerLng, centerLat] =
    g.type === "Circle" ? g.center : centroid({ type: "Polygon", coordinates: g.coordinates } satisfies Polygon).geometry.coordinates;
  return { areaM2: Math.round(m2), areaMu: muOf(m2), centerLng: round6(centerLng), centerLat: round6(centerLat) };
}

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;
