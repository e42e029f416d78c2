import { MessageOutlined } from "@ant-design/icons";
import { App, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { uiBindings } from "../api";
import i18n from "../i18n";
import "./demoSms.texts";

/**
 * Demo mode's stand-in for a real SMS: a demo installation answers "send me a code" with the code
 * (`demoCode`), the API client hands it to `uiBindings.demoCode`, and this shows it in a dismissible
 * notification on the page that asked — clearly marked as the demo's, so nobody mistakes it for how
 * the real site works. Outside demo mode the server never sends a code, so nothing shows.
 */
/** The notification's key: a new code replaces the one shown, instead of stacking. */
export const DEMO_SMS_KEY = "demo-sms-code";

/** What the notification says for this code (both lines, in the current language). */
export function demoSmsText(code: string, t: (key: string, opts?: Record<string, string>) => string = (k, o) => i18n.t(k, o)) {
  return { title: t("demoSms.title"), body: t("demoSms.body", { code }), hint: t("demoSms.hint") };
}

/** Binds the API client's demo-code effect to antd's notification (rendered once, in the root layout). */
export function useDemoSmsNotice(): void {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    uiBindings.demoCode = (code) => {
      const text = demoSmsText(code, (k, o) => t(k, o));
      notification.info({
        key: DEMO_SMS_KEY,
        message: text.title,
        description: (
          <div data-testid="demo-sms-notice">
            <div>{text.body}</div>
            <Typography.Text type="secondary">{text.hint}</Typography.Text>
          </div>
        ),
        icon: <MessageOutlined style={{ color: "#d4380d" }} />,
        placement: "topRight",
        duration: 0,
      });
    };
    return () => {
      uiBindings.demoCode = () => undefined;
    };
  }, [notification, t]);
}
