import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSpecRow, type SpecRow } from "./specTable";
import { SPEC_VALIDATE_TRIGGER, SpecTableEditor, useSpecRules } from "./SpecTableEditor";

function Host({ onFinish, initial }: { onFinish: (v: { specs: SpecRow[] }) => void; initial: SpecRow[] }) {
  const rules = useSpecRules();
  return (
    <Form onFinish={onFinish} initialValues={{ specs: initial }}>
      <Form.Item name="specs" rules={rules} validateTrigger={SPEC_VALIDATE_TRIGGER}>
        <SpecTableEditor unitName="羽" />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

afterEach(cleanup);

describe("spec table editor", () => {
  it("refuses to submit an incomplete table with one short line per problem", async () => {
    const onFinish = vi.fn<(v: { specs: SpecRow[] }) => void>();
    render(<Host onFinish={onFinish} initial={[newSpecRow(), newSpecRow()]} />);
    await act(() => Promise.resolve(fireEvent.click(screen.getByText("go"))));
    await screen.findByText("请填写规格名称；请填写单价；请填写库存");
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("adding a row marks nothing; after a failed submit only the broken cells turn red, and clear as they are fixed", async () => {
    const onFinish = vi.fn<(v: { specs: SpecRow[] }) => void>();
    const { container } = render(<Host onFinish={onFinish} initial={[newSpecRow({ name: "A", price: 100, stock: 1 })]} />);
    fireEvent.click(screen.getByTestId("spec-add"));
    expect(screen.getAllByTestId("spec-name")).toHaveLength(2);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(container.querySelectorAll(".ant-input-status-error, .ant-input-number-status-error, .ant-input-affix-wrapper-status-error")).toHaveLength(0);
    expect(container.querySelector(".ant-form-item-explain-error")).toBeNull();

    await act(() => Promise.resolve(fireEvent.click(screen.getByText("go"))));
    await screen.findByText(/请填写规格名称/);
    const names = screen.getAllByTestId("spec-name");
    const red = (el: HTMLElement) => !!el.closest(".ant-input-status-error, .ant-input-affix-wrapper-status-error");
    expect(names.map(red)).toEqual([false, true]);
    fireEvent.change(names[1], { target: { value: "B" } });
    await waitFor(() => expect(red(screen.getAllByTestId("spec-name")[1])).toBe(false));
    await screen.findByText("请填写单价；请填写库存");
  });

  it("adds a second spec and submits both with prices in fen", async () => {
    const onFinish = vi.fn<(v: { specs: SpecRow[] }) => void>();
    render(<Host onFinish={onFinish} initial={[newSpecRow()]} />);
    fireEvent.click(screen.getByTestId("spec-add"));
    const names = screen.getAllByTestId("spec-name");
    expect(names).toHaveLength(2);
    fireEvent.change(names[0], { target: { value: "100羽/箱" } });
    fireEvent.change(names[1], { target: { value: "500羽/箱" } });
    const prices = screen.getAllByTestId("spec-price");
    fireEvent.change(prices[0], { target: { value: "3.5" } });
    fireEvent.change(prices[1], { target: { value: "3.30" } });
    const stocks = screen.getAllByTestId("spec-stock").map((el) => (el.tagName === "INPUT" ? el : el.querySelector("input")!));
    fireEvent.change(stocks[0], { target: { value: "2000" } });
    fireEvent.change(stocks[1], { target: { value: "800" } });
    await act(() => Promise.resolve(fireEvent.click(screen.getByText("go"))));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const specs = onFinish.mock.calls[0][0].specs;
    expect(specs.map((s) => [s.name, s.price, s.stock])).toEqual([
      ["100羽/箱", 350, 2000],
      ["500羽/箱", 330, 800],
    ]);
  });

  it("flags duplicate names", async () => {
    const onFinish = vi.fn<(v: { specs: SpecRow[] }) => void>();
    render(<Host onFinish={onFinish} initial={[newSpecRow({ name: "A", price: 100, stock: 1 }), newSpecRow({ name: "A", price: 100, stock: 1 })]} />);
    await act(() => Promise.resolve(fireEvent.click(screen.getByText("go"))));
    await screen.findByText("规格名称“A”重复");
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe("spec table editor: unit weight", () => {
  it("shows kilograms and keeps grams, to the gram", async () => {
    const onChange = vi.fn<(rows: SpecRow[]) => void>();
    const row = newSpecRow({ name: "40kg/袋", price: 16_800, stock: 5, weightGrams: 40_000 });
    render(<SpecTableEditor value={[row]} onChange={onChange} weight />);
    const input = screen.getByTestId("spec-weight").querySelector("input") ?? screen.getByTestId("spec-weight");
    expect((input as HTMLInputElement).value).toBe("40.000");
    fireEvent.change(input, { target: { value: "20.5" } });
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0][0].weightGrams).toBe(20_500);
  });

  it("has no weight column unless asked", () => {
    render(<SpecTableEditor value={[newSpecRow({ name: "A" })]} />);
    expect(screen.queryByTestId("spec-weight")).toBeNull();
  });
});
