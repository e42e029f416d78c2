import type { Ctx } from "../kit/context";

/** Demo data of the farm-land module (地块与地图（地块、茬次/季节历史）). */
export async function loadFarmLandDemo(_ctx: Ctx): Promise<void> {}
