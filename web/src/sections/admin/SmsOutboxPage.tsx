import { adminConsole } from "@qinlian/contract";
import { Alert, Form, Input, Select, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { ToneTag } from "../../kit/ToneTag";
import "./texts";

type Item = z.output<typeof adminConsole.smsPage.output>["list"][number];

/** Every purpose the platform sends SMS for (codes: identity's smsPurpose and the notices). */
const PURPOSES = [
  "REGISTER",
  "RESET_PASSWORD",
  "CHANGE_MOBILE_OLD",
  "CHANGE_MOBILE_NEW",
  "BIND",
  "PAY_PASSWORD",
  "EMPLOYEE_ACCOUNT",
  "EMPLOYEE_ADDED",
  "ENTERPRISE_REVIEW",
  "SERVICE_APPLY_REVIEW",
  "BANK_CARD",
  "FINANCE_ACCOUNT",
  "FINANCE_ACCOUNT_CHANGE",
  "FINANCE_ACCOUNT_REMOVE",
] as const;

/**
 * /admin/sms: every SMS the platform sent (the outbox), newest first. The server masks codes and
 * set-password links except in demo mode.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation();
  const s = (k: string) => t(`admin.sms.${k}`);
  // a purpose or channel this screen has no name for shows its code rather than nothing
  const purpose = (v: string) => t(`admin.sms.purposes.${v}`, { defaultValue: v });
  const provider = (v: string) => t(`admin.sms.providers.${v}`, { defaultValue: v });
  const columns: TableColumnsType<Item> = [
    { title: s("createdAt"), dataIndex: "createdAt", width: 104, render: (v: string) => <span style={{ whiteSpace: "pre-line" }}>{dayjs(v).format("YYYY-MM-DD\nHH:mm:ss")}</span> },
    { title: s("mobile"), dataIndex: "mobile", width: 120 },
    { title: s("purpose"), dataIndex: "purpose", width: 130, render: (v: string) => <ToneTag tone="default">{purpose(v)}</ToneTag> },
    { title: s("content"), dataIndex: "content", width: 320, render: (v: string) => <span style={{ wordBreak: "break-all" }}>{v}</span> },
    {
      title: s("status"),
      dataIndex: "status",
      width: 90,
      render: (v: Item["status"], r) => (
        <ToneTag tone={v === "SENT" ? "success" : "error"} title={r.error ?? undefined}>
          {s(v)}
        </ToneTag>
      ),
    },
    { title: s("provider"), dataIndex: "provider", width: 120, responsive: ["md"], render: (v: string) => provider(v) },
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
              <Select
                allowClear
                placeholder={s("allPurposes")}
                style={{ width: 180 }}
                data-testid="sms-purpose"
                options={PURPOSES.map((p) => ({ value: p, label: purpose(p) }))}
                showSearch
                optionFilterProp="label"
              />
            </Form.Item>
          </>
        }
      />
    </div>
  );
}
