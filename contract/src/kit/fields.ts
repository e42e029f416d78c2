import { z } from "zod";

/** Opaque record id (server-generated, time-sortable). */
export const id = z.string().min(1).max(40);
/** Money in integer fen (1 yuan = 100 fen). */
export const fen = z.number().int().min(0).max(100_000_000_000);
/** An ISO-8601 instant as sent over the wire. */
export const instant = z.string();
/** Mainland China mobile number. */
export const mobile = z.string().regex(/^1[3-9]\d{9}$/, "手机号格式不正确");
/** A six-digit administrative area code (GB/T 2260). */
export const areaCode = z.string().regex(/^\d{6}$/, "地区编码应为 6 位数字");
/** Trimmed non-empty text with a maximum length. */
export const text = (max: number) => z.string().trim().min(1).max(max);
/** Optional trimmed text. */
export const optText = (max: number) => z.string().trim().max(max).optional();
/** An empty input object. */
export const none = z.object({});

const USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Unified social credit code (统一社会信用代码) check per GB 32100-2015: 18 characters from the
 * 31-character set (no I, O, Z, S, V); the last is a check character computed from the first 17.
 */
export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(code[i]) * USCC_WEIGHTS[i];
  const check = (31 - (sum % 31)) % 31;
  return USCC_CHARS[check] === code[17];
}

export const uscc = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidUscc, "统一社会信用代码不正确（应为 18 位，且校验位符合 GB 32100-2015）");
