import { weather, weatherKinds, weatherLevels, type WeatherDay, type WeatherKind, type WeatherLevel, type WeatherRemindView } from "@qinlian/contract";
import { App, Button, Form, Select, Switch, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useWeatherTexts } from "./texts";

const LEVEL_TONE: Record<WeatherLevel, "blue" | "gold" | "orange" | "red"> = { BLUE: "blue", YELLOW: "gold", ORANGE: "orange", RED: "red" };
const LEVEL_COLOUR: Record<WeatherLevel, string> = { BLUE: "#1677ff", YELLOW: "#d48806", ORANGE: "#d46b08", RED: "#cf1322" };

/** A provider's wind direction (中文) in the reader's language; unknown words as they are. */
const windDir = (d: (k: string, o?: Record<string, unknown>) => string, dir: string) => d(`windDirs.${dir}`, { defaultValue: dir });

interface Filters {
  kind?: WeatherKind;
  level?: WeatherLevel;
  unread?: boolean;
}

/** The next days' forecast as a strip of day cards (wrapping on a phone), alert days outlined. */
function ForecastStrip({ alertDays }: { alertDays: Map<string, WeatherLevel> }) {
  const { d } = useWeatherTexts();
  const q = useCall(weather.selWeatherList, {}, { errBySelf: true });
  if (q.isError) return <Typography.Paragraph type="secondary">{d("forecastFailed")}</Typography.Paragraph>;
  const f = q.data;
  const dayName = (w: WeatherDay, i: number) => (i === 0 ? d("today") : i === 1 ? d("tomorrow") : d(`weekdays.d${new Date(`${w.date}T00:00:00Z`).getUTCDay()}`));
  return (
    <div style={{ marginBottom: 20 }} data-testid="weather-forecast">
      <div style={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 8, marginBottom: 8 }}>
        <Typography.Text strong>{d("forecast")}</Typography.Text>
        {f && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d("location", { name: f.location.name })} · {d(`source.${f.source}`)}
          </Typography.Text>
        )}
      </div>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(100px, 1fr))", gap: 8 }}>
        {(f?.days ?? []).map((w, i) => {
          const alert = alertDays.get(w.date);
          return (
            <div
              key={w.date}
              data-testid="weather-day"
              style={{ border: `1px solid ${alert ? LEVEL_COLOUR[alert] : "#f0f0f0"}`, borderRadius: 8, padding: "8px 10px", background: alert ? "#fffbe6" : "#fff", minWidth: 0 }}
            >
              <div style={{ fontWeight: 600 }}>{dayName(w, i)}</div>
              <div style={{ fontSize: 12, color: "#595959" }}>{w.date.slice(5)}</div>
              <div style={{ margin: "4px 0" }}>{d(`codes.${w.code}`)}</div>
              <div style={{ fontWeight: 600 }}>
                {w.tempMin}° / {w.tempMax}°
              </div>
              <div style={{ fontSize: 12, color: "#595959" }}>{d("wind", { dir: windDir(d, w.windDir), level: w.windLevel })}</div>
              {w.precipitationMm > 0 && <div style={{ fontSize: 12, color: "#595959" }}>{d("rain", { mm: w.precipitationMm })}</div>}
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** /farmingManage/weatherRemind — the forecast for the next days and the farm's weather alerts. */
export default function WeatherRemindPage() {
  const { d, lang } = useWeatherTexts();
  const en = lang === "en";
  const { message } = App.useApp();
  const facts = (r: WeatherRemindView) =>
    d(`facts.${r.kind}`, { min: r.forecast.tempMin, max: r.forecast.tempMax, prev: r.previousTempMin ?? "-", mm: r.forecast.precipitationMm, dir: windDir(d, r.forecast.windDir), level: r.forecast.windLevel, ms: r.forecast.windSpeedMs });
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePagedCall(weather.selRemindPage, "farm.weather", { input: filters });
  const current = useCall(weather.getRemind, {});
  const mark = useFormMutation(weather.markRead);
  const alertDays = new Map<string, WeatherLevel>();
  for (const r of current.data ?? []) {
    const had = alertDays.get(r.date);
    if (!had || weatherLevels.indexOf(r.level) > weatherLevels.indexOf(had)) alertDays.set(r.date, r.level);
  }
  const markRead = async (ids: string[]) => {
    if (!ids.length || !(await mark.submit({ ids }))) return;
    void message.success(d("marked"));
    await invalidateCalls(weather.selRemindPage, weather.getRemind);
  };
  const columns: ColumnsType<WeatherRemindView> = [
    { title: d("date"), dataIndex: "date", width: 110 },
    {
      title: d("kind"),
      dataIndex: "kind",
      width: 150,
      render: (_: WeatherKind, r) => (
        <ToneTag tone={LEVEL_TONE[r.level]} title={d(`levels.${r.level}`)}>
          {d(`kinds.${r.kind}`)} · {d(`levels.${r.level}`)}
        </ToneTag>
      ),
    },
    {
      title: d("content"),
      dataIndex: "title",
      render: (_: string, r) => (
        <div style={{ minWidth: 220, maxWidth: 560 }}>
          <div style={{ fontWeight: r.read ? 400 : 600 }}>{en ? d("alertTitle", { date: r.date.slice(5), kind: d(`kinds.${r.kind}`), level: d(`levels.${r.level}`) }) : r.title}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {en ? `${r.farmName}: ${d(`codes.${r.forecast.code}`)}, ${facts(r)}` : r.text}
          </Typography.Text>
          <div style={{ fontSize: 13, marginTop: 4 }}>
            <div>
              <Typography.Text type="secondary">
                {d("poultry")}
                {d("colon")}
              </Typography.Text>
              {en ? d(`adviceText.${r.kind}.poultry`) : r.advicePoultry}
            </div>
            <div>
              <Typography.Text type="secondary">
                {d("crop")}
                {d("colon")}
              </Typography.Text>
              {en ? d(`adviceText.${r.kind}.crop`) : r.adviceCrop}
            </div>
          </div>
        </div>
      ),
    },
    {
      title: d("status"),
      key: "actions",
      width: 96,
      render: (_, r) =>
        r.read ? (
          <Typography.Text type="secondary">{d("read")}</Typography.Text>
        ) : (
          <Button type="link" size="small" onClick={() => void markRead([r.id])} data-testid="weather-mark">
            {d("markRead")}
          </Button>
        ),
    },
  ];
  const unreadOnPage = (list.data?.list ?? []).filter((r) => !r.read).map((r) => r.id);
  return (
    <div>
      <PageHeader title={d("title")} />
      <Typography.Paragraph type="secondary">{d("intro")}</Typography.Paragraph>
      <ForecastStrip alertDays={alertDays} />
      <div style={{ display: "flex", justifyContent: "space-between", flexWrap: "wrap", gap: 8 }}>
        <Typography.Text strong style={{ lineHeight: "32px" }}>
          {d("alerts")}
        </Typography.Text>
        <Button disabled={!unreadOnPage.length} onClick={() => void markRead(unreadOnPage)} data-testid="weather-mark-page">
          {d("markPageRead")}
        </Button>
      </div>
      <SearchBar form={form} testId="weather" style={{ marginTop: 8 }} onSearch={(v) => setFilters({ kind: v.kind, level: v.level, unread: v.unread || undefined })}>
        <Form.Item name="kind">
          <Select allowClear placeholder={d("kind")} aria-label={d("kind")} style={{ width: 110 }} options={weatherKinds.map((k) => ({ value: k, label: d(`kinds.${k}`) }))} />
        </Form.Item>
        <Form.Item name="level">
          <Select allowClear placeholder={d("level")} aria-label={d("level")} style={{ width: 110 }} options={weatherLevels.map((k) => ({ value: k, label: d(`levels.${k}`) }))} />
        </Form.Item>
        <Form.Item name="unread" valuePropName="checked" label={d("unreadOnly")}>
          <Switch size="small" />
        </Form.Item>
      </SearchBar>
      <PagedTable<WeatherRemindView> data-testid="weather-table" rowKey="id" columns={columns} list={list} emptyText={d("empty")} />
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12 }}>
        {d("rules")}
      </Typography.Paragraph>
    </div>
  );
}
