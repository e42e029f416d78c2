import { farmLand, farmRecord, plotStates, type PlotView } from "@qinlian/contract";
import { AimOutlined, ExpandOutlined, FireOutlined, PlusOutlined, UnorderedListOutlined } from "@ant-design/icons";
import { App, AutoComplete, Button, Col, Empty, Row, Space, Typography } from "antd";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import type { CountyFeature } from "../../farmingManage/land/map/baseMap";
import type { PlotMapHandle } from "../../farmingManage/land/map/PlotMap";
import { PlotMapLazy } from "../../farmingManage/land/parts";
import { plotStateColors, useLandTexts } from "../../farmingManage/land/texts";
import { PlotInfoCard } from "./PlotInfoCard";

/**
 * /farmingManageMap/index: every plot of the current farm on the map in its state's colour; a click
 * shows the plot's card. Toolbar: add a plot, the list, all plots, my location, and a place search over
 * the plots and the shipped county outlines.
 */
export default function MapIndexPage() {
  const { d } = useLandTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const plots = useCall(farmLand.selListByParam, {});
  const mapRef = useRef<PlotMapHandle>(null);
  const [selected, setSelected] = useState<PlotView | null>(null);
  const [offline, setOffline] = useState(false);
  const [query, setQuery] = useState("");
  const [counties, setCounties] = useState<CountyFeature[]>([]);
  // the records heat over the last 90 days, read when first switched on
  const [heatOn, setHeatOn] = useState(false);
  const heat = useCall(farmRecord.selPlotHeat, {}, { enabled: heatOn });
  const heatTotal = (heat.data ?? []).reduce((s, h) => s + h.count, 0);
  const list = useMemo(() => plots.data ?? [], [plots.data]);
  const totalMu = list.reduce((s, p) => s + p.areaMu, 0);

  const options = useMemo(() => {
    const q = query.trim();
    if (!q) return [];
    const ps = list.filter((p) => p.name.includes(q) || (p.crop ?? "").includes(q)).slice(0, 8);
    const cs = counties.filter((c) => c.properties.name.includes(q)).slice(0, 8);
    return [
      ...(ps.length ? [{ label: d("map.plotLayer"), options: ps.map((p) => ({ value: `plot:${p.id}`, label: p.name })) }] : []),
      ...(cs.length ? [{ label: d("map.countyLayer"), options: cs.map((c) => ({ value: `county:${c.properties.code}`, label: c.properties.name })) }] : []),
    ];
  }, [query, list, counties, d]);

  const onPick = (v: string) => {
    const [kind, id] = v.split(":");
    if (kind === "plot") {
      const p = list.find((x) => x.id === id);
      if (p) {
        setSelected(p);
        mapRef.current?.focus(p.id);
      }
    } else {
      const c = counties.find((x) => x.properties.code === id);
      if (c) mapRef.current?.focusCounty(c);
    }
    setQuery("");
  };

  return (
    <div data-testid="map-index">
      <PageHeader
        title={d("map.title")}
        extra={
          <Space wrap size={[8, 8]}>
            <Link to="/farmingManageMap/createLand">
              <Button type="primary" icon={<PlusOutlined />} data-testid="map-add">
                {d("map.addPlot")}
              </Button>
            </Link>
            <Link to="/farmingManage/farmlands">
              <Button icon={<UnorderedListOutlined />}>{d("map.list")}</Button>
            </Link>
          </Space>
        }
      />
      <Space wrap size={[8, 8]} style={{ marginBottom: 8 }}>
        <AutoComplete
          style={{ width: 240 }}
          value={query}
          options={options}
          onSearch={setQuery}
          onSelect={onPick}
          onFocus={() => void mapRef.current?.counties().then(setCounties)}
          placeholder={d("map.searchPlaceholder")}
          notFoundContent={query.trim() ? d("map.noResult") : null}
          aria-label={d("map.searchPlaceholder")}
          data-testid="map-search"
        />
        <Button icon={<ExpandOutlined />} onClick={() => mapRef.current?.focus(null)}>
          {d("map.fitAll")}
        </Button>
        <Button
          icon={<AimOutlined />}
          onClick={() => {
            void message.info(d("map.locating"));
            mapRef.current?.locate((msg) => void message.warning(d("map.locateFailed", { msg })));
          }}
        >
          {d("map.locate")}
        </Button>
        <Button icon={<FireOutlined />} type={heatOn ? "primary" : "default"} ghost={heatOn} aria-pressed={heatOn} onClick={() => setHeatOn(!heatOn)} data-testid="map-heat">
          {d("map.heat")}
        </Button>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={17}>
          <PlotMapLazy ref={mapRef} plots={list} selectedId={selected?.id} onSelect={setSelected} height="calc(100vh - 300px)" onOffline={setOffline} heat={heatOn ? heat.data : null} />
          <Space wrap size={[12, 4]} style={{ marginTop: 8 }}>
            {plotStates.map((s) => (
              <span key={s}>
                <span style={{ display: "inline-block", width: 12, height: 12, background: plotStateColors[s], opacity: 0.6, marginRight: 4, verticalAlign: -1 }} />
                {d(`states.${s}`)}
              </span>
            ))}
            <Typography.Text type="secondary">{d("map.plots", { n: list.length, mu: totalMu.toFixed(2) })}</Typography.Text>
            {offline && <Typography.Text type="secondary">{d("map.offline")}</Typography.Text>}
            {heatOn && heat.data && (
              <Typography.Text type="secondary" data-testid="map-heat-note">
                {heatTotal ? d("map.heatNote", { n: heatTotal, plots: heat.data.length }) : d("map.heatNone")}
              </Typography.Text>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={7}>
          {selected ? (
            <PlotInfoCard plot={list.find((p) => p.id === selected.id) ?? selected} />
          ) : plots.isSuccess && !list.length ? (
            <Empty description={d("map.noPlots")}>
              <Button type="primary" onClick={() => void navigate("/farmingManageMap/createLand")}>
                {d("map.addPlot")}
              </Button>
            </Empty>
          ) : (
            <Space direction="vertical" style={{ width: "100%" }}>
              {list.map((p) => (
                <Button
                  key={p.id}
                  block
                  style={{ textAlign: "left", borderLeft: `4px solid ${plotStateColors[p.state]}` }}
                  onClick={() => {
                    setSelected(p);
                    mapRef.current?.focus(p.id);
                  }}
                >
                  {p.name} · {d("plot.muShort", { mu: p.areaMu.toFixed(2) })}
                </Button>
              ))}
            </Space>
          )}
        </Col>
      </Row>
    </div>
  );
}
