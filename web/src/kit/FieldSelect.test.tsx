import { cleanup, render } from "@testing-library/react";
import { Form } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { FieldRadioGroup, FieldSelect } from "./FieldSelect";

const options = [
  { value: "a", label: "甲" },
  { value: "b", label: "乙" },
];

describe("FieldSelect / FieldRadioGroup in a Form.Item", () => {
  afterEach(cleanup);

  it("a required item's select says so on its combobox, not on antd's outer div", () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
          <FieldSelect options={options} />
        </Form.Item>
      </Form>,
    );
    const box = container.querySelector('[role="combobox"]');
    expect(box?.getAttribute("aria-required")).toBe("true");
    expect(container.querySelector(".ant-select")?.hasAttribute("aria-required")).toBe(false);
  });

  it("an optional item's select is not marked required", () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="类型">
          <FieldSelect options={options} />
        </Form.Item>
      </Form>,
    );
    expect(container.querySelector('[role="combobox"]')?.hasAttribute("aria-required")).toBe(false);
    expect(container.querySelector("[aria-required]")).toBeNull();
  });

  it("a required item's radio group is a radiogroup marked required", () => {
    const { container } = render(
      <Form>
        <Form.Item name="kind" label="类型" rules={[{ required: true }]}>
          <FieldRadioGroup options={options} />
        </Form.Item>
      </Form>,
    );
    const group = container.querySelector(".ant-radio-group");
    expect(group?.getAttribute("role")).toBe("radiogroup");
    expect(group?.getAttribute("aria-required")).toBe("true");
    expect(container.querySelectorAll("[aria-required]")).toHaveLength(1);
  });
});
