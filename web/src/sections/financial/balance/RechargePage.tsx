import { cashier, finance, type PayChannel } from "@qinlian/contract";
import { Alert, Button, Card, Empty, Form, Radio, Space } from "antd";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { useMe } from "../../../kit/useMe";
import { holderTypeOf, usableChannels } from "../../cashier/pay/usableChannels";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { BalanceCards } from "./BalanceCards";
import "./texts";

type Values = { amount: number; channel: PayChannel };

/**
 * /financial/balance/recharge/:id and /financial/balance/rechargePerson/:id — an amount and a channel;
 * creates the recharge order and goes to its cashier. Only the channels where the identity has an open
 * account (and that open for its holder type) are offered; none: the way to open one.
 */
export default function RechargePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { me } = useMe();
  const ways = useCall(cashier.getPayChannel, {});
  const accounts = useCall(finance.selChannelList, {});
  const create = useFormMutation(cashier.balanceAddCashierOrder, { form });
  const amountRules = useMoneyRules(t("balance.amountLabel"), { required: true, min: 1, max: 100_000_000 });
  const usable = new Set<PayChannel>(usableChannels(accounts.data?.list ?? [], holderTypeOf(me?.boType)));
  const channels = (ways.data?.channels ?? []).filter((c) => c.code !== "BALANCE" && c.enabled && usable.has(c.code));
  const first = channels[0]?.code;
  // the channels arrive after the form is built: choose the first usable one then, unless one was chosen
  useEffect(() => {
    if (first && !form.getFieldValue("channel")) form.setFieldsValue({ channel: first });
  }, [first, form]);
  const onFinish = async (v: Values) => {
    const r = await create.submit({ amount: v.amount });
    if (r) void navigate(`/cashier/rechargePay/${r.payId}?channel=${v.channel}`);
  };
  const loading = ways.isLoading || accounts.isLoading;
  let body;
  if (ways.isError || accounts.isError) body = <LoadFailed onRetry={() => void Promise.all([ways.refetch(), accounts.refetch()])} />;
  else if (!loading && channels.length === 0)
    body = (
      <Card style={{ maxWidth: 640 }} data-testid="recharge-no-channel">
        <Empty
          description={
            <>
              <div style={{ fontWeight: 600, marginBottom: 4 }}>{t("balance.noChannel")}</div>
              <div>{t("balance.noChannelHint")}</div>
            </>
          }
        >
          <Link to="/financial/openAccount/SANDBOX">
            <Button type="primary" data-testid="recharge-open-account">
              {t("balance.openAccountNow")}
            </Button>
          </Link>
        </Empty>
      </Card>
    );
  else
    body = (
      <Card style={{ maxWidth: 640 }}>
        <Alert type="info" showIcon message={t("balance.rechargeHint")} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} data-testid="recharge-form">
          <Form.Item name="amount" label={t("balance.amountLabel")} rules={amountRules}>
            <MoneyInput style={{ maxWidth: 240 }} data-testid="amount-input" />
          </Form.Item>
          <Form.Item name="channel" label={t("balance.channel")} rules={[{ required: true, message: t("balance.channelRequired") }]}>
            <FieldRadioGroup>
              <Space direction="vertical">
                {channels.map((c) => (
                  <Radio key={c.code} value={c.code} data-testid={`recharge-channel-${c.code}`}>
                    {pick(c.name, i18n.language)}
                  </Radio>
                ))}
              </Space>
            </FieldRadioGroup>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending} disabled={loading} data-testid="recharge-submit">
            {t("balance.next")}
          </Button>
        </Form>
      </Card>
    );
  return (
    <div>
      <PageHeader title={t("balance.rechargeTitle")} />
      <BalanceCards actions={false} />
      {body}
    </div>
  );
}
