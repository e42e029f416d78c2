import { cancelReason, carrier, deliveryKind, lineProblem, orderAction, orderKind, orderStage, orderState } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import {
  buyerCancelReasons,
  cancelReasonLabels,
  carrierLabels,
  carrierText,
  deliveryKindLabels,
  lineProblemLabels,
  orderActionLabels,
  orderEventWord,
  orderKindLabels,
  orderStageLabels,
  orderStateLabels,
  orderWord,
  sellerCancelReasons,
  type Word,
} from "./words";

const tables: [string, readonly string[], Record<string, Word>][] = [
  ["orderState", orderState.options, orderStateLabels],
  ["orderStage", orderStage.options, orderStageLabels],
  ["orderKind", orderKind.options, orderKindLabels],
  ["deliveryKind", deliveryKind.options, deliveryKindLabels],
  ["cancelReason", cancelReason.options, cancelReasonLabels],
  ["carrier", carrier.options, carrierLabels],
  ["lineProblem", lineProblem.options, lineProblemLabels],
  ["orderAction", orderAction.options, orderActionLabels],
];

describe("order words", () => {
  it.each(tables)("every %s code has a word in zh and en, and no other codes", (_name, options, table) => {
    for (const code of options) {
      expect(table[code]?.zh, `${code} zh`).toMatch(/\S/);
      expect(table[code]?.en, `${code} en`).toMatch(/\S/);
      expect(table[code].en).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(Object.keys(table).sort()).toEqual([...options].sort());
  });

  it("names codes in the language, unknown ones as -", () => {
    expect(orderWord("state", "PAID", "zh-CN")).toBe("待发货");
    expect(orderWord("state", "PAID", "en")).toBe("Awaiting shipment");
    expect(orderWord("carrier", "SF", "en")).toBe("SF Express");
    expect(orderWord("carrier", "NOPE", "en")).toBe("-");
    expect(orderWord("lineProblem", null, "en")).toBe("-");
  });

  it("shows the typed carrier name for OTHER", () => {
    expect(carrierText("OTHER", "安能物流", "zh-CN")).toBe("安能物流");
    expect(carrierText("OTHER", null, "en")).toBe("Other");
    expect(carrierText("ZTO", "ignored", "zh-CN")).toBe("中通快递");
    expect(carrierText(null, null, "en")).toBe("-");
  });

  it("names history events by code, falling back to the server's label in Chinese only", () => {
    expect(orderEventWord("ship", "en")).toBe("Shipped");
    expect(orderEventWord("revisePrice", "zh-CN", "x")).toBe("卖家改价");
    expect(orderEventWord("newThing", "zh-CN", "新事件")).toBe("新事件");
    expect(orderEventWord("newThing", "en", "新事件")).toBe("Updated");
  });

  it("offers each side only the reasons its call accepts", () => {
    expect(buyerCancelReasons).not.toContain("PAY_TIMEOUT");
    expect(buyerCancelReasons).not.toContain("BUYER_ASKED");
    expect(buyerCancelReasons).not.toContain("OUT_OF_STOCK");
    expect(buyerCancelReasons.every((r) => cancelReason.options.includes(r))).toBe(true);
    expect(sellerCancelReasons.sort()).toEqual(["BUYER_ASKED", "CANNOT_DELIVER", "OTHER", "OUT_OF_STOCK"]);
  });
});

describe("history reasons", () => {
  it("reads a cancel reason's code as words, with its note; other text stays", async () => {
    const { reasonText } = await import("./OrderHistory");
    expect(reasonText("NO_LONGER_NEEDED", "zh-CN")).toBe("不想要了");
    expect(reasonText("OTHER：买错了", "zh-CN")).toBe("其他原因：买错了");
    expect(reasonText("PAY_TIMEOUT", "en")).toBe("Not paid in time");
    expect(reasonText("卖家缺货", "zh-CN")).toBe("卖家缺货");
    expect(reasonText("SOMETHING_ELSE", "en")).toBe("SOMETHING_ELSE");
  });
});
