import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { checkFen, fenOfText, MoneyInput, textOfFen } from "./MoneyInput";

describe("money input", () => {
  it("reads typed yuan as fen, empty as nothing, rubbish as NaN", () => {
    expect(fenOfText("35.5")).toBe(3550);
    expect(fenOfText(" ")).toBeUndefined();
    expect(fenOfText("3.555")).toBeNaN();
    expect(fenOfText("-1")).toBeNaN();
    expect(textOfFen(123456)).toBe("1234.56");
    expect(textOfFen(undefined)).toBe("");
  });
  it("checks required, invalid and limits", () => {
    expect(checkFen(undefined, { required: true })).toBe("required");
    expect(checkFen(undefined, {})).toBeNull();
    expect(checkFen(Number.NaN, {})).toBe("invalid");
    expect(checkFen(0, { min: 1 })).toBe("min");
    expect(checkFen(200, { max: 100 })).toBe("max");
    expect(checkFen(100, { min: 1, max: 100 })).toBeNull();
  });
  it("emits fen while typing and tidies the text on blur", () => {
    const seen: (number | undefined)[] = [];
    function Host() {
      const [v, setV] = useState<number | undefined>(1000);
      return (
        <MoneyInput
          aria-label="price"
          value={v}
          onChange={(x) => {
            seen.push(x);
            setV(x);
          }}
        />
      );
    }
    render(<Host />);
    const input = screen.getByLabelText<HTMLInputElement>("price");
    expect(input.value).toBe("10.00");
    fireEvent.change(input, { target: { value: "12.5" } });
    expect(seen.at(-1)).toBe(1250);
    expect(input.value).toBe("12.5");
    fireEvent.blur(input);
    expect(input.value).toBe("12.50");
    fireEvent.change(input, { target: { value: "1.234" } });
    expect(seen.at(-1)).toBeNaN();
    expect(input.value).toBe("1.234");
  });
});
