/**
 * The address module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/address/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { addressCalls } from "./calls";
export { add as addAddress, ownShipTo, type ShipTo } from "./service";
