import { adminConsole, verifyState } from "@qinlian/contract";
import { Form, Input, Select, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { ReviewStateTag, reviewStateLabel } from "../../kit/ReviewStateTag";
import "./texts";

type Item = z.output<typeof adminConsole.memberPage.output>["list"][number];

/** /admin/members: persons and enterprises on the platform. */
export default function MemberSearchPage() {
  const { t, i18n } = useTranslation();
  const m = (k: string) => t(`admin.members.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: m("name"), dataIndex: "name" },
    { title: m("type"), dataIndex: "type", render: (v: Item["type"]) => <Tag color={v === "ENTERPRISE" ? "blue" : "default"}>{m(v)}</Tag> },
    { title: m("loginName"), dataIndex: "loginName", render: (v: string | null) => v ?? "-" },
    { title: m("mobile"), dataIndex: "mobile", render: (v: string | null) => v ?? "-" },
    { title: m("roles"), dataIndex: "roles", render: (v: string[]) => v.map((r) => <Tag key={r}>{r}</Tag>) },
    { title: m("verifyState"), dataIndex: "verifyState", render: (v: Item["verifyState"]) => <ReviewStateTag state={v} /> },
    { title: m("status"), dataIndex: "status", render: (v: Item["status"]) => <Tag color={v === "ACTIVE" ? "green" : "red"}>{m(v)}</Tag> },
    { title: m("employeeCount"), dataIndex: "employeeCount" },
    { title: m("lastLoginAt"), dataIndex: "lastLoginAt", render: (v: string | null) => (v ? dayjs(v).format("YYYY-MM-DD HH:mm") : "-") },
    { title: m("createdAt"), dataIndex: "createdAt", render: (v: string) => dayjs(v).format("YYYY-MM-DD") },
  ];
  return (
    <div>
      <PageHeader title={m("title")} />
      <ListPage
        testId="member-search"
        call={adminConsole.memberPage}
        input={(v) => v}
        rowKey="id"
        columns={columns}
        emptyText={m("empty")}
        searchFields={
          <>
            <Form.Item name="keyword" label={m("keyword")}>
              <Input allowClear maxLength={60} placeholder={m("keywordPlaceholder")} />
            </Form.Item>
            <Form.Item name="type" label={m("type")}>
              <Select allowClear style={{ width: 100 }} options={(["PERSON", "ENTERPRISE"] as const).map((v) => ({ value: v, label: m(v) }))} />
            </Form.Item>
            <Form.Item name="verifyState" label={m("verifyState")}>
              <Select allowClear style={{ width: 120 }} options={verifyState.options.map((v) => ({ value: v, label: reviewStateLabel(v, i18n.language) }))} />
            </Form.Item>
            <Form.Item name="status" label={m("status")}>
              <Select allowClear style={{ width: 100 }} options={(["ACTIVE", "DISABLED"] as const).map((v) => ({ value: v, label: m(v) }))} />
            </Form.Item>
          </>
        }
      />
    </div>
  );
}
