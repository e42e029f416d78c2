import { LANDLINE_PATTERN, MOBILE_PATTERN } from "@qinlian/contract";
import type { Rule } from "antd/es/form";

/** antd Form rule: an optional mobile or a 区号-号码 landline (the server checks the same patterns). */
export const phoneRule = (message: string): Rule => ({
  validator: (_r, v?: string) => (!v || MOBILE_PATTERN.test(v.trim()) || LANDLINE_PATTERN.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(message))),
});
