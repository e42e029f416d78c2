import { account, identity } from "@qinlian/contract";
import { Alert, Button, Form, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall } from "../../api";
import { SmsCodeField } from "../../kit/AccountFields";
import { PageHeader } from "../../kit/PageHeader";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

type SmsValues = { smsCode: string };

/** /setup/backPwdOne: a logged-in member who forgot the password verifies their own mobile by SMS. */
export default function BackPwdOnePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCall(identity.memberByToken, {});
  const [form] = Form.useForm<SmsValues>();
  const check = useFormMutation(account.checkResetSms, { form });
  const onFinish = async (v: SmsValues) => {
    const r = await check.submit({ smsCode: v.smsCode });
    if (r) void navigate("/setup/backPwdTwo", { state: { resetKey: r.resetKey } });
  };
  return (
    <div>
      <PageHeader title={t("setupAccount.backTitle")} />
      {me.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={(v: SmsValues) => void onFinish(v)} style={{ maxWidth: 420 }} data-testid="back-pwd-one">
          <Alert type="info" showIcon message={t("setupAccount.sendTo", { mobile: me.data?.mobile ?? "-" })} style={{ marginBottom: 16 }} />
          <SmsCodeField purpose="RESET_PASSWORD" />
          <Button type="primary" htmlType="submit" loading={check.isPending} data-testid="back-pwd-next">
            {t("setupAccount.next")}
          </Button>
        </Form>
      )}
    </div>
  );
}
