import { signHeaders, type CallDef, type Envelope, type UploadedFile } from "@qinlian/contract";
import { browserEffects } from ".";
import { clientConfig, REQUEST_TIMEOUT_MS } from "./config";
import { handleBusinessFailure, handleHttpFailure, handleNetworkFailure } from "./errors";

/**
 * Uploads one file to a multipart call (the file service's /openapi/general/file/qiniu/*), signed
 * like every call (the signature covers an empty body) and with the same error catalogue (spec §8).
 */
export async function uploadFile(def: CallDef, file: Blob, name: string): Promise<UploadedFile> {
  const cfg = clientConfig();
  const form = new FormData();
  form.append("file", file, name);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  let res: Response;
  try {
    res = await window.fetch(def.path, {
      method: "POST",
      credentials: "same-origin",
      headers: { ...signHeaders(cfg.appCode, cfg.publicKey, "", Date.now()) },
      body: form,
      signal: controller.signal,
    });
  } catch (e) {
    throw handleNetworkFailure(e, timedOut, browserEffects);
  } finally {
    clearTimeout(timer);
  }
  const env = (await res.json().catch(() => null)) as Envelope<UploadedFile> | null;
  if (!res.ok) throw handleHttpFailure(res.status, env, browserEffects);
  if (!env || typeof env.code !== "string") throw handleHttpFailure(502, null, browserEffects);
  if (env.code !== "0") throw handleBusinessFailure(env, browserEffects, false);
  return env.data;
}
