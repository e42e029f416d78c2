import type { Ctx } from "../kit/context";

/** Demo data of the farm-trace module (溯源（批次溯源码、二维码、公开溯源页）). */
export async function loadFarmTraceDemo(_ctx: Ctx): Promise<void> {}
