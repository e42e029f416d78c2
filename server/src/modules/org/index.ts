/**
 * The org module's public face: what other modules, the registry, the app and the demo seed may use.
 * Everything else in modules/org/ (its tables above all) is private to it (ARCHITECTURE.md, "Module boundaries").
 */
export { orgCalls } from "./calls";
export { operatorEvents, serviceApplyReview } from "./machine";
export { loadOrganization, staffSummary } from "./organization";
export { serviceApplyHistory, transitionServiceApply } from "./review";
export { serviceKinds, toApplyView } from "./service-apply";
