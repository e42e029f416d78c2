import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { LightBadge } from "../../../kit/LightBadge";
import { LightButton } from "../../../kit/LightButton";
import { LightRate } from "./LightRate";
import { LightTree, type LightTreeNode } from "./LightTree";

const data: LightTreeNode[] = [
  { key: "01", title: "禽苗种禽", children: [{ key: "0101", title: "蛋鸡苗", children: [] }, { key: "0102", title: "肉鸡苗", children: [] }] },
  { key: "02", title: "饲料", children: [] },
];

function Picker({ initial }: { initial?: string }) {
  const [key, setKey] = useState(initial);
  return (
    <>
      <LightTree treeData={data} selectedKey={key} defaultExpandedKeys={initial ? [initial.slice(0, 2)] : []} onSelect={setKey} aria-label="categories" />
      <output>{key ?? "none"}</output>
    </>
  );
}

describe("the mall's light antd parts", () => {
  afterEach(cleanup);

  it("a category tree: opens with the caret or →, walks with ↑ ↓ ←, picks with a click or Enter, unpicks the picked one", () => {
    render(<Picker />);
    const tree = screen.getByRole("tree", { name: "categories" });
    expect(screen.getAllByRole("treeitem").map((i) => i.textContent)).toEqual(["禽苗种禽", "饲料"]);
    // one tab stop
    expect(screen.getAllByRole("treeitem").filter((i) => i.tabIndex === 0)).toHaveLength(1);
    const first = screen.getByRole("treeitem", { name: "禽苗种禽" });
    expect(first.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(first.querySelector(".ql-tree-switcher")!);
    expect(screen.getAllByRole("treeitem").map((i) => i.getAttribute("aria-level"))).toEqual(["1", "2", "2", "1"]);
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    expect(screen.getAllByRole("treeitem")).toHaveLength(2);
    fireEvent.keyDown(first, { key: "ArrowRight" });
    fireEvent.keyDown(first, { key: "ArrowRight" });
    const chick = screen.getByRole("treeitem", { name: "蛋鸡苗" });
    expect(document.activeElement).toBe(chick);
    fireEvent.keyDown(chick, { key: "ArrowDown" });
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(screen.getByRole("status").textContent).toBe("0102");
    expect(screen.getByRole("treeitem", { name: "肉鸡苗" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expect(document.activeElement).toBe(first);
    fireEvent.click(screen.getByText("饲料"));
    expect(screen.getByRole("status").textContent).toBe("02");
    fireEvent.click(screen.getByText("饲料"));
    expect(screen.getByRole("status").textContent).toBe("none");
    expect(tree.querySelectorAll(".ql-tree-node-selected")).toHaveLength(0);
  });

  it("a picked category's branch starts open", () => {
    render(<Picker initial="0101" />);
    expect(screen.getByRole("treeitem", { name: "蛋鸡苗" }).getAttribute("aria-selected")).toBe("true");
  });

  it("stars for a score, half stars when asked", () => {
    const { container } = render(<LightRate value={3.5} allowHalf />);
    expect([...container.querySelectorAll("li")].map((l) => l.className.replace("ant-rate-star ", ""))).toEqual(["ant-rate-star-full", "ant-rate-star-full", "ant-rate-star-full", "ant-rate-star-half ant-rate-star-active", "ant-rate-star-zero"]);
  });

  it("a button spaces two Chinese characters as antd's, and a badge shows counts above 0 only", () => {
    const { container } = render(
      <>
        <LightButton>确定</LightButton>
        <LightButton type="link">确定</LightButton>
        <LightBadge count={0}>cart</LightBadge>
        <LightBadge count={120}>cart</LightBadge>
      </>,
    );
    const [a, b] = container.querySelectorAll("button");
    expect(a.textContent).toBe("确 定");
    expect(a.className).toContain("ant-btn-two-chinese-chars");
    expect(b.textContent).toBe("确定");
    expect([...container.querySelectorAll("sup")].map((s) => s.getAttribute("title"))).toEqual(["99+"]);
  });
});
