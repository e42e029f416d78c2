import { adminConsole } from "@qinlian/contract";
import { Alert, Form, Input, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import "./texts";

type Item = z.output<typeof adminConsole.smsPage.output>["list"][number];

/**
 * /admin/sms: every SMS the platform sent (the outbox), newest first. The server masks codes and
 * set-password links except in demo mode.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation();
  const s = (k: string) => t(`admin.sms.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: s("createdAt"), dataIndex: "createdAt", width: 160, render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm:ss") },
    { title: s("mobile"), dataIndex: "mobile", width: 130 },
    { title: s("purpose"), dataIndex: "purpose", width: 170, render: (v: string) => <Tag>{v}</Tag> },
    { title: s("content"), dataIndex: "content" },
    {
      title: s("status"),
      dataIndex: "status",
      width: 90,
      render: (v: Item["status"], r) => <Tag color={v === "SENT" ? "green" : "red"} title={r.error ?? undefined}>{s(v)}</Tag>,
    },
    { title: s("provider"), dataIndex: "provider", width: 90 },
  ];
  return (
    <div>
      <PageHeader title={s("title")} />
      <Alert type="info" showIcon message={s("secretsNote")} style={{ marginBottom: 16 }} />
      <ListPage
        testId="sms-list"
        call={adminConsole.smsPage}
        input={(v) => v}
        rowKey="id"
        columns={columns}
        emptyText={s("empty")}
        searchFields={
          <>
            <Form.Item name="mobile" label={s("mobile")} rules={[{ pattern: /^\d{1,11}$/, message: s("mobilePlaceholder") }]}>
              <Input allowClear maxLength={11} placeholder={s("mobilePlaceholder")} data-testid="sms-mobile" />
            </Form.Item>
            <Form.Item name="purpose" label={s("purpose")}>
              <Input allowClear maxLength={40} placeholder="REGISTER" style={{ width: 160 }} />
            </Form.Item>
          </>
        }
      />
    </div>
  );
}
