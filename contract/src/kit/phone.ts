import { z } from "zod";

/** Mainland mobile: 11 digits starting 13–19. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Landline as 区号-号码 with an optional extension: 0531-88886666, 010-6655443-12. */
export const LANDLINE_PATTERN = /^0\d{2,3}-\d{7,8}(-\d{1,6})?$/;

/** A contact telephone: a mobile number or a landline written 区号-号码. */
export const phone = z
  .string()
  .trim()
  .refine((v) => MOBILE_PATTERN.test(v) || LANDLINE_PATTERN.test(v), "电话应为 11 位手机号，或“区号-号码”格式的固定电话（如 0531-88886666）");

/**
 * A telephone number safe to show to others: 138****0001 for mobiles, 0531-****6666 for landlines
 * (the extension is dropped). Anything else is masked except its last two characters.
 */
export function maskPhone(p: string): string {
  if (MOBILE_PATTERN.test(p)) return `${p.slice(0, 3)}****${p.slice(7)}`;
  const land = /^(0\d{2,3})-(\d{7,8})/.exec(p);
  if (land) return `${land[1]}-****${land[2].slice(-4)}`;
  return p.length > 2 ? `${"*".repeat(p.length - 2)}${p.slice(-2)}` : "**";
}
