import { cashier } from "@qinlian/contract";
import { Alert, Button, Card, Form, Input, List, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import { useFormMutation } from "../../../kit/useFormMutation";
import { payOrderStateLabels } from "./labels";
import { resultPath } from "./PayPanel";
import "./texts";

/** /cashier/batchPay/:id — pay several payment orders by balance at once (:id is their payIds joined by commas). */
export default function BatchPayPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const payIds = (useParams().id ?? "").split(",").filter(Boolean);
  const [form] = Form.useForm<{ payPassword: string }>();
  const due = useCall(cashier.selDcAmount, { payIds }, { enabled: payIds.length > 0 });
  const pay = useFormMutation(cashier.pcOrderPay, { form });
  if (due.isError) return <LoadFailed onRetry={() => void due.refetch()} />;
  const onFinish = async (v: { payPassword: string }) => {
    const r = await pay.submit({ payIds, payPassword: v.payPassword });
    const first = r?.list[0];
    if (first) void navigate(resultPath(first.bizType, first.bizId));
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={t("cashierPay.batchTitle")} />
      <Card loading={!due.data}>
        {due.data && (
          <>
            <List
              size="small"
              dataSource={due.data.list}
              renderItem={(o) => (
                <List.Item key={o.payId} extra={<Money fen={o.amount} />}>
                  <List.Item.Meta title={o.subject} description={o.bizId} />
                  <ToneTag tone={payOrderStateLabels[o.state].color}>{pick(payOrderStateLabels[o.state], i18n.language)}</ToneTag>
                </List.Item>
              )}
            />
            <Typography.Paragraph style={{ marginTop: 16 }} data-testid="batch-total">
              {t("cashierPay.count", { n: due.data.count })} · {t("cashierPay.total")} <Money fen={due.data.total} strong />
            </Typography.Paragraph>
            {due.data.count === 0 ? (
              <Alert type="info" showIcon message={t("cashierPay.nothingDue")} />
            ) : (
              <Form form={form} layout="vertical" onFinish={(v: { payPassword: string }) => void onFinish(v)}>
                <Alert type="info" message={t("cashierPay.batchBalanceOnly")} style={{ marginBottom: 16 }} />
                <Form.Item name="payPassword" label={t("cashierPay.payPassword")} rules={[{ required: true, pattern: /^\d{6}$/, message: t("cashierPay.payPasswordRequired") }]}>
                  <Input.Password maxLength={6} inputMode="numeric" autoComplete="off" style={{ maxWidth: 240 }} data-testid="payPassword-input" />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={pay.isPending} data-testid="batch-submit">
                  {t("cashierPay.pay")}
                </Button>
              </Form>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
