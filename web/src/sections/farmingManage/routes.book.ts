import type { RouteDef } from "../../app/routes";

const FUNC = "farmingManage.record.book";
const form = () => import("./book/BookFormPage");

/** /farmingManage screens of the farm-book area (记账本: /farmingManage/list, jzb*, cc*, bch*). */
export const bookRoutes: RouteDef[] = [
  { path: "/farmingManage/list", title: { zh: "记账本", en: "Farm book" }, page: () => import("./book/BookListPage"), needLogin: true, func: FUNC },
  { path: "/farmingManage/jzbAdd", title: { zh: "记一笔", en: "New income or expense" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/jzbUpdate/:id", title: { zh: "修改记账", en: "Edit entry" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/ccAdd", title: { zh: "登记产出", en: "Record an output" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/ccUpdate/:id", title: { zh: "修改产出", en: "Edit output" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/bchAdd", title: { zh: "登记病虫害", en: "Record a pest or disease" }, page: form, needLogin: true, func: FUNC, hidden: true },
  { path: "/farmingManage/bchUpdate/:id", title: { zh: "修改病虫害", en: "Edit pest/disease" }, page: form, needLogin: true, func: FUNC, hidden: true },
];
