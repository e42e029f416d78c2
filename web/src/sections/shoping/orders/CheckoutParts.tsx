import type { Address, CheckoutView, ShopAddress } from "@qinlian/contract";
import { Button, Card, Empty, Input, Radio, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pick } from "../../../i18n";
import { formatTime } from "../../../kit/formatTime";
import { GoodsThumb } from "../../../kit/GoodsThumb";
import { formatFen, Money } from "../../../kit/Money";
import { ToneTag } from "../../../kit/ToneTag";
import { lineProblemLabels } from "../../transaction/orders/shared/words";
import { useUnitWord, withUnit } from "../../transaction/orders/shared/useUnitWord";
import type { Destination } from "./checkout";
import "./texts";

type ShopQuote = CheckoutView["shops"][number];
type CouponOption = ShopQuote["coupons"][number];
type Pickup = Omit<ShopAddress, "contactMobile"> & { contactPhone: string };

const errorText = { color: "#a8071a", fontSize: 13 } as const;
const ADDRESSES_SHOWN = 4;

/** The delivery choice: one of my addresses (default first), or a pickup point of the only shop. */
export function DeliveryPicker(props: {
  addresses: Address[] | undefined;
  pickups: Pickup[] | undefined;
  oneShop: boolean;
  value: Destination | null;
  onChange: (d: Destination) => void;
  onReload: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const kind = props.value?.kind ?? "ADDRESS";
  const addresses = props.addresses ?? [];
  const shown = all ? addresses : addresses.slice(0, ADDRESSES_SHOWN);
  const canPickup = props.oneShop && !!props.pickups?.length;
  const box = (selected: boolean) => ({ border: `1px solid ${selected ? "#d4380d" : "#d9d9d9"}`, borderRadius: 6, padding: "8px 12px", background: selected ? "#fff7f2" : "#fff", cursor: "pointer" }) as const;
  return (
    <Card size="small" title={t("checkout.delivery.title")} data-testid="checkout-delivery" style={{ marginBottom: 12 }}>
      <Radio.Group
        value={kind}
        style={{ marginBottom: 12 }}
        onChange={(e) => {
          const k = e.target.value as Destination["kind"];
          if (k === "PICKUP" && props.pickups?.[0]) props.onChange({ kind: "PICKUP", pickupAddressId: (props.pickups.find((p) => p.isDefault) ?? props.pickups[0]).id });
          if (k === "ADDRESS" && addresses[0]) props.onChange({ kind: "ADDRESS", addressId: (addresses.find((a) => a.isDefault) ?? addresses[0]).id });
        }}
        optionType="button"
        options={[
          { value: "ADDRESS", label: t("checkout.delivery.address") },
          { value: "PICKUP", label: t("checkout.delivery.pickup"), disabled: !canPickup, title: !props.oneShop ? t("checkout.delivery.pickupOneShop") : undefined },
        ]}
      />
      {kind === "ADDRESS" ? (
        !addresses.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("checkout.delivery.noAddress")}>
            <Space>
              <Link to="/setup/shippingAddress" target="_blank" style={{ textDecoration: "underline" }} data-testid="checkout-add-address">
                {t("checkout.delivery.add")}
              </Link>
              <Button size="small" onClick={props.onReload}>
                {t("checkout.delivery.refresh")}
              </Button>
            </Space>
          </Empty>
        ) : (
          <>
            <div role="radiogroup" aria-label={t("checkout.delivery.address")} style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: 8 }}>
              {shown.map((a) => {
                const selected = props.value?.kind === "ADDRESS" && props.value.addressId === a.id;
                return (
                  <div
                    key={a.id}
                    role="radio"
                    aria-checked={selected}
                    tabIndex={0}
                    data-testid={`checkout-addr-${a.id}`}
                    style={box(selected)}
                    onClick={() => props.onChange({ kind: "ADDRESS", addressId: a.id })}
                    onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && props.onChange({ kind: "ADDRESS", addressId: a.id })}
                  >
                    <div>
                      <b>{a.receiverName}</b> {a.mobile} {a.isDefault && <ToneTag tone="volcano">{t("checkout.delivery.default")}</ToneTag>}
                    </div>
                    <div style={{ color: "#595959", overflowWrap: "anywhere" }}>
                      {a.areaName} {a.address}
                    </div>
                  </div>
                );
              })}
            </div>
            <Space style={{ marginTop: 8 }} wrap>
              {addresses.length > ADDRESSES_SHOWN && (
                <Button type="link" size="small" onClick={() => setAll(!all)} style={{ textDecoration: "underline" }}>
                  {all ? t("checkout.delivery.less") : t("checkout.delivery.more", { n: addresses.length })}
                </Button>
              )}
              <Link to="/setup/shippingAddress" target="_blank" style={{ textDecoration: "underline" }}>
                {t("checkout.delivery.add")}
              </Link>
              <Button size="small" onClick={props.onReload}>
                {t("checkout.delivery.refresh")}
              </Button>
            </Space>
          </>
        )
      ) : (
        <div role="radiogroup" aria-label={t("checkout.delivery.pickup")} style={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))", gap: 8 }}>
          {(props.pickups ?? []).map((p) => {
            const selected = props.value?.kind === "PICKUP" && props.value.pickupAddressId === p.id;
            return (
              <div
                key={p.id}
                role="radio"
                aria-checked={selected}
                tabIndex={0}
                data-testid={`checkout-pickup-${p.id}`}
                style={box(selected)}
                onClick={() => props.onChange({ kind: "PICKUP", pickupAddressId: p.id })}
                onKeyDown={(e) => (e.key === "Enter" || e.key === " ") && props.onChange({ kind: "PICKUP", pickupAddressId: p.id })}
              >
                <div>
                  <b>{p.name ?? p.contactName}</b> {p.contactPhone}
                </div>
                <div style={{ color: "#595959" }}>
                  {p.areaName} {p.address}
                </div>
                {p.businessHours && <div style={{ color: "#595959", fontSize: 12 }}>{t("checkout.delivery.hours", { hours: p.businessHours })}</div>}
              </div>
            );
          })}
        </div>
      )}
      {props.error && (
        <div role="alert" style={{ ...errorText, marginTop: 8 }}>
          {props.error}
        </div>
      )}
    </Card>
  );
}

/** A coupon select: the usable ones with what they take off, the others disabled with why, and "none". */
export function CouponSelect({ options, value, onChange, testId, label }: { options: CouponOption[]; value: string | null; onChange: (id: string | null) => void; testId: string; label: string }) {
  const { t } = useTranslation();
  const usable = options.filter((c) => c.usable);
  return (
    <Select<string>
      aria-label={label}
      data-testid={testId}
      style={{ minWidth: 220, maxWidth: "100%" }}
      value={value ?? ""}
      onChange={(v) => onChange(v || null)}
      options={[
        { value: "", label: usable.length ? t("checkout.shop.noCoupon") : t("checkout.shop.noCoupons") },
        ...options.map((c) => ({
          value: c.couponId,
          disabled: !c.usable,
          label: c.usable ? `${c.name} · ${t("checkout.coupon.off", { off: formatFen(c.off) })}` : `${c.name} · ${t("checkout.coupon.unusable", { reason: c.reason ?? "-" })}`,
        })),
      ]}
    />
  );
}

/** One shop's part of the checkout: lines (with problems and submit errors), gifts, offers, coupon, remark, freight, subtotal. */
export function ShopBlock(props: {
  shop: ShopQuote;
  problems: Record<string, string[]>;
  lineErrors: Record<string, string>;
  remark: string;
  onRemark: (v: string) => void;
  onCoupon: (id: string | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const unitWord = useUnitWord();
  const s = props.shop;
  return (
    <Card
      size="small"
      data-testid={`checkout-shop-${s.shopId}`}
      style={{ marginBottom: 12 }}
      title={
        <Link to={`/goods/shop/${s.shopId}`} style={{ textDecoration: "underline" }}>
          {s.shopName}
        </Link>
      }
    >
      <div style={{ display: "grid", gap: 12 }}>
        {s.lines.map((l) => {
          const listed = props.problems[l.specId] ?? [];
          const problems = listed.length ? listed : l.problem ? [pick(lineProblemLabels[l.problem], i18n.language)] : [];
          const err = props.lineErrors[l.specId];
          return (
            <div key={l.specId} data-testid={`checkout-line-${l.specId}`} style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap", opacity: l.problem ? 0.7 : 1 }}>
              <div style={{ flex: "1 1 240px", minWidth: 0 }}>
                <GoodsThumb name={l.goodsName} image={l.image} sub={l.specName} />
                {[...new Set(problems)].map((p) => (
                  <div key={p} style={errorText} role="alert">
                    {p}
                  </div>
                ))}
                {err && (
                  <div style={errorText} role="alert" data-testid="checkout-line-error">
                    {err}
                  </div>
                )}
              </div>
              <div style={{ textAlign: "right", whiteSpace: "nowrap", marginLeft: "auto" }}>
                <div style={{ color: "#595959" }}>{t("checkout.unit", { price: formatFen(l.unitPrice), qty: withUnit(l.quantity, unitWord(l.unit), i18n.language) })}</div>
                <Money fen={l.amount} />
                {l.amount !== l.payable && <div style={{ color: "#d4380d", fontSize: 12 }}>-{formatFen(l.amount - l.payable)}</div>}
              </div>
            </div>
          );
        })}
        {!!s.gifts.length && (
          <div data-testid="checkout-gifts">
            {s.gifts.map((g) => (
              <div key={g.specId} style={{ color: "#595959" }}>
                <ToneTag tone="volcano">{t("checkout.shop.gifts")}</ToneTag>
                {g.goodsName} {g.specName} × {g.quantity}
                {!g.available && <span style={{ marginLeft: 8 }}>({t("checkout.shop.giftGone")})</span>}
              </div>
            ))}
          </div>
        )}
        {!!s.promotions.length && (
          <div data-testid="checkout-promotions">
            {s.promotions.map((p) => (
              <div key={p.id}>
                <ToneTag tone="red">{t("checkout.shop.promotion")}</ToneTag>
                {p.name} <span style={{ color: "#d4380d" }}>-{formatFen(p.off)}</span>
              </div>
            ))}
          </div>
        )}
        {s.presale && (
          <Typography.Text type="warning">
            {t("checkout.shop.presale", { deposit: formatFen(s.presale.deposit), deduction: formatFen(s.presale.deduction), balance: formatFen(s.presale.balance), from: formatTime(s.presale.balanceFrom), to: formatTime(s.presale.balanceTo) })}
          </Typography.Text>
        )}
        <div style={{ display: "grid", gridTemplateColumns: "minmax(100px, auto) 1fr", gap: "8px 12px", alignItems: "center", borderTop: "1px dashed #f0f0f0", paddingTop: 12 }}>
          <span style={{ color: "#595959" }}>{t("checkout.shop.coupon")}</span>
          <div>
            <CouponSelect options={s.coupons} value={s.chosenCouponId} onChange={props.onCoupon} testId={`checkout-shop-coupon-${s.shopId}`} label={t("checkout.shop.coupon")} />
            {s.shopCoupon > 0 && <span style={{ color: "#d4380d", marginLeft: 8 }}>-{formatFen(s.shopCoupon)}</span>}
          </div>
          <label htmlFor={`remark-${s.shopId}`} style={{ color: "#595959" }}>
            {t("checkout.shop.remark")}
          </label>
          <Input id={`remark-${s.shopId}`} maxLength={200} value={props.remark} onChange={(e) => props.onRemark(e.target.value)} placeholder={t("checkout.shop.remarkPh")} data-testid={`checkout-remark-${s.shopId}`} />
          <span style={{ color: "#595959" }}>{t("checkout.shop.freight")}</span>
          <span>{s.freight ? formatFen(s.freight) : t("checkout.shop.freeFreight")}</span>
        </div>
        <div style={{ textAlign: "right" }}>
          {t("checkout.shop.subtotal")} <Money fen={s.payable} strong />
        </div>
      </div>
    </Card>
  );
}
