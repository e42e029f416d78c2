import type { PlotGeometry } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { checkGeometry, exactAreaM2, muOf } from "./geometry";
import { plotMachine } from "./machine";
import { DEG_LAT_M, degLng, rect } from "./test-shapes";

const refusal = (g: PlotGeometry): string => {
  try {
    checkGeometry(g);
  } catch (e) {
    if (e instanceof BizError) return e.message;
    throw e;
  }
  return "accepted";
};

describe("plot area (geodesic, Turf)", () => {
  it("a 100 m × 100 m square near 36°N is 10 000 m² ≈ 15 mu (within 0.5 %)", () => {
    const f = checkGeometry(rect(117.2463, 36.8157, 100, 100));
    expect(Math.abs(f.areaM2 - 10_000) / 10_000).toBeLessThan(0.005);
    expect(Math.abs(f.areaMu - 15) / 15).toBeLessThan(0.005);
    expect(f.centerLng).toBeCloseTo(117.2463 + 50 / degLng(36.8157), 5);
    expect(f.centerLat).toBeCloseTo(36.8157 + 50 / DEG_LAT_M, 5);
  });

  it("a 1 km × 1 km square near the equator, 45°N and 53°N is 1 km² ≈ 1500 mu (within 0.5 %)", () => {
    for (const lat of [3.5, 45, 53]) {
      const f = checkGeometry(rect(110, lat, 1000, 1000));
      expect(Math.abs(f.areaM2 - 1_000_000) / 1_000_000, String(lat)).toBeLessThan(0.005);
      expect(Math.abs(f.areaMu - 1500) / 1500, String(lat)).toBeLessThan(0.005);
    }
  });

  it("one mu is 10 000 / 15 m²; mu are rounded half up to two decimals", () => {
    expect(muOf(666.6667)).toBe(1);
    expect(muOf(10_000)).toBe(15);
    expect(muOf(3.3334)).toBe(0.01); // 0.0050001 mu
    expect(muOf(3.3333)).toBe(0); // 0.00499995 mu
    expect(muOf(1234.5)).toBe(1.85); // 1.85175 mu
  });

  it("a right triangle of legs 200 m and 100 m is 10 000 m²; winding order does not matter", () => {
    const lng = 117.2;
    const lat = 36.8;
    const dx = 200 / degLng(lat);
    const dy = 100 / DEG_LAT_M;
    const ccw: PlotGeometry = { type: "Polygon", coordinates: [[[lng, lat], [lng + dx, lat], [lng, lat + dy], [lng, lat]]] };
    const cw: PlotGeometry = { type: "Polygon", coordinates: [[[lng, lat], [lng, lat + dy], [lng + dx, lat], [lng, lat]]] };
    for (const g of [ccw, cw]) expect(Math.abs(checkGeometry(g).areaM2 - 10_000) / 10_000).toBeLessThan(0.005);
  });

  it("a circle of radius 100 m is π·100² m² (the spherical cap, not a 64-gon)", () => {
    const g: PlotGeometry = { type: "Circle", center: [117.25, 36.82], radius: 100 };
    expect(exactAreaM2(g)).toBeCloseTo(Math.PI * 10_000, 1);
    expect(checkGeometry(g)).toEqual({ areaM2: 31416, areaMu: 47.12, centerLng: 117.25, centerLat: 36.82 });
  });

  it("refuses an open ring, too few distinct points, a self-crossing ring, tiny and huge plots, and points outside China", () => {
    const sq = rect(117.2, 36.8, 100, 100);
    const ring = sq.type === "Polygon" ? sq.coordinates[0] : [];
    const [a, b, c, d] = ring;
    expect(refusal({ type: "Polygon", coordinates: [[a, b, c, d]] })).toMatch(/^geometry: 轮廓未闭合/);
    expect(refusal({ type: "Polygon", coordinates: [[a, b, a, b, a]] })).toMatch(/^geometry: 轮廓至少需要 3 个不同的点/);
    expect(refusal({ type: "Polygon", coordinates: [[a, c, b, d, a]] })).toMatch(/^geometry: 轮廓自相交/);
    expect(refusal({ type: "Polygon", coordinates: [[a, a, b, c, a]] })).toMatch(/^geometry: 轮廓有重复的相邻点/);
    expect(refusal(rect(117.2, 36.8, 0.5, 0.5))).toMatch(/^geometry: 面积太小/);
    expect(refusal(rect(100, 30, 11_000, 10_000))).toMatch(/^geometry: 面积太大/);
    expect(refusal({ type: "Polygon", coordinates: [[[140, 36], [140.1, 36], [140.1, 36.1], [140, 36]]] })).toMatch(/^geometry: 地块须在中国境内/);
    expect(refusal({ type: "Circle", center: [150, 36], radius: 10 })).toMatch(/^geometry: 地块须在中国境内/);
    expect(refusal(sq)).toBe("accepted");
  });
});

describe("the plot state machine", () => {
  it("allows exactly these moves", () => {
    expect(plotMachine.edges()).toEqual([
      { from: "IDLE", event: "plant", to: "GROWING" },
      { from: "IDLE", event: "fallow", to: "FALLOW" },
      { from: "IDLE", event: "archive", to: "ARCHIVED" },
      { from: "GROWING", event: "harvest", to: "IDLE" },
      { from: "FALLOW", event: "resume", to: "IDLE" },
      { from: "FALLOW", event: "archive", to: "ARCHIVED" },
      { from: "ARCHIVED", event: "restore", to: "IDLE" },
    ]);
  });

  it.each([
    ["GROWING", "archive"],
    ["GROWING", "fallow"],
    ["GROWING", "plant"],
    ["ARCHIVED", "plant"],
    ["FALLOW", "plant"],
    ["IDLE", "harvest"],
    ["IDLE", "restore"],
  ] as const)("refuses %s --%s--> (conflict naming both)", (from, event) => {
    expect(plotMachine.can(from, event)).toBe(false);
    expect(() => plotMachine.next(from, event)).toThrow(/当前状态“.+”不能执行“.+”/);
  });
});
