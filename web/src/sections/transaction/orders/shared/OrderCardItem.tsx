import type { OrderCard } from "@qinlian/contract";
import { Card, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatTime } from "../../../../kit/formatTime";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { formatFen, Money } from "../../../../kit/Money";
import { ToneTag } from "../../../../kit/ToneTag";
import { OrderCountdown } from "./Countdown";
import { OrderStateTag } from "./OrderStateTag";
import "./texts";

/** How many lines a card shows before "还有 n 种商品". */
export const CARD_LINES = 3;

export interface OrderCardItemProps {
  order: OrderCard;
  /** Where the order number and "订单详情" lead. */
  detailPath: string;
  /** The buttons (the screen decides them from `order.actions`). */
  actions?: ReactNode;
  /** Shows the buyer's name in the head (seller lists). */
  showBuyer?: boolean;
  /** More in the foot, left of the buttons (e.g. a seller's note). */
  extra?: ReactNode;
}

/**
 * One order in a list, as Chinese marketplaces show it: the head (shop or buyer, order number, time,
 * state), the lines (image, name, spec, price × quantity), the payable, the countdown that applies
 * (pay deadline while unpaid, auto-confirm while shipped) and the buttons.
 */
export function OrderCardItem({ order: o, detailPath, actions, showBuyer, extra }: OrderCardItemProps) {
  const { t } = useTranslation();
  const shown = o.lines.slice(0, CARD_LINES);
  const quantity = o.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <Card
      size="small"
      data-testid={`order-card-${o.id}`}
      style={{ marginBottom: 12 }}
      styles={{ header: { background: "#fafafa" } }}
      title={
        <div style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", alignItems: "center", fontWeight: 400, fontSize: 13, whiteSpace: "normal" }}>
          {showBuyer ? (
            <span>
              {t("orderShared.card.buyer")}: <b>{o.buyerName}</b>
            </span>
          ) : (
            <Link to={`/goods/shop/${o.shopId}`} style={{ fontWeight: 600, textDecoration: "underline" }}>
              {o.shopName}
            </Link>
          )}
          <span>
            {t("orderShared.card.orderNo")}: <Link to={detailPath} style={{ textDecoration: "underline" }}>{o.orderNo}</Link>
          </span>
          <span style={{ color: "#595959" }}>{formatTime(o.createdAt)}</span>
          {o.kind === "PRESALE" && <ToneTag tone="blue">{t("orderShared.card.presale")}</ToneTag>}
        </div>
      }
      extra={<OrderStateTag state={o.state} />}
    >
      <div style={{ display: "flex", flexWrap: "wrap", gap: 12, justifyContent: "space-between" }}>
        <div style={{ flex: "1 1 280px", minWidth: 0, display: "grid", gap: 8 }}>
          {shown.map((l) => (
            <div key={l.id} style={{ display: "flex", justifyContent: "space-between", gap: 12 }}>
              <GoodsThumb name={l.goodsName} image={l.image} sub={<>{l.specName}{l.isGift && <ToneTag tone="volcano">{t("orderShared.card.gift")}</ToneTag>}</>} />
              <span style={{ whiteSpace: "nowrap", color: "#595959" }}>
                {formatFen(l.unitPrice)} × {l.quantity}
              </span>
            </div>
          ))}
          {o.lineCount > shown.length && <Typography.Text type="secondary">{t("orderShared.card.moreLines", { n: o.lineCount - shown.length })}</Typography.Text>}
        </div>
        <div style={{ flex: "0 0 auto", textAlign: "right", minWidth: 140 }}>
          <div style={{ color: "#595959" }}>{t("orderShared.card.lineCount", { n: quantity })}</div>
          <div>
            {t("orderShared.card.payable")} <Money fen={o.payable} strong />
          </div>
          {o.freight > 0 && <div style={{ color: "#595959", fontSize: 12 }}>{t("orderShared.amounts.freight")} {formatFen(o.freight)}</div>}
        </div>
      </div>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 8, justifyContent: "space-between", alignItems: "center", marginTop: 12, borderTop: "1px solid #f0f0f0", paddingTop: 8 }}>
        <div style={{ display: "flex", gap: 12, flexWrap: "wrap", alignItems: "center" }}>
          {o.state === "UNPAID" && <OrderCountdown deadline={o.payDeadline} kind="pay" />}
          {o.state === "SENT" && <OrderCountdown deadline={o.autoConfirmAt} kind="confirm" />}
          {extra}
        </div>
        <div style={{ display: "flex", gap: 8, flexWrap: "wrap", justifyContent: "flex-end" }}>
          <Link to={detailPath} style={{ alignSelf: "center", textDecoration: "underline" }} data-testid="order-detail-link">
            {t("orderShared.card.detail")}
          </Link>
          {actions}
        </div>
      </div>
    </Card>
  );
}
