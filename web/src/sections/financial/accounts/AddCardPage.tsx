import { finance, luhnValid, outsideChannel, type OutsideChannel } from "@qinlian/contract";
import { Alert, Button, Form, Input, Select, Steps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { MobileField } from "../../../kit/AccountFields";
import { PageHeader } from "../../../kit/PageHeader";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { CodeField, formStyle } from "./parts";
import "./texts";

/** The contract's card rules (cardNo: 12–19 digits, Luhn; companyAccountNo: 6–32 digits), as text keys. */
function cardNoProblem(v: string, company: boolean): string | null {
  if (company) return /^\d{6,32}$/.test(v.replace(/[\s-]+/g, "")) ? null : "finAccount.companyDigits";
  const digits = v.replace(/\s+/g, "");
  if (!/^\d{12,19}$/.test(digits)) return "finAccount.cardDigits";
  return luhnValid(digits) ? null : "finAccount.cardInvalid";
}

type Values = { channel?: OutsideChannel; cardNo: string; holderName: string; mobile: string };

/**
 * /financial/addNewCardPerson (a person's debit card) and /financial/BankAccount/addNewCard (an
 * enterprise's corporate account): the card, its holder (the account's holder) and the bank's reserved
 * mobile; the bank texts a code there; the code binds it (→ addCardResult).
 */
export default function AddCardPage() {
  const { pathname } = useLocation();
  const company = pathname.endsWith("/addNewCard");
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation();
  const channels = useCall(finance.selChannelList, {});
  const open = (channels.data?.list ?? []).filter((c) => c.account?.status === "ACTIVE");
  const fromQuery = outsideChannel.safeParse(search.get("channel")).data;
  const initialChannel = fromQuery ?? open.find((c) => c.account?.isDefault)?.code ?? open[0]?.code;
  const [form] = Form.useForm<Values>();
  const [codeForm] = Form.useForm<{ smsCode: string }>();
  const start = useFormMutation(company ? finance.companyBindCard : finance.personBindCard, { form });
  const confirm = useFormMutation(finance.bindCardConfirm, { form: codeForm });
  const [pending, setPending] = useState<{ bindId: string; mobile: string; values: Values } | null>(null);
  const holderOf = (ch: OutsideChannel | undefined) => open.find((c) => c.code === ch)?.account?.holderName;

  const begin = async (v: Values) => {
    const r = await start.submit({ ...v, channel: v.channel ?? initialChannel });
    if (!r) return null;
    setPending({ bindId: r.bindId, mobile: r.mobile, values: v });
    return 60;
  };
  const onConfirm = async (v: { smsCode: string }) => {
    if (!pending) return;
    const c = await confirm.submit({ bindId: pending.bindId, smsCode: v.smsCode });
    if (!c) return;
    await invalidateCalls(finance.selAccountCardList, finance.selAccountDetail);
    void navigate(`/financial/addCardResult?id=${c.id}`);
  };
  return (
    <div data-testid="add-card-page">
      <PageHeader title={t(company ? "finAccount.addCompanyCard" : "finAccount.addPersonCard")} />
      <Steps current={pending ? 1 : 0} size="small" responsive={false} style={{ maxWidth: 560, marginBottom: 24 }} items={[{ title: t("finAccount.stepApply") }, { title: t("finAccount.stepVerify") }, { title: t("finAccount.stepDone") }]} />
      {!channels.isLoading && !open.length && <Alert type="warning" showIcon message={t("finAccount.needAccount")} style={{ marginBottom: 16 }} />}
      {!pending ? (
        <Form
          form={form}
          layout="vertical"
          style={formStyle}
          key={initialChannel ?? "none"}
          initialValues={{ channel: initialChannel, holderName: holderOf(initialChannel) }}
          onValuesChange={(ch: Partial<Values>) => ch.channel && form.setFieldValue("holderName", holderOf(ch.channel))}
          onFinish={(v) => void begin(v)}
          disabled={!open.length}
          data-testid="card-form"
        >
          <Form.Item name="channel" label={t("finAccount.channel")} rules={[{ required: true, message: t("finAccount.needAccount") }]}>
            <Select options={open.map((c) => ({ value: c.code, label: pick(c.name, i18n.language) }))} data-testid="channel-select" />
          </Form.Item>
          <Form.Item
            name="cardNo"
            label={t(company ? "finAccount.companyAccountNo" : "finAccount.cardNo")}
            validateFirst
            validateTrigger="onBlur"
            rules={[
              { required: true, message: t("finAccount.required", { field: t(company ? "finAccount.companyAccountNo" : "finAccount.cardNo") }) },
              {
                validator: (_r, v: string) => {
                  if (!v) return Promise.resolve();
                  const msg = cardNoProblem(v, company);
                  return msg ? Promise.reject(new Error(t(msg))) : Promise.resolve();
                },
              },
            ]}
          >
            <Input inputMode="numeric" maxLength={40} autoComplete="cc-number" data-testid="cardNo-input" />
          </Form.Item>
          <Form.Item name="holderName" label={t(company ? "finAccount.companyHolder" : "finAccount.cardHolder")} rules={[{ required: true, whitespace: true, message: t("finAccount.required", { field: t("finAccount.cardHolder") }) }]}>
            <Input maxLength={60} data-testid="cardHolder-input" />
          </Form.Item>
          <MobileField label={t("finAccount.cardMobile")} />
          <Button type="primary" htmlType="submit" loading={start.isPending} block data-testid="bind-next">
            {t("finAccount.bindNext")}
          </Button>
        </Form>
      ) : (
        <Form form={codeForm} layout="vertical" style={formStyle} onFinish={(v) => void onConfirm(v)} data-testid="card-code-form">
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t("finAccount.bankCodeSent", { mobile: pending.mobile })} />
          <CodeField sendLabel={t("finAccount.resend")} send={() => begin(pending.values)} />
          <Button type="primary" htmlType="submit" loading={confirm.isPending} block data-testid="bind-submit">
            {t("finAccount.bindSubmit")}
          </Button>
        </Form>
      )}
    </div>
  );
}
