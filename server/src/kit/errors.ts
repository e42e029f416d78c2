import { Codes, codeMessages, type BizCode } from "@qinlian/contract";

/** A business error: becomes `{ code, msg, data }` in the reply (HTTP 200). */
export class BizError extends Error {
  constructor(
    readonly code: BizCode,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? codeMessages[code]);
    this.name = "BizError";
  }
}

/** Input that passed the schema but breaks a rule; the message names the field. */
export const invalid = (field: string, message: string) =>
  new BizError(Codes.VALIDATION, `${field}: ${message}`, { fields: [field] });
export const notFound = (what: string) => new BizError(Codes.NOT_FOUND, `${what}不存在或无权查看`);
export const forbidden = (message?: string) => new BizError(Codes.FORBIDDEN, message);
export const conflict = (message: string, data: unknown = null) => new BizError(Codes.CONFLICT, message, data);
