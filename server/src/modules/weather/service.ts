import { Codes, type ForecastView, type Page, type PageInput, type WeatherDay, type WeatherKind, type WeatherLevel, type WeatherRemindView } from "@qinlian/contract";
import { and, asc, desc, eq, gte, inArray, isNull, lte, type SQL } from "drizzle-orm";
import type { Config } from "../../config";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";
import { nextDay } from "../../kit/jobs/daily";
import { pageTable } from "../../kit/paging";
import { chinaDay, iso } from "../../kit/time";
import { farmPlaces, type FarmPlace } from "../../read/weather-farms";
import { requireManufacturer } from "../manufacturer";
import { areaById } from "../system";
import { sendMessage } from "../message";
import { providerFor, type ForecastPlace, type WeatherProvider } from "./provider";
import { evaluate, ruleOf } from "./rules";
import { weatherForecast, weatherRemind } from "./schema";

/** Alerts are made for today and the next ALERT_DAYS − 1 days of the forecast. */
export const ALERT_DAYS = 3;

const LEVEL_NAMES: Record<WeatherLevel, string> = { BLUE: "蓝色", YELLOW: "黄色", ORANGE: "橙色", RED: "红色" };

/** The WEATHER_URL setting (optional; the lead adds it to config.ts). */
export const weatherUrlOf = (config: Config): string | undefined => config.WEATHER_URL;

/** Tests replace the provider; otherwise the settings choose it. */
let providerOverride: WeatherProvider | null = null;
export function useProviderForTests(p: WeatherProvider | null): void {
  providerOverride = p;
}
const providerOf = (ctx: Pick<Ctx, "config">) => providerOverride ?? providerFor(weatherUrlOf(ctx.config));

const placeKey = (p: ForecastPlace) => ("areaCode" in p ? `area:${p.areaCode}` : `ll:${p.lat.toFixed(1)},${p.lng.toFixed(1)}`);

/** A farm's place for forecasts: its plots' centre, else its own coordinates, else its county. */
export function placeOfFarm(f: FarmPlace): { place: ForecastPlace; lng: number | null; lat: number | null } {
  if (f.plotLng !== null && f.plotLat !== null) return { place: { lng: f.plotLng, lat: f.plotLat }, lng: f.plotLng, lat: f.plotLat };
  if (f.lng !== null && f.lat !== null) return { place: { lng: f.lng, lat: f.lat }, lng: f.lng, lat: f.lat };
  return { place: { areaCode: f.areaCode }, lng: null, lat: null };
}

/** The forecast of a place for today: kept from the first fetch of the day, else fetched and kept. */
export async function forecastOf(ctx: Pick<Ctx, "db" | "now" | "config">, place: ForecastPlace): Promise<{ source: "HTTP" | "RECORDED"; fetchedAt: Date; days: WeatherDay[] }> {
  const today = chinaDay(ctx.now);
  const key = placeKey(place);
  const find = () => ctx.db.select().from(weatherForecast).where(and(eq(weatherForecast.locationKey, key), eq(weatherForecast.day, today)));
  const [kept] = await find();
  if (kept) return kept;
  const p = providerOf(ctx);
  const days = (await p.getForecast(place, today)).filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  await ctx.db.insert(weatherForecast).values({ locationKey: key, day: today, source: p.source, days, fetchedAt: ctx.now }).onConflictDoNothing();
  const [row] = await find();
  return row;
}

export async function forecastList(ctx: AuthedCtx, q: { lng?: number; lat?: number; areaCode?: string }): Promise<ForecastView> {
  if ((q.lng === undefined) !== (q.lat === undefined)) throw invalid(q.lng === undefined ? "lng" : "lat", "经度和纬度需同时填写");
  let place: ForecastPlace;
  let location: ForecastView["location"];
  if (q.lng !== undefined && q.lat !== undefined) {
    place = { lng: q.lng, lat: q.lat };
    location = { lng: q.lng, lat: q.lat, areaCode: null, name: `${q.lat.toFixed(2)}, ${q.lng.toFixed(2)}` };
  } else if (q.areaCode) {
    // a real area only: each new code is a fetch from the source and a kept forecast
    const area = await areaById(ctx, q.areaCode).catch(() => null);
    if (!area) throw invalid("areaCode", "地区不存在");
    place = { areaCode: q.areaCode };
    location = { lng: null, lat: null, areaCode: q.areaCode, name: area.fullName };
  } else {
    const farm = await requireManufacturer(ctx);
    const [f] = await farmPlaces(ctx, farm.id);
    if (!f) throw new BizError(Codes.NO_MANUFACTURER);
    const p = placeOfFarm(f);
    place = p.place;
    location = { lng: p.lng, lat: p.lat, areaCode: f.areaCode, name: `${f.name}（${f.areaName}）` };
  }
  const fc = await forecastOf(ctx, place);
  return { location, source: fc.source, fetchedAt: iso(fc.fetchedAt), days: fc.days };
}

type RemindRow = typeof weatherRemind.$inferSelect;
const remindView = (r: RemindRow): WeatherRemindView => ({
  id: r.id,
  manufacturerId: r.manufacturerId,
  farmName: r.farmName,
  date: r.date,
  kind: r.kind,
  level: r.level,
  title: r.title,
  text: r.text,
  advicePoultry: r.advicePoultry,
  adviceCrop: r.adviceCrop,
  forecast: r.forecast,
  previousTempMin: r.previousTempMin,
  read: r.readAt !== null,
  createdAt: iso(r.createdAt),
});

/** "12月3日" of a day. */
const monthDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/**
 * Makes the farm's alerts from today's forecast (today and the next ALERT_DAYS − 1 days), each with a
 * message to the farm's owner, in one transaction. Idempotent: one alert per farm, kind and day; the
 * message's dedupe key is `weather:<farmId>:<kind>:<date>`. Answers the alerts it added.
 */
export async function checkFarm(ctx: Ctx, f: FarmPlace): Promise<number> {
  const today = chinaDay(ctx.now);
  let last = today;
  for (let i = 1; i < ALERT_DAYS; i++) last = nextDay(last);
  const fc = await forecastOf(ctx, placeOfFarm(f).place);
  const findings = evaluate(fc.days).filter(({ day }) => day.date >= today && day.date <= last);
  if (!findings.length) return 0;
  return inTx(ctx, async (tx) => {
    let added = 0;
    for (const { day, before, finding } of findings) {
      const rule = ruleOf(finding.kind);
      const title = `${monthDay(day.date)}${rule.name}${LEVEL_NAMES[finding.level]}预警`;
      const [row] = await tx.db
        .insert(weatherRemind)
        .values({
          manufacturerId: f.id,
          memberId: f.boId,
          farmName: f.name,
          date: day.date,
          kind: finding.kind,
          level: finding.level,
          title,
          text: `${f.name}：${day.text}，${finding.text}`,
          advicePoultry: rule.advicePoultry,
          adviceCrop: rule.adviceCrop,
          forecast: day,
          previousTempMin: before?.tempMin ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      added++;
      const advice = f.type === "CROP_FARM" ? rule.adviceCrop : rule.advicePoultry;
      await sendMessage(tx, {
        memberId: f.boId,
        kind: "WEATHER",
        title,
        body: `${row.text}。${advice}`,
        link: "/farmingManage/weatherRemind",
        dedupeKey: `weather:${f.id}:${finding.kind}:${day.date}`,
      });
    }
    return added;
  });
}

/** The daily job's work: every farm's alerts. A farm whose check fails is logged and left for the next run; the others' alerts stand. */
export async function checkAllFarms(ctx: Ctx): Promise<{ farms: number; added: number; failed: number }> {
  let added = 0;
  let failed = 0;
  const farms = await farmPlaces(ctx);
  for (const f of farms) {
    try {
      // each farm in its own savepoint: one farm's failure (its forecast source, a database error)
      // neither undoes the others' alerts nor stops the job (and with it the next day's run)
      added += await ctx.db.transaction((t) => checkFarm({ ...ctx, db: t }, f));
    } catch (e) {
      failed++;
      ctx.log.warn({ err: e, farmId: f.id }, "weather check of a farm failed");
    }
  }
  if (failed) ctx.log.error({ failed, farms: farms.length }, "weather check failed for some farms; the others' alerts stand");
  return { farms: farms.length, added, failed };
}

/** The caller's current farm's alerts from today on (none when they have no farm). */
export async function currentReminds(ctx: AuthedCtx): Promise<WeatherRemindView[]> {
  let farmId: string;
  try {
    farmId = (await requireManufacturer(ctx)).id;
  } catch (e) {
    if (e instanceof BizError && e.code === Codes.NO_MANUFACTURER) return [];
    throw e;
  }
  const rows = await ctx.db
    .select()
    .from(weatherRemind)
    .where(and(eq(weatherRemind.manufacturerId, farmId), gte(weatherRemind.date, chinaDay(ctx.now))))
    .orderBy(asc(weatherRemind.date), asc(weatherRemind.kind))
    .limit(50);
  return rows.map(remindView);
}

export interface RemindFilter extends PageInput {
  kind?: WeatherKind;
  level?: WeatherLevel;
  dateFrom?: string;
  dateTo?: string;
  unread?: boolean;
}

export async function remindPage(ctx: AuthedCtx, q: RemindFilter): Promise<Page<WeatherRemindView>> {
  const farm = await requireManufacturer(ctx);
  if (q.dateFrom && q.dateTo && q.dateFrom > q.dateTo) throw invalid("dateTo", "结束日期不能早于开始日期");
  const where: SQL | undefined = and(
    eq(weatherRemind.manufacturerId, farm.id),
    q.kind ? eq(weatherRemind.kind, q.kind) : undefined,
    q.level ? eq(weatherRemind.level, q.level) : undefined,
    q.dateFrom ? gte(weatherRemind.date, q.dateFrom) : undefined,
    q.dateTo ? lte(weatherRemind.date, q.dateTo) : undefined,
    q.unread ? isNull(weatherRemind.readAt) : undefined,
  );
  return pageTable(ctx, q, weatherRemind, where, [desc(weatherRemind.date), asc(weatherRemind.kind), desc(weatherRemind.id)], remindView);
}

export async function markRead(ctx: AuthedCtx, ids: readonly string[]): Promise<{ updated: number }> {
  const farm = await requireManufacturer(ctx);
  const rows = await ctx.db
    .update(weatherRemind)
    .set({ readAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(weatherRemind.manufacturerId, farm.id), inArray(weatherRemind.id, [...new Set(ids)]), isNull(weatherRemind.readAt)))
    .returning({ id: weatherRemind.id });
  return { updated: rows.length };
}
