import type { OrderDetail } from "@qinlian/contract";
import { Image } from "antd";
import { useTranslation } from "react-i18next";
import { pick } from "../../../../i18n";
import { formatTime } from "../../../../kit/formatTime";
import { carrierText, deliveryKindLabels } from "./words";
import "./texts";

const row = { display: "grid", gridTemplateColumns: "96px 1fr", gap: 8, marginBottom: 4 } as const;
const label = { color: "#595959" } as const;

/** Where the goods go: delivery or pickup, receiver, phone, area and address. */
export function DeliveryBlock({ delivery: d }: { delivery: OrderDetail["delivery"] }) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid="order-delivery">
      <div style={row}>
        <span style={label}>{t("orderShared.delivery.kind")}</span>
        <span>{pick(deliveryKindLabels[d.kind], i18n.language)}</span>
      </div>
      <div style={row}>
        <span style={label}>{d.kind === "PICKUP" ? t("orderShared.delivery.pickupAt") : t("orderShared.delivery.receiver")}</span>
        <span>
          {d.receiverName} {d.mobile}
        </span>
      </div>
      <div style={row}>
        <span style={label}>{t("orderShared.delivery.address")}</span>
        <span style={{ overflowWrap: "anywhere" }}>
          {d.areaName} {d.address}
        </span>
      </div>
    </div>
  );
}

/** How it was shipped: carrier and tracking number, or the voucher image; note and time. */
export function ShippingBlock({ shipping: s }: { shipping: OrderDetail["shipping"] }) {
  const { t, i18n } = useTranslation();
  if (!s) return <span style={label}>{t("orderShared.shipping.none")}</span>;
  return (
    <div data-testid="order-shipping">
      <div style={row}>
        <span style={label}>{t("orderShared.shipping.carrier")}</span>
        <span>{carrierText(s.carrier, s.carrierName, i18n.language)}</span>
      </div>
      {s.trackingNo && (
        <div style={row}>
          <span style={label}>{t("orderShared.shipping.trackingNo")}</span>
          <span data-testid="tracking-no">{s.trackingNo}</span>
        </div>
      )}
      {s.voucherImage && (
        <div style={row}>
          <span style={label}>{t("orderShared.shipping.voucher")}</span>
          <Image src={s.voucherImage} alt={t("orderShared.shipping.voucher")} width={120} />
        </div>
      )}
      {s.note && (
        <div style={row}>
          <span style={label}>{t("orderShared.shipping.note")}</span>
          <span>{s.note}</span>
        </div>
      )}
      <div style={row}>
        <span style={label}>{t("orderShared.shipping.at")}</span>
        <span>{formatTime(s.shippedAt)}</span>
      </div>
    </div>
  );
}
