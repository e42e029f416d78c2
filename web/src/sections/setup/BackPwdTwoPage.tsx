import { account } from "@qinlian/contract";
import { Button, Form, Result } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { clearTicketMarker, useAppStore } from "../../app/store";
import { PasswordFields } from "../../kit/AccountFields";
import { PageHeader } from "../../kit/PageHeader";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

type PasswordValues = { password: string };

/**
 * /setup/backPwdTwo: the new password, with the reset key from backPwdOne (kept in the navigation
 * state, never in the URL). Resetting ends every session, this one too, so the member logs in again.
 */
export default function BackPwdTwoPage() {
  const { t } = useTranslation();
  const resetKey = (useLocation().state as { resetKey?: string } | null)?.resetKey;
  const [form] = Form.useForm<PasswordValues>();
  const reset = useFormMutation(account.resetPassword, { form });
  const [done, setDone] = useState(false);
  const onFinish = async (v: PasswordValues) => {
    const r = await reset.submit({ resetKey: resetKey!, password: v.password });
    if (!r) return;
    clearTicketMarker();
    useAppStore.getState().setUserInfo(null);
    setDone(true);
  };
  if (done) {
    return (
      <Result
        status="success"
        title={<span data-testid="back-pwd-done">{t("setupAccount.resetDone")}</span>}
        extra={
          <Link to="/user/login?redirect=%2Fsetup%2Findex">
            <Button type="primary">{t("setupAccount.relogin")}</Button>
          </Link>
        }
      />
    );
  }
  if (!resetKey) {
    return (
      <Result
        status="warning"
        title={t("setupAccount.noKey")}
        extra={
          <Link to="/setup/backPwdOne">
            <Button type="primary">{t("setupAccount.toVerify")}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div>
      <PageHeader title={t("setupAccount.backTitle")} />
      <Form form={form} layout="vertical" onFinish={(v: PasswordValues) => void onFinish(v)} style={{ maxWidth: 420 }} data-testid="back-pwd-two">
        <PasswordFields label={t("setupAccount.newPassword")} />
        <Button type="primary" htmlType="submit" loading={reset.isPending} data-testid="back-pwd-submit">
          {t("setupAccount.save")}
        </Button>
      </Form>
    </div>
  );
}
