import { domain } from "../kit/call";

/** 记账本（收支、产出、病虫害记录）. */
export const farmBook = domain("farmBook", {});
