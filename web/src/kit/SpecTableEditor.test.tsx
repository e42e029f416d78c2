import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Button, Form } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newSpecRow, type SpecRow } from "./specTable";
import { SpecTableEditor, useSpecRules } from "./SpecTableEditor";

function Host({ onFinish, initial }: { onFinish: (v: { specs: SpecRow[] }) => void; initial: SpecRow[] }) {
  const rules = useSpecRules();
  return (
    <Form onFinish={onFinish} initialValues={{ specs: initial }}>
      <Form.Item name="specs" rules={rules}>
        <SpecTableEditor unitName="羽" />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>
  );
}

afterEach(cleanup);

describe("spec table editor", () => {
  it("refuses to submit an incomplete table and says which row is wrong", async () => {
    const onFinish = vi.fn<(v: { specs: SpecRow[] }) => void>();
    render(<Host onFinish={onFinish} initial={[newSpecRow()]} />);
    await act(() => Promise.resolve(fireEvent.click(screen.getByText("go"))));
    await screen.findByText(/第 1 行：请填写规格名称/);
    expect(screen.getByText(/第 1 行：请填写正确的单价/)).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();
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
    await screen.findByText(/第 2 行：规格名称“A”重复/);
    expect(onFinish).not.toHaveBeenCalled();
  });
});
