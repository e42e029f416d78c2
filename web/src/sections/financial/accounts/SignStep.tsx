import { finance, type AccountHolderType, type FinanceAccountView, type OutsideChannel } from "@qinlian/contract";
import { Alert, Button, Form } from "antd";
import { useTranslation } from "react-i18next";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CodeField, formStyle } from "./parts";
import "./texts";

/**
 * Opening, step 2: the SMS code signs the application (bill number) and the channel opens the
 * account. PSN → sign, ORG → enterpriseSign/2.0, SEF (either) → sef/sign.
 */
export function SignStep(props: { channel: OutsideChannel; holder: AccountHolderType; billNo: string; sentTo?: string; onDone: (a: FinanceAccountView) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ smsCode: string }>();
  const def = props.channel === "SEF" ? finance.sefSign : props.holder === "ORG" ? finance.enterpriseSign2 : finance.sign;
  const sign = useFormMutation(def, { form });
  const resend = useFormMutation(finance.sendMessage3, { form, fields: { billNo: "smsCode" } });
  const onFinish = async (v: { smsCode: string }) => {
    const r = await sign.submit({ billNo: props.billNo, smsCode: v.smsCode });
    if (!r) return;
    await invalidateCalls(finance.selChannelList, finance.selAccountInfo, finance.judgeIsOpenAccount, finance.selAccountDetail, finance.sefSelAccount);
    props.onDone(r);
  };
  return (
    <Form form={form} layout="vertical" style={formStyle} onFinish={(v) => void onFinish(v)} data-testid="sign-form">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={props.sentTo ? t("finAccount.codeSentTo", { mobile: props.sentTo, billNo: props.billNo }) : t("finAccount.validateHint")} />
      <CodeField
        sendLabel={t("finAccount.resend")}
        send={async () => {
          const r = await resend.submit({ billNo: props.billNo });
          return r ? r.resendAfterSeconds : null;
        }}
      />
      <Button type="primary" htmlType="submit" loading={sign.isPending} data-testid="sign-submit" block>
        {t("finAccount.signSubmit")}
      </Button>
    </Form>
  );
}
