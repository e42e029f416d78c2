import type { OrderDetail } from "@qinlian/contract";
import { useTranslation } from "react-i18next";
import { formatFen } from "../../../../kit/Money";
import "./texts";

export type AmountsOf = Pick<OrderDetail, "goodsAmount" | "discount" | "reduction" | "shopCoupon" | "platformCoupon" | "freight" | "adjust" | "payable" | "paidAmount"> &
  Partial<Pick<OrderDetail, "platformFee" | "sellerReceives" | "presale">>;

export interface AmountRow {
  key: string;
  fen: number;
  /** Shown as a deduction (−¥…). */
  minus?: boolean;
  strong?: boolean;
}

/**
 * The rows of an order's amounts, in the order they apply (goods → promotions → coupons → freight →
 * the seller's price change → payable → paid); discounts that are zero are left out. The seller also
 * sees the platform fee and what settles to the shop.
 */
export function amountRows(o: AmountsOf, role: "BUYER" | "SELLER" = "BUYER"): AmountRow[] {
  const rows: AmountRow[] = [{ key: "goods", fen: o.goodsAmount }];
  for (const key of ["discount", "reduction", "shopCoupon", "platformCoupon"] as const) if (o[key]) rows.push({ key, fen: o[key], minus: true });
  rows.push({ key: "freight", fen: o.freight });
  if (o.adjust) rows.push({ key: "adjust", fen: o.adjust });
  if (o.presale) {
    rows.push({ key: "deposit", fen: o.presale.deposit });
    if (o.presale.deduction) rows.push({ key: "deduction", fen: o.presale.deduction });
    rows.push({ key: "balance", fen: o.presale.balance });
  }
  rows.push({ key: "payable", fen: o.payable, strong: true });
  if (o.paidAmount) rows.push({ key: "paid", fen: o.paidAmount, strong: true });
  if (role === "SELLER" && o.platformFee != null) rows.push({ key: "platformFee", fen: o.platformFee, minus: true });
  if (role === "SELLER" && o.sellerReceives != null) rows.push({ key: "sellerReceives", fen: o.sellerReceives });
  return rows;
}

/** An order's amounts as label–value rows, right-aligned like a receipt. */
export function OrderAmounts({ order, role = "BUYER" }: { order: AmountsOf; role?: "BUYER" | "SELLER" }) {
  const { t } = useTranslation();
  return (
    <div data-testid="order-amounts" style={{ display: "grid", gridTemplateColumns: "1fr auto", gap: "4px 24px", maxWidth: 360, marginLeft: "auto" }}>
      {amountRows(order, role).map((r) => (
        <div key={r.key} style={{ display: "contents" }} data-testid={`amount-${r.key}`}>
          <span style={{ color: "#595959", textAlign: "right" }}>{t(`orderShared.amounts.${r.key}`)}</span>
          <span style={{ textAlign: "right", fontWeight: r.strong ? 600 : undefined, color: r.strong ? "#d4380d" : undefined }}>
            {r.minus ? `-${formatFen(r.fen)}` : r.key === "adjust" && r.fen > 0 ? `+${formatFen(r.fen)}` : formatFen(r.fen)}
          </span>
        </div>
      ))}
    </div>
  );
}
