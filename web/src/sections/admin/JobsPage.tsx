import { adminConsole } from "@qinlian/contract";
import { Button, Card, Empty, Form, Input, Space, Table, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCall } from "../../api";
import { PageHeader } from "../../kit/PageHeader";
import "./texts";

type Out = z.output<typeof adminConsole.jobsOverview.output>;
type Count = Out["counts"][number];
type Failed = Out["failed"]["list"][number];
const statusColor = { pending: "default", running: "processing", done: "success", failed: "error" } as const;

/** /admin/jobs: background jobs by kind and status, and the failed ones with their last error. */
export default function JobsPage() {
  const { t } = useTranslation();
  const j = (k: string) => t(`admin.jobs.${k}`);
  const [form] = Form.useForm<{ kind?: string }>();
  const [kind, setKind] = useState<string | undefined>();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const q = useCall(adminConsole.jobsOverview, { kind, ...paging }, { placeholderData: (p) => p });
  const status = (s: Count["status"]) => <Tag color={statusColor[s]}>{t(`admin.jobs.statusLabel.${s}`)}</Tag>;
  const countCols: TableColumnsType<Count> = [
    { title: j("kind"), dataIndex: "kind" },
    { title: j("status"), dataIndex: "status", render: status },
    { title: j("n"), dataIndex: "n" },
  ];
  const failedCols: TableColumnsType<Failed> = [
    { title: j("kind"), dataIndex: "kind", width: 160 },
    { title: j("attempts"), key: "attempts", width: 100, render: (_: unknown, r) => `${r.attempts} / ${r.maxAttempts}` },
    { title: j("lastError"), dataIndex: "lastError", render: (v: string | null) => v ?? "-" },
    { title: j("payload"), dataIndex: "payload", render: (v: Failed["payload"]) => <code style={{ fontSize: 12 }}>{JSON.stringify(v)}</code> },
    { title: j("updatedAt"), dataIndex: "updatedAt", width: 160, render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm:ss") },
  ];
  return (
    <div>
      <PageHeader title={j("title")} />
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => {
          setKind(v.kind?.trim() || undefined);
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      >
        <Form.Item name="kind" label={j("kind")}>
          <Input allowClear maxLength={60} placeholder={j("kindPlaceholder")} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("common.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setKind(undefined);
                setPaging((p) => ({ ...p, pageNum: 1 }));
              }}
            >
              {t("common.reset")}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Card size="small" title={j("counts")} style={{ marginBottom: 16 }}>
        <Table<Count>
          rowKey={(r) => `${r.kind}:${r.status}`}
          size="small"
          columns={countCols}
          dataSource={q.data?.counts ?? []}
          loading={q.isFetching}
          pagination={false}
          locale={{ emptyText: <Empty description={j("noJobs")} /> }}
        />
      </Card>
      <Card size="small" title={j("failed")}>
        <Table<Failed>
          rowKey="id"
          size="small"
          data-testid="failed-jobs"
          columns={failedCols}
          dataSource={q.data?.failed.list ?? []}
          loading={q.isFetching}
          locale={{ emptyText: <Empty description={j("noFailed")} /> }}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: q.data?.failed.total ?? 0,
            showSizeChanger: true,
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      </Card>
    </div>
  );
}
