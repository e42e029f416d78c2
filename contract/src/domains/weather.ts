import { domain } from "../kit/call";

/** 天气（预报来源、预警规则、天气提醒）. */
export const weather = domain("weather", {});
