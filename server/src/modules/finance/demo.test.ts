import { finance } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { loadDemoDataOnce } from "../../demo";
import { createTestApp } from "../../testing/harness";

describe("finance demo", async () => {
  const t = await createTestApp();
  await loadDemoDataOnce(t.systemCtx("demo"));

  it("the buyer and luqin have an open SANDBOX account, a bound card and pay password 123456", async () => {
    for (const [login, pw, holderType] of [["buyer", "Buyer@2026", "PSN"], ["luqin", "Luqin@2026", "ORG"]] as const) {
      const ticket = await t.login(login, pw);
      expect(await t.ok(finance.judgeIsOpenAccount, {}, { ticket })).toMatchObject({ opened: true, account: { channel: "SANDBOX", holderType, status: "ACTIVE" } });
      const cards = (await t.ok(finance.selAccountCardList, {}, { ticket })).list;
      expect(cards).toHaveLength(1);
      expect(cards[0]).toMatchObject({ status: "BOUND", isDefault: true });
      expect(await t.ok(finance.checkPayPwd, { payPassword: "123456" }, { ticket })).toEqual({ valid: true });
    }
  });
});
