/** Shapes of known size for the tests (and the demo): metres turned into degrees on Turf's sphere. */
import type { PlotGeometry } from "@qinlian/contract";
import { EARTH_RADIUS_M } from "./geometry";

export const DEG_LAT_M = (Math.PI * EARTH_RADIUS_M) / 180;
export const degLng = (lat: number) => DEG_LAT_M * Math.cos((lat * Math.PI) / 180);

/** A w × h metre rectangle with its south-west corner at (lng, lat), counter-clockwise and closed. */
export function rect(lng: number, lat: number, w: number, h: number): PlotGeometry {
  const dx = w / degLng(lat + h / DEG_LAT_M / 2);
  const dy = h / DEG_LAT_M;
  const r6 = (v: number) => Math.round(v * 1e7) / 1e7;
  return { type: "Polygon", coordinates: [[[lng, lat], [r6(lng + dx), lat], [r6(lng + dx), r6(lat + dy)], [lng, r6(lat + dy)], [lng, lat]]] };
}

/** A point `east` metres east and `north` metres north of (lng, lat). */
export const offset = (lng: number, lat: number, east: number, north: number): [number, number] => [
  Math.round((lng + east / degLng(lat)) * 1e7) / 1e7,
  Math.round((lat + north / DEG_LAT_M) * 1e7) / 1e7,
];
