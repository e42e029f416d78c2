import { domain } from "../kit/call";

/** 种养计划与提醒（提醒方案、提醒清单、专家方案）. */
export const farmPlan = domain("farmPlan", {});
