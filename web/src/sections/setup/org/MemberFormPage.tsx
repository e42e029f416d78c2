import { org } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Empty, Form, Input, Radio, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { RoleChecks } from "./RoleChecks";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

interface Values {
  mobile?: string;
  name: string;
  roleCodes: string[];
  status?: "ACTIVE" | "DISABLED";
}

/** /setup/member/addMember and /setup/member/update/:id: an employee's name, roles and status. */
export default function MemberFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const roles = useCall(org.assignableRoles, {}, { staleTime: 10 * 60_000 });
  const current = useCall(org.employeeById, { id: id ?? "" }, { enabled: !!id });
  const [form] = Form.useForm<Values>();
  const save = useFormMutation(org.saveEmployee, { form });
  const m = (k: string) => t(`setupOrg.member.${k}`);
  const fm = (k: string) => t(`setupOrg.form.${k}`);

  if (roles.isLoading || (id && current.isLoading)) return <Skeleton active />;
  if (id && !current.data) return <Empty description={fm("notFound")} />;
  const e = current.data;

  const onFinish = async (v: Values) => {
    const r = await save.submit({ id, mobile: id ? undefined : v.mobile?.trim(), name: v.name.trim(), roleCodes: v.roleCodes, status: v.status });
    if (!r) return;
    void message.success(id ? fm("saved") : r.accountCreated ? fm("addedNewAccount") : fm("added"));
    await qc.invalidateQueries({ queryKey: [org.employeePage.path] });
    await qc.invalidateQueries({ queryKey: [org.employeeById.path] });
    await qc.invalidateQueries({ queryKey: [org.orgMember.path] });
    void navigate("/setup/member");
  };

  return (
    <div>
      <PageHeader title={id ? fm("editTitle") : fm("addTitle")} />
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 16 }}
        initialValues={e ? { name: e.name, mobile: e.mobile, roleCodes: e.roles.map((r) => r.code), status: e.status } : { roleCodes: [] }}
        onFinish={(v: Values) => void onFinish(v)}
        data-testid="member-form"
      >
        <Form.Item
          name="mobile"
          label={m("mobile")}
          extra={id ? fm("mobileFixed") : fm("mobileHint")}
          rules={[
            { required: true, message: t("common.required", { field: m("mobile") }) },
            { pattern: /^1[3-9]\d{9}$/, message: fm("mobileInvalid") },
          ]}
        >
          <Input maxLength={11} disabled={!!id} placeholder="13800000000" />
        </Form.Item>
        <Form.Item name="name" label={m("name")} rules={[{ required: true, whitespace: true, message: t("common.required", { field: m("name") }) }, { max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="roleCodes"
          label={m("roles")}
          extra={fm("rolesHint")}
          rules={[{ required: true, type: "array", min: 1, message: fm("rolesRequired") }]}
        >
          <RoleChecks roles={roles.data ?? []} />
        </Form.Item>
        {id && (
          <Form.Item name="status" label={m("status")} extra={fm("statusHint")}>
            <Radio.Group disabled={e?.isSelf}>
              <Radio value="ACTIVE">{m("ACTIVE")}</Radio>
              <Radio value="DISABLED">{m("DISABLED")}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="member-save">
              {t("common.save")}
            </Button>
            <Button onClick={() => void navigate("/setup/member")}>{t("common.cancel")}</Button>
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}
