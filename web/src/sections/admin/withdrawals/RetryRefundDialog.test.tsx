import { Codes } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../i18n";
import { RetryRefundDialog } from "./RetryRefundDialog";
import { capturePrompts } from "../../../testing/prompts";
import { refusedRefund } from "./refund-fixture";

const refused = refusedRefund;

const reply = (body: object) => Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));

const prompts = capturePrompts();
afterEach(cleanup);

function show(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <RetryRefundDialog refund={refused} onClose={() => undefined} onDone={onDone} />
      </App>
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole("dialog");
  const ok = async () => {
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("retry-ok"));
      await Promise.resolve();
    });
  };
  const note = (value: string) => fireEvent.change(within(dialog).getByTestId("retry-note"), { target: { value } });
  return { dialog, ok, note, onDone };
}

describe("the refund retry dialog", () => {
  it("explains each way and asks for both the way and a note before it submits", async () => {
    const fetch = vi.spyOn(window, "fetch");
    const { dialog, ok, note } = show();
    expect(within(dialog).getByText("原路重试")).toBeTruthy();
    expect(within(dialog).getByText("退回余额")).toBeTruthy();
    expect(within(dialog).getByText(/新的渠道业务号/)).toBeTruthy();
    expect(within(dialog).getByText(/平台余额/)).toBeTruthy();
    expect(within(dialog).getByText("渠道上次拒绝原因：银行拒绝交易")).toBeTruthy();
    await ok();
    expect(await within(dialog).findByText("请选择处理方式")).toBeTruthy();
    expect(await within(dialog).findByText("请填写操作说明")).toBeTruthy();
    // a note of one character (spaces do not count) is too short
    fireEvent.click(within(dialog).getByText("退回余额"));
    note("  好 ");
    await ok();
    expect(await within(dialog).findByText("操作说明须为 2-200 个字")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("submits the way, the trimmed note and the attempt seen, then hands back the refund", async () => {
    const fetch = vi.spyOn(window, "fetch").mockImplementation(() => reply({ code: Codes.OK, msg: "", data: { ...refused, status: "DONE", way: "BALANCE" } }));
    const { dialog, ok, note, onDone } = show();
    fireEvent.click(within(dialog).getByText("退回余额"));
    note("  客户银行卡已注销  ");
    await ok();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ status: "DONE", way: "BALANCE" })));
    const sent = fetch.mock.calls[0][1]?.body;
    expect(typeof sent).toBe("string");
    const body = JSON.parse(sent as string) as unknown;
    expect(body).toEqual({ refundRowId: "rf1", way: "BALANCE", note: "客户银行卡已注销", attempt: 1 });
  });

  it("shows the server's error under its field and stays open", async () => {
    vi.spyOn(window, "fetch").mockImplementation(() => reply({ code: Codes.VALIDATION, msg: "参数错误 — note: 请填写操作说明（2-200 个字）", data: { fields: ["note"] } }));
    const { dialog, ok, note, onDone } = show();
    fireEvent.click(within(dialog).getByText("原路重试"));
    note("再试一次");
    await ok();
    const message = await within(dialog).findByText("请填写操作说明（2-200 个字）");
    expect(message.closest(".ant-form-item")?.querySelector("textarea")).toBeTruthy();
    expect(prompts.notice).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(dialog.isConnected).toBe(true);
  });

  it("reads in English", async () => {
    await i18n.changeLanguage("en");
    const { dialog } = show();
    expect(within(dialog).getByText("Through the channel again")).toBeTruthy();
    expect(within(dialog).getByText("To the payer's balance")).toBeTruthy();
    expect(within(dialog).queryByText(/原路|余额/)).toBeNull();
  });
});
