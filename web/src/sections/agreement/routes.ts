import type { SectionDef } from "../../app/routes";

/** /agreement: the platform's agreements, readable by anyone (portal layout). */
export const agreementSection: SectionDef = {
  key: "agreement",
  base: "/agreement",
  title: { zh: "平台协议", en: "Agreements" },
  layout: "portal",
  routes: [
    { path: "/agreement/userInfo", title: { zh: "用户协议与隐私政策", en: "User agreement & privacy policy" }, page: () => import("./UserAgreementPage") },
    { path: "/agreement/channel/:type", title: { zh: "支付通道协议", en: "Payment channel agreement" }, page: () => import("./ChannelAgreementPage"), hidden: true },
  ],
};
