import { Codes, identity } from "@qinlian/contract";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { verifyPassword } from "./passwords";

// Every password check goes through this spy, so the tests count how many guesses were really verified.
vi.mock("./passwords", async (importOriginal) => {
  const real = await importOriginal<typeof import("./passwords")>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const verified = vi.mocked(verifyPassword);
beforeEach(() => verified.mockClear());
const guessesVerified = (right: string) => verified.mock.calls.filter(([, plain]) => plain !== right).length;

/** A different caller address for each request, as the per-address rate limit sees them. */
const from = (i: number) => ({ ip: `10.${80 + (i % 50)}.${i}.${(i * 7) % 250 + 1}` });

describe("login lockout under parallel guessing", async () => {
  const t = await createTestApp();
  const db = t.database.db;

  it("50 parallel logins from 50 addresses, the right password 10th: at most 5 guesses verified", async () => {
    const right = "Target#2026x";
    await createPerson(db, { id: "m-target", loginName: "target", mobile: "13900007001", password: right, name: "T", roles: [] });
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.call(identity.login, { loginName: "target", password: i === 10 ? right : `Guess#${i}x` }, from(i))),
    );
    expect(guessesVerified(right)).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.code === Codes.ACCOUNT_LOCKED).length).toBeGreaterThanOrEqual(44);
    // Where requests meet the database in order (PGlite) the right one comes after 5 guesses and is
    // refused, and the account ends locked; on a pool it may win one of the 5 places, and then (the
    // owner's password) logs in without freeing a place for more guesses.
    const after = await t.call(identity.login, { loginName: "target", password: right }, from(99));
    if (replies[10].code !== "0") expect([replies[10].code, after.code]).toEqual([Codes.ACCOUNT_LOCKED, Codes.ACCOUNT_LOCKED]);
  });

  it("50 parallel wrong guesses from 50 addresses: exactly 5 verified, then even the right password is refused", async () => {
    const right = "Fifty#2026x";
    await createPerson(db, { id: "m-fifty", loginName: "fifty", mobile: "13900007003", password: right, name: "F", roles: [] });
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call(identity.login, { loginName: "fifty", password: `Guess#${i}w` }, from(i))));
    expect(guessesVerified(right)).toBe(5);
    expect(replies.filter((r) => r.code === Codes.LOGIN_FAILED)).toHaveLength(4);
    expect(replies.filter((r) => r.code === Codes.ACCOUNT_LOCKED)).toHaveLength(46);
    expect((await t.call(identity.login, { loginName: "fifty", password: right }, from(99))).code).toBe(Codes.ACCOUNT_LOCKED);
  });

  it("the same by mobile and by login name together: one counter per account", async () => {
    const right = "Other#2026x";
    await createPerson(db, { id: "m-other", loginName: "other", mobile: "13900007002", password: right, name: "O", roles: [] });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.call(identity.login, { loginName: i % 2 ? "other" : "13900007002", password: `Guess#${i}y` }, from(i))),
    );
    expect(guessesVerified(right)).toBeLessThanOrEqual(5);
    expect((await t.call(identity.login, { loginName: "OTHER", password: right })).code).toBe(Codes.ACCOUNT_LOCKED);
  });
});

describe("unknown login names answer like real ones", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-real", loginName: "realname", mobile: "13900007011", password: "Real#2026x", name: "R", roles: [] });
  const strip = (r: { code: string; msg: string; data: unknown }) => ({ code: r.code, msg: r.msg, hasLockedUntil: Boolean((r.data as { lockedUntil?: string } | null)?.lockedUntil) });

  it("the same code, message and count, and both lock after 5 tries", async () => {
    const real: ReturnType<typeof strip>[] = [];
    const unknown: ReturnType<typeof strip>[] = [];
    for (let i = 0; i < 7; i++) {
      real.push(strip(await t.call(identity.login, { loginName: "realname", password: "Wrong#2026" }, from(i))));
      unknown.push(strip(await t.call(identity.login, { loginName: "nosuchname", password: "Wrong#2026" }, from(i))));
    }
    expect(unknown).toEqual(real);
    expect(real[0].msg).toBe("账号或密码错误，还可尝试 4 次");
    expect(real.slice(4).map((r) => r.code)).toEqual([Codes.ACCOUNT_LOCKED, Codes.ACCOUNT_LOCKED, Codes.ACCOUNT_LOCKED]);
  });

  it("an unknown name guessed in parallel locks like a real one and still costs a (decoy) hash check", async () => {
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => t.call(identity.login, { loginName: "ghost_user", password: `Guess#${i}z` }, from(i))));
    expect(replies.filter((r) => r.code === Codes.LOGIN_FAILED)).toHaveLength(4);
    expect(replies.filter((r) => r.code === Codes.ACCOUNT_LOCKED)).toHaveLength(16);
    expect(verified.mock.calls.length).toBe(5);
    // a differently cased or padded name is the same name
    expect((await t.call(identity.login, { loginName: " GHOST_USER ", password: "x" })).code).toBe(Codes.ACCOUNT_LOCKED);
  });
});
