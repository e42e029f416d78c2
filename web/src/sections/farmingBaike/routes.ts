import { memberSection } from "../../app/routes";

/** Farming Q&A (农事百科). Screens are added here as the domain is built; the 403 child exists from the start. */
export const farmingBaikeSection = memberSection("farmingBaike", { zh: "农事百科", en: "Farming Q&A" }, []);
