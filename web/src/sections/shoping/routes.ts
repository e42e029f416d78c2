import { memberSection } from "../../app/routes";

/** Shopping (购物). Screens are added here as the domain is built; the 403 child exists from the start. */
export const shopingSection = memberSection("shoping", { zh: "购物", en: "Shopping" }, []);
