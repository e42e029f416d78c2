import { CART_LIMIT, CART_MAX_QUANTITY, type CartView } from "@qinlian/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { cartSelection, clearableSpecIds } from "./cartLogic";
import { addLine, changeLine, cleanLines, LOCAL_CART_KEY, readLocalCart, removeLines, writeLocalCart } from "./localCart";

describe("the visitor's local cart", () => {
  beforeEach(() => localStorage.clear());

  it("adds to the same spec's line and moves it to the top; new specs go on top", () => {
    let r = addLine([], "a", 2);
    expect(r).toEqual({ ok: true, lines: [{ specId: "a", quantity: 2 }] });
    r = addLine(r.ok ? r.lines : [], "b", 1);
    r = addLine(r.ok ? r.lines : [], "a", 3);
    expect(r.ok && r.lines).toEqual([
      { specId: "a", quantity: 5 },
      { specId: "b", quantity: 1 },
    ]);
    expect(addLine([{ specId: "a", quantity: CART_MAX_QUANTITY - 1 }], "a", 5)).toEqual({ ok: true, lines: [{ specId: "a", quantity: CART_MAX_QUANTITY }] });
  });

  it(`keeps at most ${CART_LIMIT} lines, but a spec already there still adds up`, () => {
    const full = Array.from({ length: CART_LIMIT }, (_, i) => ({ specId: `s${i}`, quantity: 1 }));
    expect(addLine(full, "new", 1)).toEqual({ ok: false, reason: "LIMIT" });
    const r = addLine(full, "s7", 2);
    expect(r.ok && r.lines.length).toBe(CART_LIMIT);
    expect(r.ok && r.lines[0]).toEqual({ specId: "s7", quantity: 3 });
  });

  it("changes quantity or spec (merging into a spec already there) and removes lines", () => {
    const lines = [
      { specId: "a", quantity: 2 },
      { specId: "b", quantity: 1 },
    ];
    expect(changeLine(lines, "a", { quantity: 0 })).toEqual([{ specId: "a", quantity: 1 }, lines[1]]);
    expect(changeLine(lines, "a", { specId: "c" })).toEqual([{ specId: "c", quantity: 2 }, lines[1]]);
    expect(changeLine(lines, "a", { specId: "b" })).toEqual([{ specId: "b", quantity: 3 }]);
    expect(changeLine(lines, "zz", { quantity: 4 })).toEqual(lines);
    expect(removeLines(lines, ["a", "x"])).toEqual([lines[1]]);
  });

  it("reads back only well-formed lines, each spec once, at most the limit", () => {
    expect(cleanLines("junk")).toEqual([]);
    expect(cleanLines([{ specId: "a", quantity: 1 }, { specId: "a", quantity: 9 }, { specId: "", quantity: 1 }, { specId: "b", quantity: 1.5 }, null, { specId: "c", quantity: 10 ** 9 }])).toEqual([
      { specId: "a", quantity: 1 },
      { specId: "c", quantity: CART_MAX_QUANTITY },
    ]);
    expect(cleanLines(Array.from({ length: CART_LIMIT + 5 }, (_, i) => ({ specId: `s${i}`, quantity: 1 })))).toHaveLength(CART_LIMIT);
    localStorage.setItem(LOCAL_CART_KEY, "{not json");
    expect(readLocalCart()).toEqual([]);
    writeLocalCart([{ specId: "a", quantity: 2 }]);
    expect(readLocalCart()).toEqual([{ specId: "a", quantity: 2 }]);
    writeLocalCart([]);
    expect(localStorage.getItem(LOCAL_CART_KEY)).toBeNull();
  });
});

describe("cart selection and clearing", () => {
  it("selects among usable lines only", () => {
    const lines = [
      { id: "1", usable: true, selected: true },
      { id: "2", usable: true, selected: false },
      { id: "3", usable: false, selected: true },
    ];
    expect(cartSelection(lines)).toEqual({ usableIds: ["1", "2"], selectedIds: ["1"], unselectedIds: ["2"], all: false, some: true });
    expect(cartSelection([lines[0], lines[2]]).all).toBe(true);
    expect(cartSelection([lines[2]])).toMatchObject({ all: false, some: false });
  });

  it("clears lines that cannot be bought as they are, not those whose quantity can be fixed", () => {
    const line = (specId: string, reason: string | null) => ({ specId, reason }) as never;
    const view = { groups: [{ lines: [line("a", "OFF_SHELF"), line("b", "STOCK_SHORT"), line("c", null), line("d", "OUT_OF_STOCK"), line("e", "BELOW_MIN"), line("f", "SPEC_GONE")] }] } as unknown as CartView;
    expect(clearableSpecIds(view)).toEqual(["a", "d", "f"]);
  });
});
