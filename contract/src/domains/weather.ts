import { z } from "zod";
import { domain } from "../kit/call";
import { day } from "../kit/day";
import { areaCode, id, instant } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";

/**
 * 天气与预警 — forecasts for a farm's location and the alerts (weatherRemind) made from them.
 *
 * **Forecasts** come from a provider (server weather/provider.ts): the HTTP provider reads the URL of
 * the WEATHER_URL setting; without it the recorded forecast shipped with the server is used (a
 * Shandong early-winter week, dated from today), so the demo and tests always have one. A forecast is
 * fetched once per location and day and kept.
 *
 * **A farm's location**: the centre of its plots (average of their centres), else the farm's own
 * longitude/latitude, else its county's area code.
 *
 * **Alert rules** (one small rule per kind, evaluated per farm and forecast day; the strongest level
 * that holds is taken), thresholds in `weatherThresholds`:
 * - 霜冻 FROST: lowest temperature ≤ 2 °C blue (frost possible on crops and water lines), ≤ 0 °C yellow,
 *   ≤ −5 °C orange.
 * - 寒潮 COLD_WAVE: lowest temperature falls ≥ 8 °C from the day before and is ≤ 4 °C: blue; falls
 *   ≥ 10 °C and ≤ 2 °C: yellow; falls ≥ 12 °C and ≤ 0 °C: orange.
 * - 高温 HEAT: highest temperature ≥ 35 °C yellow, ≥ 37 °C orange, ≥ 40 °C red.
 * - 暴雨 RAINSTORM: precipitation ≥ 50 mm in the day yellow, ≥ 100 mm orange, ≥ 250 mm red.
 * - 大风 GALE: wind force ≥ 8 (≥ 17.2 m/s) yellow, ≥ 10 (≥ 24.5 m/s) orange, ≥ 12 (≥ 32.7 m/s) red.
 * Each alert carries advice for poultry houses and for crops. The daily job (06:00 China time, and
 * once at start) makes at most one alert per farm, kind and day, and one message to the farm's owner.
 */

export const weatherKinds = ["FROST", "COLD_WAVE", "HEAT", "RAINSTORM", "GALE"] as const;
export const weatherKind = z.enum(weatherKinds).describe("预警类型：霜冻 / 寒潮 / 高温 / 暴雨 / 大风");
export type WeatherKind = z.infer<typeof weatherKind>;

export const weatherLevels = ["BLUE", "YELLOW", "ORANGE", "RED"] as const;
export const weatherLevel = z.enum(weatherLevels).describe("预警级别：蓝 / 黄 / 橙 / 红");
export type WeatherLevel = z.infer<typeof weatherLevel>;

/** The thresholds of the rules, by kind and level (see the file's header). */
export const weatherThresholds = {
  FROST: { BLUE: 2, YELLOW: 0, ORANGE: -5 },
  COLD_WAVE: { BLUE: { drop: 8, min: 4 }, YELLOW: { drop: 10, min: 2 }, ORANGE: { drop: 12, min: 0 } },
  HEAT: { YELLOW: 35, ORANGE: 37, RED: 40 },
  RAINSTORM: { YELLOW: 50, ORANGE: 100, RED: 250 },
  GALE: { YELLOW: { level: 8, ms: 17.2 }, ORANGE: { level: 10, ms: 24.5 }, RED: { level: 12, ms: 32.7 } },
} as const;

/** Weather of a day, as a code (for icons and English) and the provider's text. */
export const weatherCodes = ["SUNNY", "PARTLY_CLOUDY", "CLOUDY", "OVERCAST", "LIGHT_RAIN", "MODERATE_RAIN", "HEAVY_RAIN", "RAINSTORM", "SLEET", "LIGHT_SNOW", "SNOW", "FOG", "HAZE", "WINDY"] as const;
export const weatherCode = z.enum(weatherCodes);
export type WeatherCode = z.infer<typeof weatherCode>;

export const weatherDay = z.object({
  date: z.string().describe("YYYY-MM-DD"),
  code: weatherCode,
  text: z.string().describe("天气现象（中文），如 多云转晴"),
  tempMin: z.number().describe("最低气温 °C"),
  tempMax: z.number().describe("最高气温 °C"),
  precipitationMm: z.number().min(0).describe("降水量 mm"),
  windLevel: z.number().int().min(0).max(17).describe("风力等级"),
  windSpeedMs: z.number().min(0).describe("风速 m/s"),
  windDir: z.string().describe("风向，如 北风"),
});
export type WeatherDay = z.infer<typeof weatherDay>;

export const weatherLocation = z.object({
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  areaCode: z.string().nullable(),
  name: z.string().describe("位置说明，如 农场名或地区名"),
});
export type WeatherLocation = z.infer<typeof weatherLocation>;

export const forecastView = z.object({
  location: weatherLocation,
  source: z.enum(["HTTP", "RECORDED"]).describe("HTTP：配置的天气源；RECORDED：随系统附带的录制预报"),
  fetchedAt: instant,
  days: z.array(weatherDay),
});
export type ForecastView = z.infer<typeof forecastView>;

export const weatherRemindView = z.object({
  id,
  manufacturerId: id,
  farmName: z.string(),
  date: z.string().describe("预警针对的日期"),
  kind: weatherKind,
  level: weatherLevel,
  title: z.string(),
  text: z.string().describe("预报情况"),
  advicePoultry: z.string().describe("禽舍建议"),
  adviceCrop: z.string().describe("作物建议"),
  forecast: weatherDay.describe("预警所依据的当日预报"),
  previousTempMin: z.number().nullable().describe("前一日最低气温（寒潮）"),
  read: z.boolean(),
  createdAt: instant,
});
export type WeatherRemindView = z.infer<typeof weatherRemindView>;

export const weather = domain("weather", {
  getRemind: {
    path: "/api/basic/system/weatherRemind/getRemind",
    access: "member",
    summary: "当前农场今天及以后的天气预警（无请求体；没有农场时为空）",
    input: z.object({}),
    output: z.array(weatherRemindView),
  },
  selWeatherList: {
    path: "/api/basic/weather/selWeatherList",
    access: "member",
    summary: "天气预报（逐日）：给定经纬度或地区编码，否则当前农场的位置（每人每分钟最多 30 次：新位置要向天气源取数）",
    ratePerMinute: 30,
    input: z.object({
      lng: z.number().min(73).max(136).optional().describe("经度（中国境内；与纬度同时给出）"),
      lat: z.number().min(3).max(54).optional().describe("纬度（中国境内；与经度同时给出）"),
      areaCode: areaCode.optional(),
    }),
    output: forecastView,
  },
  selRemindPage: {
    path: "/api/basic/system/weatherRemind/selListByPage",
    access: "func:farmingManage.plan.weather",
    summary: "当前农场的天气预警（分页，按类型、级别、日期）— 路径为本项目所定",
    input: pageInput.extend({
      kind: weatherKind.optional(),
      level: weatherLevel.optional(),
      dateFrom: day.optional(),
      dateTo: day.optional(),
      unread: z.boolean().optional(),
    }),
    output: pageOf(weatherRemindView),
  },
  markRead: {
    path: "/api/basic/system/weatherRemind/updReadByIds",
    access: "func:farmingManage.plan.weather",
    summary: "把当前农场的天气预警标为已读 — 路径为本项目所定",
    input: z.object({ ids: z.array(id).min(1).max(100) }),
    output: z.object({ updated: z.number().int() }),
  },
});
