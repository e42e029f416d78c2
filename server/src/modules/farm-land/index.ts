/**
 * The farm-land module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/farm-land/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 *
 * Land plots (地块) of the caller's current farm, drawn on the map as a polygon or a circle (area
 * computed on the server, geometry.ts), their state (machine.ts) and their seasons (seasons.ts).
 */
import type { Impl } from "../../kit/implement";
import { farmLandCallList } from "./calls";

export const farmLandCalls: readonly Impl[] = farmLandCallList;
export { plotOfFarm, add as addPlot, changeState as changePlotState } from "./service";
export { addSeason } from "./seasons";
export { plotMachine } from "./machine";
export { checkGeometry, exactAreaM2, muOf } from "./geometry";
