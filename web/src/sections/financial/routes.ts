import { memberSection } from "../../app/routes";

/** Finance (财务中心). Screens are added here as the domain is built; the 403 child exists from the start. */
export const financialSection = memberSection("financial", { zh: "财务中心", en: "Finance" }, []);
