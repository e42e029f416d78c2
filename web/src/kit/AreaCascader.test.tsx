import type { Area } from "@qinlian/contract";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const areas: Record<string, Area[]> = {
  "": [
    { code: "370000", name: "山东省", level: 1, parentCode: null },
    { code: "110000", name: "北京市", level: 1, parentCode: null },
    { code: "440000", name: "广东省", level: 1, parentCode: null },
  ],
  "370000": [{ code: "370100", name: "济南市", level: 2, parentCode: "370000" }],
  "440000": [{ code: "441900", name: "东莞市", level: 2, parentCode: "440000" }],
  "441900": [],
  "370100": [
    { code: "370102", name: "历下区", level: 3, parentCode: "370100" },
    { code: "370112", name: "历城区", level: 3, parentCode: "370100" },
  ],
};
const calls: string[] = [];
vi.mock("../api", () => ({
  api: vi.fn((_def: unknown, input: { parentCode?: string }) => {
    calls.push(input.parentCode ?? "");
    return Promise.resolve(areas[input.parentCode ?? ""] ?? []);
  }),
}));

const { AreaCascader } = await import("./AreaCascader");

describe("AreaCascader", () => {
  afterEach(cleanup);
  it("shows an initial county's full path, loading only the levels it needs", async () => {
    render(<AreaCascader value="370112" data-testid="ac" />);
    await waitFor(() => expect(screen.getByText("山东省 / 济南市 / 历城区")).toBeTruthy());
    expect(calls.sort()).toEqual(["", "370000", "370100"]);
  });

  it("reports a county once one is picked, with its names", async () => {
    const onChange = vi.fn();
    const { container } = render(<AreaCascader onChange={onChange} />);
    await act(() => {
      fireEvent.mouseDown(container.querySelector(".ant-select-selector")!);
      return Promise.resolve();
    });
    fireEvent.click(await screen.findByText("山东省"));
    fireEvent.click(await screen.findByText("济南市"));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText("历下区"));
    expect(onChange).toHaveBeenCalledWith("370102", ["山东省", "济南市", "历下区"]);
  });

  it("a city without counties (东莞市) is chosen where a county is asked for", async () => {
    const onChange = vi.fn();
    const { container } = render(<AreaCascader onChange={onChange} />);
    await act(() => {
      fireEvent.mouseDown(container.querySelector(".ant-select-selector")!);
      return Promise.resolve();
    });
    fireEvent.click(await screen.findByText("广东省"));
    fireEvent.click(await screen.findByText("东莞市"));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("441900", ["广东省", "东莞市"]));
  });

  it("with changeOnSelect (search filters), a province is a valid choice", async () => {
    const onChange = vi.fn();
    const { container } = render(<AreaCascader changeOnSelect onChange={onChange} />);
    await act(() => {
      fireEvent.mouseDown(container.querySelector(".ant-select-selector")!);
      return Promise.resolve();
    });
    fireEvent.click(await screen.findByText("北京市"));
    expect(onChange).toHaveBeenCalledWith("110000", ["北京市"]);
  });
});

describe("areaPath", () => {
  it("expands a code into province, city and county", async () => {
    const { areaPath } = await import("./AreaCascader");
    expect(areaPath("370102")).toEqual(["370000", "370100", "370102"]);
    expect(areaPath("370100")).toEqual(["370000", "370100"]);
    expect(areaPath("370000")).toEqual(["370000"]);
  });
});
