import { memberSection } from "../../app/routes";

/** Cashier (收银台). Screens are added here as the domain is built; the 403 child exists from the start. */
export const cashierSection = memberSection("cashier", { zh: "收银台", en: "Cashier" }, []);
