import { memberSection } from "../../app/routes";
import { mapLandRoutes } from "./routes.land";
import { mapRecordRoutes } from "./routes.record";
import { mapTraceRoutes } from "./routes.trace";
import { mapWorkRoutes } from "./routes.work";
import { mapAnalysisRoutes } from "./routes.analysis";

/** Farm map (地图农场). Route groups live in their own files; the 403 child exists from the start. */
export const farmingManageMapSection = memberSection("farmingManageMap", { zh: "地图农场", en: "Farm map" }, [
  ...mapLandRoutes,
  ...mapRecordRoutes,
  ...mapTraceRoutes,
  ...mapWorkRoutes,
  ...mapAnalysisRoutes,
]);
