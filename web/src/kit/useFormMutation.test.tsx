import { Codes, system } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { Form, Input, type FormInstance } from "antd";
import { describe, expect, it, vi } from "vitest";
import { capturePrompts } from "../testing/prompts";
import { messagesByField, namePathOf, stripFieldCodes, useFormMutation, type FieldMap } from "./useFormMutation";

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const prompts = capturePrompts();

/** A form with a credit code, a name and a list of spec rows, submitted through the hook. */
function renderForm(fields?: FieldMap) {
  const results: unknown[] = [];
  let formRef: FormInstance | undefined;
  function Host() {
    const [form] = Form.useForm();
    formRef = form;
    const save = useFormMutation(system.siteInfo, { form, fields, loadingText: false });
    return (
      <Form form={form} initialValues={{ specs: [{ price: "1" }, { price: "2" }] }} onFinish={() => void save.submit({}).then((r) => results.push(r))}>
        <Form.Item name="creditCode" label="credit">
          <Input />
        </Form.Item>
        <Form.Item name="companyName" label="name">
          <Input />
        </Form.Item>
        <Form.List name="specs">
          {(rows) =>
            rows.map((r) => (
              <Form.Item key={r.key} name={[r.name, "price"]} label={`price${r.name}`}>
                <Input />
              </Form.Item>
            ))
          }
        </Form.List>
      </Form>
    );
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Host />
    </QueryClientProvider>,
  );
  const submit = async () => {
    await act(async () => {
      await formRef!.validateFields();
      formRef!.submit();
    });
    await waitFor(() => expect(results.length).toBe(1));
    return results[0];
  };
  return { submit, form: () => formRef! };
}

const replyWith = (env: unknown, status = 200) => vi.spyOn(window, "fetch").mockImplementation(() => Promise.resolve(json(env, status)));

describe("useFormMutation", () => {
  it("returns the data when the call succeeds, showing nothing", async () => {
    replyWith({ code: "0", msg: "成功", data: { name: "禽链" } });
    const f = renderForm();
    expect(await f.submit()).toEqual({ name: "禽链" });
    expect(prompts.notice).not.toHaveBeenCalled();
  });

  it("puts a server field error under its item, without the field's code, and no dialog", async () => {
    replyWith({ code: Codes.VALIDATION, msg: "creditCode: 该统一社会信用代码已注册", data: { fields: ["creditCode"] } });
    const f = renderForm();
    expect(await f.submit()).toBeNull();
    expect(f.form().getFieldError("creditCode")).toEqual(["该统一社会信用代码已注册"]);
    expect(await screen.findByText("该统一社会信用代码已注册")).toBeTruthy();
    expect(screen.queryByText(/creditCode/)).toBeNull();
    expect(prompts.notice).not.toHaveBeenCalled();
  });

  it("maps nested list names and the input check's several fields", async () => {
    replyWith({
      code: Codes.VALIDATION,
      msg: "参数错误 — specs.1.price: 应大于 0；name: 必填",
      data: { fields: ["specs.1.price", "name"] },
    });
    const f = renderForm({ name: "companyName" });
    expect(await f.submit()).toBeNull();
    expect(f.form().getFieldError(["specs", 1, "price"])).toEqual(["应大于 0"]);
    expect(f.form().getFieldError(["specs", 0, "price"])).toEqual([]);
    expect(f.form().getFieldError("companyName")).toEqual(["必填"]);
    expect(prompts.notice).not.toHaveBeenCalled();
  });

  it("shows a field the form does not have once, in the dialog, without its code", async () => {
    replyWith({ code: Codes.VALIDATION, msg: "areaCode: 请选择到区县", data: { fields: ["areaCode"] } });
    const f = renderForm();
    expect(await f.submit()).toBeNull();
    expect(prompts.notice).toHaveBeenCalledTimes(1);
    expect(prompts.notice).toHaveBeenCalledWith("请选择到区县");
    expect(f.form().getFieldsError().every((e) => e.errors.length === 0)).toBe(true);
  });

  it("shows an ordinary business error once in the dialog", async () => {
    replyWith({ code: Codes.CONFLICT, msg: "状态已变化，请刷新后重试", data: null });
    const f = renderForm();
    expect(await f.submit()).toBeNull();
    expect(prompts.notice).toHaveBeenCalledTimes(1);
    expect(prompts.notice).toHaveBeenCalledWith("状态已变化，请刷新后重试");
  });

  it("a network error is toasted once by the client and not shown again", async () => {
    vi.spyOn(window, "fetch").mockImplementation(() => Promise.reject(new TypeError("Failed to fetch")));
    const f = renderForm();
    expect(await f.submit()).toBeNull();
    expect(prompts.toast).toHaveBeenCalledTimes(1);
    expect(prompts.notice).not.toHaveBeenCalled();
  });
});

describe("server messages", () => {
  it("reads name paths from dotted and bracketed fields", () => {
    expect(namePathOf("specs.0.price")).toEqual(["specs", 0, "price"]);
    expect(namePathOf("skus[2].values")).toEqual(["skus", 2, "values"]);
    expect(namePathOf("creditCode")).toEqual(["creditCode"]);
  });
  it("splits a message per field and strips codes", () => {
    expect(messagesByField("参数错误 — a: m1；b.c: m2", ["a", "b.c"])).toEqual(
      new Map([
        ["a", "m1"],
        ["b.c", "m2"],
      ]),
    );
    expect(stripFieldCodes("参数错误 — mobile: 手机号格式不正确；(请求体): 应为 JSON 对象")).toBe("手机号格式不正确；应为 JSON 对象");
    expect(stripFieldCodes("余额不足")).toBe("余额不足");
  });
});
