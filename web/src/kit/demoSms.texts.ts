import { addSectionTexts } from "../i18n";

/** Texts of the demo's SMS stand-in (namespace "demoSms"), see DemoSmsNotice.tsx. */
addSectionTexts("demoSms", {
  zh: {
    title: "演示环境：短信验证码",
    body: "演示环境：短信验证码为 {{code}}（真实环境将发送到手机）",
    hint: "本站为演示环境，不会发送真实短信。",
  },
  en: {
    title: "Demo: SMS code",
    body: "Demo site: the SMS code is {{code}} (a real site sends it to your phone)",
    hint: "This is a demo site; no real SMS is sent.",
  },
});
