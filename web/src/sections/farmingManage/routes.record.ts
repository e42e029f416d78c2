import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of the farm-record area (batches are a tab of the record list: the spec has no batch route). */
export const recordRoutes: RouteDef[] = [
  {
    path: "/farmingManage/record/:type",
    title: { zh: "农事记录", en: "Farm records" },
    page: () => import("./record/RecordListPage"),
    needLogin: true,
    func: "farmingManage.record.list",
    hidden: true,
  },
  {
    path: "/farmingManage/record/:type/add",
    title: { zh: "新增农事记录", en: "Add farm records" },
    page: () => import("./record/AddRecordPage"),
    needLogin: true,
    func: "farmingManage.record.list",
    hidden: true,
  },
  {
    path: "/farmingManage/record/:type/update/:id",
    title: { zh: "修改农事记录", en: "Edit farm record" },
    page: () => import("./record/UpdateRecordPage"),
    needLogin: true,
    func: "farmingManage.record.list",
    hidden: true,
  },
];
