import { Codes, type EnterpriseApply } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uiBindings } from "../../api";
import { EnterpriseForm } from "./EnterpriseForm";

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** A rejected application: every field filled in, so the form submits as it stands. */
const initial: EnterpriseApply = {
  memberId: "1",
  name: "山东禽业有限公司",
  creditCode: "91370100MA3C5XY014",
  legalPerson: "王五",
  enterpriseType: "LLC",
  enterpriseTypeName: "有限责任公司",
  licenceFileId: "f1",
  licenceUrl: "/files/f1.png",
  contactName: "李四",
  contactMobile: "13800000000",
  areaCode: "370102",
  areaName: "山东省济南市历下区",
  address: "经十路 1 号",
  verifyState: "REJECTED",
  rejectReason: "营业执照不清晰",
  submittedAt: null,
  reviewedAt: null,
};

let notice: ReturnType<typeof vi.fn<(m: string) => void>>;
const saved = { ...uiBindings };
let registerReply: unknown;
const sent: unknown[] = [];

beforeEach(() => {
  notice = vi.fn<(m: string) => void>();
  uiBindings.notice = notice;
  sent.length = 0;
  vi.spyOn(window, "fetch").mockImplementation((url, init) => {
    const path = typeof url === "string" ? url : url instanceof URL ? url.href : url.url;
    if (path.includes("registerEnterprise")) {
      sent.push(typeof init?.body === "string" ? JSON.parse(init.body) : init?.body);
      return Promise.resolve(json(registerReply));
    }
    // the enterprise types and the area levels: nothing needed for this form's submit
    return Promise.resolve(json({ code: "0", msg: "成功", data: [] }));
  });
});
afterEach(() => {
  cleanup();
  Object.assign(uiBindings, saved);
  vi.restoreAllMocks();
});

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <EnterpriseForm initial={initial} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByTestId("enterprise-submit"));
    await Promise.resolve();
  });

describe("the enterprise details form", () => {
  it("shows the server's duplicate credit code under its field, without the field's code or a dialog", async () => {
    registerReply = { code: Codes.VALIDATION, msg: "creditCode: 该统一社会信用代码已注册", data: { fields: ["creditCode"] } };
    const onDone = renderForm();
    await submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    const message = await screen.findByText("该统一社会信用代码已注册");
    // the message sits in the credit code's form item, next to its input
    const item = message.closest(".ant-form-item");
    expect(item?.querySelector("[data-testid=ent-credit]")).toBeTruthy();
    expect(item?.classList.contains("ant-form-item-has-error")).toBe(true);
    expect(screen.queryByText(/creditCode/)).toBeNull();
    expect(notice).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("an error that belongs to no field still shows in the dialog, once", async () => {
    registerReply = { code: Codes.CONFLICT, msg: "您已有一个审核中的企业申请", data: null };
    const onDone = renderForm();
    await submit();
    await waitFor(() => expect(notice).toHaveBeenCalledTimes(1));
    expect(notice).toHaveBeenCalledWith("您已有一个审核中的企业申请");
    expect(onDone).not.toHaveBeenCalled();
  });
});
