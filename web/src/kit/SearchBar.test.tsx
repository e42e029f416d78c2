import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PagedTable, type PagedRows } from "./SearchBar";

afterEach(cleanup);

const rows = (list: { id: string; name: string }[]): PagedRows<{ id: string; name: string }> => ({
  q: { isError: false, isFetching: false, refetch: () => undefined },
  data: { list },
  loading: false,
  pagination: { current: 1, pageSize: 10, total: list.length },
});

describe("PagedTable", () => {
  it("makes its sideways-scrolling container a named, focusable region (axe scrollable-region-focusable)", () => {
    const { container } = render(<PagedTable rowKey="id" columns={[{ title: "名称", dataIndex: "name" }]} list={rows([{ id: "1", name: "蛋鸡苗" }])} />);
    const region = screen.getByRole("region", { name: "表格，可左右滑动查看更多列" });
    expect(region.tabIndex).toBe(0);
    expect(region.classList.contains("ant-table-content") || region.classList.contains("ant-table-body")).toBe(true);
    expect(region.textContent).toContain("蛋鸡苗");
    expect(container.querySelectorAll("[role=region]")).toHaveLength(1);
  });

  it("keeps the region when the rows change", () => {
    const cols = [{ title: "名称", dataIndex: "name" }];
    const { rerender } = render(<PagedTable rowKey="id" columns={cols} list={rows([])} />);
    rerender(<PagedTable rowKey="id" columns={cols} list={rows([{ id: "2", name: "玉米" }])} />);
    expect(screen.getByRole("region").textContent).toContain("玉米");
  });
});
