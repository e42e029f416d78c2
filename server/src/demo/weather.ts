import type { Ctx } from "../kit/context";

/** Demo data of the weather module (天气（预报来源、预警规则、天气提醒）). */
export async function loadWeatherDemo(_ctx: Ctx): Promise<void> {}
