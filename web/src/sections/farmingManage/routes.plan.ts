import type { RouteDef } from "../../app/routes";

/**
 * /farmingManage screens of plans and reminders. The spec's plantPlanUpdate and plantPlanDetail routes
 * have no :id, so the plan is named by `?id=`; remind/:type lists the reminders of one category
 * (type = HOUSE or CROP, any case).
 */
export const planRoutes: RouteDef[] = [
  {
    path: "/farmingManage/plantPlan",
    title: { zh: "种养计划", en: "Plans" },
    page: () => import("./plan/PlanListPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
  },
  {
    path: "/farmingManage/plantPlanAdd",
    title: { zh: "新建种养计划", en: "New plan" },
    page: () => import("./plan/PlanFormPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
    hidden: true,
  },
  {
    path: "/farmingManage/plantPlanUpdate",
    title: { zh: "修改种养计划", en: "Edit plan" },
    page: () => import("./plan/PlanFormPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
    hidden: true,
  },
  {
    path: "/farmingManage/plantPlanDetail",
    title: { zh: "计划详情", en: "Plan details" },
    page: () => import("./plan/PlanDetailPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
    hidden: true,
  },
  {
    path: "/farmingManage/plantPlanExpert",
    title: { zh: "专家方案", en: "Expert plans" },
    page: () => import("./plan/ExpertListPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
    hidden: true,
  },
  {
    path: "/farmingManage/plantPlanExpert/:infoId",
    title: { zh: "专家方案详情", en: "Expert plan" },
    page: () => import("./plan/ExpertDetailPage"),
    needLogin: true,
    func: "farmingManage.plan.plantPlan",
    hidden: true,
  },
  {
    path: "/farmingManage/productionRemind",
    title: { zh: "生产提醒", en: "Production reminders" },
    page: () => import("./plan/RemindPage"),
    needLogin: true,
    func: "farmingManage.plan.production",
  },
  {
    path: "/farmingManage/remind/:type",
    title: { zh: "农事提醒", en: "Farm reminders" },
    page: () => import("./plan/RemindPage"),
    needLogin: true,
    func: "farmingManage.plan.production",
    hidden: true,
  },
];
