import { Codes, farmLand, manufacturer, message, weather as calls, type WeatherDay } from "@qinlian/contract";
import { afterEach, describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { cstDay, nextDay } from "../../kit/jobs/daily";
import { farmPeople } from "../../testing/farm-people";
import { createTestApp } from "../../testing/harness";
import { rect } from "../farm-land/test-shapes";
import { jobHandlers } from "..";
import { httpProvider, recordedProvider } from "./provider";
import { coldWave, evaluate, frost, gale, heat, rainstorm } from "./rules";
import { useProviderForTests } from "./service";

const base: WeatherDay = { date: "2026-12-01", code: "SUNNY", text: "晴", tempMin: 5, tempMax: 12, precipitationMm: 0, windLevel: 2, windSpeedMs: 3, windDir: "北风" };
const d = (over: Partial<WeatherDay>): WeatherDay => ({ ...base, ...over });

describe("alert rules at their thresholds", () => {
  it.each([
    [2.1, null],
    [2, "BLUE"],
    [0.1, "BLUE"],
    [0, "YELLOW"],
    [-4.9, "YELLOW"],
    [-5, "ORANGE"],
    [-12, "ORANGE"],
  ])("frost: lowest %s °C → %s", (tempMin, level) => expect(frost.check(d({ tempMin }), null)?.level ?? null).toBe(level));

  it.each([
    [34.9, null],
    [35, "YELLOW"],
    [36.9, "YELLOW"],
    [37, "ORANGE"],
    [39.9, "ORANGE"],
    [40, "RED"],
  ])("heat: highest %s °C → %s", (tempMax, level) => expect(heat.check(d({ tempMax }), null)?.level ?? null).toBe(level));

  it.each([
    [49.9, null],
    [50, "YELLOW"],
    [99.9, "YELLOW"],
    [100, "ORANGE"],
    [250, "RED"],
  ])("rainstorm: %s mm → %s", (precipitationMm, level) => expect(rainstorm.check(d({ precipitationMm }), null)?.level ?? null).toBe(level));

  it.each([
    [7, 17.1, null],
    [8, 10, "YELLOW"],
    [7, 17.2, "YELLOW"],
    [9, 24.4, "YELLOW"],
    [10, 20, "ORANGE"],
    [9, 24.5, "ORANGE"],
    [12, 30, "RED"],
    [11, 32.7, "RED"],
  ])("gale: force %s, %s m/s → %s", (windLevel, windSpeedMs, level) => expect(gale.check(d({ windLevel, windSpeedMs }), null)?.level ?? null).toBe(level));

  it.each([
    [12, 4.1, null], // drop 7.9
    [12, 4, "BLUE"], // drop 8, min 4
    [13, 4.1, null], // drop 8.9 but min above 4
    [12, 2, "YELLOW"], // drop 10, min 2
    [12, 0, "ORANGE"], // drop 12, min 0
    [11.9, 0, "YELLOW"], // drop 11.9
  ])("cold wave: %s °C → %s °C → %s", (fromMin, toMin, level) => expect(coldWave.check(d({ tempMin: toMin }), d({ tempMin: fromMin }))?.level ?? null).toBe(level));

  it("a cold wave needs the day before; evaluate pairs each day with the one before", () => {
    expect(coldWave.check(d({ tempMin: -10 }), null)).toBeNull();
    const found = evaluate([d({ date: "2026-12-01", tempMin: 10 }), d({ date: "2026-12-02", tempMin: 1, windLevel: 8 })]);
    expect(found.map((f) => `${f.day.date}:${f.finding.kind}:${f.finding.level}`)).toEqual(["2026-12-02:FROST:BLUE", "2026-12-02:COLD_WAVE:BLUE", "2026-12-02:GALE:YELLOW"]);
  });
});

describe("providers", () => {
  it("the recorded week is dated from today", async () => {
    const days = await recordedProvider.getForecast({ lng: 117, lat: 36.7 }, "2026-12-30");
    expect(days.map((x) => x.date)).toEqual(["2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02", "2027-01-03", "2027-01-04", "2027-01-05"]);
    expect(days[2]).toMatchObject({ windLevel: 8, tempMin: -3 });
  });

  it("the HTTP provider asks the configured URL with the place and checks the answer", async () => {
    const asked: string[] = [];
    const ok = httpProvider("https://wx.example/forecast?key=k", (url) => {
      asked.push(url instanceof URL ? url.href : typeof url === "string" ? url : url.url);
      return Promise.resolve(new Response(JSON.stringify({ data: { days: [base] } }), { status: 200 }));
    });
    expect(await ok.getForecast({ lng: 117.1, lat: 36.6 }, "2026-12-01")).toEqual([base]);
    await ok.getForecast({ areaCode: "370112" }, "2026-12-01");
    expect(asked).toEqual(["https://wx.example/forecast?key=k&lat=36.6&lng=117.1", "https://wx.example/forecast?key=k&areaCode=370112"]);
    const broken = httpProvider("https://wx.example/f", () => Promise.resolve(new Response(JSON.stringify({ days: [{ date: "x" }] }), { status: 200 })));
    await expect(broken.getForecast({ areaCode: "370112" }, "2026-12-01")).rejects.toMatchObject({ code: Codes.CONFLICT });
    const down = httpProvider("https://wx.example/f", () => Promise.resolve(new Response("", { status: 503 })));
    await expect(down.getForecast({ areaCode: "370112" }, "2026-12-01")).rejects.toMatchObject({ code: Codes.CONFLICT });
  });
});

describe("weather forecasts and alerts for farms", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = t.systemCtx();
  const today = cstDay(ctx.now);
  const in2 = nextDay(nextDay(today));
  const { farmer, other, nofarm, plain } = await farmPeople(t, { farmer: "13900000301", other: "13900000302", nofarm: "13900000303", plain: "13900000304" });
  const farm = await t.ok(
    manufacturer.add,
    { name: "张庄肉鸡场", type: "BROILER_FARM", areaCode: "370112", address: "唐王街道", longitude: 117.25, latitude: 36.82, contactName: "张三", contactPhone: "13900000301" },
    { ticket: farmer },
  );
  await t.ok(farmLand.add, { name: "东岭麦田", geometry: rect(117.3, 36.9, 100, 100), use: "CROP", crop: "小麦" }, { ticket: farmer });
  await t.ok(manufacturer.add, { name: "李家种植基地", type: "CROP_FARM", areaCode: "370112", address: "唐王街道", contactName: "李四", contactPhone: "13900000302" }, { ticket: other });
  const run = jobHandlers.get("weather.check")!;
  const runJob = () => run({ day: today }, t.systemCtx(), { id: "j", attempts: 1, maxAttempts: 5, kind: "weather.check" } as never);

  afterEach(() => useProviderForTests(null));

  it("forecasts the farm's place (its plots' centre), a given place or an area; kept once a day", async () => {
    const own = await t.ok(calls.selWeatherList, {}, { ticket: farmer });
    expect(own.source).toBe("RECORDED");
    expect(own.location).toMatchObject({ areaCode: "370112", name: expect.stringContaining("张庄肉鸡场") as string });
    expect(own.location.lng).toBeCloseTo(117.3, 2);
    expect(own.days).toHaveLength(7);
    expect(own.days[0].date).toBe(today);
    // kept: a provider change later in the day does not fetch again
    let asked = 0;
    useProviderForTests({ source: "HTTP", getForecast: () => (asked++, Promise.resolve([])) });
    expect((await t.ok(calls.selWeatherList, {}, { ticket: farmer })).source).toBe("RECORDED");
    expect(asked).toBe(0);
    const given = await t.ok(calls.selWeatherList, { lng: 118.05, lat: 36.8 }, { ticket: nofarm });
    expect([given.source, given.location.name]).toEqual(["HTTP", "36.80, 118.05"]);
    expect(asked).toBe(1);
    expect((await t.ok(calls.selWeatherList, { areaCode: "370102" }, { ticket: nofarm })).location.name).toBe("山东省济南市历下区");
    expect(asked).toBe(2);
  });

  it("refuses bad places, naming the field; a member without a farm must give one", async () => {
    expect((await t.call(calls.selWeatherList, { lng: 117 }, { ticket: farmer })).msg).toMatch(/lat: 经度和纬度需同时填写/);
    expect((await t.call(calls.selWeatherList, { lng: 10, lat: 36 }, { ticket: farmer })).msg).toMatch(/lng: /);
    expect((await t.call(calls.selWeatherList, { areaCode: "37" }, { ticket: farmer })).msg).toMatch(/areaCode: /);
    // no such area: refused before anything is fetched or kept
    expect((await t.call(calls.selWeatherList, { areaCode: "000000" }, { ticket: farmer })).msg).toBe("areaCode: 地区不存在");
    expect((await t.call(calls.selWeatherList, {}, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.selWeatherList, {}, { ticket: null })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("the job makes each farm's alerts for today and the next two days, with one message each; twice → the same", async () => {
    await runJob();
    await runJob();
    const mine = await t.ok(calls.getRemind, {}, { ticket: farmer });
    // the recorded week: day 3 brings a north-west gale (force 8), a fall from 6 °C to −3 °C and frost
    expect(mine.map((r) => `${r.date}:${r.kind}:${r.level}`).sort()).toEqual([`${in2}:COLD_WAVE:BLUE`, `${in2}:FROST:YELLOW`, `${in2}:GALE:YELLOW`]);
    expect(mine.every((r) => r.farmName === "张庄肉鸡场" && r.advicePoultry && r.adviceCrop && !r.read)).toBe(true);
    const frostAlert = mine.find((r) => r.kind === "FROST")!;
    expect(frostAlert.title).toMatch(/霜冻黄色预警$/);
    expect(frostAlert.text).toContain("最低气温 -3 °C");
    const msgs = await t.ok(message.list, { kind: "WEATHER", pageNum: 1, pageSize: 20 }, { ticket: farmer });
    expect(msgs.total).toBe(3);
    expect(msgs.list[0].link).toBe("/farmingManage/weatherRemind");
    // the crop farm's message carries the crop advice
    const theirs = await t.ok(message.list, { kind: "WEATHER", pageNum: 1, pageSize: 20 }, { ticket: other });
    expect(theirs.total).toBe(3);
    expect(theirs.list.find((m) => m.title.includes("霜冻"))!.body).toContain("越冬作物");
  });

  it("getRemind: the caller's farm only; without a farm nothing (no 002102)", async () => {
    expect(await t.ok(calls.getRemind, {}, { ticket: nofarm })).toEqual([]);
    expect(await t.ok(calls.getRemind, {}, { ticket: plain })).toEqual([]);
    const theirs = await t.ok(calls.getRemind, {}, { ticket: other });
    expect(theirs.every((r) => r.manufacturerId !== farm.id)).toBe(true);
    expect((await t.call(calls.getRemind, {}, { ticket: null })).code).toBe(Codes.NOT_LOGGED_IN);
  });

  it("lists alerts by page and filter, marks them read; another farm's alerts are untouched", async () => {
    const all = await t.ok(calls.selRemindPage, { pageNum: 1, pageSize: 2 }, { ticket: farmer });
    expect([all.total, all.list.length]).toEqual([3, 2]);
    const gales = await t.ok(calls.selRemindPage, { kind: "GALE", pageNum: 1, pageSize: 10 }, { ticket: farmer });
    expect(gales.list.map((r) => r.kind)).toEqual(["GALE"]);
    expect((await t.ok(calls.selRemindPage, { level: "BLUE", pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(1);
    expect((await t.ok(calls.selRemindPage, { dateTo: today, pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(0);
    expect((await t.call(calls.selRemindPage, { dateFrom: in2, dateTo: today, pageNum: 1, pageSize: 10 }, { ticket: farmer })).msg).toMatch(/dateTo: /);
    expect((await t.call(calls.selRemindPage, { kind: "SNOW" as never, pageNum: 1, pageSize: 10 }, { ticket: farmer })).msg).toMatch(/kind: /);
    const theirs = await t.ok(calls.selRemindPage, { pageNum: 1, pageSize: 10 }, { ticket: other });
    // another member cannot mark mine
    expect(await t.ok(calls.markRead, { ids: [gales.list[0].id] }, { ticket: other })).toEqual({ updated: 0 });
    expect(await t.ok(calls.markRead, { ids: [gales.list[0].id, gales.list[0].id] }, { ticket: farmer })).toEqual({ updated: 1 });
    expect(await t.ok(calls.markRead, { ids: [gales.list[0].id] }, { ticket: farmer })).toEqual({ updated: 0 });
    expect((await t.ok(calls.selRemindPage, { unread: true, pageNum: 1, pageSize: 10 }, { ticket: farmer })).total).toBe(2);
    expect((await t.ok(calls.selRemindPage, { unread: true, pageNum: 1, pageSize: 10 }, { ticket: other })).total).toBe(theirs.total);
    expect((await t.call(calls.markRead, { ids: [] }, { ticket: farmer })).msg).toMatch(/ids: /);
    expect((await t.call(calls.selRemindPage, { pageNum: 1, pageSize: 10 }, { ticket: nofarm })).code).toBe(Codes.NO_MANUFACTURER);
    expect((await t.call(calls.selRemindPage, { pageNum: 1, pageSize: 10 }, { ticket: plain })).code).toBe(Codes.FORBIDDEN);
  });

  it("alert list dates must exist (2026-02-30, year 0000 are refused by field, not a 500)", async () => {
    for (const dateFrom of ["2026-02-30", "2026-13-01", "0000-01-01"]) {
      const r = await t.call(calls.selRemindPage, { dateFrom }, { ticket: farmer });
      expect([r.code, r.msg.includes("dateFrom")], dateFrom).toEqual([Codes.VALIDATION, true]);
    }
  });

  it("a failing provider answers a business error, never a made-up forecast", async () => {
    useProviderForTests(httpProvider("https://wx.example/f", () => Promise.reject(new Error("down"))));
    const r = await t.call(calls.selWeatherList, { lng: 100, lat: 30 }, { ticket: farmer });
    expect(r.code).toBe(Codes.CONFLICT);
    expect(r.status).toBe(200);
  });
  it("one farm's failing forecast neither undoes the other farms' alerts nor fails the job", async () => {
    await createPerson(db, { id: "m-far", loginName: "far", mobile: "13900000305", password: "Far@20260", name: "孙八", roles: ["FARMER"] });
    const far = await t.login("far", "Far@20260");
    await t.ok(manufacturer.add, { name: "远方鸡场", type: "BROILER_FARM", areaCode: "370112", address: "某地", longitude: 125.3, latitude: 43.9, contactName: "孙八", contactPhone: "13900000305" }, { ticket: far });
    const mineBefore = (await t.ok(calls.getRemind, {}, { ticket: farmer })).length;
    // the far farm's place has no forecast kept today: its fetch fails; the others' are kept and check fine
    useProviderForTests(httpProvider("https://wx.example/f", () => Promise.reject(new Error("down"))));
    await expect(runJob()).resolves.toBeUndefined();
    expect((await t.ok(calls.getRemind, {}, { ticket: farmer })).length).toBe(mineBefore);
    expect(await t.ok(calls.getRemind, {}, { ticket: far })).toEqual([]);
  });
});
