import { memberSection } from "../../app/routes";
import { landRoutes } from "./routes.land";
import { materialRoutes } from "./routes.material";
import { recordRoutes } from "./routes.record";

/** Farm (农场管理). Route groups live in their own files so each area evolves on its own; the 403 child exists from the start. */
export const farmingManageSection = memberSection("farmingManage", { zh: "农场管理", en: "Farm" }, [
  ...landRoutes,
  ...recordRoutes,
  ...materialRoutes,
]);
