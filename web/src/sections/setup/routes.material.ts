import type { RouteDef } from "../../app/routes";

const catalogForm = () => import("./material/CatalogFormPage");

/** /setup/material: the member's material catalogue (物料管理). */
export const materialRoutes: RouteDef[] = [
  { path: "/setup/material/index", title: { zh: "物料管理", en: "Materials catalogue" }, page: () => import("./material/CatalogListPage"), needLogin: true, func: "setup.org.material" },
  { path: "/setup/material/add", title: { zh: "新增物料", en: "Add material" }, page: catalogForm, needLogin: true, func: "setup.org.material" },
  { path: "/setup/material/update/:id", title: { zh: "编辑物料", en: "Edit material" }, page: catalogForm, needLogin: true, func: "setup.org.material", hidden: true },
];
