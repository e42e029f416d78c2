import { Codes, farmMaterial } from "@qinlian/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { App } from "antd";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { capturePrompts } from "../../../testing/prompts";
import { lineOf } from "./lineValues";
import { MovementBatchForm } from "./MovementBatchForm";
import StoreFormPage from "./StoreFormPage";

const prompts = capturePrompts();
afterEach(() => cleanup());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

/** Answers each call by its path; records the bodies sent. */
function serve(replies: Record<string, unknown>) {
  const sent: { path: string; body: unknown }[] = [];
  vi.spyOn(window, "fetch").mockImplementation((input, init) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    sent.push({ path, body: JSON.parse(typeof init?.body === "string" ? init.body : "{}") as unknown });
    const reply = replies[path] ?? { code: "0", msg: "成功", data: [] };
    return Promise.resolve(json(reply));
  });
  return sent;
}

function mount(path: string, route: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("the place form", () => {
  it("checks the name before sending, then shows the server's refusal under the name", async () => {
    const sent = serve({ [farmMaterial.rangeAdd.path]: { code: Codes.VALIDATION, msg: "name: 已有名为“饲料库”的场所", data: { fields: ["name"] } } });
    mount("/farmingManage/storeManage/add", "/farmingManage/storeManage/add", <StoreFormPage />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("store-submit"));
      await Promise.resolve();
    });
    expect(await screen.findByText("请填写名称")).toBeTruthy();
    expect(sent.filter((s) => s.path === farmMaterial.rangeAdd.path)).toHaveLength(0);

    fill("store-name", "饲料库");
    await act(async () => {
      fireEvent.click(screen.getByTestId("store-submit"));
      await Promise.resolve();
    });
    expect(await screen.findByText("已有名为“饲料库”的场所")).toBeTruthy();
    const add = sent.find((s) => s.path === farmMaterial.rangeAdd.path);
    expect(add?.body).toEqual({ name: "饲料库", kind: "STORE", areaM2: null, capacity: null, keeper: null, remark: null });
    expect(prompts.notice).not.toHaveBeenCalled();
  });

  it("saves and goes back to the list", async () => {
    serve({ [farmMaterial.rangeAdd.path]: { code: "0", msg: "成功", data: {} } });
    mount("/farmingManage/storeManage/add", "/farmingManage/storeManage/add", <StoreFormPage />);
    fill("store-name", "兽药库");
    await act(async () => {
      fireEvent.click(screen.getByTestId("store-submit"));
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.getByTestId("elsewhere")).toBeTruthy());
  });
});

describe("the batch stock-in form", () => {
  it("adds and removes lines, and refuses a quantity with four decimals before sending", async () => {
    const sent = serve({});
    mount("/farmingManage/stockIntoManage/add", "/farmingManage/stockIntoManage/add", <MovementBatchForm kind="IN" back="/farmingManage/stockIntoManage" />);
    expect(screen.getAllByTestId("line-quantity")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("line-add"));
    expect(screen.getAllByTestId("line-quantity")).toHaveLength(2);
    fireEvent.click(screen.getByTestId("line-remove-1"));
    expect(screen.getAllByTestId("line-quantity")).toHaveLength(1);
    fireEvent.change(screen.getByTestId("line-quantity"), { target: { value: "1.2345" } });
    await act(async () => {
      fireEvent.click(screen.getByTestId("movement-submit"));
      await Promise.resolve();
    });
    expect(await screen.findByText("请输入大于 0 的数量，最多三位小数")).toBeTruthy();
    expect(sent.filter((s) => s.path === farmMaterial.recordAddList.path)).toHaveLength(0);
  });

  it("turns a form line into the call's line (thousandths, day text, other kind's fields left out)", () => {
    const v = { materialId: "m", storeId: "s", batchNo: " B1 ", quantity: 1500, date: dayjs("2026-11-02"), unitCostFen: 380, supplier: "", purpose: "FEEDING" as const, rangeId: "h", operator: "张三", note: " " };
    expect(lineOf("IN", v)).toEqual({ materialId: "m", storeId: "s", batchNo: "B1", quantity: 1500, date: "2026-11-02", operator: "张三", note: null, unitCostFen: 380, supplier: null });
    expect(lineOf("OUT", v)).toEqual({ materialId: "m", storeId: "s", batchNo: "B1", quantity: 1500, date: "2026-11-02", operator: "张三", note: null, purpose: "FEEDING", rangeId: "h", supplier: null });
  });
});
