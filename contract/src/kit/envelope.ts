import { z } from "zod";

/** Every reply: `{ code: "0", msg, data }` on success, `{ code, msg, data }` on a business error. */
export interface Envelope<T = unknown> {
  code: string;
  msg: string;
  data: T;
}

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.string(), msg: z.string(), data });
