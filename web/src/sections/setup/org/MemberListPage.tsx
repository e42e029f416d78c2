import { org, passwordLink, type EmployeeView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Form, Input, Popconfirm, Select, Space, Tag, Tooltip, type TableColumnsType } from "antd";
import { ToneTag } from "../../../kit/ToneTag";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { ListPage } from "../../../kit/ListPage";
import { PageHeader } from "../../../kit/PageHeader";
import { untilSettled } from "../../../kit/untilSettled";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** /setup/member: the enterprise's employees, searchable by name or mobile. */
export default function MemberListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const summary = useCall(org.orgMember, {});
  const remove = useFormMutation(org.removeEmployee);
  const resend = useFormMutation(passwordLink.resend);
  const approved = summary.data?.verifyState === "APPROVED";
  const m = (k: string) => t(`setupOrg.member.${k}`);

  const columns: TableColumnsType<EmployeeView> = [
    {
      title: m("name"),
      dataIndex: "name",
      render: (name: string, e) => (
        <Space size={4}>
          {name}
          {e.isAdmin && <ToneTag tone="gold">{m("admin")}</ToneTag>}
          {e.isSelf && <Tag>{m("self")}</Tag>}
          {e.passwordPending && (
            <Tooltip title={m("passwordPendingTip")}>
              <ToneTag tone="orange" data-testid={`password-pending-${e.id}`}>
                {m("passwordPending")}
              </ToneTag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    { title: m("mobile"), dataIndex: "mobile" },
    { title: m("loginName"), dataIndex: "loginName", render: (v: string | null) => v ?? "-" },
    {
      title: m("roles"),
      dataIndex: "roles",
      render: (roles: EmployeeView["roles"]) => roles.map((r) => <Tag key={r.code}>{pick({ zh: r.name, en: r.nameEn }, i18n.language)}</Tag>),
    },
    {
      title: m("status"),
      dataIndex: "status",
      render: (s: EmployeeView["status"]) => <ToneTag tone={s === "ACTIVE" ? "green" : "default"}>{m(s)}</ToneTag>,
    },
    { title: m("createdAt"), dataIndex: "createdAt", render: (v: string) => dayjs(v).format("YYYY-MM-DD") },
    {
      title: m("actions"),
      key: "actions",
      render: (_: unknown, e) => (
        <Space>
          <Link to={`/setup/member/update/${e.id}`}>{m("edit")}</Link>
          {e.passwordPending && e.status === "ACTIVE" && (
            <Popconfirm
              title={t("setupOrg.member.resendConfirm", { mobile: e.mobile })}
              onConfirm={untilSettled(async () => {
                if (await resend.submit({ id: e.id })) void message.success(m("linkResent"));
              })}
            >
              <Button type="link" size="small" style={{ padding: 0 }} data-testid={`resend-link-${e.id}`}>
                {m("resendLink")}
              </Button>
            </Popconfirm>
          )}
          {!e.isSelf && (
            <Popconfirm
              title={t("setupOrg.member.removeConfirm", { name: e.name })}
              onConfirm={untilSettled(async () => {
                if (await remove.submit({ id: e.id })) {
                  void message.success(m("removed"));
                  await qc.invalidateQueries({ queryKey: [org.employeePage.path] });
                  await qc.invalidateQueries({ queryKey: [org.orgMember.path] });
                }
              })}
            >
              <Button type="link" danger size="small" style={{ padding: 0 }}>
                {m("remove")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={m("title")} />
      {summary.data && !approved && <Alert type="info" showIcon message={m("notApproved")} style={{ marginBottom: 16 }} />}
      <ListPage
        testId="member-list"
        call={org.employeePage}
        input={(s) => s}
        rowKey="id"
        columns={columns}
        emptyText={m("empty")}
        searchFields={
          <>
            <Form.Item name="keyword" label={m("keyword")}>
              <Input placeholder={m("keywordPlaceholder")} allowClear maxLength={40} />
            </Form.Item>
            <Form.Item name="status" label={m("status")}>
              <Select
                allowClear
                placeholder={m("all")}
                style={{ width: 120 }}
                options={(["ACTIVE", "DISABLED"] as const).map((s) => ({ value: s, label: m(s) }))}
              />
            </Form.Item>
          </>
        }
        actions={
          <Link to="/setup/member/addMember">
            <Button type="primary" icon={<PlusOutlined />} disabled={!approved} data-testid="add-member">
              {m("add")}
            </Button>
          </Link>
        }
      />
    </div>
  );
}
