import type { RouteDef } from "../../app/routes";

const materialForm = () => import("./material/MaterialFormPage");
const storeForm = () => import("./material/StoreFormPage");
const movementEdit = () => import("./material/MovementEditPage");
const stockIn = () => import("./material/StockIntoAddPage");

const idx = "farmingManage.material.index";
const stock = "farmingManage.material.stock";
const into = "farmingManage.material.stockInto";
const out = "farmingManage.material.stockOut";
const store = "farmingManage.material.store";

/**
 * /farmingManage screens of the farm-material area (农资与库存). stockManage/add is the stock-in form
 * (several lines); every …/update/:id edits one movement (stock moves by the change).
 */
export const materialRoutes: RouteDef[] = [
  { path: "/farmingManage/material/index", title: { zh: "农资管理", en: "Farm materials" }, page: () => import("./material/MaterialListPage"), needLogin: true, func: idx },
  { path: "/farmingManage/material/add", title: { zh: "新增农资", en: "Add farm material" }, page: materialForm, needLogin: true, func: idx },
  { path: "/farmingManage/material/update/:id", title: { zh: "编辑农资", en: "Edit farm material" }, page: materialForm, needLogin: true, func: idx, hidden: true },
  { path: "/farmingManage/stockManage", title: { zh: "库存管理", en: "Stock" }, page: () => import("./material/StockPage"), needLogin: true, func: stock },
  { path: "/farmingManage/stockManage/add", title: { zh: "入库", en: "Stock in" }, page: stockIn, needLogin: true, func: stock },
  { path: "/farmingManage/stockManage/update/:id", title: { zh: "编辑出入库记录", en: "Edit movement" }, page: movementEdit, needLogin: true, func: stock, hidden: true },
  { path: "/farmingManage/stockIntoManage", title: { zh: "入库管理", en: "Stock in" }, page: () => import("./material/StockIntoListPage"), needLogin: true, func: into },
  { path: "/farmingManage/stockIntoManage/add", title: { zh: "批量入库", en: "Stock in (several lines)" }, page: stockIn, needLogin: true, func: into },
  { path: "/farmingManage/stockIntoManage/update/:id", title: { zh: "编辑入库记录", en: "Edit stock-in" }, page: movementEdit, needLogin: true, func: into, hidden: true },
  { path: "/farmingManage/stockOutManage", title: { zh: "出库管理", en: "Stock out" }, page: () => import("./material/StockOutListPage"), needLogin: true, func: out },
  { path: "/farmingManage/stockOutManage/add", title: { zh: "出库", en: "Stock out" }, page: () => import("./material/StockOutAddPage"), needLogin: true, func: out },
  { path: "/farmingManage/stockOutManage/update/:id", title: { zh: "编辑出库记录", en: "Edit stock-out" }, page: movementEdit, needLogin: true, func: out, hidden: true },
  { path: "/farmingManage/storeManage", title: { zh: "仓库管理", en: "Stores" }, page: () => import("./material/StoreListPage"), needLogin: true, func: store },
  { path: "/farmingManage/storeManage/add", title: { zh: "新增场所", en: "Add place" }, page: storeForm, needLogin: true, func: store },
  { path: "/farmingManage/storeManage/update/:id", title: { zh: "编辑场所", en: "Edit place" }, page: storeForm, needLogin: true, func: store, hidden: true },
];
