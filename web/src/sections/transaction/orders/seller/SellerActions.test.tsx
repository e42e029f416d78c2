import type { OrderAction } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SellerActionButtons } from "./SellerActions";

function renderButtons(actions: OrderAction[], paidAmount = 0) {
  const o = { id: "o1", orderNo: "QL2026112400001", state: paidAmount ? ("PAID" as const) : ("UNPAID" as const), paidAmount, actions, sellerNote: null };
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <SellerActionButtons order={o} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the seller's buttons", () => {
  afterEach(cleanup);

  it("show only what the server allows, in words", () => {
    renderButtons(["SEND", "SELLER_CANCEL", "CONFIRM"], 12000);
    expect(screen.getByTestId("seller-action-SEND").textContent?.replace(/\s/g, "")).toBe("发货");
    expect(screen.getByTestId("seller-action-SELLER_CANCEL").textContent?.replace(/\s/g, "")).toBe("取消订单");
    expect(screen.queryByTestId("seller-action-REVISE_PRICE")).toBeNull();
    expect(screen.queryByTestId("seller-action-SELLER_NOTE")).toBeNull();
  });

  it("render nothing without seller actions", () => {
    const { container } = renderButtons(["PAY"]);
    expect(container.querySelectorAll("button")).toHaveLength(0);
  });

  it("cancelling a paid order says it is refunded and asks for a reason before sending", async () => {
    renderButtons(["SELLER_CANCEL"], 12000);
    fireEvent.click(screen.getByTestId("seller-action-SELLER_CANCEL"));
    expect(await screen.findByText(/取消后货款 ¥120.00 将原路退回买家/)).toBeTruthy();
    fireEvent.click(screen.getByTestId("seller-cancel-ok"));
    expect(await screen.findByText("请选择取消原因")).toBeTruthy();
  });

  it("asks for a note when the reason is 其他原因", async () => {
    renderButtons(["SELLER_CANCEL"]);
    fireEvent.click(screen.getByTestId("seller-action-SELLER_CANCEL"));
    fireEvent.click(await screen.findByLabelText("其他原因"));
    fireEvent.click(screen.getByTestId("seller-cancel-ok"));
    await waitFor(() => expect(screen.getByText("选择“其他原因”时请说明")).toBeTruthy());
  });
});
