import { account, file, isValidUscc, system, type EnterpriseApply, type Out } from "@qinlian/contract";
import { Button, Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { useCall } from "../../api";
import { MOBILE_PATTERN } from "../../kit/AccountFields";
import { AreaCascader } from "../../kit/AreaCascader";
import { ImageFileIdUpload } from "../../kit/ImageUpload";
import { useFormMutation } from "../../kit/useFormMutation";
import "./texts";

interface Values {
  name: string;
  creditCode: string;
  legalPerson: string;
  enterpriseType: string;
  licenceFileId: string;
  contactName: string;
  contactMobile: string;
  areaCode: string;
  address: string;
  businessScope?: string;
}

/** The enterprise details of /user/registerQY (step 2); `initial` refills a rejected application. */
export function EnterpriseForm(props: { initial?: EnterpriseApply | null; onDone: (a: Out<typeof account.registerEnterprise>) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const types = useCall(system.dictItems, { dictId: "ENTERPRISE_TYPE" }, { staleTime: 600_000 });
  const submit = useFormMutation(account.registerEnterprise, { form });
  const req = (field: string) => ({ required: true, whitespace: true, message: t("userAccess.required", { field }) });
  const i = props.initial;

  const onFinish = async (v: Values) => {
    const r = await submit.submit({
      name: v.name,
      creditCode: v.creditCode,
      legalPerson: v.legalPerson,
      enterpriseType: v.enterpriseType,
      licenceFileId: v.licenceFileId,
      contactName: v.contactName,
      contactMobile: v.contactMobile,
      areaCode: v.areaCode,
      address: v.address,
      businessScope: v.businessScope?.trim() || undefined,
    });
    if (r) props.onDone(r);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v: Values) => void onFinish(v)}
      data-testid="enterprise-form"
      scrollToFirstError
      initialValues={
        i
          ? {
              name: i.name,
              creditCode: i.creditCode,
              legalPerson: i.legalPerson,
              enterpriseType: i.enterpriseType ?? undefined,
              contactName: i.contactName,
              contactMobile: i.contactMobile,
              address: i.address ?? "",
              licenceFileId: i.licenceFileId ?? undefined,
              areaCode: i.areaCode ?? undefined,
            }
          : undefined
      }
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={t("userAccess.entName")} rules={[req(t("userAccess.entName")), { max: 60 }]}>
            <Input placeholder={t("userAccess.entNamePlaceholder")} maxLength={60} data-testid="ent-name" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="creditCode"
            label={t("userAccess.creditCode")}
            normalize={(v: string) => v?.toUpperCase()}
            validateFirst
            rules={[
              req(t("userAccess.creditCode")),
              { validator: (_r, v: string) => (!v || isValidUscc(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t("userAccess.creditCodeInvalid")))) },
            ]}
          >
            <Input placeholder={t("userAccess.creditCodePlaceholder")} maxLength={18} data-testid="ent-credit" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="legalPerson" label={t("userAccess.legalPerson")} rules={[req(t("userAccess.legalPerson")), { max: 30 }]}>
            <Input maxLength={30} data-testid="ent-legal" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enterpriseType" label={t("userAccess.entType")} rules={[{ required: true, message: t("userAccess.entTypePlaceholder") }]}>
            <Select
              placeholder={t("userAccess.entTypePlaceholder")}
              loading={types.isLoading}
              options={(types.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
              data-testid="ent-type"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="licenceFileId"
        label={t("userAccess.licence")}
        extra={t("userAccess.licenceHint")}
        rules={[{ required: true, message: t("userAccess.licenceRequired") }]}
      >
        <ImageFileIdUpload call={file.uploadPrivateImage} initialUrl={i?.licenceUrl} data-testid="licence-upload" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="contactName" label={t("userAccess.contactName")} rules={[req(t("userAccess.contactName")), { max: 30 }]}>
            <Input maxLength={30} data-testid="ent-contact" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contactMobile"
            label={t("userAccess.contactMobile")}
            rules={[req(t("userAccess.contactMobile")), { pattern: MOBILE_PATTERN, message: t("accountKit.mobilePattern") }]}
          >
            <Input maxLength={11} data-testid="ent-contact-mobile" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="areaCode"
        label={t("userAccess.area")}
        rules={[{ required: true, message: t("userAccess.areaRequired") }]}
      >
        <AreaCascader placeholder={t("userAccess.areaPlaceholder")} data-testid="area-cascader" />
      </Form.Item>
      <Form.Item name="address" label={t("userAccess.address")} rules={[req(t("userAccess.address")), { max: 120 }]}>
        <Input maxLength={120} data-testid="ent-address" />
      </Form.Item>
      <Form.Item name="businessScope" label={t("userAccess.businessScope")} rules={[{ max: 500 }]}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submit.isPending} data-testid="enterprise-submit">
        {t("userAccess.submitEnterprise")}
      </Button>
    </Form>
  );
}
