import { memberSection } from "../../app/routes";
import { accountRoutes } from "./routes.account";
import { dataRoutes } from "./routes.data";
import { farmRoutes } from "./routes.farm";
import { favRoutes } from "./routes.fav";
import { materialRoutes } from "./routes.material";
import { orgRoutes } from "./routes.org";

/** /setup: account settings. Route groups live in their own files so each area evolves on its own. */
export const setupSection = memberSection("setup", { zh: "账户设置", en: "Account" }, [
  { path: "/setup/index", title: { zh: "账户首页", en: "Account overview" }, page: () => import("./SetupIndexPage"), needLogin: true, func: "setup.account.index" },
  ...accountRoutes,
  ...orgRoutes,
  ...dataRoutes,
  ...materialRoutes,
  ...farmRoutes,
  ...favRoutes,
]);
