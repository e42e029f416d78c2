import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import type { ShopAddress } from "@qinlian/contract";

type ShopAddressKind = ShopAddress["kind"];
import { Button, Card, Form, Input, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { AreaCascader } from "../../../kit/AreaCascader";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import "../../../kit/catalog.texts";
import "./texts";

/**
 * One pickup point's or return address's fields under `name` (a Form.List item's name, or [] at the
 * form's top). `kind` fixes the kind (the management pages); without it the person chooses (the
 * opening wizard).
 */
export function AddressItemFields({ name, kind }: { name: (string | number)[]; kind?: ShopAddressKind }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const listPath = name.length ? ["addresses", ...name] : [];
  const watched = Form.useWatch([...listPath, "kind"], form) as ShopAddressKind | undefined;
  const current = kind ?? watched;
  return (
    <>
      {kind ? (
        <Form.Item name={[...name, "kind"]} hidden initialValue={kind}>
          <Input />
        </Form.Item>
      ) : (
        <Form.Item name={[...name, "kind"]} label={t("shopSeller.addr.kind")} rules={[{ required: true }]}>
          <FieldRadioGroup options={(["RETURN", "PICKUP"] as const).map((k) => ({ value: k, label: t(`catalog.addressKind.${k}`) }))} />
        </Form.Item>
      )}
      {current === "PICKUP" && (
        <>
          <Form.Item name={[...name, "name"]} label={t("shopSeller.addr.name")} rules={[{ required: true, whitespace: true, message: t("shopSeller.addr.vName") }, { max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name={[...name, "businessHours"]} label={t("shopSeller.addr.hours")} rules={[{ max: 60 }]}>
            <Input maxLength={60} placeholder={t("shopSeller.addr.hoursPh")} />
          </Form.Item>
        </>
      )}
      <Form.Item name={[...name, "contactName"]} label={t("shopSeller.f.contactName")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.contactName") }, { max: 20 }]}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name={[...name, "contactMobile"]} label={t("shopSeller.f.contactMobile")} rules={[{ required: true, message: t("shopSeller.v.mobile") }, { pattern: /^1[3-9]\d{9}$/, message: t("shopSeller.v.mobile") }]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name={[...name, "areaCode"]} label={t("shopSeller.f.area")} rules={[{ required: true, message: t("shopSeller.v.area") }]}>
        <AreaCascader style={{ width: "100%" }} data-testid={name.length ? undefined : "shop-addr-area"} />
      </Form.Item>
      <Form.Item name={[...name, "address"]} label={t("shopSeller.f.address")} rules={[{ required: true, whitespace: true, message: t("shopSeller.v.address") }, { max: 120 }]}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name={[...name, "isDefault"]} label={t("shopSeller.addr.default")} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

/** Pickup points and return addresses (Form.List "addresses"), in the shop opening wizard. */
export function AddressFields() {
  const { t } = useTranslation();
  return (
    <Form.List name="addresses">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: "100%" }}>
          {fields.map((f, i) => (
            <Card key={f.key} size="small" title={t("shopSeller.addr.item", { n: i + 1 })} extra={<Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(f.name)} aria-label={t("shopSeller.addr.remove")} />}>
              <AddressItemFields name={[f.name]} />
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
