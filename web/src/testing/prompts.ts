import { afterEach, beforeEach, vi, type Mock } from "vitest";
import { uiBindings } from "../api";
import i18n from "../i18n";

/** What a test sees of the app's prompts: the 提示 dialog (`notice`) and the passing toast (`toast`). */
export interface Prompts {
  readonly notice: Mock<(m: string) => void>;
  readonly toast: Mock<(m: string) => void>;
}

/**
 * For a test file: each test gets fresh spies in place of the app's 提示 dialog and toast
 * (`uiBindings`), put back after it, with the mocks restored and the language back to zh-CN.
 * Read them through the returned object (`prompts.notice`), not a copy taken before a test runs.
 */
export function capturePrompts(): Prompts {
  const saved = { ...uiBindings };
  const current = { notice: vi.fn<(m: string) => void>(), toast: vi.fn<(m: string) => void>() };
  beforeEach(() => {
    current.notice = vi.fn<(m: string) => void>();
    current.toast = vi.fn<(m: string) => void>();
    uiBindings.notice = current.notice;
    uiBindings.toast = current.toast;
  });
  afterEach(async () => {
    Object.assign(uiBindings, saved);
    vi.restoreAllMocks();
    if (i18n.language !== "zh-CN") await i18n.changeLanguage("zh-CN");
  });
  return {
    get notice() {
      return current.notice;
    },
    get toast() {
      return current.toast;
    },
  };
}
