import type { PlotGeometry } from "@qinlian/contract";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App, Form } from "antd";
import dayjs from "dayjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeOf } from "../../../app/sections";
import { figuresOf, problemOf, ringOf } from "./map/geo";
import { historyPath, seasonAddPath, seasonUpdPath } from "./paths";
import { plotBody } from "./PlotForm";
import { SeasonForm, seasonBody, type SeasonFormValues } from "./SeasonForm";

/** Metres → degrees on Turf's sphere (radius 6 371 008.8 m). */
const DEG_LAT_M = (Math.PI * 6_371_008.8) / 180;
const square = (lng: number, lat: number, m: number): PlotGeometry => {
  const dx = m / (DEG_LAT_M * Math.cos(((lat + m / DEG_LAT_M / 2) * Math.PI) / 180));
  const dy = m / DEG_LAT_M;
  return ringOf([
    [lng, lat],
    [lng + dx, lat],
    [lng + dx, lat + dy],
    [lng, lat + dy],
  ]);
};

describe("plot screens: routes", () => {
  it("serve the spec's paths, each behind login and its function", () => {
    const expected: [string, string][] = [
      ["/farmingManage/farmlands", "farmingManage.land.farmlands"],
      ["/farmingManage/farmlandsUpdate", "farmingManage.land.farmlands"],
      ["/farmingManage/farmlandsDetails/p1", "farmingManage.land.farmlands"],
      ["/farmingManage/farmlandsHistory/p1/东岭/370112", "farmingManage.land.farmlands"],
      ["/farmingManage/farmlandsHistoryAdd", "farmingManage.land.farmlands"],
      ["/farmingManage/farmlandsHistoryUpd/s1/p1/东岭/370112", "farmingManage.land.farmlands"],
      ["/farmingManageMap/index", "farmingManage.land.map"],
      ["/farmingManageMap/createLand", "farmingManage.land.map"],
      ["/farmingManageMap/landInfo", "farmingManage.land.map"],
    ];
    for (const [path, func] of expected) {
      const r = routeOf(path);
      expect(r, path).toBeDefined();
      expect([r!.needLogin, r!.func], path).toEqual([true, func]);
    }
  });

  it("build the history paths with the plot's id, name and county", () => {
    const p = { id: "p1", name: "东岭 1/2", areaCode: "370112" };
    expect(historyPath(p)).toBe("/farmingManage/farmlandsHistory/p1/%E4%B8%9C%E5%B2%AD%201%2F2/370112");
    expect(seasonAddPath(p)).toBe("/farmingManage/farmlandsHistoryAdd?infoId=p1&name=%E4%B8%9C%E5%B2%AD+1%2F2&areaId=370112");
    expect(seasonUpdPath("s1", p)).toMatch(/^\/farmingManage\/farmlandsHistoryUpd\/s1\/p1\/.+\/370112$/);
    expect(routeOf(seasonUpdPath("s1", p))).toBeDefined();
  });
});

describe("the live area while drawing (as the server computes it)", () => {
  it("a 100 m square near 36°N is ≈ 10 000 m² and 15 mu; a 50 m circle is 7854 m²", () => {
    const f = figuresOf(square(117.2463, 36.8157, 100));
    expect(Math.abs(f.areaM2 - 10_000)).toBeLessThan(50);
    expect(Math.abs(f.areaMu - 15)).toBeLessThan(0.075);
    expect(figuresOf({ type: "Circle", center: [117.25, 36.82], radius: 50 })).toEqual({ areaM2: 7854, areaMu: 11.78 });
  });

  it("names the problem the server would refuse", () => {
    const sq = square(117.2, 36.8, 100);
    if (sq.type !== "Polygon") throw new Error("polygon");
    const [a, b, c, d] = sq.coordinates[0];
    expect(problemOf(sq)).toBeNull();
    expect(problemOf({ type: "Polygon", coordinates: [[a, c, b, d, a]] })).toBe("invalidKinks");
    expect(problemOf({ type: "Polygon", coordinates: [[a, b, c, d]] })).toBe("invalidOpen");
    expect(problemOf(ringOf([[117, 36], [117.001, 36]]))).toBe("invalidPoints");
    expect(problemOf({ type: "Circle", center: [150, 36], radius: 5 })).toBe("invalidBox");
    expect(problemOf(square(117.2, 36.8, 0.5))).toBe("invalidSize");
  });

  it("closes a drawn ring and drops repeated points", () => {
    expect(ringOf([[117, 36], [117, 36], [117.001, 36], [117.001, 36.001], [117, 36]])).toEqual({
      type: "Polygon",
      coordinates: [[[117, 36], [117.001, 36], [117.001, 36.001], [117, 36]]],
    });
  });
});

describe("plot and season forms", () => {
  afterEach(cleanup);

  it("a plot's body trims texts and leaves the county out when none is chosen", () => {
    const g = square(117.2, 36.8, 100);
    expect(plotBody({ name: " 东岭 ", geometry: g, use: "CROP", crop: " 玉米 ", managerName: "", note: undefined, areaCode: "" })).toEqual({
      name: "东岭",
      geometry: g,
      use: "CROP",
      soilType: undefined,
      irrigation: undefined,
      crop: "玉米",
      areaCode: undefined,
      managerName: "",
      note: "",
    });
  });

  function Harness(props: { initial: Partial<SeasonFormValues>; onFinish: (v: SeasonFormValues) => void }) {
    const [form] = Form.useForm<SeasonFormValues>();
    return (
      <App>
        <SeasonForm form={form} initial={props.initial} pending={false} onFinish={props.onFinish} onCancel={() => undefined} />
      </App>
    );
  }

  it("a season form refuses an end before the start, a missing crop and three decimals, before submitting", async () => {
    const onFinish = vi.fn();
    render(<Harness initial={{ use: "CROP", yieldUnit: "KG", crop: "", startDate: dayjs("2026-06-10"), endDate: dayjs("2026-06-01"), actualYield: 1.234 }} onFinish={onFinish} />);
    fireEvent.click(screen.getByTestId("season-submit"));
    await waitFor(() => expect(screen.getByText("结束日期不能早于开始日期")).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByText("请填写作物 / 禽群")).toBeTruthy();
    expect(screen.getByText("最多两位小数")).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
  }, 30_000);

  it("a valid season is submitted with its dates as YYYY-MM-DD", async () => {
    const onFinish = vi.fn();
    render(<Harness initial={{ use: "POULTRY", yieldUnit: "BIRD", crop: "白羽肉鸡", startDate: dayjs("2026-06-01"), endDate: null, expectedYield: 3000 }} onFinish={onFinish} />);
    fireEvent.click(screen.getByTestId("season-submit"));
    await waitFor(() => expect(onFinish).toHaveBeenCalled(), { timeout: 10_000 });
    expect(seasonBody(onFinish.mock.calls[0][0] as SeasonFormValues)).toEqual({
      use: "POULTRY",
      crop: "白羽肉鸡",
      variety: "",
      startDate: "2026-06-01",
      endDate: null,
      expectedYield: 3000,
      actualYield: null,
      yieldUnit: "BIRD",
      note: "",
    });
  }, 30_000);
});
