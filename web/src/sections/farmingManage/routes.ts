import { memberSection } from "../../app/routes";

/** Farm (农场管理). Screens are added here as the domain is built; the 403 child exists from the start. */
export const farmingManageSection = memberSection("farmingManage", { zh: "农场管理", en: "Farm" }, []);
