import { account, passwordStrengthError, type SmsPurpose } from "@qinlian/contract";
import { App, Button, Form, Input, Space } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "./texts.account";
import { useFormMutation } from "./useFormMutation";

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Rules for a mainland mobile number field. */
export function useMobileRules(): Rule[] {
  const { t } = useTranslation();
  return [
    { required: true, message: t("accountKit.mobileRequired") },
    { pattern: MOBILE_PATTERN, message: t("accountKit.mobilePattern") },
  ];
}

/** A mobile number field (name `mobile` unless given), validated before submit. */
export function MobileField(props: { name?: string; label?: string; extraRules?: Rule[]; validateTrigger?: string }) {
  const { t } = useTranslation();
  const rules = useMobileRules();
  return (
    <Form.Item
      name={props.name ?? "mobile"}
      label={props.label ?? t("accountKit.mobile")}
      rules={[...rules, ...(props.extraRules ?? [])]}
      validateTrigger={props.validateTrigger ?? "onBlur"}
      validateFirst
    >
      <Input maxLength={11} placeholder={t("accountKit.mobilePlaceholder")} autoComplete="tel" data-testid={`${props.name ?? "mobile"}-input`} />
    </Form.Item>
  );
}

/**
 * The SMS code field with its send button and the resend countdown. `mobileField` names the form
 * field holding the number (validated before sending); without it the code goes to the person's own
 * number (purposes CHANGE_MOBILE_OLD, PAY_PASSWORD, and RESET_PASSWORD when logged in).
 */
export function SmsCodeField(props: { purpose: SmsPurpose; mobileField?: string; name?: string; label?: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const send = useFormMutation(account.sendSmsCode, { form, loadingText: false });
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const onSend = async () => {
    let mobile: string | undefined;
    if (props.mobileField) {
      const ok = await form.validateFields([props.mobileField]).then(() => true, () => false);
      if (!ok) return;
      mobile = form.getFieldValue(props.mobileField) as string;
    }
    const r = await send.submit({ purpose: props.purpose, mobile });
    if (!r) return;
    setWait(r.resendAfterSeconds);
    void message.success(t("accountKit.sent", { mobile: r.mobile }));
  };
  const name = props.name ?? "smsCode";
  const label = props.label ?? t("accountKit.smsCode");
  return (
    <Form.Item label={label} required>
      <Space.Compact style={{ width: "100%" }}>
        <Form.Item
          name={name}
          noStyle
          rules={[
            { required: true, message: t("accountKit.smsRequired") },
            { pattern: /^\d{6}$/, message: t("accountKit.smsPattern") },
          ]}
        >
          <Input
            maxLength={6}
            placeholder={t("accountKit.smsPlaceholder")}
            autoComplete="one-time-code"
            aria-label={label}
            data-testid={`${name}-input`}
          />
        </Form.Item>
        <Button onClick={() => void onSend()} disabled={wait > 0} loading={send.isPending} data-testid={`${name}-send`} style={{ minWidth: 120 }}>
          {wait > 0 ? t("accountKit.resend", { s: wait }) : t("accountKit.send")}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** A new password and its confirmation, with the platform's strength rule (checked by the server too). */
export function PasswordFields(props: { name?: string; label?: string }) {
  const { t } = useTranslation();
  const name = props.name ?? "password";
  return (
    <>
      <Form.Item
        name={name}
        label={props.label ?? t("accountKit.password")}
        extra={t("accountKit.passwordRule")}
        validateFirst
        rules={[
          { required: true, message: t("accountKit.passwordRequired") },
          {
            validator: (_r, v: string) =>
              v && passwordStrengthError(v) ? Promise.reject(new Error(t("accountKit.passwordRule"))) : Promise.resolve(),
          },
        ]}
      >
        <Input.Password maxLength={20} placeholder={t("accountKit.passwordPlaceholder")} autoComplete="new-password" data-testid={`${name}-input`} />
      </Form.Item>
      <Form.Item
        name={`${name}Confirm`}
        label={t("accountKit.confirm")}
        dependencies={[name]}
        rules={[
          { required: true, message: t("accountKit.confirmRequired") },
          ({ getFieldValue }) => ({
            validator: (_r, v: string) => (!v || v === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error(t("accountKit.confirmMismatch")))),
          }),
        ]}
      >
        <Input.Password maxLength={20} placeholder={t("accountKit.confirmPlaceholder")} autoComplete="new-password" data-testid={`${name}Confirm-input`} />
      </Form.Item>
    </>
  );
}
