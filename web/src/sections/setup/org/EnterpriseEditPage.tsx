import { file, isValidUscc, org, system, type In, type OrganizationInfo } from "@qinlian/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Card, Empty, Form, Input, Select, Skeleton, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCall } from "../../../api";
import { pick } from "../../../i18n";
import { PageHeader } from "../../../kit/PageHeader";
import { AreaCascader } from "../../../kit/AreaCascader";
import { ImageFileIdUpload } from "../../../kit/ImageUpload";
import "./texts";
import { useFormMutation } from "../../../kit/useFormMutation";

/** The form's values: exactly the contract's input of org.updateOrganization. */
type Values = In<typeof org.updateOrganization>;

const initial = (i: OrganizationInfo): Values => ({
  name: i.name,
  creditCode: i.creditCode,
  legalPerson: i.legalPerson,
  licenceFileId: i.licenceFileId ?? undefined,
  enterpriseType: i.enterpriseType ?? undefined,
  contactName: i.contactName,
  contactMobile: i.contactMobile,
  areaCode: i.areaCode ?? undefined,
  address: i.address ?? undefined,
  businessScope: i.businessScope ?? undefined,
});

/** /setup/enterpriseInfo/edit: edit the enterprise's details; verified ones go back to review. */
export default function EnterpriseEditPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const info = useCall(org.organizationInfo, {});
  const types = useCall(system.dictItems, { dictId: "ENTERPRISE_TYPE" }, { staleTime: 10 * 60_000 });
  const [form] = Form.useForm<Values>();
  const save = useFormMutation(org.updateOrganization, { form });
  if (info.isLoading) return <Skeleton active />;
  if (!info.data) return <Empty description={t("common.loadFailed")} />;
  const f = (k: string) => t(`setupOrg.info.${k}`);
  const required = (k: string) => ({ required: true, whitespace: true, message: t("common.required", { field: f(k) }) });

  const onFinish = async (v: Values) => {
    const trimmed = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === "string" ? x.trim() || undefined : x])) as unknown as Values;
    const r = await save.submit(trimmed);
    if (!r) return;
    void message.success(r.resubmitted ? t("setupOrg.edit.resubmitted") : t("setupOrg.edit.saved"));
    await qc.invalidateQueries({ queryKey: [org.organizationInfo.path] });
    await qc.invalidateQueries({ queryKey: [org.orgMember.path] });
    void navigate("/setup/enterpriseInfo");
  };

  return (
    <div>
      <PageHeader title={t("setupOrg.edit.title")} />
      <Alert type="warning" showIcon message={t("setupOrg.edit.verifiedHint")} style={{ marginBottom: 16 }} />
      <Form<Values> form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 14 }} initialValues={initial(info.data)} onFinish={(v) => void onFinish(v)} data-testid="enterprise-form">
        <Card size="small" title={t("setupOrg.edit.verifiedGroup")} style={{ marginBottom: 16 }}>
          <Form.Item name="name" label={f("name")} rules={[required("name"), { max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item
            name="creditCode"
            label={f("creditCode")}
            rules={[
              required("creditCode"),
              {
                validator: (_, v: string | undefined) =>
                  !v || isValidUscc(v.trim().toUpperCase()) ? Promise.resolve() : Promise.reject(new Error(t("setupOrg.edit.usccInvalid"))),
              },
            ]}
            normalize={(v: string) => v?.toUpperCase()}
          >
            <Input maxLength={18} />
          </Form.Item>
          <Form.Item name="legalPerson" label={f("legalPerson")} rules={[required("legalPerson"), { max: 30 }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="licenceFileId" label={f("licence")}>
            <ImageFileIdUpload call={file.uploadPrivateImage} initialUrl={info.data.licenceUrl} data-testid="licence-upload" />
          </Form.Item>
        </Card>
        <Card size="small" title={t("setupOrg.edit.contactGroup")} style={{ marginBottom: 16 }}>
          <Form.Item name="enterpriseType" label={f("enterpriseType")}>
            <Select
              allowClear
              placeholder={t("setupOrg.edit.typePlaceholder")}
              options={(types.data ?? []).map((x) => ({ value: x.code, label: pick({ zh: x.name, en: x.nameEn ?? x.name }, i18n.language) }))}
            />
          </Form.Item>
          <Form.Item name="contactName" label={f("contactName")} rules={[required("contactName"), { max: 30 }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="contactMobile"
            label={f("contactMobile")}
            rules={[required("contactMobile"), { pattern: /^1[3-9]\d{9}$/, message: t("setupOrg.form.mobileInvalid") }]}
          >
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="areaCode" label={f("area")}>
            <AreaCascader placeholder={t("setupOrg.edit.areaPlaceholder")} />
          </Form.Item>
          <Form.Item name="address" label={f("address")} rules={[{ max: 120 }]}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="businessScope" label={f("businessScope")} rules={[{ max: 500 }]}>
            <Input.TextArea maxLength={500} showCount rows={3} />
          </Form.Item>
        </Card>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="enterprise-save">
              {t("common.save")}
            </Button>
            <Button onClick={() => void navigate("/setup/enterpriseInfo")}>{t("common.cancel")}</Button>
          </Space>
        </Form.Item>
      </Form>
    </div>
  );
}
