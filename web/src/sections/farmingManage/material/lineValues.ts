import type { MovementKind, MovementLine } from "@qinlian/contract";
import type { Dayjs } from "dayjs";

/** A line as the form holds it (a Dayjs date, optional texts). */
export interface LineValues {
  materialId: string;
  storeId: string;
  batchNo?: string | null;
  quantity: number;
  date: Dayjs;
  unitCostFen?: number | null;
  supplier?: string | null;
  purpose?: MovementLine["purpose"];
  rangeId?: string | null;
  operator?: string | null;
  note?: string | null;
}

const text = (v?: string | null) => v?.trim() || null;

/** The call's line from the form's (dates as YYYY-MM-DD, empty texts as null, fields of the other kind left out). */
export function lineOf(kind: MovementKind, v: LineValues): MovementLine {
  return {
    materialId: v.materialId,
    storeId: v.storeId,
    batchNo: text(v.batchNo),
    quantity: v.quantity,
    date: v.date.format("YYYY-MM-DD"),
    operator: text(v.operator),
    note: text(v.note),
    ...(kind === "IN" ? { unitCostFen: v.unitCostFen ?? null, supplier: text(v.supplier) } : { purpose: v.purpose ?? null, rangeId: v.rangeId ?? null, supplier: null }),
  };
}
