import { Codes } from "@qinlian/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BizError } from "../../kit/errors";
import { createTestApp } from "../../testing/harness";
import { sendCode, verifyCode } from "./codes";
import { smsCode } from "./schema";
import { lastSmsCode } from "./test-phone";

describe("SMS verification codes", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = (now = new Date()) => ({ ...t.systemCtx(), now });
  const lastCode = (mobile: string) => Promise.resolve(lastSmsCode(t.config, mobile));
  const codeOf = async (p: Promise<unknown>) => {
    try {
      await p;
      return "0";
    } catch (e) {
      return (e as BizError).code;
    }
  };

  it("writes the code to the outbox and accepts it once", async () => {
    await sendCode(ctx(), "13700000001", "REGISTER");
    const code = await lastCode("13700000001");
    await verifyCode(ctx(), "13700000001", "REGISTER", code);
    await expect(verifyCode(ctx(), "13700000001", "REGISTER", code)).rejects.toThrow(/请先获取/);
  });

  it("stores only a hash of the code", async () => {
    await sendCode(ctx(), "13700000002", "REGISTER");
    const code = await lastCode("13700000002");
    const rows = await db.select().from(smsCode).where(eq(smsCode.mobile, "13700000002"));
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
  });

  it("allows one send per 60 s per number, even when requests race", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => codeOf(sendCode(ctx(), "13700000003", "REGISTER"))));
    expect(results.filter((c) => c === "0")).toHaveLength(1);
    expect(results.filter((c) => c === Codes.RATE_LIMITED)).toHaveLength(4);
    expect(await codeOf(sendCode(ctx(new Date(Date.now() + 61_000)), "13700000003", "REGISTER"))).toBe("0");
  });

  it("expires after 5 minutes", async () => {
    await sendCode(ctx(), "13700000004", "RESET_PASSWORD");
    const code = await lastCode("13700000004");
    await expect(verifyCode(ctx(new Date(Date.now() + 5 * 60_000 + 1000)), "13700000004", "RESET_PASSWORD", code)).rejects.toThrow(/过期/);
  });

  it("voids the code after 5 wrong tries, naming the field", async () => {
    await sendCode(ctx(), "13700000005", "REGISTER");
    const code = await lastCode("13700000005");
    for (let i = 0; i < 5; i++) {
      const e = await verifyCode(ctx(), "13700000005", "REGISTER", "000000" === code ? "111111" : "000000", "smsCode").catch((x: BizError) => x);
      expect((e as BizError).code).toBe(Codes.VALIDATION);
      expect((e as BizError).message).toMatch(/^smsCode: /);
    }
    await expect(verifyCode(ctx(), "13700000005", "REGISTER", code)).rejects.toThrow(/次数过多/);
  });

  it("50 parallel tries with the right code 10th: at most 5 are compared, and the code ends void", async () => {
    await sendCode(ctx(), "13700000007", "RESET_PASSWORD");
    const code = await lastCode("13700000007");
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0");
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        verifyCode(ctx(), "13700000007", "RESET_PASSWORD", i === 10 ? code : wrong(i)).then(
          () => "accepted",
          (e: BizError) => e.message,
        ),
      ),
    );
    // every comparison is counted first, so the count is the number of codes compared
    const [row] = await db.select().from(smsCode).where(eq(smsCode.mobile, "13700000007"));
    expect(row.attempts).toBeLessThanOrEqual(5);
    // Which tries win the 5 places is up to the database's scheduling (PGlite runs them in order,
    // PostgreSQL does not): the right code is accepted if, and only if, it won a place — then it is
    // used up; otherwise the 5th wrong code voids it. Either way no more than 5 codes were compared.
    const accepted = outcomes.filter((m) => m === "accepted").length;
    const warned = outcomes.filter((m) => /还可尝试/.test(m)).length;
    expect(accepted).toBeLessThanOrEqual(1);
    if (accepted === 0) expect(warned).toBe(4);
    expect(accepted + warned).toBeLessThanOrEqual(5);
    await expect(verifyCode(ctx(), "13700000007", "RESET_PASSWORD", code)).rejects.toThrow(accepted ? /验证码/ : /次数过多/);
  });

  it("a code for one purpose does not work for another", async () => {
    await sendCode(ctx(), "13700000006", "REGISTER");
    const code = await lastCode("13700000006");
    await expect(verifyCode(ctx(), "13700000006", "RESET_PASSWORD", code)).rejects.toBeInstanceOf(BizError);
  });
});

describe("stored copies of delivered messages", () => {
  it("mask every secret", async () => {
    const { maskSecrets } = await import("./sender");
    expect(maskSecrets("验证码为 123456，初始密码 Ab3$xYz9q", ["123456", "Ab3$xYz9q"])).toBe("验证码为 ******，初始密码 ********");
    expect(maskSecrets("no secrets", [])).toBe("no secrets");
  });
});
