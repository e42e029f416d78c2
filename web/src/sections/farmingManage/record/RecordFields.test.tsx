import type { RecordAttrDef } from "@qinlian/contract";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../../../i18n";
import { AttrFields, cleanValues } from "./RecordFields";

const def = (over: Partial<RecordAttrDef> & Pick<RecordAttrDef, "key" | "label" | "type">): RecordAttrDef => ({
  labelEn: over.label,
  unit: null,
  unitEn: null,
  min: null,
  max: null,
  decimals: 0,
  maxLength: null,
  options: [],
  diseaseCategory: null,
  materialCategory: null,
  required: false,
  sort: 0,
  ...over,
});

const defs: RecordAttrDef[] = [
  def({ key: "feedKg", label: "喂料量", labelEn: "Feed given", type: "NUMBER", unit: "千克", unitEn: "kg", min: 0, max: 1000, decimals: 1, required: true }),
  def({ key: "deaths", label: "死亡数", type: "NUMBER", unit: "只", unitEn: "birds", min: 0, max: 100, decimals: 0 }),
  def({ key: "buyer", label: "收购方", type: "TEXT", maxLength: 4 }),
  def({ key: "day", label: "日期", type: "DATE" }),
];

function renderForm() {
  const finished: Record<string, unknown>[] = [];
  render(
    <Form onFinish={(v: { values?: Record<string, unknown> }) => finished.push(cleanValues(v.values))}>
      <AttrFields defs={defs} prefix={["values"]} />
      <Button htmlType="submit">save</Button>
    </Form>,
  );
  const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
  const type = (label: string, v: string) => {
    const el = input(label);
    fireEvent.change(el, { target: { value: v } });
    // a date picker takes typed text when it is confirmed
    if (el.closest(".ant-picker")) fireEvent.keyDown(el, { key: "Enter", code: "Enter" });
  };
  const submit = () => act(() => void fireEvent.click(screen.getByText("save")));
  return { finished, input, type, submit };
}

describe("the record form generated from the definitions", () => {
  afterEach(cleanup);
  it("shows each attribute with its unit and a numeric keyboard for numbers", () => {
    const f = renderForm();
    expect(f.input("喂料量").getAttribute("inputmode")).toBe("decimal");
    expect(f.input("死亡数").getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByText("千克")).toBeTruthy();
    expect(f.input("日期").closest(".ant-picker")).toBeTruthy();
  });

  const cases: [string, [string, string][], string][] = [
    ["a required number left empty", [], "请填写喂料量"],
    ["too many decimals", [["喂料量", "1.25"]], "喂料量最多 1 位小数"],
    ["above the maximum", [["喂料量", "5"], ["死亡数", "101"]], "死亡数不能大于 100只"],
    ["a decimal where whole birds are counted", [["喂料量", "5"], ["死亡数", "1.5"]], "死亡数应为整数"],
    ["text longer than allowed", [["喂料量", "5"], ["收购方", "济南禽业公司"]], "收购方最多 4 字"],
  ];
  it.each(cases)("refuses %s, naming the attribute", async (_name, typed, msg) => {
    const f = renderForm();
    for (const [label, v] of typed) f.type(label, v);
    f.submit();
    await waitFor(() => expect(screen.getByText(msg)).toBeTruthy());
    expect(f.finished).toEqual([]);
  });

  it("words the problems in English for an English reader", async () => {
    await act(() => i18n.changeLanguage("en"));
    try {
      const f = renderForm();
      f.type("Feed given", "1.25");
      f.submit();
      await waitFor(() => expect(screen.getByText("Feed given: at most 1 decimal places")).toBeTruthy());
      expect(screen.getByText("kg")).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage("zh-CN"));
    }
  });

  it("submits the values by key, unfilled ones left out", async () => {
    const f = renderForm();
    f.type("喂料量", "120.5");
    f.type("日期", "2026-03-02");
    f.submit();
    await waitFor(() => expect(f.finished).toEqual([{ feedKg: 120.5, day: "2026-03-02" }]));
  });
});
