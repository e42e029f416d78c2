import { channel } from "@qinlian/contract";
import { Alert, Button, Card, Descriptions, Popconfirm, Result, Space, Spin, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useCall, useMutate } from "../../../api";
import { pick } from "../../../i18n";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import "./texts";

/** Only a path on this site (the bank's page must not send the payer elsewhere). */
export const safeReturnPath = (p: string | undefined | null): string => (p && p.startsWith("/") && !p.startsWith("//") && !p.startsWith("/\\") ? p : "/financial/index");

/**
 * /cashier/htmlShow?txn=…: the sandbox bank's hosted payment page. The payer (only the payer: the
 * server shows nobody else's transaction) confirms or cancels; then the page sends them back to where
 * the payment started (`returnPath`). The outcome reaches the platform by the bank's notification.
 */
export default function SandboxPayPage() {
  const { t, i18n } = useTranslation();
  const s = (k: string, o?: Record<string, string>) => t(`sandboxPay.${k}`, o);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const txn = params.get("txn")?.trim() ?? "";
  const q = useCall(channel.selSandboxPay, { txn }, { enabled: txn.length > 0, retry: false });
  const pay = useMutate(channel.sandboxPay, { loadingText: s("paying") });
  const [done, setDone] = useState<{ status: "SUCCESS" | "FAILED" | "PENDING"; returnPath: string } | null>(null);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(safeReturnPath(done.returnPath)), 1500);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const act = async (action: "CONFIRM" | "CANCEL") => {
    const r = await pay.mutateAsync({ txn, action });
    setDone(r);
  };

  let body;
  if (!txn)
    body = (
      <div data-testid="sandbox-no-txn">
        <Result status="warning" title={s("noTxn")} />
      </div>
    );
  else if (q.isLoading) body = <Spin style={{ display: "block", margin: "48px auto" }} />;
  else if (q.isError || !q.data) body = <LoadFailed onRetry={() => void q.refetch()} />;
  else if (done) {
    body = (
      <div data-testid="sandbox-done">
        <Result
          status={done.status === "SUCCESS" ? "success" : "info"}
          title={done.status === "SUCCESS" ? s("done.SUCCESS") : s("done.FAILED")}
          extra={<Button onClick={() => void navigate(safeReturnPath(done.returnPath))}>{s("backToShop")}</Button>}
        />
      </div>
    );
  } else {
    const d = q.data;
    body = (
      <>
        <div style={{ textAlign: "center", margin: "8px 0 24px" }}>
          <Typography.Text type="secondary">{s("amount")}</Typography.Text>
          <div data-testid="sandbox-amount" style={{ fontSize: 36, fontWeight: 600, color: "#ad2102" }}>
            {formatFen(d.amount)}
          </div>
        </div>
        <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: "nowrap", width: 96 } }}>
          <Descriptions.Item label={s("subject")}>{d.subject}</Descriptions.Item>
          <Descriptions.Item label={s("payee")}>{d.payee}</Descriptions.Item>
          <Descriptions.Item label={s("channel")}>{pick(d.channelName, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={s("txn")}>
            <Typography.Text copyable>{d.channelTxnId}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={s("createdAt")}>{dayjs(d.createdAt).format("YYYY-MM-DD HH:mm:ss")}</Descriptions.Item>
        </Descriptions>
        {d.status === "PENDING" ? (
          <Space style={{ width: "100%", justifyContent: "center", marginTop: 24 }} size="large">
            <Button type="primary" size="large" data-testid="sandbox-confirm" loading={pay.isPending} onClick={() => void act("CONFIRM")}>
              {s("confirm")}
            </Button>
            <Popconfirm title={s("cancelAsk")} onConfirm={() => void act("CANCEL")} okText={t("common.confirm")} cancelText={t("common.back")}>
              <Button size="large" data-testid="sandbox-cancel" disabled={pay.isPending}>
                {s("cancel")}
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <div data-testid="sandbox-finished">
            <Result
              status={d.status === "SUCCESS" ? "success" : "info"}
              title={s("finished", { status: s(`status.${d.status}`) })}
              extra={<Button onClick={() => void navigate(safeReturnPath(d.returnPath))}>{s("backToShop")}</Button>}
            />
          </div>
        )}
      </>
    );
  }

  return (
    <div style={{ padding: "0 12px" }}>
      <div style={{ maxWidth: 560, margin: "0 auto" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 12, marginBottom: 16 }}>
          <div aria-hidden style={{ width: 36, height: 36, borderRadius: 8, background: "#0b4f8a", color: "#fff", display: "grid", placeItems: "center", fontWeight: 700 }}>
            S
          </div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
            {s("bank")} · {s("title")}
          </Typography.Title>
        </div>
        <Alert type="info" showIcon message={s("hint")} style={{ marginBottom: 16 }} />
        <Card>{body}</Card>
      </div>
    </div>
  );
}
