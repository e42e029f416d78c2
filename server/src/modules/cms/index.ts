/**
 * The cms module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/cms/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { cmsAdvertCalls } from "./calls";
export { syncAdvertSlots } from "./platform-data";
export { addDetail, myShopSlots, slotsPage } from "./service";
