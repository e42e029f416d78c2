import { cashier, Codes } from "@qinlian/contract";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { App } from "antd";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query";
import { RefundsTab } from "./RefundsTab";
import { refusedRefund } from "./refund-fixture";

const row = refusedRefund;

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

describe("the refunds tab", () => {
  it("lists refused refunds by default, retries one to the balance, and shows it done after the list reloads", async () => {
    let current = row;
    const asked: { path: string; body: unknown }[] = [];
    vi.spyOn(window, "fetch").mockImplementation((input, init) => {
      const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
      asked.push({ path, body: JSON.parse(typeof init?.body === "string" ? init.body : "{}") });
      if (path === cashier.adminRetryRefund.path) current = { ...row, status: "DONE", way: "BALANCE" };
      const data = path === cashier.adminRefunds.path ? { list: [current], total: 1, pageNum: 1, pageSize: 10 } : current;
      return Promise.resolve(new Response(JSON.stringify({ code: Codes.OK, msg: "", data }), { status: 200, headers: { "content-type": "application/json" } }));
    });
    render(
      <QueryClientProvider client={queryClient}>
        <App>
          <RefundsTab />
        </App>
      </QueryClientProvider>,
    );
    const table = await screen.findByTestId("admin-refunds");
    expect(await within(table).findByText("张三")).toBeTruthy();
    expect(within(table).getByText("失败", { selector: ".ant-tag, .ant-tag *" })).toBeTruthy();
    expect(within(table).getByText("银行拒绝交易")).toBeTruthy();
    expect(asked.find((a) => a.path === cashier.adminRefunds.path)?.body).toMatchObject({ status: "FAILED" });

    fireEvent.click(within(table).getByTestId("refund-retry-rf1"));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByText("退回余额"));
    fireEvent.change(within(dialog).getByTestId("retry-note"), { target: { value: "客户银行卡已注销" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId("retry-ok"));
      await Promise.resolve();
    });
    expect(await within(table).findByText("已退回余额")).toBeTruthy();
    await waitFor(() => expect(within(table).queryByTestId("refund-retry-rf1")).toBeNull());
    expect(asked.filter((a) => a.path === cashier.adminRefunds.path).length).toBeGreaterThanOrEqual(2);
    expect(asked.find((a) => a.path === cashier.adminRetryRefund.path)?.body).toEqual({ refundRowId: "rf1", way: "BALANCE", note: "客户银行卡已注销", attempt: 1 });
  }, 40_000); // a whole antd table and dialog under jsdom: about 12 s on a busy 2-core machine
});
