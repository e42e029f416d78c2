import { account, type Out } from "@qinlian/contract";
import { App, Button, Descriptions, Empty, Form, Space, Steps } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MobileField, SmsCodeField } from "../../kit/AccountFields";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

type Person = Out<typeof account.bindKeyInfo>;

function PersonCard({ p }: { p: Person }) {
  const { t } = useTranslation();
  return (
    <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }} data-testid="bind-person">
      <Descriptions.Item label={t("setupAccount.loginName")}>{p.loginName}</Descriptions.Item>
      <Descriptions.Item label={t("setupAccount.name")}>{p.name}</Descriptions.Item>
      <Descriptions.Item label={t("setupAccount.mobile")}>{p.mobile}</Descriptions.Item>
      <Descriptions.Item label={t("setupAccount.registeredAt")}>{dayjs(p.registeredAt).format("YYYY-MM-DD")}</Descriptions.Item>
    </Descriptions>
  );
}

/**
 * Linking another account: find it by its mobile (masked details), prove it is yours with an SMS
 * code to that mobile (→ a bind key), see whom the key binds, confirm.
 */
export function BindNewAccount({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ mobile: string; smsCode: string }>();
  const find = useFormMutation(account.bindCandidate, { form, loadingText: false });
  const getKey = useFormMutation(account.bindKeyByPhone, { form });
  const keyInfo = useFormMutation(account.bindKeyInfo, { loadingText: false });
  const confirm = useFormMutation(account.bindConfirm);
  const [found, setFound] = useState<{ mobile: string; person: Person } | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [key, setKey] = useState<{ bindKey: string; person: Person } | null>(null);
  const step = key ? 2 : found ? 1 : 0;
  const restart = () => {
    setFound(null);
    setKey(null);
    setNotFound(false);
    form.resetFields();
  };

  const onFind = async (v: { mobile: string }) => {
    const r = await find.submit({ mobile: v.mobile });
    if (!r) return;
    setNotFound(!r.found);
    if (r.found && r.candidate) setFound({ mobile: v.mobile, person: r.candidate });
  };
  const onVerify = async (v: { smsCode: string }) => {
    const k = await getKey.submit({ mobile: found!.mobile, smsCode: v.smsCode });
    if (!k) return;
    const person = await keyInfo.submit({ bindKey: k.bindKey });
    if (person) setKey({ bindKey: k.bindKey, person });
  };
  const onConfirm = async () => {
    const r = await confirm.submit({ bindKey: key!.bindKey });
    if (!r) return;
    void message.success(t("setupAccount.bindOk"));
    restart();
    onBound();
  };

  return (
    <div style={{ maxWidth: 520 }}>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[{ title: t("setupAccount.bindStepFind") }, { title: t("setupAccount.bindStepVerify") }, { title: t("setupAccount.bindStepConfirm") }]}
      />
      <Form form={form} layout="vertical" onFinish={(v: { mobile: string; smsCode: string }) => void (step === 0 ? onFind(v) : onVerify(v))} data-testid="bind-form">
        {step === 0 && (
          <>
            <MobileField label={t("setupAccount.otherMobile")} />
            {notFound && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("setupAccount.notFound")} data-testid="bind-not-found" />}
            <Button type="primary" htmlType="submit" loading={find.isPending} data-testid="bind-find">
              {t("setupAccount.find")}
            </Button>
          </>
        )}
        {step === 1 && found && (
          <>
            <PersonCard p={found.person} />
            <Form.Item name="mobile" hidden initialValue={found.mobile}>
              <input />
            </Form.Item>
            <SmsCodeField purpose="BIND" mobileField="mobile" label={t("setupAccount.verifyHint")} />
            <Space>
              <Button type="primary" htmlType="submit" loading={getKey.isPending} data-testid="bind-verify">
                {t("setupAccount.next")}
              </Button>
              <Button onClick={restart}>{t("setupAccount.restart")}</Button>
            </Space>
          </>
        )}
      </Form>
      {step === 2 && key && (
        <>
          <PersonCard p={key.person} />
          <Space>
            <Button type="primary" onClick={() => void onConfirm()} loading={confirm.isPending} data-testid="bind-confirm">
              {t("setupAccount.confirmBind")}
            </Button>
            <Button onClick={restart}>{t("setupAccount.restart")}</Button>
          </Space>
        </>
      )}
    </div>
  );
}
