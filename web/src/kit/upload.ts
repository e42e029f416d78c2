import { signHeaders, type CallDef, type Envelope } from "@qinlian/contract";
import type { z } from "zod";
import { browserEffects } from "../api";
import { clientConfig, REQUEST_TIMEOUT_MS } from "../api/config";
import { handleBusinessFailure, handleHttpFailure, handleNetworkFailure } from "../api/errors";

/**
 * Sends one file to a multipart upload call (contract `body: "multipart"`, one part named "file").
 * Signed like every call; a multipart body is not JSON, so the signature covers "" (see the file
 * contract). Failures go through the same spec §8 handling as `api()`; `errBySelf` lets the caller
 * show its own message (the upload widget does).
 */
export async function uploadFile<C extends CallDef>(def: C, file: File, opts: { errBySelf?: boolean; signal?: AbortSignal } = {}): Promise<z.output<C["output"]>> {
  if (def.body !== "multipart") throw new Error(`${def.path} is not an upload call`);
  const cfg = clientConfig();
  const form = new FormData();
  form.append("file", file, file.name);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener("abort", onAbort);
  let res: Response;
  try {
    res = await window.fetch(def.path, { method: "POST", credentials: "same-origin", headers: { ...signHeaders(cfg.appCode, cfg.publicKey, "", Date.now()) }, body: form, signal: controller.signal });
  } catch (e) {
    throw handleNetworkFailure(e, timedOut, browserEffects);
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener("abort", onAbort);
  }
  const env = (await res.json().catch(() => null)) as Envelope | null;
  if (!res.ok) throw handleHttpFailure(res.status, env, browserEffects);
  if (!env || typeof env.code !== "string") throw handleHttpFailure(502, null, browserEffects);
  if (env.code !== "0") throw handleBusinessFailure(env, browserEffects, !!opts.errBySelf);
  return env.data as z.output<C["output"]>;
}
