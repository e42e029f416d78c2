import type { Ctx } from "../kit/context";

/** Demo data of the farm-book module (记账本（收支、产出、病虫害记录）). */
export async function loadFarmBookDemo(_ctx: Ctx): Promise<void> {}
