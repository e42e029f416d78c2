import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => {
  const read: { isLoading: boolean; isError: boolean; data: unknown; refetch: () => void } = { isLoading: false, isError: false, data: undefined, refetch: () => undefined };
  return { read, pay: vi.fn(), readWith: [] as unknown[] };
});
vi.mock("../../../api", () => ({
  useCall: (_def: unknown, input: unknown) => {
    state.readWith.push(input);
    return state.read;
  },
  useMutate: () => ({ mutateAsync: state.pay, isPending: false }),
}));

const { default: SandboxPayPage, safeReturnPath } = await import("./SandboxPayPage");

const pending = {
  channelTxnId: "txn123",
  channel: "SANDBOX",
  channelName: { zh: "沙箱银行", en: "Sandbox bank" },
  amount: 12_345,
  subject: "账户充值",
  payee: "山东禽业供应链平台",
  status: "PENDING",
  returnPath: "/financial/balance",
  createdAt: "2026-11-23T10:00:00.000Z",
};

const open = (url: string) =>
  render(
    <App>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/cashier/htmlShow" element={<SandboxPayPage />} />
          <Route path="/financial/balance" element={<div data-testid="back-home">balance</div>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );

describe("the sandbox bank's hosted payment page", () => {
  afterEach(() => {
    cleanup();
    state.pay.mockReset();
    state.readWith.length = 0;
    state.read = { isLoading: false, isError: false, data: undefined, refetch: () => undefined };
  });

  it("only returns to a path on this site", () => {
    expect(safeReturnPath("/financial/balance")).toBe("/financial/balance");
    expect(safeReturnPath("//evil.example/x")).toBe("/financial/index");
    expect(safeReturnPath("https://evil.example")).toBe("/financial/index");
    expect(safeReturnPath(null)).toBe("/financial/index");
  });

  it("without a transaction number it says the link is incomplete", () => {
    open("/cashier/htmlShow");
    expect(screen.getByTestId("sandbox-no-txn").textContent).toContain("缺少交易号");
  });

  it("shows the amount, subject and payee; confirming pays and sends the payer back", async () => {
    state.read.data = pending;
    open("/cashier/htmlShow?txn=txn123");
    expect(state.readWith.at(-1)).toEqual({ txn: "txn123" });
    expect(screen.getByTestId("sandbox-amount").textContent).toBe("¥123.45");
    expect(screen.getByText("账户充值")).toBeTruthy();
    expect(screen.getByText("山东禽业供应链平台")).toBeTruthy();
    state.pay.mockResolvedValueOnce({ status: "SUCCESS", returnPath: "/financial/balance" });
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId("sandbox-confirm"))));
    expect(state.pay).toHaveBeenCalledWith({ txn: "txn123", action: "CONFIRM" });
    await screen.findByTestId("sandbox-done");
    await waitFor(() => expect(screen.getByTestId("back-home")).toBeTruthy(), { timeout: 3000 });
  });

  it("a finished transaction offers only the way back", () => {
    state.read.data = { ...pending, status: "FAILED" };
    open("/cashier/htmlShow?txn=txn123");
    expect(screen.getByTestId("sandbox-finished").textContent).toContain("支付未成功");
    expect(screen.queryByTestId("sandbox-confirm")).toBeNull();
  });
});
