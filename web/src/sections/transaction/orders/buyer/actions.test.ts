import { orderAction, orderState } from "@qinlian/contract";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { actionPath, buyerButtons, cashierPath, evaluationInputOf, nextStepKey, stageOf } from "./actions";
import "./texts";

describe("buyer order buttons", () => {
  it("shows only the buyer's actions, main step last, each once", () => {
    const b = buyerButtons(["PAY", "PAY_BALANCE", "CANCEL", "CHANGE_INFO", "SEND", "REVISE_PRICE", "PAY"]);
    expect(b.map((x) => x.action)).toEqual(["CANCEL", "CHANGE_INFO", "PAY_BALANCE", "PAY"]);
    expect(b.find((x) => x.action === "PAY_BALANCE")).toMatchObject({ kind: "modal", primary: false });
    expect(b.find((x) => x.action === "PAY")).toMatchObject({ kind: "pay", primary: true });
    expect(b.find((x) => x.action === "CANCEL")).toMatchObject({ kind: "modal", primary: false });
  });

  it.each([
    [["CONFIRM", "REMIND"], ["REMIND", "CONFIRM"]],
    [["EVALUATE", "HIDE"], ["HIDE", "EVALUATE"]],
    [["VIEW_EVALUATION", "HIDE"], ["HIDE", "VIEW_EVALUATION"]],
    [["SELLER_CANCEL", "SELLER_NOTE", "SEND"], []],
    [[], []],
  ] as const)("%j → %j", (actions, shown) => {
    expect(buyerButtons(actions).map((x) => x.action)).toEqual(shown);
  });

  it("asks before confirming receipt and before deleting; the delete is marked dangerous", () => {
    const b = buyerButtons(["CONFIRM", "HIDE"]);
    expect(b.map((x) => x.kind)).toEqual(["confirm", "confirm"]);
    expect(b[0]).toMatchObject({ action: "HIDE", danger: true });
  });

  it("every buyer action has a word in both languages", async () => {
    for (const lng of ["zh-CN", "en"]) {
      await i18next.changeLanguage(lng);
      for (const b of buyerButtons(orderAction.options)) expect(i18next.t(`buyerOrder.done.${b.action}`), `${lng} ${b.action}`).not.toContain("buyerOrder.");
      for (const s of orderState.options) expect(i18next.t(nextStepKey(s), { left: "1", from: "a", to: "b", reason: "r" }), `${lng} ${s}`).not.toContain("buyerOrder.");
    }
  });
});

describe("paths", () => {
  it("sends one payment to the cashier and several to the batch page", () => {
    expect(cashierPath(["p1"])).toBe("/cashier/cashierPay/p1");
    expect(cashierPath(["p1", "p2"])).toBe("/cashier/batchPay/p1,p2");
    expect(cashierPath([])).toBeNull();
  });

  it("leads evaluate and view-evaluation to their pages", () => {
    expect(actionPath("EVALUATE", "o1")).toBe("/transaction/orderEvaluation/o1");
    expect(actionPath("VIEW_EVALUATION", "o1")).toBe("/transaction/viewOrderEvaluation/o1");
    expect(actionPath("PAY", "o1")).toBeNull();
  });

  it("reads the tab from the address", () => {
    expect(stageOf("UNPAID")).toBe("UNPAID");
    expect(stageOf("DONE")).toBe("ALL");
    expect(stageOf(null)).toBe("ALL");
  });
});

describe("evaluation input", () => {
  it("trims text and fills what was left empty so the server names it", () => {
    expect(
      evaluationInputOf("o1", {
        items: [
          { lineId: "l1", score: 5, content: "  好  ", images: ["/f/a.png"] },
          { lineId: "l2" },
        ],
        descriptionScore: 5,
        serviceScore: 4,
        isAnonymous: true,
      }),
    ).toEqual({
      orderId: "o1",
      items: [
        { lineId: "l1", score: 5, content: "好", images: ["/f/a.png"] },
        { lineId: "l2", score: 0, content: "", images: [] },
      ],
      descriptionScore: 5,
      serviceScore: 4,
      logisticsScore: 0,
      isAnonymous: true,
    });
  });
});
