import type { OrderLineView } from "@qinlian/contract";
import { Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { GoodsThumb } from "../../../../kit/GoodsThumb";
import { Money } from "../../../../kit/Money";
import { ScrollableTable } from "../../../../kit/SearchBar";
import { ToneTag } from "../../../../kit/ToneTag";
import { useUnitWord, withUnit } from "./useUnitWord";
import "./texts";

/** The discounts on one line: promotions, coupons, less the seller's price change (positive = cheaper). */
export const lineDiscount = (l: Pick<OrderLineView, "discount" | "reduction" | "shopCoupon" | "platformCoupon">): number => l.discount + l.reduction + l.shopCoupon + l.platformCoupon;

/** An order's lines: goods (image, name, spec), unit price, quantity, amount, discounts, what is paid for it. */
export function OrderLinesTable({ lines, showEvaluated }: { lines: OrderLineView[]; showEvaluated?: boolean }) {
  const { t, i18n } = useTranslation();
  const unitWord = useUnitWord();
  const columns: TableColumnsType<OrderLineView> = [
    {
      title: t("orderShared.lines.goods"),
      key: "goods",
      render: (_, l) => (
        <GoodsThumb
          name={l.goodsName}
          image={l.image}
          sub={
            <>
              {l.specName}
              {l.isGift && <ToneTag tone="volcano">{t("orderShared.card.gift")}</ToneTag>}
              {showEvaluated && l.evaluated && <ToneTag tone="success">{t("orderShared.lines.evaluated")}</ToneTag>}
            </>
          }
        />
      ),
    },
    { title: t("orderShared.lines.unitPrice"), key: "unitPrice", align: "right", render: (_, l) => <Money fen={l.unitPrice} /> },
    { title: t("orderShared.lines.quantity"), key: "quantity", align: "right", render: (_, l) => withUnit(l.quantity, unitWord(l.unit), i18n.language) },
    { title: t("orderShared.lines.amount"), key: "amount", align: "right", render: (_, l) => <Money fen={l.amount} /> },
    { title: t("orderShared.lines.discount"), key: "discount", align: "right", render: (_, l) => (lineDiscount(l) ? <Money fen={-lineDiscount(l)} /> : "-") },
    { title: t("orderShared.lines.payable"), key: "payable", align: "right", render: (_, l) => <Money fen={l.payable} strong /> },
  ];
  return (
    <ScrollableTable>
      <Table<OrderLineView> data-testid="order-lines" rowKey="id" size="small" pagination={false} columns={columns} dataSource={lines} scroll={{ x: 640 }} />
    </ScrollableTable>
  );
}
