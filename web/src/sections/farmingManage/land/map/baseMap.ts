/**
 * The farm map's base: Leaflet (with Leaflet-Geoman for drawing), a scale, and the background.
 *
 * The tile source is a setting: a standard XYZ URL (`{z}/{x}/{y}`), read from the runtime client
 * config (`window.__QINLIAN__.mapTileUrl`, served by the server's /app-config.js) or, failing that, the
 * build's `VITE_MAP_TILE_URL`. With none, the map draws on a plain background with the province's county
 * outlines shipped with the app (/geo/370000-counties.json: Shandong, simplified), so it works offline
 * and in tests. Everything here loads only with the map screens (their own chunks).
 */
import "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css";
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./map.css";
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from "./geo";

export { L };

/** Leaflet-Geoman patches the global `L` Leaflet sets; it is imported after Leaflet, once. */
let geoman: Promise<void> | null = null;
export function loadGeoman(): Promise<void> {
  geoman ??= import("@geoman-io/leaflet-geoman-free").then(() => undefined);
  return geoman;
}

/** The province whose county outlines ship with the app (the demo farms are in Shandong). */
export const SHIPPED_PROVINCE = "370000";
/** Where the map opens without plots: 济南 (the province's capital). */
export const DEFAULT_CENTER: [number, number] = [36.6512, 117.1201];

export function tileUrl(): string | null {
  const runtime = (typeof window !== "undefined" ? (window.__QINLIAN__ as { mapTileUrl?: string } | undefined)?.mapTileUrl : undefined) ?? null;
  const built = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? null;
  const url = runtime || built;
  return url && /^https?:\/\/.+\{z\}.*/.test(url) ? url : null;
}

export interface CountyProps {
  code: string;
  name: string;
  cp: [number, number] | null;
}
export type CountyFeature = Feature<Polygon | MultiPolygon, CountyProps>;

let counties: Promise<CountyFeature[]> | null = null;
/** The shipped county outlines (fetched once; empty when unavailable). */
export function loadCounties(): Promise<CountyFeature[]> {
  counties ??= fetch(`/geo/${SHIPPED_PROVINCE}-counties.json`)
    .then((r) => (r.ok ? (r.json() as Promise<FeatureCollection<Polygon | MultiPolygon, CountyProps>>) : { type: "FeatureCollection" as const, features: [] }))
    .then((fc) => fc.features)
    .catch(() => []);
  return counties;
}

export interface BaseMap {
  map: L.Map;
  offline: boolean;
  /** The county layer (offline only), for place search. */
  counties: Promise<CountyFeature[]>;
}

/** A map in `el` with zoom, scale and the background; the caller adds plots and controls. */
export function createBaseMap(el: HTMLElement, opts: { zoomControl?: boolean } = {}): BaseMap {
  const url = tileUrl();
  const map = L.map(el, { zoomControl: opts.zoomControl ?? true, attributionControl: !!url, preferCanvas: false, maxZoom: 20, minZoom: 5 }).setView(DEFAULT_CENTER, 9);
  L.control.scale({ imperial: false, position: "bottomleft" }).addTo(map);
  const list = loadCounties();
  let removed = false;
  map.on("unload", () => (removed = true));
  if (url) {
    L.tileLayer(url, { maxZoom: 20, attribution: "" }).addTo(map);
  } else {
    el.style.background = "#eef3ea";
    void list.then((features) => {
      if (removed || !features.length) return;
      const layer = L.geoJSON({ type: "FeatureCollection", features } as Parameters<typeof L.geoJSON>[0], {
        interactive: false,
        style: { color: "#9aa79a", weight: 1, fillColor: "#f7f9f4", fillOpacity: 1, dashArray: "3 3" },
      });
      layer.addTo(map);
      layer.bringToBack();
      const labels = L.layerGroup(
        features
          .filter((f) => f.properties.cp)
          .map((f) =>
            L.marker([f.properties.cp![1], f.properties.cp![0]], {
              interactive: false,
              keyboard: false,
              icon: L.divIcon({ className: "ql-county-label", html: escapeHtml(f.properties.name), iconSize: [80, 16], iconAnchor: [40, 8] }),
            }),
          ),
      );
      const showLabels = () => (map.getZoom() >= 9 ? labels.addTo(map) : labels.remove());
      map.on("zoomend", showLabels);
      showLabels();
    });
  }
  return { map, offline: !url, counties: list };
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Leaflet layer of a stored outline. */
export function layerOf(g: import("@qinlian/contract").PlotGeometry, style: L.PathOptions): L.Polygon | L.Circle {
  return g.type === "Circle"
    ? L.circle([g.center[1], g.center[0]], { ...style, radius: g.radius })
    : L.polygon(
        g.coordinates[0].slice(0, -1).map(([lng, lat]) => [lat, lng] as [number, number]),
        style,
      );
}
