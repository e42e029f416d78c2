import { channel, type ReconcileRunView } from "@qinlian/contract";
import { AuditOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Descriptions, Empty, List, Result, Space, Spin, Table, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { useCall, useMutate } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import { differenceText } from "./differenceText";
import "./texts";

type Clearing = ReconcileRunView["clearing"][number];
const when = (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm:ss");

/** One run's report: green or red, its counts, each channel's clearing, the differences in words. */
export function RunReport({ run }: { run: ReconcileRunView }) {
  const { t } = useTranslation();
  const r = (k: string, o?: Record<string, string | number>) => t(`channelAdmin.reconcile.${k}`, o);
  const cols: TableColumnsType<Clearing> = [
    { title: r("channel"), dataIndex: "channel", render: (v: string) => t(`channelAdmin.channels.${v}`, { defaultValue: v }) },
    { title: r("ledger"), dataIndex: "ledger", align: "right", render: (v: number) => formatFen(v) },
    { title: r("bank"), dataIndex: "bank", align: "right", render: (v: number) => formatFen(v) },
    { title: r("inFlight"), dataIndex: "inFlight", align: "right", responsive: ["md"], render: (v: number) => formatFen(v) },
    {
      title: "",
      key: "state",
      width: 80,
      render: (_: unknown, c) => (c.ledger + c.bank - c.inFlight === 0 ? <ToneTag tone="success">{r("match")}</ToneTag> : <ToneTag tone="error">{r("mismatch")}</ToneTag>),
    },
  ];
  return (
    <div data-testid="reconcile-report" data-ok={run.ok ? "true" : "false"}>
      <Result
        status={run.ok ? "success" : "error"}
        title={run.ok ? r("ok") : r("bad", { n: run.differences.length })}
        subTitle={run.ok ? r("okSub") : r("badSub")}
        style={{ padding: "16px 0", marginBottom: 16, borderRadius: 8, background: run.ok ? "#f6ffed" : "#fff1f0", border: `1px solid ${run.ok ? "#b7eb8f" : "#ffa39e"}` }}
      />
      {!run.ok && (
        <Card size="small" title={r("differences")} style={{ marginBottom: 16 }}>
          <List
            size="small"
            data-testid="reconcile-differences"
            dataSource={run.differences}
            renderItem={(d) => (
              <List.Item>
                <span style={{ color: "#a8071a" }}>{differenceText(t, d)}</span>
              </List.Item>
            )}
          />
        </Card>
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={r("checkedAt")}>{when(run.checkedAt)}</Descriptions.Item>
        <Descriptions.Item label={r("trigger")}>{r(`triggers.${run.trigger}`)}</Descriptions.Item>
        <Descriptions.Item label={r("total")}>{formatFen(run.total)}</Descriptions.Item>
        <Descriptions.Item label={r("accounts")}>{run.accounts}</Descriptions.Item>
        <Descriptions.Item label={r("entries")}>{run.entries}</Descriptions.Item>
        <Descriptions.Item label={r("lines")}>{run.lines}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={r("clearingTitle")}>
        <Table<Clearing> rowKey="channel" size="small" columns={cols} dataSource={run.clearing} pagination={false} locale={{ emptyText: <Empty description={r("noChannels")} /> }} />
      </Card>
    </div>
  );
}

/** /admin/finance/reconcile: run the reconciliation now, the last report, and the daily job's open alerts. */
export default function ReconcilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const r = (k: string, o?: Record<string, string | number>) => t(`channelAdmin.reconcile.${k}`, o);
  const q = useCall(channel.selReconcile, {});
  const run = useMutate(channel.runReconcile);
  const ack = useMutate(channel.ackReconcileAlert);
  const refresh = () => invalidateCalls(channel.selReconcile);
  const runNow = () =>
    void run.mutateAsync({}).then(async () => {
      void message.success(r("ran"));
      await refresh();
    });
  const runButton = (testId: string) => (
    <Button type="primary" data-testid={testId} loading={run.isPending} onClick={runNow}>
      {r("runNow")}
    </Button>
  );

  return (
    <div>
      <PageHeader title={r("title")} extra={q.data?.last ? runButton("reconcile-run") : undefined} />
      {q.isLoading ? (
        <Spin style={{ display: "block", margin: "48px auto" }} />
      ) : q.isError || !q.data ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          {q.data.alerts.length > 0 && (
            <Card size="small" title={r("alerts")} style={{ marginBottom: 16 }} data-testid="reconcile-alerts">
              <Space direction="vertical" style={{ width: "100%" }}>
                {q.data.alerts.map((a) => (
                  <Alert
                    key={a.id}
                    type="error"
                    showIcon
                    message={r("alertOf", { day: a.day ?? when(a.checkedAt), n: a.differences.length })}
                    description={
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {a.differences.map((d, i) => (
                          <li key={i}>{differenceText(t, d)}</li>
                        ))}
                      </ul>
                    }
                    action={
                      <Button
                        size="small"
                        onClick={() =>
                          void ack.mutateAsync({ id: a.id }).then(async () => {
                            void message.success(r("acked"));
                            await refresh();
                          })
                        }
                      >
                        {r("ack")}
                      </Button>
                    }
                  />
                ))}
              </Space>
            </Card>
          )}
          {q.data.last ? (
            <RunReport run={q.data.last} />
          ) : (
            <Result
              data-testid="reconcile-never"
              icon={<AuditOutlined style={{ color: "#8c8c8c" }} />}
              title={r("neverTitle")}
              subTitle={r("never")}
              extra={runButton("reconcile-run")}
            />
          )}
        </>
      )}
    </div>
  );
}
