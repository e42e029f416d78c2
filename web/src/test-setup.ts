import { cleanup } from "@testing-library/react";
import "./i18n";

// Test files share their worker's modules and page (isolate: false in the root vitest.config.ts);
// this file runs before each of them: each starts on an empty page with empty storage.
cleanup();
document.body.innerHTML = "";
localStorage.clear();
sessionStorage.clear();

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
