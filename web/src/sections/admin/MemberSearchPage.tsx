import { adminConsole, verifyState } from "@qinlian/contract";
import { Form, Input, Select, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ListPage } from "../../kit/ListPage";
import { PageHeader } from "../../kit/PageHeader";
import { reviewStateLabel } from "../../kit/ReviewStateTag";
import { verifyStateLabels } from "../../kit/stateLabels";
import { ToneTag } from "../../kit/ToneTag";
import { roleLabel } from "../setup/overview/roles";
import "./texts";

type Item = z.output<typeof adminConsole.memberPage.output>["list"][number];

/** /admin/members: persons and enterprises on the platform. */
export default function MemberSearchPage() {
  const { t, i18n } = useTranslation();
  const m = (k: string) => t(`admin.members.${k}`);
  const columns: TableColumnsType<Item> = [
    { title: m("name"), dataIndex: "name", width: 170 },
    { title: m("type"), dataIndex: "type", width: 68, render: (v: Item["type"]) => <ToneTag tone={v === "ENTERPRISE" ? "blue" : "default"}>{m(v)}</ToneTag> },
    { title: m("loginName"), dataIndex: "loginName", width: 96, ellipsis: true, render: (v: string | null) => v ?? "-" },
    { title: m("mobile"), dataIndex: "mobile", width: 112, render: (v: string | null) => v ?? "-" },
    { title: m("roles"), dataIndex: "roles", width: 140, render: (v: string[]) => v.map((r) => <Tag key={r} style={{ marginBottom: 2 }}>{roleLabel(r, i18n.language)}</Tag>) },
    { title: m("verifyState"), dataIndex: "verifyState", width: 88, render: (v: Item["verifyState"]) => <ToneTag tone={verifyStateLabels[v].color}>{reviewStateLabel(v, i18n.language)}</ToneTag> },
    { title: m("status"), dataIndex: "status", width: 72, render: (v: Item["status"]) => <ToneTag tone={v === "ACTIVE" ? "success" : "error"}>{m(v)}</ToneTag> },
    { title: m("employeeCount"), dataIndex: "employeeCount", width: 80 },
    {
      title: m("lastLoginAt"),
      dataIndex: "lastLoginAt",
      width: 100,
      render: (v: string | null) => (v ? <span style={{ whiteSpace: "pre-line" }}>{dayjs(v).format("YYYY-MM-DD\nHH:mm")}</span> : "-"),
    },
    { title: m("createdAt"), dataIndex: "createdAt", width: 100, responsive: ["xxl"], render: (v: string) => dayjs(v).format("YYYY-MM-DD") },
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
