import { cleanup } from "@testing-library/react";
import i18n from "./i18n";

// Test files share their worker's modules and page (isolate: false in the root vitest.config.ts);
// this file runs before each of them: each starts on an empty page with empty storage.
cleanup();
document.body.innerHTML = "";
localStorage.clear();
sessionStorage.clear();
// and in the default language (a file before it may have switched to English)
if (i18n.language !== "zh-CN") await i18n.changeLanguage("zh-CN");

// jsdom lacks these; antd reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
