import type { Access, CallDef } from "@qinlian/contract";
import type { z } from "zod";
import type { AuthedCtx, Ctx } from "./context";
import type { UploadKind } from "./files/sniff";

/** The context a handler gets: a known member unless the call is public. */
export type CtxFor<A extends Access> = A extends "public" ? Ctx : AuthedCtx;

/** A received multipart file, already size-checked. */
export interface Upload {
  filename: string;
  declaredMime: string;
  data: Buffer;
}

export type Handler<C extends CallDef> = (
  input: z.output<C["input"]>,
  ctx: CtxFor<C["access"]>,
) => Promise<z.input<C["output"]>>;

export interface Impl {
  readonly call: CallDef;
  readonly handler: (input: unknown, ctx: Ctx) => Promise<unknown>;
  /** For multipart calls: the upload kind (decides size limit and accepted types). */
  readonly upload?: UploadKind;
  readonly uploadHandler?: (upload: Upload, ctx: AuthedCtx) => Promise<unknown>;
}

/** Binds a contract call to its handler. Handlers stay thin: they call a service function. */
export function implement<C extends CallDef>(call: C, handler: Handler<C>): Impl {
  if (call.body !== "json") throw new Error(`${call.path} is not a JSON call; use implementUpload`);
  return { call, handler: handler as Impl["handler"] };
}

/** Binds a multipart upload call. */
export function implementUpload<C extends CallDef>(
  call: C,
  kind: UploadKind,
  handler: (upload: Upload, ctx: AuthedCtx) => Promise<z.input<C["output"]>>,
): Impl {
  if (call.body !== "multipart") throw new Error(`${call.path} is not a multipart call`);
  return {
    call,
    upload: kind,
    handler: () => Promise.reject(new Error("upload calls use uploadHandler")),
    uploadHandler: handler,
  };
}
