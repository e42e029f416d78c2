import { domain } from "../kit/call";

/** 农资、仓库与库存（农场的场所、物料、出入库）. */
export const farmMaterial = domain("farmMaterial", {});
