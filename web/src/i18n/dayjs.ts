// What `import dayjs from "dayjs"` gives in the app's bundle (vite.config.ts): dayjs with the app's
// language. dayjs loads with the screens that show dates (pickers, tables), not with the mall's first
// pages; the language is set here, when it first loads, and follows each change of language after.
// The unit tests see the plain package.
import dayjs from "dayjs/esm/index.js";
import "dayjs/esm/locale/zh-cn.js";
import i18n from "i18next";

const follow = (lng: string) => void dayjs.locale(lng === "en" ? "en" : "zh-cn");
follow(i18n.language);
i18n.on("languageChanged", follow);

export default dayjs;
