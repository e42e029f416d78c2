import { account, file, isValidUscc, system, type EnterpriseApply, type Out } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { Button, Col, Form, Input, Row, Select, Upload } from "antd";
import type { UploadFile } from "antd";
import { useTranslation } from "react-i18next";
import { useCall, useMutate } from "../../api";
import { uploadFile } from "../../api/upload";
import { MOBILE_PATTERN } from "../../kit/AccountFields";
import { AreaCascader } from "./AreaCascader";
import "./texts";

interface Values {
  name: string;
  creditCode: string;
  legalPerson: string;
  enterpriseType: string;
  licence: UploadFile<{ fileId: string }>[];
  contactName: string;
  contactMobile: string;
  area: string[];
  address: string;
  businessScope?: string;
}

const licenceId = (list: Values["licence"] | undefined) => list?.find((f) => f.status === "done")?.response?.fileId;

/** The enterprise details of /user/registerQY (step 2); `initial` refills a rejected application. */
export function EnterpriseForm(props: { initial?: EnterpriseApply | null; onDone(a: Out<typeof account.registerEnterprise>): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const types = useCall(system.dictItems, { dictId: "ENTERPRISE_TYPE" }, { staleTime: 600_000 });
  const submit = useMutate(account.registerEnterprise);
  const req = (field: string) => ({ required: true, whitespace: true, message: t("userAccess.required", { field }) });
  const i = props.initial;

  const onFinish = async (v: Values) => {
    const r = await submit
      .mutateAsync({
        name: v.name,
        creditCode: v.creditCode,
        legalPerson: v.legalPerson,
        enterpriseType: v.enterpriseType,
        licenceFileId: licenceId(v.licence)!,
        contactName: v.contactName,
        contactMobile: v.contactMobile,
        areaCode: v.area[v.area.length - 1],
        address: v.address,
        businessScope: v.businessScope?.trim() || undefined,
      })
      .catch(() => null);
    if (r) props.onDone(r);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
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
              licence: i.licenceFileId ? [{ uid: i.licenceFileId, name: "licence", status: "done", url: i.licenceUrl ?? undefined, response: { fileId: i.licenceFileId } }] : [],
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
        name="licence"
        label={t("userAccess.licence")}
        extra={t("userAccess.licenceHint")}
        valuePropName="fileList"
        getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
        rules={[{ validator: (_r, v: Values["licence"]) => (licenceId(v) ? Promise.resolve() : Promise.reject(new Error(t("userAccess.licenceRequired")))) }]}
      >
        <Upload
          listType="picture-card"
          maxCount={1}
          accept="image/jpeg,image/png,image/webp"
          customRequest={({ file: f, onSuccess, onError }) => {
            const blob = f as File;
            uploadFile(file.uploadImage, blob, blob.name).then((r) => onSuccess?.(r), (e: Error) => onError?.(e));
          }}
        >
          <div data-testid="licence-upload">
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t("userAccess.upload")}</div>
          </div>
        </Upload>
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
        name="area"
        label={t("userAccess.area")}
        rules={[{ validator: (_r, v?: string[]) => (v && v.length >= 2 ? Promise.resolve() : Promise.reject(new Error(t("userAccess.areaRequired")))) }]}
      >
        <AreaCascader placeholder={t("userAccess.areaPlaceholder")} />
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
