import type { ShopView } from "@qinlian/contract";
import { Descriptions, Image, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { RichTextView } from "./RichTextEditor";
import "./catalog.texts";

/** Everything a shop application holds, read-only (the owner's confirm step and settings, the operator's audit). */
export function ShopSummary({ shop: s }: { shop: ShopView }) {
  const { t } = useTranslation();
  return (
    <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} data-testid="shop-summary">
      <Descriptions.Item label={t("catalog.shopField.name")}>{s.name}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.owner")}>{s.ownerName}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.scope")} span="filled">
        {s.businessScope.map((c) => (
          <Tag key={c.id}>{c.name}</Tag>
        ))}
      </Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.mainCategory")}>{s.mainCategoryName ?? "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.area")}>{s.areaName ?? "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.address")} span="filled">
        {s.address ?? "-"}
      </Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.contactName")}>{s.contactName ?? "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.contactMobile")}>{s.contactMobile ?? "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.servicePhone")}>{s.servicePhone ?? "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.logo")}>{s.logoUrl ? <Image src={s.logoUrl} alt={t("catalog.shopField.logo")} width={64} /> : "-"}</Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.licences")} span="filled">
        {s.licences.length ? (
          <Space wrap>
            {s.licences.map((l, i) => (
              <Space key={i} direction="vertical" size={2} style={{ border: "1px solid #f0f0f0", padding: 8 }}>
                <Image src={l.fileUrl} alt={t(`catalog.licenceKind.${l.kind}`)} width={96} />
                <span>{t(`catalog.licenceKind.${l.kind}`)}</span>
                <span style={{ color: "#595959" }}>{l.number}</span>
                <span style={{ color: "#595959" }}>{l.validUntil ?? t("catalog.shopField.longTerm")}</span>
              </Space>
            ))}
          </Space>
        ) : (
          "-"
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.addresses")} span="filled">
        {s.addresses.length
          ? s.addresses.map((a) => (
              <div key={a.id}>
                <Tag>{t(`catalog.addressKind.${a.kind}`)}</Tag>
                {a.name ? `${a.name} · ` : ""}
                {a.areaName ?? ""} {a.address} · {a.contactName} {a.contactMobile}
                {a.isDefault && <Tag color="orange" style={{ marginLeft: 8 }}>{t("catalog.shopField.default")}</Tag>}
              </div>
            ))
          : "-"}
      </Descriptions.Item>
      <Descriptions.Item label={t("catalog.shopField.intro")} span="filled">
        <RichTextView html={s.intro} />
      </Descriptions.Item>
    </Descriptions>
  );
}
