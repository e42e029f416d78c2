import type { z } from "zod";
import { refuseBadCharacters } from "./safe-text";

/**
 * Who may make a call.
 * - "public": anyone, with or without a ticket (a ticket, if sent, is still resolved).
 * - "member": any logged-in member.
 * - `func:<code>`: a logged-in member whose roles (in the identity they act as) grant that function.
 * - `func:<a>|<b>|…`: any one of those functions (a call several screens use: `anyFunc`).
 */
export type Access = "public" | "member" | `func:${string}`;

/** Access for a call that any of `codes` opens: `func:a|b|c`. */
export function anyFunc(codes: readonly [string, ...string[]]): `func:${string}` {
  return `func:${codes.join("|")}`;
}

/** The function codes a `func:` access names (any one suffices); none for "public" and "member". */
export function accessFuncs(access: Access): string[] {
  return access.startsWith("func:") ? access.slice("func:".length).split("|") : [];
}

/** How a call's body arrives: a JSON object (almost all) or a multipart upload. */
export type BodyKind = "json" | "multipart";

export interface CallDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** The exact path (the spec's, or one in its style for calls it names without a path). */
  readonly path: string;
  readonly access: A;
  readonly input: I;
  readonly output: O;
  /** One line saying what the call does (shown in the OpenAPI doc). */
  readonly summary: string;
  /** The domain (contract file) the call belongs to; also the OpenAPI tag. */
  readonly domain: string;
  readonly body: BodyKind;
  /** Calls with a stricter rate limit per IP (login, SMS) give their own per-minute budget. */
  readonly ratePerMinute?: number;
}

export type In<C extends CallDef> = z.input<C["input"]>;
export type Parsed<C extends CallDef> = z.output<C["input"]>;
export type Out<C extends CallDef> = z.output<C["output"]>;

type CallSpec<I extends z.ZodType, O extends z.ZodType, A extends Access> = Omit<
  CallDef<I, O, A>,
  "domain" | "body"
> & { body?: BodyKind };

/**
 * Declares the calls of one domain: `const calls = domain("system", { siteInfo: {...}, ... })`.
 * Each entry keeps its exact input/output types so server and client stay typed from one place.
 * Every input refuses NUL and lone surrogates in its strings (`refuseBadCharacters`).
 */
export function domain<const T extends Record<string, CallSpec<z.ZodType, z.ZodType, Access>>>(
  name: string,
  specs: T,
): { [K in keyof T]: CallDef<T[K]["input"], T[K]["output"], T[K]["access"]> } {
  const out: Record<string, CallDef> = {};
  for (const [key, spec] of Object.entries(specs)) {
    out[key] = { ...spec, input: refuseBadCharacters(spec.input), body: spec.body ?? "json", domain: name };
  }
  return out as { [K in keyof T]: CallDef<T[K]["input"], T[K]["output"], T[K]["access"]> };
}
