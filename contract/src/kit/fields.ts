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
