import { signHeaders, type CallDef, type Envelope } from "@qinlian/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { browserEffects } from ".";
import type { ApiClientDeps } from "./client";
import { clientConfig, REQUEST_TIMEOUT_MS } from "./config";
import { handleBusinessFailure, handleHttpFailure, handleNetworkFailure } from "./errors";

/** Uploads may take longer than ordinary calls: 40 s per call is for JSON, files get 3 minutes. */
export const UPLOAD_TIMEOUT_MS = Math.max(REQUEST_TIMEOUT_MS, 180_000);

/**
 * Builds the multipart uploader for the file calls (body kind "multipart"): one part named "file".
 * The body is not JSON, so the signature covers "" (as the server checks). Failures go through the
 * same spec §8 handling as every other call.
 */
export function createUploader(deps: ApiClientDeps) {
  return async function upload<C extends CallDef>(def: C, file: Blob, filename: string): Promise<z.output<C["output"]>> {
    if (def.body !== "multipart") throw new Error(`${def.path} is not an upload call`);
    const cfg = clientConfig();
    const form = new FormData();
    form.append("file", file, filename);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs ?? UPLOAD_TIMEOUT_MS);
    let res: Response;
    try {
      res = await deps.fetch(def.path, {
        method: "POST",
        credentials: "same-origin",
        headers: { ...signHeaders(cfg.appCode, cfg.publicKey, "", deps.now?.() ?? Date.now()) },
        body: form,
        signal: controller.signal,
      });
    } catch (e) {
      throw handleNetworkFailure(e, timedOut, deps.effects);
    } finally {
      clearTimeout(timer);
    }
    const env = (await res.json().catch(() => null)) as Envelope | null;
    // A file over the server's body limit comes back as HTTP 413 with an envelope: show its message
    // (the spec's 404-421 → /404 mapping is for pages, not for an upload the member can retry).
    const tooLarge = res.status === 413 && !!env && typeof env.code === "string";
    if (!res.ok && !tooLarge) throw handleHttpFailure(res.status, env, deps.effects);
    if (!env || typeof env.code !== "string") throw handleHttpFailure(502, null, deps.effects);
    if (env.code !== "0") throw handleBusinessFailure(env, deps.effects, false);
    return env.data as z.output<C["output"]>;
  };
}

export const upload = createUploader({ fetch: (input, init) => window.fetch(input, init), effects: browserEffects });

/** An upload call as a mutation (no loading overlay: the upload field shows its own progress). */
export function useUpload<C extends CallDef>(def: C) {
  return useMutation<z.output<C["output"]>, Error, { file: Blob; filename: string }>({
    mutationFn: ({ file, filename }) => upload(def, file, filename),
  });
}
