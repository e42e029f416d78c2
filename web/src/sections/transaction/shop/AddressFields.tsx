import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Card, Form, Input, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import "../../../kit/catalog.texts";
import "./texts";

/** Pickup points and return addresses (Form.List "addresses"). */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="addresses">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {fields.map((f, i) => (
            <Card key={f.key} size="small" title={t("shopSeller.addr.item", { n: i + 1 })} extra={<Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t("shopSeller.addr.remove")} />}>
              <Form.Item name={[f.name, "kind"]} label={t("shopSeller.addr.kind")} rules={[{ required: true }]}>
                <FieldRadioGroup options={(["RETURN", "PICKUP"] as const).map((k) => ({ value: k, label: t(`catalog.addressKind.${k}`) }))} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) =>
                  getFieldValue(["addresses", f.name, "kind"]) === "PICKUP" && (
                    <>
                      <Form.Item name={[f.name, "name"]} label={t("shopSeller.addr.name")} rules={[{ required: true, whitespace: true, message: t("shopSeller.addr.vName") }, { max: 40 }]}>
                        <Input maxLength={40} />
                      </Form.Item>
                      <Form.Item name={[f.name, "businessHours"]} label={t("shopSeller.addr.hours")} rules={[{ max: 60 }]}>
                        <Input maxLength={60} placeholder={t("shopSeller.addr.hoursPh")} />
                      </Form.Item>
                    </>
                  )
                }
              </Form.Item>
              <Form.Item name={[f.name, "contactName"]} label={t("shopSeller.f.contactName")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.contactName") }, { max: 20 }]}>
                <Input maxLength={20} />
              </Form.Item>
              <Form.Item name={[f.name, "contactMobile"]} label={t("shopSeller.f.contactMobile")} rules={[{ required: true, message: t("shopSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("shopSeller.v.mobile") }]}>
                <Input maxLength={11} />
              </Form.Item>
              <Form.Item name={[f.name, "areaCode"]} label={t("shopSeller.f.area")} rules={[{ required: true, message: t("shopSeller.v.area") }]}>
                <AreaCascader style={{ width: "100%" }} />
              </Form.Item>
              <Form.Item name={[f.name, "address"]} label={t("shopSeller.f.address")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.address") }, { max: 120 }]}>
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item name={[f.name, "isDefault"]} label={t("shopSeller.addr.default")} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: "RETURN", isDefault: fields.length === 0 })} disabled={fields.length >= 20}>
            {t("shopSeller.addr.add")}
          </Button>
        </Space>
      )}
    </Form.List>
  );
}
