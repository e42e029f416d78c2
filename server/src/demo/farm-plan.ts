import type { Ctx } from "../kit/context";

/** Demo data of the farm-plan module (种养计划与提醒（提醒方案、提醒清单、专家方案）). */
export async function loadFarmPlanDemo(_ctx: Ctx): Promise<void> {}
