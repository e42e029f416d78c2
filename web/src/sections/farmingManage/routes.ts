import { memberSection } from "../../app/routes";
import { landRoutes } from "./routes.land";
import { materialRoutes } from "./routes.material";
import { recordRoutes } from "./routes.record";
import { bookRoutes } from "./routes.book";
import { analysisRoutes } from "./routes.analysis";
import { planRoutes } from "./routes.plan";
import { traceRoutes } from "./routes.trace";
import { weatherRoutes } from "./routes.weather";
import { workRoutes } from "./routes.work";

/** Farm (农场管理). Route groups live in their own files so each area evolves on its own; the 403 child exists from the start. */
export const farmingManageSection = memberSection("farmingManage", { zh: "农场管理", en: "Farm" }, [
  ...landRoutes,
  ...recordRoutes,
  ...materialRoutes,
  ...bookRoutes,
  ...analysisRoutes,
  ...planRoutes,
  ...traceRoutes,
  ...weatherRoutes,
  ...workRoutes,
]);
