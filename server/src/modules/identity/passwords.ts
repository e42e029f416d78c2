import { hash, verify } from "@node-rs/argon2";
import { passwordStrengthError } from "@qinlian/contract";
import { dictionary } from "@zxcvbn-ts/language-common";
import { invalid } from "../../kit/errors";

/** argon2id (the library's default algorithm) with OWASP's second recommended profile. */
const params = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, params);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A hash of a random value, verified against on unknown logins so both paths take as long. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

/**
 * The most used passwords of public breach lists (about 49 000, lower case), from the maintained
 * zxcvbn-ts common dictionary: shipped in the package, no network.
 */
let common: ReadonlySet<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary["passwords-common"]));

/**
 * The rule for a new login password, on every path that sets one (registration, change, reset,
 * set-password links): the contract's format rule, not one of the common passwords (any case), and
 * not containing the person's login name or mobile (any case). The error names `field`.
 */
export function assertPasswordAllowed(password: string, owner: { loginName?: string | null; mobile?: string | null }, field = "password"): void {
  const format = passwordStrengthError(password);
  if (format) throw invalid(field, format);
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) throw invalid(field, "该密码过于常见，容易被猜中，请换一个");
  const own = [owner.loginName, owner.mobile].map((x) => x?.trim().toLowerCase()).filter((x): x is string => Boolean(x));
  if (own.some((x) => lower.includes(x))) throw invalid(field, "密码不能包含登录名或手机号");
}
