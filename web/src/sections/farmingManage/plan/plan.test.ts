import { stepDueDate } from "@qinlian/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chinaToday, detailPath, parseSubjectValue, rowFieldToForm } from "./parts";

describe("plan screen helpers", () => {
  afterEach(() => vi.useRealTimers());

  it("puts an addList row's server field under the row's form item", () => {
    expect(rowFieldToForm("rows.0.subjectId")).toEqual(["rows", 0, "subject"]);
    expect(rowFieldToForm("rows.2.subjectKind")).toEqual(["rows", 2, "subject"]);
    expect(rowFieldToForm("rows.1.dueDate")).toEqual(["rows", 1, "dueDate"]);
  });

  it("reads a subject picker's value", () => {
    expect(parseSubjectValue("BATCH:b1")).toEqual({ subjectKind: "BATCH", subjectId: "b1" });
    expect(parseSubjectValue("PLOT:p-9")).toEqual({ subjectKind: "PLOT", subjectId: "p-9" });
    expect(parseSubjectValue("RANGE:r1")).toBeNull();
    expect(parseSubjectValue(undefined)).toBeNull();
  });

  it("counts today in China whatever the device's zone (16:30 UTC is the next day in China)", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-01-31T16:30:00Z"));
    expect(chinaToday()).toBe("2026-02-01");
    vi.setSystemTime(new Date("2026-01-31T15:59:00Z"));
    expect(chinaToday()).toBe("2026-01-31");
  });

  it("links an expert's plan to the expert page and any other to the detail page", () => {
    expect(detailPath({ id: "x1", source: "EXPERT", mine: false })).toBe("/farmingManage/plantPlanExpert/x1");
    expect(detailPath({ id: "x1", source: "EXPERT", mine: true })).toBe("/farmingManage/plantPlanDetail?id=x1");
    expect(detailPath({ id: "rs-broiler-42", source: "RECOMMENDED", mine: false })).toBe("/farmingManage/plantPlanDetail?id=rs-broiler-42");
  });

  it("previews the same due days as the server (month ends, leap day)", () => {
    expect(stepDueDate("2026-01-31", 31)).toBe("2026-03-02");
    expect(stepDueDate("2028-02-28", 2)).toBe("2028-02-29");
  });
});
