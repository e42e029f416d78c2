import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { file, licenceKind } from "@qinlian/contract";
import { Button, Card, Checkbox, DatePicker, Form, Input, Space } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { FieldSelect } from "../../../kit/FieldSelect";
import { ImageUpload } from "../../../kit/ImageUpload";
import "../../../kit/catalog.texts";
import "./texts";

/** The licences part of the opening form (Form.List "licences"): kind, number, scan, validity. */
export function LicenceFields() {
  const { t } = useTranslation();
  const kinds = licenceKind.options.map((k) => ({ value: k, label: t(`catalog.licenceKind.${k}`) }));
  return (
    <Form.List name="licences">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {fields.map((f, i) => (
            <Card key={f.key} size="small" title={t("shopSeller.lic.item", { n: i + 1 })} extra={<Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t("shopSeller.lic.remove")} />} data-testid="licence-card">
              <Form.Item name={[f.name, "kind"]} label={t("shopSeller.lic.kind")} rules={[{ required: true, message: t("shopSeller.lic.vKind") }]}>
                <FieldSelect options={kinds} style={{ maxWidth: 320 }} data-testid="licence-kind" />
              </Form.Item>
              <Form.Item name={[f.name, "number"]} label={t("shopSeller.lic.number")} rules={[{ required: true, whitespace: true, message: t("shopSeller.lic.vNumber") }, { max: 60 }]}>
                <Input maxLength={60} style={{ maxWidth: 320 }} data-testid="licence-number" />
              </Form.Item>
              <Form.Item name={[f.name, "fileUrl"]} label={t("shopSeller.lic.file")} rules={[{ required: true, message: t("shopSeller.lic.vFile") }]}>
                <ImageUpload call={file.uploadPrivateImage} data-testid="licence-file" />
              </Form.Item>
              <Form.Item label={t("shopSeller.lic.validUntil")} shouldUpdate>
                {({ getFieldValue, setFieldValue }) => {
                  const v = getFieldValue(["licences", f.name, "validUntil"]) as Dayjs | null | undefined;
                  return (
                    <Space>
                      <Form.Item name={[f.name, "validUntil"]} noStyle>
                        <DatePicker disabled={v === null} />
                      </Form.Item>
                      <Checkbox checked={v === null} onChange={(e) => setFieldValue(["licences", f.name, "validUntil"], e.target.checked ? null : undefined)}>
                        {t("shopSeller.lic.longTerm")}
                      </Checkbox>
                    </Space>
                  );
                }}
              </Form.Item>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: "BUSINESS_LICENCE", number: "", fileUrl: null, validUntil: null })} disabled={fields.length >= 10} data-testid="licence-add">
            {t("shopSeller.lic.add")}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
