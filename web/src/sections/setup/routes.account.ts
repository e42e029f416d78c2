import type { RouteDef } from "../../app/routes";

/** /setup screens: login password, mobile, account binding. */
export const accountRoutes: RouteDef[] = [];
