import { finance, identity } from "@qinlian/contract";
import { Alert, Button, Form, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { SmsCodeField } from "../../../kit/AccountFields";
import { PageHeader } from "../../../kit/PageHeader";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { NewPayPasswordFields, PayPasswordItem, formStyle } from "./parts";
import "./texts";

type Mode = "set" | "update" | "reset";
type Values = { smsCode: string; oldPayPassword: string; payPassword: string; confirm: string };

const modeOf = (path: string): Mode => (path.includes("updatePayPassword") ? "update" : path.includes("resetPayPassword") ? "reset" : "set");

/**
 * The pay password screens, one form by path: /financial/setPayPassword (first time: SMS code + new),
 * /financial/updatePayPassword (the current one + new), /financial/resetPayPassword and
 * resetPayPasswordPerson (forgotten: SMS code to the own mobile + new; lifts a lock).
 */
export default function PayPasswordPage() {
  const { pathname } = useLocation();
  const mode = modeOf(pathname);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useCall(finance.isPayPwd, {});
  const me = useCall(identity.memberByToken, {});
  const [form] = Form.useForm<Values>();
  const set = useFormMutation(finance.setPayPwd, { form });
  const update = useFormMutation(finance.updPayPwd, { form });
  const reset = useFormMutation(finance.replacePayPwd, { form });
  const busy = set.isPending || update.isPending || reset.isPending;
  const onFinish = async (v: Values) => {
    const r =
      mode === "update"
        ? await update.submit({ oldPayPassword: v.oldPayPassword, payPassword: v.payPassword })
        : await (mode === "set" ? set : reset).submit({ smsCode: v.smsCode, payPassword: v.payPassword });
    if (!r) return;
    await invalidateCalls(finance.isPayPwd);
    void navigate(mode === "set" ? "/financial/setPasswordResult" : "/financial/updatePasswordResult");
  };
  if (status.isLoading) return <Spin />;
  const isSet = status.data?.set ?? false;
  const title = t(mode === "set" ? "finAccount.setPwdTitle" : mode === "update" ? "finAccount.updatePwdTitle" : "finAccount.resetPwdTitle");
  const wrongState = (mode === "set" && isSet) || (mode !== "set" && !isSet);
  return (
    <div data-testid={`pay-pwd-${mode}`}>
      <PageHeader title={title} />
      {wrongState ? (
        <Result
          status="info"
          title={t(isSet ? "finAccount.alreadySet" : "finAccount.notSetYet")}
          extra={
            <Link to={isSet ? "/financial/updatePayPassword" : "/financial/setPayPassword"}>
              <Button type="primary">{t(isSet ? "finAccount.updatePwd" : "finAccount.setPwd")}</Button>
            </Link>
          }
        />
      ) : (
        <Form form={form} layout="vertical" style={formStyle} onFinish={(v) => void onFinish(v)} data-testid="pay-pwd-form">
          {mode === "update" ? (
            <>
              <PayPasswordItem name="oldPayPassword" label={t("finAccount.oldPayPassword")} />
              <Link to="/financial/resetPayPassword" style={{ display: "block", marginTop: -16, marginBottom: 16 }}>
                {t("finAccount.resetPwd")}
              </Link>
            </>
          ) : (
            <>
              <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("finAccount.smsToOwn", { mobile: me.data?.mobile ?? "-" })} />
              <SmsCodeField purpose="PAY_PASSWORD" />
            </>
          )}
          <NewPayPasswordFields />
          <Button type="primary" htmlType="submit" loading={busy} block data-testid="pay-pwd-submit">
            {t("finAccount.submit")}
          </Button>
        </Form>
      )}
    </div>
  );
}
