import { memberSection } from "../../app/routes";

/** Farming services (农事服务). Screens are added here as the domain is built; the 403 child exists from the start. */
export const farmingServiceSection = memberSection("farmingService", { zh: "农事服务", en: "Farming services" }, []);
