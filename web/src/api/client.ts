import { signHeaders, type CallDef, type Envelope } from "@qinlian/contract";
import type { z } from "zod";
import { clientConfig, REQUEST_TIMEOUT_MS } from "./config";
import { ApiError, handleBusinessFailure, handleHttpFailure, handleNetworkFailure, type FailureEffects } from "./errors";

export interface CallOptions {
  /** The caller shows its own message for ordinary business errors (spec: errBySelf). */
  errBySelf?: boolean;
  /** A login code only forgets the user; the page stays (background session checks). */
  quietAuth?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  effects: FailureEffects;
  timeoutMs?: number;
  now?: () => number;
  /** Demo installations answer a code-sending call with the code (`demoCode`): shown in place of the SMS. */
  onDemoCode?: (code: string) => void;
}

/** The `demoCode` of a successful reply's data, if it carries one (demo mode's stand-in for an SMS). */
export function demoCodeOf(data: unknown): string | null {
  if (!data || typeof data !== "object" || !("demoCode" in data)) return null;
  const code = (data as { demoCode?: unknown }).demoCode;
  return typeof code === "string" && code ? code : null;
}

/** Builds the client: signs, sends, and applies the spec §8 error catalogue. */
export function createApiClient(deps: ApiClientDeps) {
  return async function call<C extends CallDef>(def: C, input: z.input<C["input"]>, opts: CallOptions = {}): Promise<z.output<C["output"]>> {
    const cfg = clientConfig();
    const body = JSON.stringify(input ?? {});
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener("abort", onAbort);
    let res: Response;
    try {
      res = await deps.fetch(def.path, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", ...signHeaders(cfg.appCode, cfg.publicKey, body, deps.now?.() ?? Date.now()) },
        body,
        signal: controller.signal,
      });
    } catch (e) {
      if (opts.signal?.aborted) throw new ApiError("network", "ABORTED", "请求已取消");
      throw handleNetworkFailure(e, timedOut, deps.effects);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
    }
    let env: Envelope | null;
    try {
      env = (await res.json()) as Envelope;
    } catch {
      env = null;
    }
    if (!res.ok) throw handleHttpFailure(res.status, env, deps.effects);
    if (!env || typeof env.code !== "string") throw handleHttpFailure(502, null, deps.effects);
    if (env.code !== "0") throw handleBusinessFailure(env, deps.effects, !!opts.errBySelf, !!opts.quietAuth);
    const demoCode = demoCodeOf(env.data);
    if (demoCode) deps.onDemoCode?.(demoCode);
    // The reply is not parsed with the call's output schema here: the browser carries no zod (the web
    // build's contract has paths only, contract/src/web-entry.ts); every API test checks each reply
    // against its output schema on the server side instead.
    return env.data as z.output<C["output"]>;
  };
}

export type ApiCall = ReturnType<typeof createApiClient>;
