import { cashier } from "@qinlian/contract";
import { Button, Card, Descriptions, Result, Spin, Steps } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { channelNames } from "./labels";
import "./texts";
import { formatTime } from "../../../kit/formatTime";

const POLL_MS = 2000;

/** /cashier/payResult/:type/:id — the payment's state by business type and id, polled while it is in progress. */
export default function PayResultPage() {
  const { t, i18n } = useTranslation();
  const { type = "", id = "" } = useParams();
  const q = useCall(
    cashier.syncPayStatusByBizId,
    { bizType: type, bizId: id },
    { refetchInterval: (query) => (query.state.data?.state === "PAYING" || query.state.data?.state === "CREATED" ? POLL_MS : false) },
  );
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const r = q.data;
  const recharge = type === "RECHARGE";
  const step = !r ? 0 : r.state === "CREATED" ? 0 : r.state === "PAYING" ? 1 : 2;
  const paid = r?.state === "PAID" || r?.state === "SETTLED";
  const status = !r ? "info" : paid ? "success" : r.state === "FAILED" || r.state === "CLOSED" ? "error" : r.state === "REFUNDED" ? "warning" : "info";
  const title = !r
    ? t("cashierPay.resultPaying")
    : paid
      ? t("cashierPay.resultPaid")
      : r.state === "FAILED"
        ? t("cashierPay.resultFailed")
        : r.state === "CLOSED"
          ? t("cashierPay.resultClosed")
          : r.state === "REFUNDED"
            ? t("cashierPay.resultRefunded")
            : r.state === "CREATED"
              ? t("cashierPay.resultCreated")
              : t("cashierPay.resultPaying");
  const again = r && (r.state === "FAILED" || r.state === "CREATED") ? `/cashier/${recharge ? "rechargePay" : "cashierPay"}/${r.payId}` : null;
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={t("cashierPay.resultTitle")} />
      <Card>
        <Steps current={step} size="small" status={r?.state === "FAILED" ? "error" : paid ? "finish" : undefined} items={[{ title: t("cashierPay.step1") }, { title: t("cashierPay.step2") }, { title: t("cashierPay.step3") }]} />
        <Result
          status={status}
          icon={r?.state === "PAYING" || !r ? <Spin size="large" /> : undefined}
          title={<span data-testid="pay-result-title">{title}</span>}
          subTitle={r?.state === "PAYING" ? t("cashierPay.resultPayingHint") : r?.failReason}
          extra={[
            again && (
              <Link key="again" to={again}>
                <Button type="primary" data-testid="pay-again">
                  {t("cashierPay.retry")}
                </Button>
              </Link>
            ),
            <Link key="balance" to="/financial/balance">
              <Button>{t("cashierPay.toBalance")}</Button>
            </Link>,
            r?.state === "PAYING" && (
              <Button key="refresh" onClick={() => void q.refetch()}>
                {t("cashierPay.refresh")}
              </Button>
            ),
          ]}
        />
        {r && (
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="pay-result">
            <Descriptions.Item label={t("cashierPay.bizId")}>{r.bizId}</Descriptions.Item>
            <Descriptions.Item label={t("cashierPay.paidAmount")}>
              <Money fen={r.amount} strong />
            </Descriptions.Item>
            <Descriptions.Item label={t("cashierPay.channel")}>{r.channel ? pick(channelNames[r.channel], i18n.language) : "-"}</Descriptions.Item>
            <Descriptions.Item label={t("cashierPay.paidAt")}>{formatTime(r.paidAt)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
    </div>
  );
}
