import { account, identity } from "@qinlian/contract";
import { Alert, Button, Form, Result, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { api, useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { MobileField, SmsCodeField } from "../../kit/AccountFields";
import { PageHeader } from "../../kit/PageHeader";
import "./texts.account";
import { useFormMutation } from "../../kit/useFormMutation";

type OldValues = { smsCode: string };
type NewValues = { mobile: string; smsCode: string };

/** /setup/xgsjh: change the mobile — verify the current number, then the new one (which must be free). */
export default function ChangeMobilePage() {
  const { t } = useTranslation();
  const me = useCall(identity.memberByToken, {});
  const [oldForm] = Form.useForm<OldValues>();
  const [newForm] = Form.useForm<NewValues>();
  const checkOld = useFormMutation(account.checkOldMobile, { form: oldForm });
  const change = useFormMutation(account.changeMobile, { form: newForm });
  const [changeKey, setChangeKey] = useState<string | null>(null);
  const [newMobile, setNewMobile] = useState<string | null>(null);
  const step = newMobile ? 2 : changeKey ? 1 : 0;

  const onOld = async (v: OldValues) => {
    const r = await checkOld.submit(v);
    if (r) setChangeKey(r.changeKey);
  };
  const onNew = async (v: NewValues) => {
    const r = await change.submit({ changeKey: changeKey!, mobile: v.mobile, smsCode: v.smsCode });
    if (!r) return;
    setNewMobile(r.mobile);
    const u = await api(identity.memberByToken, {}).catch(() => null);
    if (u) useAppStore.getState().setUserInfo(u);
    void me.refetch();
  };

  return (
    <div>
      <PageHeader title={t("setupAccount.mobileTitle")} />
      <Steps
        current={step}
        size="small"
        style={{ maxWidth: 640, marginBottom: 24 }}
        items={[{ title: t("setupAccount.stepOld") }, { title: t("setupAccount.stepNew") }, { title: t("setupAccount.stepDone") }]}
      />
      {step === 0 && (
        <Form form={oldForm} layout="vertical" onFinish={(v: OldValues) => void onOld(v)} style={{ maxWidth: 420 }} data-testid="mobile-old">
          <Alert type="info" showIcon message={t("setupAccount.sendTo", { mobile: me.data?.mobile ?? "-" })} style={{ marginBottom: 16 }} />
          <SmsCodeField purpose="CHANGE_MOBILE_OLD" />
          <Button type="primary" htmlType="submit" loading={checkOld.isPending} data-testid="mobile-old-next">
            {t("setupAccount.next")}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form form={newForm} layout="vertical" onFinish={(v: NewValues) => void onNew(v)} style={{ maxWidth: 420 }} data-testid="mobile-new">
          <MobileField
            label={t("setupAccount.newMobile")}
            extraRules={[
              {
                validator: async (_r, v: string) => {
                  if (!v) return;
                  const r = await api(account.nameTaken, { loginName: v }, { errBySelf: true }).catch(() => null);
                  if (r?.taken) throw new Error(t("setupAccount.mobileTaken"));
                },
              },
            ]}
          />
          <SmsCodeField purpose="CHANGE_MOBILE_NEW" mobileField="mobile" />
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="mobile-new-submit">
            {t("setupAccount.save")}
          </Button>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={<span data-testid="mobile-done">{t("setupAccount.mobileDone", { mobile: newMobile })}</span>}
          subTitle={t("setupAccount.mobileDoneSub")}
          extra={
            <Link to="/setup/index">
              <Button type="primary">{t("setupAccount.backToAccount")}</Button>
            </Link>
          }
        />
      )}
    </div>
  );
}
