import { account, agreement, type AgreementType, type Out } from "@qinlian/contract";
import { Button, Checkbox, Form, Input, Modal } from "antd";
import type { Rule } from "antd/es/form";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, useCall } from "../../api";
import { useAppStore } from "../../app/store";
import { MobileField, PasswordFields, SmsCodeField } from "../../kit/AccountFields";
import { useFormMutation } from "../../kit/useFormMutation";
import { AgreementContent } from "../agreement/AgreementContent";
import "./texts";

interface Values {
  mobile: string;
  smsCode: string;
  loginName?: string;
  nickname?: string;
  password: string;
  agree: boolean;
}

/** A form rule asking the server whether a login name or mobile is free (checked again on submit). */
function useFreeRule(message: string): Rule {
  return {
    validator: async (_r, v: string) => {
      if (!v) return;
      const r = await api(account.nameTaken, { loginName: v }, { errBySelf: true }).catch(() => null);
      if (r?.taken) throw new Error(message);
    },
  };
}

/**
 * The personal account form (mobile + SMS code, optional login name, password, agreements), used
 * by /user/register and as the first step of /user/registerQY. Registering also logs in.
 */
export function PersonAccountForm(props: { submitText: string; onDone: (res: Out<typeof account.register>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [reading, setReading] = useState<AgreementType | null>(null);
  const user = useCall(agreement.current, { type: "USER" }, { errBySelf: true, staleTime: 600_000 });
  const privacy = useCall(agreement.current, { type: "PRIVACY" }, { errBySelf: true, staleTime: 600_000 });
  const register = useFormMutation(account.register, { form });
  const mobileFree = useFreeRule(t("userAccess.mobileTaken"));
  const nameFree = useFreeRule(t("userAccess.loginNameTaken"));

  const onFinish = async (v: Values) => {
    if (!user.data || !privacy.data) return;
    const res = await register.submit({
      mobile: v.mobile,
      smsCode: v.smsCode,
      password: v.password,
      loginName: v.loginName?.trim() || undefined,
      nickname: v.nickname?.trim() || undefined,
      agreements: [
        { type: "USER", version: user.data.version },
        { type: "PRIVACY", version: privacy.data.version },
      ],
    });
    if (!res) return;
    useAppStore.getState().setUserInfo(res.userInfo);
    props.onDone(res);
  };

  const readingTitle = reading === "PRIVACY" ? privacy.data?.title : user.data?.title;

  const link = (type: AgreementType, text: string) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setReading(type)} data-testid={`read-${type}`}>
      {text}
    </Button>
  );

  return (
    <>
      <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} requiredMark data-testid="register-form" scrollToFirstError>
        <MobileField extraRules={[mobileFree]} />
        <SmsCodeField purpose="REGISTER" mobileField="mobile" />
        <Form.Item
          name="loginName"
          label={t("userAccess.loginName")}
          extra={t("userAccess.loginNameExtra")}
          validateTrigger="onBlur"
          validateFirst
          rules={[{ pattern: /^[A-Za-z][A-Za-z0-9_]{3,19}$/, message: t("userAccess.loginNameRule") }, nameFree]}
        >
          <Input maxLength={20} placeholder={t("userAccess.loginNamePlaceholder")} autoComplete="username" data-testid="loginName-input" />
        </Form.Item>
        <Form.Item name="nickname" label={t("userAccess.nickname")} rules={[{ max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <PasswordFields />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[{ validator: (_r, v: boolean) => (v ? Promise.resolve() : Promise.reject(new Error(t("userAccess.agreeRequired")))) }]}
        >
          <Checkbox data-testid="agree">
            {t("userAccess.agreePrefix")} {link("USER", t("userAccess.userAgreement"))} {t("userAccess.and")} {link("PRIVACY", t("userAccess.privacyPolicy"))}
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending} disabled={!user.data || !privacy.data} data-testid="register-submit">
          {props.submitText}
        </Button>
      </Form>
      <Modal
        open={reading !== null}
        onCancel={() => setReading(null)}
        footer={<Button type="primary" onClick={() => setReading(null)}>{t("userAccess.close")}</Button>}
        width={760}
        title={readingTitle}
      >
        {/* the agreement scrolls inside a focusable region, so a keyboard can scroll it too */}
        <div tabIndex={0} role="region" aria-label={readingTitle} style={{ maxHeight: "60vh", overflowY: "auto" }} data-testid="agreement-scroll">
          {reading && <AgreementContent type={reading} compact />}
        </div>
      </Modal>
    </>
  );
}
