import type { RouteDef } from "../../../app/routes";

/** Operator console: channel notifications (with redelivery), reconciliation, sandbox switches. */
export const channelAdminRoutes: RouteDef[] = [];
