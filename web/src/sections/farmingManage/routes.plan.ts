import type { RouteDef } from "../../app/routes";

/** /farmingManage screens of plans and reminders (plantPlan*, productionRemind, remind/:type). */
export const planRoutes: RouteDef[] = [];
