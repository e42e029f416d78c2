import { account } from "@qinlian/contract";
import { Alert, App, Button, Form, Input, Steps } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { routeExists } from "../../app/sections";
import { PasswordFields } from "../../kit/AccountFields";
import { PageHeader } from "../../kit/PageHeader";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

/** The first-login guide's steps after the password (shown only when those screens exist). */
const guideNext = ["/setup/wdzl/1", "/setup/shippingAddress/1"];

type Values = { oldPassword: string; password: string };

/**
 * /setup/setLoginPassword: change the login password with the current one.
 * /setup/setLoginPassword/:isIntro: the same as the first step of the first-login guide (accounts
 * opened with an initial password); it needs only a login, never a function, so nobody is stuck.
 */
export default function SetLoginPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const intro = !!useParams().isIntro;
  const [form] = Form.useForm<Values>();
  const change = useFormMutation(account.changePassword, { form });
  const next = guideNext.find((p) => routeExists(p)) ?? "/setup/index";

  const onFinish = async (v: Values) => {
    const r = await change.submit({ oldPassword: v.oldPassword, password: v.password });
    if (!r) return;
    void message.success(t("setupAccount.saved"));
    void navigate(intro ? next : "/setup/index");
  };

  return (
    <div>
      <PageHeader
        title={intro ? t("setupAccount.guideTitle") : t("setupAccount.passwordTitle")}
        extra={!intro && <Link to="/setup/backPwdOne">{t("setupAccount.bySms")}</Link>}
      />
      {intro && (
        <>
          <Steps
            current={0}
            size="small"
            style={{ maxWidth: 640, marginBottom: 16 }}
            items={[{ title: t("setupAccount.guidePassword") }, { title: t("setupAccount.guideProfile") }, { title: t("setupAccount.guideAddress") }]}
          />
          <Alert type="warning" showIcon message={t("setupAccount.guideIntro")} style={{ maxWidth: 640, marginBottom: 16 }} />
        </>
      )}
      <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} style={{ maxWidth: 420 }} data-testid="change-password-form">
        <Form.Item name="oldPassword" label={t("setupAccount.oldPassword")} rules={[{ required: true, message: t("setupAccount.oldPasswordRequired") }, { max: 128 }]}>
          <Input.Password autoComplete="current-password" data-testid="oldPassword-input" />
        </Form.Item>
        <PasswordFields label={t("setupAccount.newPassword")} />
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password-submit">
          {t("setupAccount.save")}
        </Button>
        {intro && (
          <Button type="link" onClick={() => void navigate(next)} data-testid="guide-skip">
            {t("setupAccount.skip")}
          </Button>
        )}
      </Form>
    </div>
  );
}
