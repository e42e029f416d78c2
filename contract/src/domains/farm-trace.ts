import { domain } from "../kit/call";

/** 溯源（批次溯源码、二维码、公开溯源页）. */
export const farmTrace = domain("farmTrace", {});
