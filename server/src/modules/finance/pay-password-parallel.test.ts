import { Codes, finance } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { allowResend, codeFor, registerPerson } from "../identity/test-support";

/**
 * The right pay password given many times at once (an enterprise's staff paying together, a batch)
 * never locks it: a check that finds every place of the run held waits for them instead of being
 * answered "locked"; wrong guesses in parallel still lock after 5.
 */
describe("pay password checked in parallel", async () => {
  const t = await createTestApp();
  const p = await registerPerson(t, "13900001151", { loginName: "payer_par" });
  await allowResend(t, "13900001151");
  await t.ok(finance.setPayPwd, { smsCode: await codeFor(t, "PAY_PASSWORD", undefined, p.ticket), payPassword: "135790" }, { ticket: p.ticket });

  it("20 right checks at once all pass and leave it unlocked", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, () => t.call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket })));
    expect(replies.map((r) => r.code)).toEqual(Array.from({ length: 20 }, () => "0"));
    expect((await t.ok(finance.isPayPwd, {}, { ticket: p.ticket })).lockedUntil).toBeNull();
  });

  it("12 wrong ones at once still lock it, and then the right one is refused", async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => t.call(finance.checkPayPwd, { payPassword: `24680${i % 10}` }, { ticket: p.ticket })));
    expect(replies.every((r) => r.code !== "0")).toBe(true);
    expect((await t.call(finance.checkPayPwd, { payPassword: "135790" }, { ticket: p.ticket })).code).toBe(Codes.ACCOUNT_LOCKED);
  });
});
