import "@ant-design/v5-patch-for-react-19";
import { QueryClientProvider } from "@tanstack/react-query";
import { ConfigProvider } from "antd";
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uiBindings } from "../api";
import { LightApp, useAppApi } from "./LightApp";
import { queryClient } from "./query";

/** Chinese first, then sensible CJK fallbacks on every platform, then Latin. */
export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * antd's tokens, with text colours that read at WCAG AA (≥ 4.5:1) on white and on the grey bars
 * (#f5f5f5): links #0958d9 (antd's blue-7; its default #1677ff gives 3.6:1 on the top bar), secondary
 * text (descriptions, captions, empty states) at 60 % black instead of 45 % (3.4:1 on white), errors
 * (a form field's message) in red-7 #cf1322 (5.6:1; #ff4d4f gives 3.2:1), and success / warning text in
 * green-8 / orange-8 (their icons and backgrounds keep antd's brighter seeds). A primary button's hover
 * and pressed colours are darker than its rest colour, not lighter (antd derives #e6602e for hover:
 * 3.5:1 under white text, and a pointer resting on a button just clicked is a state people read).
 */
export const THEME = {
  token: {
    colorPrimary: "#d4380d",
    colorPrimaryHover: "#b8320b",
    colorPrimaryActive: "#ad2102",
    colorLink: "#0958d9",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextDescription: "rgba(0, 0, 0, 0.6)",
    // placeholders in inputs and selects: #767676 is the lightest grey at 4.5:1 on white
    colorTextPlaceholder: "#767676",
    colorError: "#cf1322",
    colorSuccessText: "#237804",
    colorWarningText: "#ad4e00",
    fontFamily: FONT_STACK,
    borderRadius: 4,
  },
};

/** Gives the API client antd's context-aware dialogs and toasts. */
function UiBinder() {
  const { modal, message } = useAppApi();
  const { t } = useTranslation();
  useEffect(() => {
    uiBindings.notice = (content) => void modal.warning({ title: t("common.notice"), content, okText: t("common.confirm") });
    uiBindings.toast = (content) => void message.error(content, 5);
  }, [modal, message, t]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const en = i18n.language === "en";
  useEffect(() => {
    // dayjs takes the language by itself when a screen that shows dates loads it (web/src/i18n/dayjs.ts).
    document.documentElement.lang = en ? "en" : "zh-CN";
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={THEME}>
      <LightApp>
        <UiBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </LightApp>
    </ConfigProvider>
  );
}
