import { cashier, finance } from "@qinlian/contract";
import { Button, Card, Descriptions, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import "./texts";

/** /financial/balance/getCashPassword/:money — confirms the withdrawal of :money fen to ?card= with the pay password. */
export default function GetCashPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const amount = Number(useParams().money ?? "0");
  const cardId = useSearchParams()[0].get("card") ?? "";
  const [form] = Form.useForm<{ payPassword: string }>();
  const ok = Number.isSafeInteger(amount) && amount > 0;
  const fee = useCall(cashier.selWithdrawFee, { amount: ok ? amount : 1 }, { enabled: ok });
  const cards = useCall(finance.selAccountCardList, {});
  const card = cards.data?.list.find((c) => c.id === cardId);
  const cash = useFormMutation(cashier.cash, { form, fields: { amount: null, cardId: null } });
  const onFinish = async (v: { payPassword: string }) => {
    const r = await cash.submit({ amount, cardId, payPassword: v.payPassword });
    if (r) void navigate(`/financial/balance/getCashResult?id=${r.id}`);
  };
  return (
    <div>
      <PageHeader title={t("balance.getCashPwdTitle")} />
      <Card style={{ maxWidth: 640 }}>
        <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t("balance.withdrawAmount")}>
            <Money fen={ok ? amount : null} strong />
          </Descriptions.Item>
          <Descriptions.Item label={t("balance.fee")}>{fee.data ? <Money fen={fee.data.fee} /> : "-"}</Descriptions.Item>
          <Descriptions.Item label={t("balance.arrival")}>{fee.data ? <Money fen={Math.max(0, fee.data.arrival)} /> : "-"}</Descriptions.Item>
          <Descriptions.Item label={t("balance.card")}>{card ? `${card.bankName ?? ""} ${card.cardNoMasked}` : "-"}</Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical" onFinish={(v: { payPassword: string }) => void onFinish(v)} data-testid="withdraw-password-form">
          <Form.Item name="payPassword" label={t("balance.payPassword")} rules={[{ required: true, pattern: /^\d{6}$/, message: t("balance.payPasswordRequired") }]}>
            <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 240 }} data-testid="payPassword-input" />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!ok || !cardId} loading={cash.isPending} data-testid="withdraw-submit">
            {t("balance.confirmWithdraw")}
          </Button>
          <Button type="link" onClick={() => void navigate(-1)}>
            ←
          </Button>
        </Form>
      </Card>
    </div>
  );
}
