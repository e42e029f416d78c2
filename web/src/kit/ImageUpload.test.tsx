import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { App, Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ImageListUpload } from "./ImageListUpload";
import { ImageFileIdUpload, ImageUpload, UPLOAD_FIELD_CLASS } from "./ImageUpload";

/** One form with the upload as a labelled Form.Item (`required` or not); the form handed back to submit it. */
function renderField(control: ReactNode, required: boolean) {
  let form: FormInstance | undefined;
  function Host() {
    const [f] = Form.useForm();
    form = f;
    return (
      <Form form={f}>
        <Form.Item name="pic" label="店铺标志" extra="建议 200×200" rules={required ? [{ required: true, message: "请上传店铺标志" }] : []}>
          {control}
        </Form.Item>
      </Form>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <Host />
      </App>
    </QueryClientProvider>,
  );
  return { validate: () => act(() => form!.validateFields().catch(() => undefined)) };
}

/** The upload's file input, found as a person with a screen reader would: by the form item's label. */
const field = () => screen.getByLabelText("店铺标志");

describe.each([
  ["ImageUpload", () => <ImageUpload />],
  ["ImageFileIdUpload", () => <ImageFileIdUpload />],
  ["ImageListUpload", () => <ImageListUpload />],
])("%s in a Form.Item", (_name, control) => {
  afterEach(cleanup);

  it("is the file input the label names, announced as required, and invalid once the item shows its error", async () => {
    const { validate } = renderField(control(), true);
    const input = field();
    expect(input.tagName).toBe("INPUT");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    // the item's extra text describes it
    expect(input.getAttribute("aria-describedby")).toBe("pic_extra");
    await validate();
    await waitFor(() => expect(field().getAttribute("aria-invalid")).toBe("true"));
    const described = field().getAttribute("aria-describedby")!.split(" ");
    expect(described).toContain("pic_help");
    await waitFor(() => expect(document.getElementById("pic_help")?.textContent ?? "").toContain("请上传店铺标志"));
  });

  it("is not announced as required when the item is optional", () => {
    renderField(control(), false);
    expect(field().getAttribute("aria-required")).toBeNull();
  });

  it("can be reached: the input is not display:none under the field class, which no ARIA role forbids aria-required on", () => {
    renderField(control(), true);
    const input = field();
    expect(input.closest(`.${UPLOAD_FIELD_CLASS}`)).not.toBeNull();
    expect(input.getAttribute("role")).toBeNull();
    expect(getComputedStyle(input).display).not.toBe("none");
    // the style that lifts antd's inline display:none is on the page once, however many uploads there are
    expect(document.querySelectorAll('style[data-href="qinlian-upload-field"], style[href="qinlian-upload-field"]').length).toBe(1);
  });
});

describe("an upload outside a Form.Item", () => {
  afterEach(cleanup);
  it("is named by its own text and carries no required state", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ImageUpload label="上传横幅" />
        </App>
      </QueryClientProvider>,
    );
    const input = screen.getByLabelText("上传横幅");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("aria-required")).toBeNull();
  });
});
