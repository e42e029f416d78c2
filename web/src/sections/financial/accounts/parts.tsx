import { isWeakPayPassword, type BankCardStatus, type FinanceAccountStatus } from "@qinlian/contract";
import { Button, Form, Input, Space } from "antd";
import type { Rule } from "antd/es/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { pick } from "../../../i18n";
import { ToneTag } from "../../../kit/ToneTag";
import { bankCardStatusLabels, financeAccountStatusLabels } from "./labels";
import "../../../kit/texts.account";
import "./texts";

export function AccountStateTag({ status }: { status: FinanceAccountStatus }) {
  const { i18n } = useTranslation();
  const l = financeAccountStatusLabels[status];
  return (
    <ToneTag tone={l.color} data-testid="account-status">
      {pick(l, i18n.language)}
    </ToneTag>
  );
}

export function CardStateTag({ status }: { status: BankCardStatus }) {
  const { i18n } = useTranslation();
  const l = bankCardStatusLabels[status];
  return <ToneTag tone={l.color}>{pick(l, i18n.language)}</ToneTag>;
}

/** Rules of a pay password field (6 digits; a new one also not weak), checked before submit. */
export function usePayPasswordRules(isNew: boolean): Rule[] {
  const { t } = useTranslation();
  return [
    { required: true, message: t("finAccount.payPwdRequired") },
    { pattern: /^\d{6}$/, message: t("finAccount.payPwdRequired") },
    ...(isNew
      ? [{ validator: (_r: unknown, v: string) => (v && /^\d{6}$/.test(v) && isWeakPayPassword(v) ? Promise.reject(new Error(t("finAccount.payPwdWeak"))) : Promise.resolve()) }]
      : []),
  ];
}

/** One pay password input (masked, digits only, 6 long). */
export function PayPasswordItem(props: { name: string; label: string; isNew?: boolean; extra?: string }) {
  const rules = usePayPasswordRules(!!props.isNew);
  return (
    <Form.Item name={props.name} label={props.label} rules={rules} extra={props.extra} validateFirst>
      <Input.Password maxLength={6} inputMode="numeric" autoComplete={props.isNew ? "new-password" : "off"} data-testid={`${props.name}-input`} />
    </Form.Item>
  );
}

/** A new pay password and its confirmation. */
export function NewPayPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <PayPasswordItem name="payPassword" label={t("finAccount.newPayPassword")} isNew extra={t("finAccount.payPwdRule")} />
      <Form.Item
        name="confirm"
        label={t("finAccount.confirmPayPassword")}
        dependencies={["payPassword"]}
        rules={[
          { required: true, message: t("finAccount.payPwdRequired") },
          ({ getFieldValue }) => ({
            validator: (_r, v: string) => (!v || v === getFieldValue("payPassword") ? Promise.resolve() : Promise.reject(new Error(t("finAccount.payPwdMismatch")))),
          }),
        ]}
      >
        <Input.Password maxLength={6} inputMode="numeric" autoComplete="new-password" data-testid="confirm-input" />
      </Form.Item>
    </>
  );
}

/**
 * A 6-digit code field whose button runs `send` (this module's own code calls: open, change, remove,
 * the bank's code); `send` resolves to the seconds before a resend, or null when it failed.
 */
export function CodeField(props: { send: () => Promise<number | null>; name?: string; label?: string; sendLabel?: string }) {
  const { t } = useTranslation();
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const name = props.name ?? "smsCode";
  const label = props.label ?? t("finAccount.smsCode");
  const onSend = async () => {
    setBusy(true);
    const s = await props.send().finally(() => setBusy(false));
    if (s !== null) setWait(s);
  };
  return (
    <Form.Item label={label} required>
      <Space.Compact style={{ width: "100%" }}>
        <Form.Item name={name} noStyle rules={[{ required: true, pattern: /^\d{6}$/, message: t("finAccount.smsRequired") }]}>
          <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" aria-label={label} data-testid={`${name}-input`} />
        </Form.Item>
        <Button onClick={() => void onSend()} disabled={wait > 0} loading={busy} data-testid={`${name}-send`} style={{ minWidth: 120 }}>
          {wait > 0 ? t("accountKit.resend", { s: wait }) : (props.sendLabel ?? t("accountKit.send"))}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}

/** Forms are at most this wide, and full width on a phone. */
export const formStyle = { maxWidth: 480, width: "100%" } as const;
