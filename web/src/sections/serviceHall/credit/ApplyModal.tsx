import { credit, file, MOBILE_PATTERN, type CreditProductView } from "@qinlian/contract";
import { Alert, Button, Form, Input, InputNumber, Modal, Result, Upload, type UploadFile } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUpload } from "../../../api/upload";
import { routeExists } from "../../../app/sections";
import { formatFen } from "../../../kit/Money";
import { MoneyInput, useMoneyRules } from "../../../kit/MoneyInput";
import { IMAGE_MAX_MB, IMAGE_TYPES, imageRefusal } from "../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useMe } from "../../../kit/useMe";
import "./texts";

interface Values {
  amount?: number;
  termMonths?: number;
  purpose?: string;
  contactName?: string;
  contactMobile?: string;
  attachments?: UploadFile<{ fileId: string }>[];
}

const MY_LOANS = "/financial/credit/myLoan";

/**
 * The application form for one product: amount and term checked against the product's ranges before
 * submit (the server checks again and its errors land under the field), contact prefilled from the
 * member, optional private image attachments.
 */
export function ApplyModal({ product: p, onClose }: { product: CreditProductView; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { me } = useMe();
  const [done, setDone] = useState(false);
  const apply = useFormMutation(credit.apply, { form });
  const uploader = useUpload(file.uploadPrivateImage);
  const f = (k: string) => t(`credit.form.${k}`);
  const amountLabel = t(`credit.form.amount.${p.kind}`);
  const amountRules = useMoneyRules(amountLabel, { required: true, min: p.minAmount, max: p.maxAmount });

  const submit = async (v: Values) => {
    const r = await apply.submit({
      productId: p.id,
      amount: v.amount!,
      termMonths: v.termMonths!,
      purpose: v.purpose ?? "",
      contactName: v.contactName ?? "",
      contactMobile: (v.contactMobile ?? "").trim(),
      attachments: (v.attachments ?? []).flatMap((x) => (x.status === "done" && x.response ? [x.response.fileId] : [])),
    });
    if (r) {
      setDone(true);
      void invalidateCalls(credit.myApplies);
    }
  };

  return (
    <Modal open title={t("credit.form.title", { name: p.name })} onCancel={onClose} footer={null} destroyOnHidden width={560} data-testid="apply-modal">
      {me && !p.applicantTypes.includes(me.boType) ? (
        <Alert type="warning" showIcon data-testid="apply-wrong-identity" message={t("credit.form.personOnly", { who: p.applicantTypes.map((w) => t(`credit.who.${w}`)).join(" / ") })} />
      ) : done ? (
        <Result
          status="success"
          title={f("done")}
          extra={[
            routeExists(MY_LOANS) ? (
              <Link key="mine" to={MY_LOANS}>
                <Button type="primary">{f("toMine")}</Button>
              </Link>
            ) : null,
            <Button key="close" onClick={onClose}>
              OK
            </Button>,
          ]}
        />
      ) : (
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(v) => void submit(v)}
          initialValues={{ contactName: me?.realName ?? me?.nickname ?? undefined, termMonths: p.minTermMonths }}
          data-testid="apply-form"
        >
          <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`${p.institution} · ${p.rateText}`} />
          <Form.Item name="amount" label={amountLabel} rules={amountRules} extra={t("credit.form.amountRange", { min: formatFen(p.minAmount, { symbol: false }), max: formatFen(p.maxAmount, { symbol: false }) })}>
            <MoneyInput inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="termMonths"
            label={f("term")}
            extra={t("credit.form.termRange", { min: p.minTermMonths, max: p.maxTermMonths })}
            rules={[
              { required: true, message: f("termRequired") },
              { type: "integer", min: p.minTermMonths, max: p.maxTermMonths, message: t("credit.form.termOut", { min: p.minTermMonths, max: p.maxTermMonths }) },
            ]}
          >
            <InputNumber precision={0} style={{ width: "100%" }} />
          </Form.Item>
          <Form.Item name="purpose" label={f("purpose")} rules={[{ required: true, whitespace: true, message: f("purposeRequired") }, { max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={f("purposePlaceholder")} />
          </Form.Item>
          <Form.Item name="contactName" label={f("contactName")} rules={[{ required: true, whitespace: true, message: f("contactNameRequired") }, { max: 30 }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="contactMobile"
            label={f("contactMobile")}
            rules={[{ required: true, message: f("mobileInvalid") }, { pattern: MOBILE_PATTERN, message: f("mobileInvalid") }]}
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item name="attachments" label={f("attachments")} extra={f("attachmentsHelp")} valuePropName="fileList" getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}>
            <Upload
              listType="picture"
              accept={IMAGE_TYPES.join(",")}
              maxCount={9}
              beforeUpload={(file) => {
                const refused = imageRefusal(file, IMAGE_MAX_MB);
                return refused ? Upload.LIST_IGNORE : true;
              }}
              customRequest={({ file, onSuccess, onError }) => {
                const blob = file as File;
                uploader.mutateAsync({ file: blob, filename: blob.name }).then(
                  (r) => onSuccess?.({ fileId: r.fileId }),
                  (e: Error) => onError?.(e),
                );
              }}
            >
              <Button>{f("upload")}</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={apply.isPending} data-testid="apply-submit">
            {f("submit")}
          </Button>
        </Form>
      )}
    </Modal>
  );
}
