import { weatherDay, type WeatherDay } from "@qinlian/contract";
import { z } from "zod";
import { BizError } from "../../kit/errors";
import { Codes } from "@qinlian/contract";
import recorded from "./recorded/shandong-early-winter.json";

/** Where to forecast: coordinates, or a county's area code. */
export type ForecastPlace = { lng: number; lat: number } | { areaCode: string };

/** A weather source: daily forecasts (today first) for a place. A real provider is one class. */
export interface WeatherProvider {
  readonly source: "HTTP" | "RECORDED";
  getForecast(place: ForecastPlace, today: string): Promise<WeatherDay[]>;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const recordedDay = weatherDay.omit({ date: true }).extend({ offset: z.number().int().min(0).max(15) });
const recordedFile = z.object({ region: z.string(), days: z.array(recordedDay).min(1) });

/**
 * The recorded forecast shipped with the server (recorded/shandong-early-winter.json: a central
 * Shandong week in late November with a cold front on the third day), dated from `today`. The same
 * week answers for every place: it stands in for a weather service in the demo and in tests.
 */
export const recordedProvider: WeatherProvider = {
  source: "RECORDED",
  getForecast(_place, today) {
    const file = recordedFile.parse(recorded);
    return Promise.resolve(file.days.map(({ offset, ...d }) => ({ ...d, date: addDays(today, offset), code: d.code })));
  },
};

const httpAnswer = z.union([z.object({ days: z.array(weatherDay) }), z.object({ data: z.object({ days: z.array(weatherDay) }) })]);

/**
 * A weather service over HTTP: GET `<url>?lat=…&lng=…` (or `?areaCode=…`), answering JSON
 * `{ days: WeatherDay[] }` (or `{ data: { days } }`), today first; 8 s timeout. A failure is a
 * business error ("天气服务暂不可用"), never recorded data passed off as a forecast.
 */
export function httpProvider(url: string, fetchFn: typeof fetch = fetch): WeatherProvider {
  return {
    source: "HTTP",
    async getForecast(place) {
      const u = new URL(url);
      if ("areaCode" in place) u.searchParams.set("areaCode", place.areaCode);
      else {
        u.searchParams.set("lat", String(place.lat));
        u.searchParams.set("lng", String(place.lng));
      }
      try {
        const res = await fetchFn(u, { signal: AbortSignal.timeout(8000), headers: { accept: "application/json" } });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = httpAnswer.parse(await res.json());
        return "days" in body ? body.days : body.data.days;
      } catch (e) {
        throw new BizError(Codes.CONFLICT, `天气服务暂不可用，请稍后再试（${e instanceof Error ? e.name : "error"}）`);
      }
    },
  };
}

/** The provider the settings choose: WEATHER_URL set → HTTP, else the recorded forecast. */
export function providerFor(weatherUrl: string | undefined): WeatherProvider {
  return weatherUrl ? httpProvider(weatherUrl) : recordedProvider;
}
