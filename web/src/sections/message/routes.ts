import { memberSection } from "../../app/routes";

/** /message: the member's messages (站内消息): reminders and alerts the jobs deliver, system notices. */
export const messageSection = memberSection("message", { zh: "消息中心", en: "Messages" }, [
  { path: "/message/list", title: { zh: "消息中心", en: "Messages" }, page: () => import("./MessageListPage"), needLogin: true },
  { path: "/message/detail", title: { zh: "消息详情", en: "Message" }, page: () => import("./MessageDetailPage"), needLogin: true, hidden: true },
]);
