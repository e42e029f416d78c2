import type { ReconcileRunView } from "@qinlian/contract";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RunReport } from "./ReconcilePage";

const base: ReconcileRunView = {
  id: "r1",
  trigger: "MANUAL",
  day: null,
  ok: true,
  checkedAt: "2026-11-23T10:00:00.000Z",
  accounts: 5,
  entries: 7,
  lines: 14,
  total: 0,
  clearing: [{ channel: "SANDBOX", ledger: -30_000, bank: 30_000, inFlight: 0 }],
  differences: [],
  alert: false,
  acknowledgedAt: null,
  acknowledgedBy: null,
};

describe("a reconciliation report", () => {
  afterEach(cleanup);

  it("is green when the books agree", () => {
    render(<RunReport run={base} />);
    expect(screen.getByTestId("reconcile-report").dataset.ok).toBe("true");
    expect(screen.getByText("账目一致")).toBeTruthy();
    expect(screen.getByText("相符")).toBeTruthy();
    expect(screen.queryByTestId("reconcile-differences")).toBeNull();
  });

  it("is red with each difference in words", () => {
    render(
      <RunReport
        run={{
          ...base,
          ok: false,
          clearing: [{ channel: "GT", ledger: 0, bank: -1234, inFlight: 0 }],
          differences: [{ kind: "CLEARING_MISMATCH", detail: { channel: "GT", ledger: 0, bank: -1234, inFlight: 0 } }],
        }}
      />,
    );
    expect(screen.getByTestId("reconcile-report").dataset.ok).toBe("false");
    expect(screen.getByText("发现 1 处差异")).toBeTruthy();
    expect(screen.getByTestId("reconcile-differences").textContent).toContain("广投：清算账户余额 ¥0.00");
    expect(screen.getByText("不符")).toBeTruthy();
  });
});
