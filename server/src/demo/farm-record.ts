import type { Ctx } from "../kit/context";

/** Demo data of the farm-record module (农事记录（记录模板、记录、批次、病害分类）). */
export async function loadFarmRecordDemo(_ctx: Ctx): Promise<void> {}
