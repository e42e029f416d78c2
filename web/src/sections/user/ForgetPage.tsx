import { account } from "@qinlian/contract";
import { Button, Card, Form, Result, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clearTicketMarker, useAppStore } from "../../app/store";
import { MobileField, PasswordFields, SmsCodeField } from "../../kit/AccountFields";
import { useFormMutation } from "../../kit/useFormMutation";
import "./texts";

type VerifyValues = { mobile: string; smsCode: string };
type ResetValues = { password: string };

/** /user/forget: verify the mobile by SMS, set a new password; every session of the account ends. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const [resetKey, setResetKey] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [verifyForm] = Form.useForm<VerifyValues>();
  const [resetForm] = Form.useForm<ResetValues>();
  const check = useFormMutation(account.checkResetSms, { form: verifyForm });
  const reset = useFormMutation(account.resetPassword, { form: resetForm });
  const step = done ? 2 : resetKey ? 1 : 0;

  const onVerify = async (v: VerifyValues) => {
    const r = await check.submit(v);
    if (r) setResetKey(r.resetKey);
  };
  const onReset = async (v: ResetValues) => {
    const r = await reset.submit({ resetKey: resetKey!, password: v.password });
    if (!r) return;
    clearTicketMarker();
    useAppStore.getState().setUserInfo(null);
    setDone(true);
  };

  return (
    <div style={{ display: "flex", justifyContent: "center" }}>
      <Card title={<h1 style={{ fontSize: 18, margin: 0, fontWeight: 600 }}>{t("userAccess.forgetTitle")}</h1>} style={{ width: "100%", maxWidth: 560 }}>
        <Steps
          current={step}
          size="small"
          style={{ marginBottom: 24 }}
          items={[{ title: t("userAccess.forgetStepVerify") }, { title: t("userAccess.forgetStepReset") }, { title: t("userAccess.forgetStepDone") }]}
        />
        {step === 0 && (
          <Form form={verifyForm} layout="vertical" onFinish={(v: VerifyValues) => void onVerify(v)} data-testid="forget-verify">
            <MobileField />
            <SmsCodeField purpose="RESET_PASSWORD" mobileField="mobile" />
            <Button type="primary" htmlType="submit" block loading={check.isPending} data-testid="forget-next">
              {t("userAccess.next")}
            </Button>
          </Form>
        )}
        {step === 1 && (
          <Form form={resetForm} layout="vertical" onFinish={(v: ResetValues) => void onReset(v)} data-testid="forget-reset">
            <PasswordFields label={t("accountKit.newPassword")} />
            <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="forget-submit">
              {t("userAccess.submitReset")}
            </Button>
          </Form>
        )}
        {step === 2 && (
          <Result
            status="success"
            title={<span data-testid="forget-done">{t("userAccess.resetDone")}</span>}
            subTitle={t("userAccess.resetDoneSub")}
            extra={
              <Link to="/user/login">
                <Button type="primary">{t("userAccess.toLogin")}</Button>
              </Link>
            }
          />
        )}
        <div style={{ marginTop: 12, textAlign: "center" }}>
          <Link to="/user/login">{t("userAccess.toLogin")}</Link>
        </div>
      </Card>
    </div>
  );
}
