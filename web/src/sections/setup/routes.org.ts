import type { RouteDef } from "../../app/routes";

/** /setup screens: enterprise info and employees. */
export const orgRoutes: RouteDef[] = [
  {
    path: "/setup/enterpriseInfo",
    title: { zh: "企业信息", en: "Enterprise info" },
    page: () => import("./org/EnterpriseInfoPage"),
    needLogin: true,
    func: "setup.org.info",
  },
  {
    path: "/setup/enterpriseInfo/edit",
    title: { zh: "修改企业信息", en: "Edit enterprise info" },
    page: () => import("./org/EnterpriseEditPage"),
    needLogin: true,
    func: "setup.org.info",
  },
  { path: "/setup/member", title: { zh: "员工管理", en: "Employees" }, page: () => import("./org/MemberListPage"), needLogin: true, func: "setup.org.member" },
  {
    path: "/setup/member/addMember",
    title: { zh: "添加员工", en: "Add employee" },
    page: () => import("./org/MemberFormPage"),
    needLogin: true,
    func: "setup.org.member",
  },
  {
    path: "/setup/member/update/:id",
    title: { zh: "编辑员工", en: "Edit employee" },
    page: () => import("./org/MemberFormPage"),
    needLogin: true,
    func: "setup.org.member",
    hidden: true,
  },
];
