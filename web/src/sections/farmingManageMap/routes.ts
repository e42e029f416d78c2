import { memberSection } from "../../app/routes";
import { mapLandRoutes } from "./routes.land";
import { mapRecordRoutes } from "./routes.record";

/** Farm map (地图农场). Route groups live in their own files; the 403 child exists from the start. */
export const farmingManageMapSection = memberSection("farmingManageMap", { zh: "地图农场", en: "Farm map" }, [
  ...mapLandRoutes,
  ...mapRecordRoutes,
]);
