import { memberSection } from "../../app/routes";

/** My services (服务中心). Screens are added here as the domain is built; the 403 child exists from the start. */
export const serviceSection = memberSection("service", { zh: "服务中心", en: "My services" }, []);
