import { domain } from "../kit/call";

/** 地块与地图（地块、茬次/季节历史）. */
export const farmLand = domain("farmLand", {});
