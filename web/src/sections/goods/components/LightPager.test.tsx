import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LightPager, pagerItems } from "./LightPager";

describe("LightPager", () => {
  afterEach(cleanup);

  it("shows the first and last page, two either side of the current one, and jumps for the gaps", () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 16)).toEqual([1, 2, 3, 4, 5, "jump-next", 16]);
    expect(pagerItems(8, 16)).toEqual([1, "jump-prev", 6, 7, 8, 9, 10, "jump-next", 16]);
    expect(pagerItems(16, 16)).toEqual([1, "jump-prev", 12, 13, 14, 15, 16]);
  });

  it("pages are links to their address; a click pages in place; nothing when one page holds all", () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<LightPager current={1} pageSize={20} total={305} onChange={onChange} href={(n) => `/goods/list?pageNum=${n}`} />);
    const two = screen.getByRole("link", { name: "第 2 页" });
    expect(two.getAttribute("href")).toBe("/goods/list?pageNum=2");
    fireEvent.click(two);
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole("link", { name: "第 1 页" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "上一页" }).disabled).toBe(true);
    rerender(<LightPager current={1} pageSize={20} total={20} onChange={onChange} />);
    expect(container.querySelector("nav")).toBeNull();
  });
});
