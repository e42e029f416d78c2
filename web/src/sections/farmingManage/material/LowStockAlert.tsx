import { farmMaterial } from "@qinlian/contract";
import { Alert } from "antd";
import { useCall } from "../../../api";
import { qtyText } from "./parts";
import { useMaterialTexts } from "./texts";

/** The low-stock warning: materials whose total stock is below their threshold (none → nothing). */
export function LowStockAlert() {
  const { d } = useMaterialTexts();
  const q = useCall(farmMaterial.materialSelListByParam, { lowOnly: true });
  const low = q.data ?? [];
  if (!low.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="low-stock-alert"
      message={d("material.lowAlert", { names: low.map((m) => `${m.name}（${qtyText(m.stock, m.unit)} / ${qtyText(m.lowStock, m.unit)}）`).join("、") })}
    />
  );
}
