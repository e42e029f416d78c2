import { channel, channelOp, channelTxnStatus, outsideChannel, type SandboxSwitches } from "@qinlian/contract";
import { Alert, App, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Switch, Table, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall, useMutate } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { ListPage } from "../../../kit/ListPage";
import { LoadFailed } from "../../../kit/LoadFailed";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import "./texts";

type Ch = z.output<typeof channel.selChannelList.output>[number];
type Txn = z.output<typeof channel.selSandboxTxnPage.output>["list"][number];
type Patch = Partial<SandboxSwitches> & { enabled?: boolean };
const flags = ["decline", "timeout", "notifyTwice", "badSignature"] as const;

/** /admin/finance/sandbox: each channel's enabled flag and the sandbox bank's switches; its transactions. */
export default function SandboxPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const s = (k: string, o?: Record<string, string>) => t(`channelAdmin.sandbox.${k}`, o);
  const c = (k: string) => t(`channelAdmin.${k}`);
  const q = useCall(channel.selChannelList, {});
  const upd = useMutate(channel.updChannel, { loadingText: false });
  const again = useMutate(channel.sandboxNotifyAgain);

  const save = async (code: Ch["code"], patch: Patch) => {
    await upd.mutateAsync({ code, ...patch });
    void message.success(s("saved", { channel: c(`channels.${code}`) }));
    await invalidateCalls(channel.selChannelList);
  };

  const cols: TableColumnsType<Ch> = [
    { title: s("channel"), dataIndex: "code", fixed: "left", width: 120, render: (v: Ch["code"]) => c(`channels.${v}`) },
    { title: s("holderTypes"), dataIndex: "holderTypes", width: 80, render: (v: Ch["holderTypes"]) => v.map((h) => c(`holder.${h}`)).join(" / ") },
    {
      title: s("enabled"),
      dataIndex: "enabled",
      width: 64,
      render: (v: boolean, r) => <Switch size="small" checked={v} aria-label={`${c(`channels.${r.code}`)} ${s("enabled")}`} onChange={(on) => void save(r.code, { enabled: on })} />,
    },
    ...flags.map((f) => ({
      title: s(f),
      key: f,
      width: 64,
      render: (_: unknown, r: Ch) => (
        <Switch size="small" checked={r.switches[f]} data-testid={`switch-${r.code}-${f}`} aria-label={`${c(`channels.${r.code}`)} ${s(f)}`} onChange={(on) => void save(r.code, { [f]: on })} />
      ),
    })),
    {
      title: s("delay"),
      key: "delay",
      width: 96,
      render: (_: unknown, r) => (
        <InputNumber
          size="small"
          min={0}
          max={86_400}
          precision={0}
          defaultValue={r.switches.notifyDelaySeconds}
          aria-label={`${c(`channels.${r.code}`)} ${s("delay")}`}
          style={{ width: 80 }}
          onBlur={(e) => {
            const v = Number(e.target.value || 0);
            if (Number.isInteger(v) && v >= 0 && v <= 86_400 && v !== r.switches.notifyDelaySeconds) void save(r.code, { notifyDelaySeconds: v });
          }}
        />
      ),
    },
    { title: s("bankNet"), dataIndex: "bankNet", width: 100, align: "right", render: (v: number) => formatFen(v) },
    { title: s("pending"), dataIndex: "pendingTxns", width: 60, align: "right" },
  ];

  const txnCols: TableColumnsType<Txn> = [
    { title: s("createdAt"), dataIndex: "createdAt", width: 104, render: (v: string) => <span style={{ whiteSpace: "pre-line" }}>{dayjs(v).format("YYYY-MM-DD\nHH:mm:ss")}</span> },
    { title: s("channel"), dataIndex: "channel", width: 110, render: (v: Txn["channel"]) => c(`channels.${v}`) },
    { title: s("op"), dataIndex: "op", width: 60, render: (v: Txn["op"]) => c(`op.${v}`) },
    { title: s("subject"), dataIndex: "subject", responsive: ["md"], render: (v: string, r) => <span title={r.bizId}>{v || r.bizId}</span> },
    { title: s("amount"), dataIndex: "amount", width: 100, align: "right", render: (v: number) => formatFen(v) },
    {
      title: s("status"),
      dataIndex: "status",
      width: 80,
      render: (v: Txn["status"], r) => (
        <ToneTag tone={v === "SUCCESS" ? "success" : v === "FAILED" ? "error" : "processing"} title={r.reason ?? undefined}>
          {c(`txnStatus.${v}`)}
        </ToneTag>
      ),
    },
    { title: s("notifyState"), dataIndex: "notifyState", width: 110, render: (v: Txn["notifyState"]) => c(`notifyState.${v}`) },
    { title: s("deliveries"), dataIndex: "deliveries", width: 80, align: "right", responsive: ["xl"] },
    {
      title: "",
      key: "act",
      width: 84,
      render: (_: unknown, r) =>
        r.status === "PENDING" ? null : (
          <Popconfirm
            title={s("notifyAgainAsk")}
            onConfirm={() =>
              void again.mutateAsync({ channelTxnId: r.channelTxnId }).then(async (x) => {
                void message.success(s("notified", { notifyId: x.notifyId }));
                await invalidateCalls(channel.selSandboxTxnPage);
              })
            }
          >
            <Button type="link" size="small">
              {s("notifyAgain")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <div>
      <PageHeader title={s("title")} />
      <Alert type="warning" showIcon message={s("note")} style={{ marginBottom: 16 }} />
      <Card size="small" style={{ marginBottom: 16 }}>
        {q.isError ? (
          <LoadFailed onRetry={() => void q.refetch()} />
        ) : (
          <Table<Ch> rowKey="code" size="small" data-testid="sandbox-channels" columns={cols} dataSource={q.data ?? []} loading={q.isLoading} pagination={false} scroll={{ x: 800 }} />
        )}
      </Card>
      <Card size="small" title={s("txns")}>
        <ListPage
          testId="sandbox-txns"
          call={channel.selSandboxTxnPage}
          input={(v) => ({
            keyword: typeof v.keyword === "string" ? v.keyword : undefined,
            channel: v.channel as Txn["channel"] | undefined,
            op: v.op as Txn["op"] | undefined,
            status: v.status as Txn["status"] | undefined,
          })}
          rowKey="channelTxnId"
          columns={txnCols}
          emptyText={s("noTxns")}
          searchFields={
            <>
              <Form.Item name="keyword" label={s("keyword")}>
                <Input allowClear maxLength={60} style={{ width: 180 }} />
              </Form.Item>
              <Form.Item name="channel" label={s("channel")}>
                <Select allowClear placeholder={c("all")} style={{ width: 150 }} options={outsideChannel.options.map((v) => ({ value: v, label: c(`channels.${v}`) }))} />
              </Form.Item>
              <Form.Item name="op" label={s("op")}>
                <Select allowClear placeholder={c("all")} style={{ width: 100 }} options={channelOp.options.map((v) => ({ value: v, label: c(`op.${v}`) }))} />
              </Form.Item>
              <Form.Item name="status" label={s("status")}>
                <Select allowClear placeholder={c("all")} style={{ width: 100 }} options={channelTxnStatus.options.map((v) => ({ value: v, label: c(`txnStatus.${v}`) }))} />
              </Form.Item>
            </>
          }
        />
      </Card>
    </div>
  );
}
