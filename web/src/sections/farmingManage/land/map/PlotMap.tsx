import type { PlotView } from "@qinlian/contract";
import { useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { plotStateColors, useLandTexts } from "../texts";
import { createBaseMap, escapeHtml, L, layerOf, tileUrl, type CountyFeature } from "./baseMap";
import { addOverview } from "./overview";

export interface PlotMapHandle {
  /** Zooms to one plot (and opens it), or to every plot. */
  focus(id: string | null): void;
  /** Zooms to a county outline. */
  focusCounty(c: CountyFeature): void;
  /** Asks the browser for the position and centres the map on it. */
  locate(onError: (msg: string) => void): void;
  counties(): Promise<CountyFeature[]>;
}

export interface PlotMapProps {
  plots: PlotView[];
  selectedId?: string | null;
  onSelect?: (p: PlotView) => void;
  height?: number | string;
  onOffline?: (offline: boolean) => void;
  /** Records per plot, drawn as heat over the plots (null: no heat layer). */
  heat?: readonly { plotId: string; count: number }[] | null;
  ref?: Ref<PlotMapHandle>;
}

/** Heat rings, outer to inner: yellow → orange → red, the more records the larger. */
const HEAT_RINGS = [
  { share: 1, color: "#fadb14", opacity: 0.3 },
  { share: 0.62, color: "#fa8c16", opacity: 0.4 },
  { share: 0.3, color: "#f5222d", opacity: 0.55 },
];

/** Every plot of the farm drawn in its state's colour with its name; a click selects it. */
export default function PlotMap({ plots, selectedId, onSelect, height = 480, onOffline, heat, ref }: PlotMapProps) {
  const { d } = useLandTexts();
  const el = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const countyList = useRef<Promise<CountyFeature[]>>(Promise.resolve([]));
  const layers = useRef(new Map<string, L.Polygon | L.Circle>());
  const group = useRef<L.FeatureGroup | null>(null);
  const me = useRef<L.CircleMarker | null>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    if (!el.current) return;
    const base = createBaseMap(el.current);
    addOverview(base.map, base.counties, tileUrl() ?? undefined);
    map.current = base.map;
    countyList.current = base.counties;
    group.current = L.featureGroup().addTo(base.map);
    onOffline?.(base.offline);
    const drawn = layers.current;
    return () => {
      base.map.stop();
      base.map.remove();
      map.current = null;
      group.current = null;
      drawn.clear();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one map per mount
  }, []);

  // Redraw the plots when they change; fit the view the first time there are some.
  const fitted = useRef(false);
  useEffect(() => {
    const g = group.current;
    const m = map.current;
    if (!g || !m) return;
    g.clearLayers();
    layers.current.clear();
    for (const p of plots) {
      const color = plotStateColors[p.state];
      const l = layerOf(p.geometry, { color, weight: p.id === selectedId ? 4 : 2, fillColor: color, fillOpacity: p.id === selectedId ? 0.45 : 0.25 });
      l.bindTooltip(`${escapeHtml(p.name)} · ${escapeHtml(d("plot.muShort", { mu: p.areaMu.toFixed(2) }))}`, { permanent: true, direction: "center", className: "ql-plot-label" });
      l.on("click", () => onSelectRef.current?.(p));
      l.addTo(g);
      layers.current.set(p.id, l);
    }
    if (!fitted.current && plots.length) {
      fitted.current = true;
      const sel = selectedId ? layers.current.get(selectedId) : null;
      m.fitBounds((sel ?? g).getBounds(), { padding: [30, 30], maxZoom: 17 });
    }
  }, [plots, selectedId, d]);

  // The heat layer: rings at each plot's centre sized by its share of the busiest plot's records.
  const heatGroup = useRef<L.LayerGroup | null>(null);
  useEffect(() => {
    const m = map.current;
    if (!m) return;
    heatGroup.current?.remove();
    heatGroup.current = null;
    if (!heat?.length) return;
    const max = Math.max(...heat.map((h) => h.count));
    const g = L.layerGroup();
    for (const h of heat) {
      const p = plots.find((x) => x.id === h.plotId);
      if (!p) continue;
      const r = 14 + 26 * Math.sqrt(h.count / max);
      for (const ring of HEAT_RINGS)
        L.circleMarker([p.centerLat, p.centerLng], { radius: r * ring.share, stroke: false, fillColor: ring.color, fillOpacity: ring.opacity, interactive: false }).addTo(g);
    }
    heatGroup.current = g.addTo(m);
  }, [heat, plots]);

  useImperativeHandle(ref, () => ({
    focus(id) {
      const m = map.current;
      const target = id ? layers.current.get(id) : group.current;
      if (m && target && (!("getLayers" in target) || target.getLayers().length)) m.fitBounds(target.getBounds(), { padding: [30, 30], maxZoom: 17 });
    },
    focusCounty(c) {
      const m = map.current;
      if (m) m.fitBounds(L.geoJSON(c).getBounds(), { padding: [20, 20] });
    },
    locate(onError) {
      const m = map.current;
      if (!m) return;
      m.once("locationfound", (e: L.LocationEvent) => {
        me.current?.remove();
        me.current = L.circleMarker(e.latlng, { radius: 7, color: "#fff", weight: 2, fillColor: "#1677ff", fillOpacity: 1 }).addTo(m);
      });
      m.once("locationerror", (e: L.ErrorEvent) => onError(e.message));
      m.locate({ setView: true, maxZoom: 16 });
    },
    counties: () => countyList.current,
  }));

  return <div ref={el} className="ql-map" style={{ height }} data-testid="plot-map" />;
}
