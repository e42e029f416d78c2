import { cashier, type PayChannel } from "@qinlian/contract";
import { Alert, Button, Card, Form, Radio, Space } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { BalanceCards } from "./BalanceCards";
import "./texts";

type Values = { amount: number; channel: PayChannel };

/** /financial/balance/recharge/:id and /financial/balance/rechargePerson/:id — an amount and a channel; creates the recharge order and goes to its cashier. */
export default function RechargePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const ways = useCall(cashier.getPayChannel, {});
  const create = useFormMutation(cashier.balanceAddCashierOrder, { form });
  const amountRules = useMoneyRules(t("balance.amountLabel"), { required: true, min: 1, max: 100_000_000 });
  const channels = (ways.data?.channels ?? []).filter((c) => c.code !== "BALANCE");
  const first = channels.find((c) => c.enabled)?.code;
  // the channels arrive after the form is built: choose the first usable one then, unless one was chosen
  useEffect(() => {
    if (first && !form.getFieldValue("channel")) form.setFieldsValue({ channel: first });
  }, [first, form]);
  const onFinish = async (v: Values) => {
    const r = await create.submit({ amount: v.amount });
    if (r) void navigate(`/cashier/rechargePay/${r.payId}?channel=${v.channel}`);
  };
  return (
    <div>
      <PageHeader title={t("balance.rechargeTitle")} />
      <BalanceCards actions={false} />
      <Card style={{ maxWidth: 640 }}>
        <Alert type="info" showIcon message={t("balance.rechargeHint")} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} data-testid="recharge-form">
          <Form.Item name="amount" label={t("balance.amountLabel")} rules={amountRules}>
            <MoneyInput style={{ maxWidth: 240 }} data-testid="amount-input" />
          </Form.Item>
          <Form.Item name="channel" label={t("balance.channel")} rules={[{ required: true, message: t("balance.channelRequired") }]}>
            <Radio.Group>
              <Space direction="vertical">
                {channels.map((c) => (
                  <Radio key={c.code} value={c.code} disabled={!c.enabled} data-testid={`recharge-channel-${c.code}`}>
                    {pick(c.name, i18n.language)}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="recharge-submit">
            {t("balance.next")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
