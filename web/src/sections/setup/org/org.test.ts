import type { DataTemplate, TemplateField } from "@qinlian/contract";
import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { routeExists } from "../../../app/sections";
import { displayValue, fromFormValues, toFormValues } from "./templateForm";

const f = (key: string, kind: TemplateField["kind"], extra: Partial<TemplateField> = {}): TemplateField => ({
  key, label: key, labelEn: key, kind, required: false, unit: null, unitEn: null, options: null, min: null, max: null, integer: false, ...extra,
});
const tpl: DataTemplate = {
  type: "T", name: "T", nameEn: "T", description: "", descriptionEn: "",
  fields: [
    f("species", "select", { options: [{ value: "LAYER", label: "蛋鸡", labelEn: "Layers" }] }),
    f("stock", "number", { unit: "羽", unitEn: "birds" }),
    f("until", "date"),
    f("cats", "multiSelect", { options: [{ value: "EGGS", label: "鲜蛋", labelEn: "Eggs" }, { value: "LIVE", label: "活禽", labelEn: "Live" }] }),
    f("notes", "textarea"),
  ],
};

describe("detail template forms", () => {
  it("round-trips stored values through the form (dates as dayjs, empty values dropped)", () => {
    const stored = { species: "LAYER", stock: 1200, until: "2027-06-30", cats: ["EGGS"] };
    const form = toFormValues(tpl, stored);
    expect(dayjs.isDayjs(form.until)).toBe(true);
    expect(fromFormValues(tpl, { ...form, notes: "  ", cats: [] })).toEqual({ species: "LAYER", stock: 1200, until: "2027-06-30" });
    expect(fromFormValues(tpl, { ...form, notes: " 好 " }).notes).toBe("好");
  });
  it("shows option labels and numbers with units in the current language", () => {
    expect(displayValue(tpl.fields[0], "LAYER", "zh-CN")).toBe("蛋鸡");
    expect(displayValue(tpl.fields[3], ["EGGS", "LIVE"], "en")).toBe("Eggs、Live");
    expect(displayValue(tpl.fields[1], 120000, "zh-CN")).toBe("120,000 羽");
    expect(displayValue(tpl.fields[1], 5, "en")).toBe("5 birds");
    expect(displayValue(tpl.fields[4], undefined, "en")).toBe("-");
  });
});

describe("enterprise and console routes", () => {
  it("serves the spec's enterprise screens and the operator console with its 403 page", () => {
    for (const p of ["/setup/enterpriseInfo", "/setup/enterpriseInfo/edit", "/setup/member", "/setup/member/addMember", "/setup/member/update/abc"]) {
      expect(routeExists(p), p).toBe(true);
    }
    for (const p of ["/admin", "/admin/enterprises", "/admin/serviceApplies", "/admin/sms", "/admin/members", "/admin/jobs", "/admin/403"]) {
      expect(routeExists(p), p).toBe(true);
    }
  });
});
