import { cashier, finance, type PayChannel } from "@qinlian/contract";
import { Alert, Button, Card, Descriptions, Form, Input, Radio, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { pick } from "../../../i18n";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen, Money } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useMe } from "../../../kit/useMe";
import { channelNames, payOrderStateLabels } from "./labels";
import { holderTypeOf, usableChannels } from "./usableChannels";
import "./texts";

/** Goes to a channel's page: our own paths in the app, anything else by the browser. */
export function goTo(url: string, navigate: (to: string) => unknown) {
  if (url.startsWith("/")) void navigate(url);
  else window.location.assign(url);
}

export const resultPath = (bizType: string, bizId: string) => `/cashier/payResult/${bizType}/${encodeURIComponent(bizId)}`;

type Values = { channel: PayChannel; payPassword?: string };

/** Pays one payment order: its summary, the ways to pay (balance with the pay password, or a channel's page). */
export function PayPanel({ payId, recharge }: { payId: string; recharge?: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const order = useCall(cashier.selPayById, { payId });
  const ways = useCall(cashier.getPayChannel, { payId });
  const { me } = useMe();
  // where the identity has an open account (an identity without the finance screens has none: balance only)
  const accounts = useCall(finance.selChannelList, {}, { errBySelf: true, retry: false });
  const submit = useFormMutation(cashier.submitPay, { form });
  const wanted = useSearchParams()[0].get("channel");
  const [channel, setChannel] = useState<PayChannel | undefined>();

  if (order.isError || ways.isError) return <LoadFailed onRetry={() => void Promise.all([order.refetch(), ways.refetch()])} />;
  if (!order.data || !ways.data || accounts.isLoading) return <Card loading />;
  const o = order.data;
  const opened = new Set<PayChannel>(usableChannels(accounts.data?.list ?? [], holderTypeOf(me?.boType)));
  const options = ways.data.channels.filter((c) => c.code === "BALANCE" || opened.has(c.code));
  const usable = options.filter((c) => c.enabled && (c.code !== "BALANCE" || (c.available ?? 0) >= o.amount));
  const chosen = channel ?? (usable.find((c) => c.code === wanted) ?? usable[0])?.code;
  const chosenOpt = options.find((c) => c.code === chosen);
  const done = o.state === "PAID" || o.state === "SETTLED" || o.state === "REFUNDED";

  const onFinish = async (v: Values) => {
    const r = await submit.submit({ payId, channel: v.channel, payPassword: v.channel === "BALANCE" ? v.payPassword : undefined });
    if (!r) return;
    if (r.payUrl) goTo(r.payUrl, navigate);
    else void navigate(resultPath(r.bizType, r.bizId));
  };

  const label = payOrderStateLabels[o.state];
  return (
    <div style={{ maxWidth: 720 }}>
      <Card data-testid="pay-summary" style={{ marginBottom: 16 }}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t("cashierPay.subject")}>{o.subject}</Descriptions.Item>
          <Descriptions.Item label={t("cashierPay.bizId")}>{o.bizId}</Descriptions.Item>
          <Descriptions.Item label={t("cashierPay.amount")}>
            <span data-testid="pay-amount" style={{ fontSize: 20 }}>
              <Money fen={o.amount} strong />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("cashierPay.state")}>
            <ToneTag tone={label.color}>{pick(label, i18n.language)}</ToneTag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      {done && (
        <Alert type="success" showIcon message={t("cashierPay.alreadyPaid")} action={<Link to={resultPath(o.bizType, o.bizId)}>{t("cashierPay.viewResult")}</Link>} />
      )}
      {o.state === "CLOSED" && <Alert type="warning" showIcon message={t("cashierPay.closed")} />}
      {o.state === "PAYING" && o.payUrl && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={t("cashierPay.paying", { name: o.channel ? pick(ways.data.channels.find((c) => c.code === o.channel)?.name ?? channelNames[o.channel], i18n.language) : "" })}
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={() => o.payUrl && goTo(o.payUrl, navigate)} data-testid="pay-continue">
                {t("cashierPay.continuePay")}
              </Button>
              <Link to={resultPath(o.bizType, o.bizId)}>{t("cashierPay.viewResult")}</Link>
            </Space>
          }
        />
      )}
      {(o.state === "CREATED" || o.state === "FAILED") && options.length === 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="pay-no-channel"
          message={t("cashierPay.noChannel")}
          action={
            <Link to="/financial/openAccount/SANDBOX">
              <Button size="small" type="primary">
                {t("cashierPay.openAccount")}
              </Button>
            </Link>
          }
        />
      )}
      {(o.state === "CREATED" || o.state === "FAILED") && options.length > 0 && (
        <Card title={t("cashierPay.chooseChannel")}>
          {o.state === "FAILED" && o.failReason && <Alert type="error" showIcon message={o.failReason} style={{ marginBottom: 16 }} />}
          <Form form={form} layout="vertical" onFinish={(v: Values) => void onFinish(v)} initialValues={{ channel: chosen }} data-testid="pay-form">
            <Form.Item name="channel" rules={[{ required: true, message: t("cashierPay.chooseChannel") }]}>
              <FieldRadioGroup onChange={(e) => setChannel(e.target.value as PayChannel)} style={{ width: "100%" }}>
                <Space direction="vertical" style={{ width: "100%" }}>
                  {options.map((c) => {
                    const short = c.code === "BALANCE" && (c.available ?? 0) < o.amount;
                    return (
                      <Radio key={c.code} value={c.code} disabled={!c.enabled || short} data-testid={`channel-${c.code}`}>
                        {pick(c.name, i18n.language)}
                        {c.code === "BALANCE" && (
                          <Typography.Text type={short ? "danger" : "secondary"} style={{ marginLeft: 8 }}>
                            {t("cashierPay.balanceAvail", { money: formatFen(c.available) })}
                            {short && ` · ${t("cashierPay.balanceShort")}`}
                          </Typography.Text>
                        )}
                        {!c.enabled && <Typography.Text type="secondary"> · {t("cashierPay.channelDisabled")}</Typography.Text>}
                      </Radio>
                    );
                  })}
                </Space>
              </FieldRadioGroup>
            </Form.Item>
            {chosen === "BALANCE" && !recharge && (
              <Form.Item
                name="payPassword"
                label={t("cashierPay.payPassword")}
                extra={
                  routeExists("/financial/setPayPassword") ? (
                    <span>
                      {t("cashierPay.noPayPwd")} <Link to="/financial/setPayPassword">{t("cashierPay.setPayPwd")}</Link>
                    </span>
                  ) : undefined
                }
                rules={[{ required: true, pattern: /^\d{6}$/, message: t("cashierPay.payPasswordRequired") }]}
              >
                <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 240 }} data-testid="payPassword-input" />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" size="large" loading={submit.isPending} data-testid="pay-submit">
              {chosenOpt && chosenOpt.code !== "BALANCE" ? t("cashierPay.goChannel", { name: pick(chosenOpt.name, i18n.language) }) : t("cashierPay.pay")}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}
