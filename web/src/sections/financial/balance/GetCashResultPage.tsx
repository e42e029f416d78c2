import { cashier } from "@qinlian/contract";
import { Button, Card, Descriptions, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { LoadFailed } from "../../../kit/LoadFailed";
import { Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import "./texts";

/** /financial/balance/getCashResult?id= — the withdrawal's state (refreshed while pending). */
export default function GetCashResultPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get("id") ?? "";
  const q = useCall(cashier.selWithdrawById, { id }, { enabled: !!id, refetchInterval: (x) => (x.state.data?.state === "PENDING" ? 3000 : false) });
  if (q.isError) return <LoadFailed onRetry={() => void q.refetch()} />;
  const w = q.data;
  const title = !w ? "" : w.state === "PAID" ? t("balance.resultPaid") : w.state === "RETURNED" ? t("balance.resultReturned") : t("balance.resultPending");
  return (
    <div>
      <PageHeader title={t("balance.getCashResultTitle")} />
      <Card style={{ maxWidth: 720 }} loading={!w && !!id}>
        {w && (
          <>
            <Result
              status={w.state === "PAID" ? "success" : w.state === "RETURNED" ? "warning" : "info"}
              title={<span data-testid="withdraw-result-title">{title}</span>}
              subTitle={w.state === "PENDING" ? t("balance.resultPendingHint") : w.failReason}
              extra={[
                <Link key="b" to="/financial/balance">
                  <Button type="primary">{t("balance.viewFlow")}</Button>
                </Link>,
              ]}
            />
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label={t("balance.withdrawAmount")}>
                <Money fen={w.amount} strong />
              </Descriptions.Item>
              <Descriptions.Item label={t("balance.fee")}>
                <Money fen={w.fee} />
              </Descriptions.Item>
              <Descriptions.Item label={t("balance.arrival")}>
                <Money fen={w.arrival} />
              </Descriptions.Item>
              <Descriptions.Item label={t("balance.arrivalDate")}>{w.expectedDate}</Descriptions.Item>
              <Descriptions.Item label={t("balance.card")}>{`${w.bankName} ${w.cardNoMasked}`}</Descriptions.Item>
            </Descriptions>
          </>
        )}
      </Card>
    </div>
  );
}
