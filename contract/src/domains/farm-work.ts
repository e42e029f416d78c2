import { domain } from "../kit/call";

/** 农事作业、生长日志、巡田日志、农场（生产主体）列表. */
export const farmWork = domain("farmWork", {});
