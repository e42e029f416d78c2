import { cashier, finance } from "@qinlian/contract";
import { Alert, Button, Card, Descriptions, Form } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { formatFen, Money } from "../../../kit/Money";
import { checkFen, MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { FieldSelect } from "../../../kit/FieldSelect";
import { PageHeader } from "../../../kit/PageHeader";
import { useMe } from "../../../kit/useMe";
import { BalanceCards } from "./BalanceCards";
import "./texts";

type Values = { amount?: number; cardId?: string };

/** /financial/balance/getCash/:type — the amount and the card; shows the fee, what arrives and when. */
export default function GetCashPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { me } = useMe();
  // a person binds a debit card, an enterprise a corporate account
  const bindPath = me?.boType === "ENTERPRISE" ? "/financial/BankAccount/addNewCard" : "/financial/addNewCardPerson";
  const bal = useCall(cashier.selBalance, {});
  const cards = useCall(finance.selAccountCardList, {});
  const day = useCall(cashier.selDateByAfterDay, { afterDay: 1 });
  const amount = Form.useWatch("amount", form);
  const valid = amount != null && checkFen(amount, { min: 1 }) === null;
  const fee = useCall(cashier.selWithdrawFee, { amount: valid ? amount : 1 }, { enabled: valid });
  const available = bal.data?.available ?? 0;
  const amountRules = [
    ...useMoneyRules(t("balance.withdrawAmount"), { required: true, min: 1 }),
    {
      validator: (_: unknown, v: number | undefined) =>
        v != null && !Number.isNaN(v) && v > available ? Promise.reject(new Error(t("balance.overAvailable", { money: formatFen(available) }))) : Promise.resolve(),
    },
  ];
  const bound = (cards.data?.list ?? []).filter((c) => c.status === "BOUND");
  const defaultCard = (bound.find((c) => c.isDefault) ?? bound[0])?.id;
  // the cards arrive after the form is built: choose the default one then, unless one was chosen
  useEffect(() => {
    if (defaultCard && !form.getFieldValue("cardId")) form.setFieldsValue({ cardId: defaultCard });
  }, [defaultCard, form]);
  const onFinish = (v: Values) => {
    if (v.amount == null || !v.cardId) return;
    if (fee.data && fee.data.arrival <= 0) {
      form.setFields([{ name: "amount", errors: [t("balance.overFee")] }]);
      return;
    }
    void navigate(`/financial/balance/getCashPassword/${v.amount}?card=${encodeURIComponent(v.cardId)}`);
  };
  return (
    <div>
      <PageHeader title={t("balance.getCashTitle")} />
      <BalanceCards actions={false} />
      <Card style={{ maxWidth: 640 }}>
        {cards.data && bound.length === 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={t("balance.noCard")}
            action={routeExists(bindPath) && <Link to={bindPath}>{t("balance.bindCard")}</Link>}
          />
        )}
        <Form form={form} layout="vertical" onFinish={onFinish} data-testid="withdraw-form">
          <Form.Item label={t("balance.withdrawAmount")} htmlFor="amount" required extra={t("balance.feeRule")}>
            <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
              <Form.Item name="amount" rules={amountRules} noStyle>
                <MoneyInput style={{ maxWidth: 240 }} data-testid="withdraw-amount" />
              </Form.Item>
              <Button onClick={() => form.setFieldsValue({ amount: available })} disabled={available <= 0}>
                {t("balance.withdrawAll")}
              </Button>
            </div>
          </Form.Item>
          <Form.Item name="cardId" label={t("balance.card")} rules={[{ required: true, message: t("balance.cardRequired") }]}>
            <FieldSelect
              style={{ maxWidth: 360 }}
              data-testid="withdraw-card"
              options={bound.map((c) => ({ value: c.id, label: `${c.bankName ?? ""} ${c.cardNoMasked}` }))}
              loading={cards.isLoading}
            />
          </Form.Item>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }} data-testid="withdraw-preview">
            <Descriptions.Item label={t("balance.fee")}>{valid && fee.data ? <Money fen={fee.data.fee} /> : "-"}</Descriptions.Item>
            <Descriptions.Item label={t("balance.arrival")}>{valid && fee.data ? <Money fen={Math.max(0, fee.data.arrival)} strong /> : "-"}</Descriptions.Item>
            <Descriptions.Item label={t("balance.arrivalDate")}>{day.data?.date ?? "-"}</Descriptions.Item>
          </Descriptions>
          <Button type="primary" htmlType="submit" disabled={bound.length === 0} data-testid="withdraw-next">
            {t("balance.next")}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
