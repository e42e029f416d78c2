import { memberSection } from "../../app/routes";

/** Farm map (地图农场). Screens are added here as the domain is built; the 403 child exists from the start. */
export const farmingManageMapSection = memberSection("farmingManageMap", { zh: "地图农场", en: "Farm map" }, []);
