/**
 * The web's side of a plot's outline: the live area while drawing and the same checks the server makes
 * (server farm-land/geometry.ts), with the same Turf functions, so what the member sees is what is stored.
 */
import { CHINA_BOX, M2_PER_MU, PLOT_MAX_M2, PLOT_MIN_M2, type PlotGeometry } from "@qinlian/contract";
import { area } from "@turf/area";
import { kinks } from "@turf/kinks";

/** GeoJSON's shapes as Turf and Leaflet take them (declared here: the `geojson` types package is theirs, not ours). */
export type Position = number[];
export interface Polygon {
  type: "Polygon";
  coordinates: Position[][];
}
export interface MultiPolygon {
  type: "MultiPolygon";
  coordinates: Position[][][];
}
export interface Feature<G, P> {
  type: "Feature";
  id?: string | number;
  geometry: G;
  properties: P;
}
export interface FeatureCollection<G, P> {
  type: "FeatureCollection";
  features: Feature<G, P>[];
}

const EARTH_RADIUS_M = 6_371_008.8;

export type GeometryProblem = "invalidOpen" | "invalidPoints" | "invalidKinks" | "invalidBox" | "invalidSize";

export interface Figures {
  areaM2: number;
  areaMu: number;
}

const inChina = ([lng, lat]: Position) => lng >= CHINA_BOX.minLng && lng <= CHINA_BOX.maxLng && lat >= CHINA_BOX.minLat && lat <= CHINA_BOX.maxLat;
const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

export function areaM2Of(g: PlotGeometry): number {
  if (g.type === "Circle") return 2 * Math.PI * EARTH_RADIUS_M ** 2 * (1 - Math.cos(g.radius / EARTH_RADIUS_M));
  const p: Polygon = { type: "Polygon", coordinates: g.coordinates };
  return area(p);
}

export const figuresOf = (g: PlotGeometry): Figures => {
  const m2 = areaM2Of(g);
  return { areaM2: Math.round(m2), areaMu: Math.round((m2 / M2_PER_MU) * 100 + 1e-9) / 100 };
};

/** The first problem the server would refuse the outline for, or null. */
export function problemOf(g: PlotGeometry): GeometryProblem | null {
  if (g.type === "Polygon") {
    const ring = g.coordinates[0] ?? [];
    if (!ring.every(inChina)) return "invalidBox";
    if (ring.length < 2 || !same(ring[0], ring[ring.length - 1])) return "invalidOpen";
    if (new Set(ring.map((p) => `${p[0]},${p[1]}`)).size < 3) return "invalidPoints";
    if (kinks({ type: "Polygon", coordinates: [ring] } satisfies Polygon).features.length) return "invalidKinks";
  } else if (!inChina(g.center)) {
    return "invalidBox";
  }
  const m2 = areaM2Of(g);
  return m2 < PLOT_MIN_M2 || m2 > PLOT_MAX_M2 ? "invalidSize" : null;
}

const r7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** A closed ring from drawn points ([lng, lat]), rounded to 7 decimals (≈1 cm), repeated points dropped. */
export function ringOf(points: [number, number][]): PlotGeometry {
  const pts: [number, number][] = [];
  for (const [lng, lat] of points) {
    const p: [number, number] = [r7(lng), r7(lat)];
    if (!pts.length || !same(pts[pts.length - 1], p)) pts.push(p);
  }
  if (pts.length > 1 && same(pts[0], pts[pts.length - 1])) pts.pop();
  return { type: "Polygon", coordinates: [[...pts, ...(pts.length ? [pts[0]] : [])]] };
}

export const circleOf = (lng: number, lat: number, radius: number): PlotGeometry => ({ type: "Circle", center: [r7(lng), r7(lat)], radius: Math.round(radius * 10) / 10 });

/** [south, west, north, east] of an outline. */
export function boundsOf(g: PlotGeometry): [[number, number], [number, number]] {
  if (g.type === "Circle") {
    const dLat = g.radius / 111_195;
    const dLng = dLat / Math.cos((g.center[1] * Math.PI) / 180);
    return [
      [g.center[1] - dLat, g.center[0] - dLng],
      [g.center[1] + dLat, g.center[0] + dLng],
    ];
  }
  const ring = g.coordinates[0];
  const lats = ring.map((p) => p[1]);
  const lngs = ring.map((p) => p[0]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
