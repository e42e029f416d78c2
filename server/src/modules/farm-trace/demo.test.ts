import { farmTrace as calls, weather } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadFarmLandDemo } from "../../demo/farm-land";
import { loadFarmMaterialDemo } from "../../demo/farm-material";
import { loadFarmRecordDemo } from "../../demo/farm-record";
import { loadFarmTraceDemo } from "../../demo/farm-trace";
import { loadMemberData } from "../../demo/member-data";
import { createPerson, demoPeople } from "../../demo/members";
import { loadWeatherDemo } from "../../demo/weather";
import { createTestApp } from "../../testing/harness";

describe("demo data: the buyer's published trace and weather alerts", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx("demo");
  for (const p of demoPeople) await createPerson(ctx.db, p);
  await loadMemberData(ctx);
  await loadFarmLandDemo(ctx);
  await loadFarmMaterialDemo(ctx);
  await loadFarmRecordDemo(ctx);
  await loadFarmTraceDemo(ctx);
  await loadWeatherDemo(ctx);
  const buyer = await t.login("buyer", "Buyer@2026");

  it("the broiler batch's trace is published; its public page has the timeline, totals and inputs", async () => {
    const page = await t.ok(calls.selListByPage, { pageNum: 1, pageSize: 10 }, { ticket: buyer });
    expect(page.list).toHaveLength(1);
    const tr = page.list[0];
    expect(tr).toMatchObject({ placeName: "1号鸡舍", published: true, batchKind: "FLOCK" });
    const pub = await t.ok(calls.selByCode, { code: tr.code!, origin: "http://127.0.0.1:8080" });
    expect(pub.events?.filter((e) => e.type === "VACCINE")).toHaveLength(3);
    expect(pub.events?.some((e) => e.type === "MEDICATION")).toBe(true);
    expect(pub.summaries?.map((s) => s.type).sort()).toEqual(["FEED", "MORTALITY", "WATER", "WEIGHT"]);
    expect(pub.inputs?.length).toBeGreaterThan(0);
    expect(pub.url).toBe(`http://127.0.0.1:8080/trace/${tr.code}`);
  });

  it("the buyer's farm has weather alerts from the recorded forecast", async () => {
    const alerts = await t.ok(weather.getRemind, {}, { ticket: buyer });
    expect(alerts.map((a) => a.kind).sort()).toEqual(["COLD_WAVE", "FROST", "GALE"]);
  });
});
