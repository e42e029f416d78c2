import { memberSection } from "../../app/routes";

/** Farmland (土地服务). Screens are added here as the domain is built; the 403 child exists from the start. */
export const farmlandServiceSection = memberSection("farmlandService", { zh: "土地服务", en: "Farmland" }, []);
