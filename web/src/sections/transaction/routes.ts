import { memberSection } from "../../app/routes";

/** Trading (交易中心). Screens are added here as the domain is built; the 403 child exists from the start. */
export const transactionSection = memberSection("transaction", { zh: "交易中心", en: "Trading" }, []);
