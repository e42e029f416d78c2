import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { MoneyInput } from "../../../kit/MoneyInput";
import type { PriceCell, usePriceEdits } from "./priceEdits";
import "./texts";

/** One editable customer price (empty = no customer price; the list price shows as the hint). */
export function PriceCellInput({ cell, edits }: { cell: PriceCell; edits: ReturnType<typeof usePriceEdits> }) {
  const { t } = useTranslation();
  const err = edits.error(cell);
  return (
    <Tooltip title={err ? t(`goodsSeller.cp.e_${err}`) : undefined} open={err ? undefined : false}>
      <MoneyInput
        size="small"
        style={{ width: 120 }}
        status={err ? "error" : undefined}
        placeholder={(cell.listPrice / 100).toFixed(2)}
        value={edits.value(cell)}
        onChange={(v) => edits.set(cell, v)}
        data-testid="cust-price-cell"
      />
    </Tooltip>
  );
}
