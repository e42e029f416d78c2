import type { PlotGeometry, PlotView } from "@qinlian/contract";
import { AimOutlined, BorderOutlined, DeleteOutlined, EditOutlined, RadiusSettingOutlined } from "@ant-design/icons";
import { Alert, Button, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useLandTexts } from "../texts";
import { createBaseMap, L, layerOf, loadGeoman } from "./baseMap";
import { circleOf, figuresOf, problemOf, ringOf } from "./geo";

export interface PlotEditorProps {
  value?: PlotGeometry | null;
  onChange?: (g: PlotGeometry | null) => void;
  /** The farm's other plots, drawn faintly for reference. */
  others?: PlotView[];
  height?: number | string;
}

type Shape = L.Polygon | L.Circle;

/** Leaflet-Geoman's per-layer and per-map handles (its typings merge them into Leaflet's). */
const geometryOf = (layer: Shape): PlotGeometry => {
  if (layer instanceof L.Circle) {
    const c = layer.getLatLng();
    return circleOf(c.lng, c.lat, layer.getRadius());
  }
  const rings = layer.getLatLngs() as L.LatLng[][];
  return ringOf((rings[0] ?? []).map((p) => [p.lng, p.lat]));
};

const SHAPE_STYLE: L.PathOptions = { color: "#d4380d", weight: 2, fillColor: "#fa541c", fillOpacity: 0.25 };

/**
 * Draws one plot outline: a polygon (click the vertices) or a circle (press and drag), then drag the
 * vertices to adjust. The area is shown live (Turf, as the server computes it) with the first problem
 * the server would refuse. A controlled form item: `value` / `onChange`.
 */
export default function PlotEditor({ value, onChange, others, height = 420 }: PlotEditorProps) {
  const { d } = useLandTexts();
  const el = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const shapeRef = useRef<Shape | null>(null);
  const othersRef = useRef<L.FeatureGroup | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [live, setLive] = useState<PlotGeometry | null>(value ?? null);
  const [drawing, setDrawing] = useState<"Polygon" | "Circle" | null>(null);
  const [editing, setEditing] = useState(false);
  const [offline, setOffline] = useState(false);
  const [ready, setReady] = useState(false);
  const initial = useRef(value);

  useEffect(() => {
    const box = el.current;
    if (!box) return;
    let alive = true;
    let map: L.Map | null = null;
    const emit = (layer: Shape) => {
      const g = geometryOf(layer);
      setLive(g);
      onChangeRef.current?.(g);
    };
    const watch = (layer: Shape) => layer.on("pm:edit pm:markerdrag pm:markerdragend pm:centerplaced pm:change", () => emit(layer));
    // Geoman hooks into maps created after it loads: load it first, then build the map.
    void loadGeoman().then(() => {
      if (!alive) return;
      const base = createBaseMap(box);
      const m = base.map;
      map = m;
      mapRef.current = m;
      setOffline(base.offline);
      othersRef.current = L.featureGroup().addTo(m);
      m.pm.setLang("zh");
      m.pm.setGlobalOptions({ allowSelfIntersection: true, snappable: false, templineStyle: { color: "#d4380d" }, hintlineStyle: { color: "#d4380d", dashArray: "5 5" } });
      if (initial.current) {
        const l = layerOf(initial.current, SHAPE_STYLE);
        l.addTo(m);
        shapeRef.current = l;
        watch(l);
        m.fitBounds(l.getBounds(), { padding: [30, 30], maxZoom: 18 });
      }
      m.on("pm:create", (e: { layer: L.Layer }) => {
        const layer = e.layer as Shape;
        setDrawing(null);
        shapeRef.current?.remove();
        shapeRef.current = layer;
        layer.setStyle(SHAPE_STYLE);
        watch(layer);
        emit(layer);
      });
      m.on("pm:drawstart", (e: { workingLayer: L.Layer }) => {
        const working = e.workingLayer;
        working.on("pm:vertexadded", () => {
          const pts = (working as L.Polyline).getLatLngs() as L.LatLng[];
          if (pts.length >= 3) setLive(ringOf(pts.map((p) => [p.lng, p.lat])));
        });
      });
      setReady(true);
    });
    return () => {
      alive = false;
      // stop a zoom or pan still animating (a fit after saving): it would finish on a removed map
      map?.stop();
      map?.remove();
      mapRef.current = null;
      shapeRef.current = null;
      othersRef.current = null;
    };
  }, []);

  // The farm's other plots, faint, for reference; the view goes to them while nothing is drawn yet.
  const othersFitted = useRef(false);
  useEffect(() => {
    const g = othersRef.current;
    const map = mapRef.current;
    if (!g || !map) return;
    g.clearLayers();
    for (const p of others ?? []) layerOf(p.geometry, { color: "#8c8c8c", weight: 1, fillOpacity: 0.1, interactive: false }).addTo(g);
    // only while nothing is drawn: after a save the list reloads with the new plot in it, and an
    // animated fit then would still be running when the page leaves and the map is removed
    if (!othersFitted.current && !initial.current && !shapeRef.current && g.getLayers().length) {
      othersFitted.current = true;
      map.fitBounds(g.getBounds(), { padding: [30, 30], maxZoom: 17, animate: false });
    }
  }, [others, ready]);

  const draw = (shape: "Polygon" | "Circle") => {
    const map = mapRef.current;
    if (!map) return;
    setEditing(false);
    shapeRef.current?.pm.disable();
    map.pm.enableDraw(shape, { snappable: false });
    setDrawing(shape);
  };
  const toggleEdit = () => {
    const s = shapeRef.current;
    if (!s) return;
    if (editing) s.pm.disable();
    else s.pm.enable({ allowSelfIntersection: true, draggable: true });
    setEditing(!editing);
  };
  const clear = () => {
    mapRef.current?.pm.disableDraw();
    shapeRef.current?.remove();
    shapeRef.current = null;
    setEditing(false);
    setDrawing(null);
    setLive(null);
    onChangeRef.current?.(null);
  };
  const locate = () => mapRef.current?.locate({ setView: true, maxZoom: 17 });

  const problem = live ? problemOf(live) : null;
  const fig = live ? figuresOf(live) : null;
  return (
    <div data-testid="plot-editor">
      <div className="ql-map-toolbar">
        <Space wrap size={[8, 8]}>
          <Button size="middle" type={drawing === "Polygon" ? "primary" : "default"} icon={<BorderOutlined />} onClick={() => draw("Polygon")} data-testid="draw-polygon">
            {d("map.polygon")}
          </Button>
          <Button size="middle" type={drawing === "Circle" ? "primary" : "default"} icon={<RadiusSettingOutlined />} onClick={() => draw("Circle")} data-testid="draw-circle">
            {d("map.circle")}
          </Button>
          <Button size="middle" type={editing ? "primary" : "default"} icon={<EditOutlined />} disabled={!live} onClick={toggleEdit} data-testid="draw-edit">
            {editing ? d("map.finish") : d("map.edit")}
          </Button>
          <Button size="middle" icon={<DeleteOutlined />} disabled={!live && !drawing} onClick={clear} data-testid="draw-clear">
            {d("map.remove")}
          </Button>
          <Button size="middle" icon={<AimOutlined />} onClick={locate} aria-label={d("map.locate")} />
        </Space>
      </div>
      <div ref={el} className="ql-map" style={{ height }} data-testid="plot-editor-map" />
      <div style={{ marginTop: 8 }} aria-live="polite">
        {fig ? (
          <Typography.Text strong data-testid="live-area">
            {d("map.liveArea", { mu: fig.areaMu.toFixed(2), m2: fig.areaM2.toLocaleString() })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{d("map.noShape")}</Typography.Text>
        )}
        {problem && <Alert type="error" showIcon style={{ marginTop: 8 }} message={d(`map.${problem}`)} data-testid="shape-problem" />}
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {d("map.drawHint")}
          {offline ? ` ${d("map.offline")}` : ""}
        </Typography.Paragraph>
      </div>
    </div>
  );
}
