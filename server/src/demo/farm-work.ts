import type { Ctx } from "../kit/context";

/** Demo data of the farm-work module (农事作业、生长日志、巡田日志、农场（生产主体）列表). */
export async function loadFarmWorkDemo(_ctx: Ctx): Promise<void> {}
