import { weatherKind, weatherLevel, type WeatherDay } from "@qinlian/contract";
import { date, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { audit, createdAt, enumText, idColumn, ts } from "../../kit/columns";

/** A forecast fetched for one location on one (China) day: kept, so a location is fetched once a day. */
export const weatherForecast = pgTable(
  "weather_forecast",
  {
    id: idColumn(),
    /** "ll:<lat>,<lng>" rounded to 0.1° (about 10 km), or "area:<code>". */
    locationKey: text().notNull(),
    day: date({ mode: "string" }).notNull(),
    source: text({ enum: ["HTTP", "RECORDED"] }).notNull(),
    days: jsonb().$type<WeatherDay[]>().notNull(),
    fetchedAt: createdAt(),
  },
  (t) => [uniqueIndex("weather_forecast_loc_day_uq").on(t.locationKey, t.day)],
);

/** A weather alert (天气预警) of a farm for a day and kind: at most one (the job is idempotent). */
export const weatherRemind = pgTable(
  "weather_remind",
  {
    id: idColumn(),
    manufacturerId: text().notNull(),
    /** Who was told: the farm's owner (boId). */
    memberId: text().notNull(),
    farmName: text().notNull(),
    date: date({ mode: "string" }).notNull(),
    kind: enumText(weatherKind).notNull(),
    level: enumText(weatherLevel).notNull(),
    title: text().notNull(),
    text: text().notNull(),
    advicePoultry: text().notNull(),
    adviceCrop: text().notNull(),
    /** The day's forecast the alert is from, and the day before's lowest (cold wave). */
    forecast: jsonb().$type<WeatherDay>().notNull(),
    previousTempMin: doublePrecision(),
    readAt: ts(),
    ...audit(),
  },
  (t) => [
    uniqueIndex("weather_remind_farm_kind_day_uq").on(t.manufacturerId, t.kind, t.date),
    index("weather_remind_farm_idx").on(t.manufacturerId, t.date),
  ],
);
