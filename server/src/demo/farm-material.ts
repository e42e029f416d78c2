import type { Ctx } from "../kit/context";

/** Demo data of the farm-material module (农资、仓库与库存（农场的场所、物料、出入库）). */
export async function loadFarmMaterialDemo(_ctx: Ctx): Promise<void> {}
