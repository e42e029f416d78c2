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

/**
 * A request body the client broke below the call level (a multipart body without its boundary or
 * cut off half-way, JSON in a charset other than UTF-8): the app's error handler answers it with
 * `status` and the 400 envelope carrying this message, and does not log it as our fault.
 */
export class ClientBodyError extends Error {
  readonly code = "QL_CLIENT_BODY";
  constructor(
    message: string,
    cause?: unknown,
    readonly statusCode = 400,
  ) {
    super(message, { cause });
    this.name = "ClientBodyError";
  }
}

/** Input that passed the schema but breaks a rule; the message names the field. */
export const invalid = (field: string, message: string) =>
  new BizError(Codes.VALIDATION, `${field}: ${message}`, { fields: [field] });
export const notFound = (what: string) => new BizError(Codes.NOT_FOUND, `${what}不存在或无权查看`);
export const forbidden = (message?: string) => new BizError(Codes.FORBIDDEN, message);
export const conflict = (message: string, data: unknown = null) => new BizError(Codes.CONFLICT, message, data);

/** A unique index refused the write (PostgreSQL 23505), whichever driver raised it. */
export function isUniqueViolation(e: unknown): boolean {
  for (let x = e as { code?: unknown; cause?: unknown } | undefined, i = 0; x && i < 4; x = x.cause as typeof x, i++) {
    if (x.code === "23505") return true;
  }
  return false;
}
