import "@ant-design/v5-patch-for-react-19";
import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/es/locale/en_US";
import zhCN from "antd/es/locale/zh_CN";
import dayjs from "dayjs";
import "dayjs/locale/zh-cn";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { uiBindings } from "../api";
import { queryClient } from "./query";

/** Chinese first, then sensible CJK fallbacks on every platform, then Latin. */
export const FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Gives the API client antd's context-aware dialogs and toasts. */
function UiBinder() {
  const { modal, message } = AntApp.useApp();
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
    dayjs.locale(en ? "en" : "zh-cn");
    document.documentElement.lang = en ? "en" : "zh-CN";
  }, [en]);
  return (
    <ConfigProvider locale={en ? enUS : zhCN} theme={{ token: { colorPrimary: "#d4380d", fontFamily: FONT_STACK, borderRadius: 4 } }}>
      <AntApp>
        <UiBinder />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
