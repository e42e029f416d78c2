import { channel, outsideChannel } from "@qinlian/contract";
import { Alert, App, Button, Descriptions, Drawer, Form, Input, Popconfirm, Select, Spin, Typography, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall, useMutate } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { ListPage } from "../../../kit/ListPage";
import { formatFen } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { ToneTag } from "../../../kit/ToneTag";
import "./texts";

type Item = z.output<typeof channel.selNotificationPage.output>["list"][number];
const when = (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm:ss");

/** The body as indented JSON when it is JSON, else as it came. */
export const prettyBody = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** /admin/finance/notifications: every notification our receiver got, its raw body, and redelivery. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const n = (k: string, o?: Record<string, string>) => t(`channelAdmin.notifications.${k}`, o);
  const c = (k: string) => t(`channelAdmin.${k}`);
  const [open, setOpen] = useState<string | null>(null);

  const columns: TableColumnsType<Item> = [
    { title: n("lastSeenAt"), dataIndex: "lastSeenAt", width: 104, render: (v: string) => <span style={{ whiteSpace: "pre-line" }}>{dayjs(v).format("YYYY-MM-DD\nHH:mm:ss")}</span> },
    { title: n("channel"), dataIndex: "channel", width: 120, render: (v: string) => c(`channels.${v}`) },
    { title: n("op"), dataIndex: "op", width: 70, render: (v: Item["op"]) => (v ? c(`op.${v}`) : "-") },
    { title: n("bizId"), dataIndex: "bizId", responsive: ["md"], render: (v: string | null) => <span style={{ wordBreak: "break-all" }}>{v ?? "-"}</span> },
    { title: n("status"), dataIndex: "status", width: 80, render: (v: Item["status"]) => (v ? <ToneTag tone={v === "SUCCESS" ? "success" : v === "FAILED" ? "error" : "processing"}>{c(`txnStatus.${v}`)}</ToneTag> : "-") },
    { title: n("amount"), dataIndex: "amount", width: 110, align: "right", render: (v: number | null) => formatFen(v) },
    {
      title: n("verified"),
      dataIndex: "verified",
      width: 80,
      render: (v: boolean) => <ToneTag tone={v ? "success" : "error"}>{v ? n("verifiedOk") : n("verifiedBad")}</ToneTag>,
    },
    { title: n("duplicates"), dataIndex: "duplicates", width: 80, align: "right" },
    {
      title: n("action"),
      key: "action",
      width: 80,
      render: (_: unknown, r) => (
        <Button type="link" size="small" onClick={() => setOpen(r.id)} data-testid={`notification-${r.notifyId}`}>
          {n("detail")}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={n("title")} />
      <Alert type="info" showIcon message={n("note")} style={{ marginBottom: 16 }} />
      <ListPage
        testId="notification-list"
        call={channel.selNotificationPage}
        input={(v) => ({
          keyword: typeof v.keyword === "string" ? v.keyword : undefined,
          channel: v.channel as Item["channel"] | undefined,
          verified: v.verified === undefined ? undefined : v.verified === "true",
          duplicate: v.duplicate === undefined ? undefined : v.duplicate === "true",
        })}
        rowKey="id"
        columns={columns}
        emptyText={n("empty")}
        searchFields={
          <>
            <Form.Item name="keyword" label={n("keyword")}>
              <Input allowClear maxLength={60} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="channel" label={n("channel")}>
              <Select allowClear placeholder={c("all")} style={{ width: 150 }} options={outsideChannel.options.map((v) => ({ value: v, label: c(`channels.${v}`) }))} />
            </Form.Item>
            <Form.Item name="verified" label={n("verified")}>
              <Select
                allowClear
                placeholder={c("all")}
                style={{ width: 100 }}
                options={[
                  { value: "true", label: n("verifiedOk") },
                  { value: "false", label: n("verifiedBad") },
                ]}
              />
            </Form.Item>
            <Form.Item name="duplicate" label={n("duplicate")}>
              <Select
                allowClear
                placeholder={c("all")}
                style={{ width: 110 }}
                options={[
                  { value: "true", label: n("onlyDuplicates") },
                  { value: "false", label: n("noDuplicates") },
                ]}
              />
            </Form.Item>
          </>
        }
      />
      <Drawer title={n("detailTitle")} open={open !== null} onClose={() => setOpen(null)} width={Math.min(640, window.innerWidth)} destroyOnHidden>
        {open && <NotificationDetail id={open} />}
      </Drawer>
    </div>
  );
}

function NotificationDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const n = (k: string, o?: Record<string, string>) => t(`channelAdmin.notifications.${k}`, o);
  const c = (k: string) => t(`channelAdmin.${k}`);
  const q = useCall(channel.selNotificationById, { id });
  const again = useMutate(channel.redeliverNotification);
  if (!q.data) return <Spin style={{ display: "block", margin: "48px auto" }} />;
  const d = q.data;
  return (
    <div data-testid="notification-detail">
      <Descriptions column={1} size="small" bordered styles={{ label: { whiteSpace: "nowrap" } }}>
        <Descriptions.Item label={n("notifyId")}>{d.notifyId}</Descriptions.Item>
        <Descriptions.Item label={n("channel")}>{c(`channels.${d.channel}`)}</Descriptions.Item>
        <Descriptions.Item label={n("verified")}>
          <ToneTag tone={d.verified ? "success" : "error"}>{d.verified ? n("verifiedOk") : n("verifiedBad")}</ToneTag>
        </Descriptions.Item>
        {d.error && <Descriptions.Item label={n("error")}>{d.error}</Descriptions.Item>}
        <Descriptions.Item label={n("op")}>{d.op ? c(`op.${d.op}`) : "-"}</Descriptions.Item>
        <Descriptions.Item label={n("bizId")}>{d.bizId ?? "-"}</Descriptions.Item>
        <Descriptions.Item label={n("channelTxnId")}>{d.channelTxnId ?? "-"}</Descriptions.Item>
        <Descriptions.Item label={n("status")}>{d.status ? c(`txnStatus.${d.status}`) : "-"}</Descriptions.Item>
        <Descriptions.Item label={n("amount")}>{formatFen(d.amount)}</Descriptions.Item>
        <Descriptions.Item label={n("duplicates")}>{d.duplicates}</Descriptions.Item>
        <Descriptions.Item label={n("firstSeenAt")}>{when(d.firstSeenAt)}</Descriptions.Item>
        <Descriptions.Item label={n("lastSeenAt")}>{when(d.lastSeenAt)}</Descriptions.Item>
        <Descriptions.Item label={n("bankState")}>{d.notifyState ? c(`notifyState.${d.notifyState}`) : "-"}</Descriptions.Item>
        <Descriptions.Item label={n("signature")}>
          <Typography.Text code style={{ wordBreak: "break-all" }}>
            {d.signature}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {n("body")}
      </Typography.Title>
      <pre data-testid="notification-body" style={{ background: "#fafafa", border: "1px solid #f0f0f0", padding: 12, fontSize: 12, whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
        {prettyBody(d.body)}
      </pre>
      <Popconfirm
        title={n("redeliverAsk")}
        onConfirm={() =>
          void again.mutateAsync({ id }).then(async (r) => {
            void message.success(n("redelivered", { notifyId: r.notifyId }));
            await invalidateCalls(channel.selNotificationPage, channel.selNotificationById);
          })
        }
      >
        <Button type="primary" data-testid="notification-redeliver" loading={again.isPending} disabled={d.channelTxnId === null && d.verified}>
          {n("redeliver")}
        </Button>
      </Popconfirm>
    </div>
  );
}
