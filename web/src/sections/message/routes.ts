import { memberSection } from "../../app/routes";

/** /message: the member's messages (站内消息). */
export const messageSection = memberSection("message", { zh: "消息中心", en: "Messages" }, []);
