import { z } from "zod";

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 is refused). */
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期格式应为 YYYY-MM-DD")
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, "日期不存在")
  // PostgreSQL's date has no year 0; no record of ours is dated outside these years
  .refine((v) => v >= "1900-01-01" && v <= "2999-12-31", "日期超出范围（1900–2999 年）");
