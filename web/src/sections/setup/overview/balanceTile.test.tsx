import { cashier, finance, type MemberOverviewView } from "@qinlian/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ answers: new Map<string, unknown>(), asked: [] as string[] }));
vi.mock("../../../api", () => ({
  useCall: (def: { path: string }, _input: unknown, opts: { enabled?: boolean } = {}) => {
    if (opts.enabled === false) return { data: undefined, isLoading: false };
    state.asked.push(def.path);
    return { data: state.answers.get(def.path), isLoading: false };
  },
}));

const { Figures } = await import("./Figures");
const { setLang } = await import("../../../i18n");

const overview: MemberOverviewView = { boId: "p-1", boType: "PERSON", verifyState: "NONE", shop: null, goodsOnShelf: 0, goodsPending: 0, goodsRejected: 0, supplyOn: 0, demandOn: 2, reviewsToReply: 0, favGoods: 1, favShops: 0 };
const FINANCE = ["/financial/index", "/financial/balance", "/financial/BankAccount"];

function show(allowed: string[]) {
  render(
    <MemoryRouter>
      <Figures o={overview} allowed={new Set(["/transaction/myDemand", ...allowed])} />
    </MemoryRouter>,
  );
}

describe("the overview's money tile", () => {
  afterEach(() => {
    cleanup();
    state.answers.clear();
    state.asked.length = 0;
    setLang("zh-CN");
  });

  it("with an open account: the available balance and the frozen part, linking to the balance screens", () => {
    state.answers.set(finance.judgeIsOpenAccount.path, { opened: true, account: { channel: "SANDBOX", holderType: "PSN", accountNoMasked: "**** 1234", status: "NORMAL" } });
    state.answers.set(cashier.selBalance.path, { available: 397_350, frozen: 12_000, total: 409_350 });
    show(FINANCE);
    const available = screen.getByTestId("balance-available");
    expect(available.textContent).toBe("¥3,973.50");
    expect(available.getAttribute("href")).toBe("/financial/balance");
    expect(screen.getByTestId("balance-frozen").textContent).toBe("冻结 ¥120.00");
    expect(screen.getByTestId("balance-frozen").getAttribute("href")).toBe("/financial/balance/frozenMoney");
    expect(screen.queryByTestId("overview-open-account")).toBeNull();
  });

  it("nothing frozen: no frozen line; in English too", () => {
    setLang("en");
    state.answers.set(finance.judgeIsOpenAccount.path, { opened: true, account: { channel: "SANDBOX", holderType: "PSN", accountNoMasked: "**** 1234", status: "NORMAL" } });
    state.answers.set(cashier.selBalance.path, { available: 5_00, frozen: 0, total: 5_00 });
    show(FINANCE);
    expect(screen.getByTestId("figure-balance").textContent).toContain("Available balance");
    expect(screen.getByTestId("balance-available").textContent).toBe("¥5.00");
    expect(screen.queryByTestId("balance-frozen")).toBeNull();
  });

  it("without an account: a shortcut to open one, and the balance is not asked for", () => {
    state.answers.set(finance.judgeIsOpenAccount.path, { opened: false, account: null });
    show(FINANCE);
    expect(screen.getByTestId("figure-balance").textContent).toContain("尚未开通资金账户");
    expect(screen.getByTestId("overview-open-account").getAttribute("href")).toMatch(/^\/financial\/(openAccount\/SANDBOX|index)$/);
    expect(screen.queryByTestId("balance-available")).toBeNull();
    expect(state.asked).not.toContain(cashier.selBalance.path);
  });

  it("an identity without the finance function sees no money tile and asks nothing about money", () => {
    show(["/financial/credit/myLoan"]);
    expect(screen.getByTestId("figure-demandOn")).toBeTruthy();
    expect(screen.queryByTestId("figure-balance")).toBeNull();
    expect(state.asked).toEqual([]);
  });
});
