import { finance, type FinanceAccountView, type OutsideChannel } from "@qinlian/contract";
import { Alert, Button, Form, Input, type FormInstance } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MobileField } from "../../../kit/AccountFields";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CodeField, formStyle } from "./parts";
import { rescissionPath } from "./paths";
import "./texts";

const accountReads = [finance.selChannelList, finance.selAccountInfo, finance.judgeIsOpenAccount, finance.selAccountDetail, finance.sefSelAccount, finance.selAccountCardList];

/** The code before a change or a rescission (sendMessage/4.0), as a CodeField sender. */
function useActionCode(channel: OutsideChannel, purpose: "CHANGE" | "REMOVE", form: FormInstance) {
  const send = useFormMutation(finance.sendMessage4, { form, fields: { channel: "smsCode", purpose: "smsCode" } });
  return async () => {
    const r = await send.submit({ channel, purpose });
    return r ? r.resendAfterSeconds : null;
  };
}

/** signUpdate: the holder's name and the reserved mobile, with a CHANGE code. */
export function ChangeAccountForm({ account, onDone }: { account: FinanceAccountView; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ holderName: string; mobile: string; smsCode: string }>();
  const change = useFormMutation(finance.signUpdate, { form });
  const sendCode = useActionCode(account.channel, "CHANGE", form);
  const onFinish = async (v: { holderName: string; mobile: string; smsCode: string }) => {
    if (!(await change.submit({ channel: account.channel, ...v }))) return;
    await invalidateCalls(...accountReads);
    onDone();
  };
  return (
    <Form form={form} layout="vertical" style={formStyle} onFinish={(v) => void onFinish(v)} initialValues={{ holderName: account.holderName }} data-testid="change-form">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("finAccount.changeHint")} />
      <Form.Item name="holderName" label={t("finAccount.holderName")} rules={[{ required: true, whitespace: true, message: t("finAccount.required", { field: t("finAccount.holderName") }) }]}>
        <Input maxLength={60} />
      </Form.Item>
      <MobileField label={t("finAccount.reservedMobile")} />
      <CodeField send={sendCode} />
      <Button type="primary" htmlType="submit" loading={change.isPending} block data-testid="change-submit">
        {t("finAccount.changeSubmit")}
      </Button>
    </Form>
  );
}

/** signRemove: a REMOVE code; then the rescission result page. */
export function RemoveAccountForm({ account }: { account: FinanceAccountView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ smsCode: string }>();
  const remove = useFormMutation(finance.signRemove, { form, fields: { channel: null } });
  const sendCode = useActionCode(account.channel, "REMOVE", form);
  const onFinish = async (v: { smsCode: string }) => {
    if (!(await remove.submit({ channel: account.channel, smsCode: v.smsCode }))) return;
    await invalidateCalls(...accountReads);
    void navigate(rescissionPath(account.channel));
  };
  return (
    <Form form={form} layout="vertical" style={formStyle} onFinish={(v) => void onFinish(v)} data-testid="remove-form">
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t("finAccount.removeHint")} />
      <CodeField send={sendCode} />
      <Button danger type="primary" htmlType="submit" loading={remove.isPending} block data-testid="remove-submit">
        {t("finAccount.removeSubmit")}
      </Button>
    </Form>
  );
}

export { accountReads };
