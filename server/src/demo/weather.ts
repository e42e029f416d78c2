import type { Ctx } from "../kit/context";
import { checkFarm } from "../modules/weather";
import { farmPlaces } from "../read/weather-farms";

/**
 * Demo: the buyer's farm (张建国) gets today's alerts from the forecast (the recorded week has a cold
 * front two days ahead: gale, cold wave and frost), with their messages — as the daily job would.
 */
export async function loadWeatherDemo(ctx: Ctx): Promise<void> {
  for (const f of await farmPlaces(ctx)) if (f.boId === "demo-buyer") await checkFarm(ctx, f);
}
