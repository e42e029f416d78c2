import { MovementBatchForm } from "./MovementBatchForm";

/** /farmingManage/stockOutManage/add: stock out (one line or several). */
export default function StockOutAddPage() {
  return <MovementBatchForm kind="OUT" back="/farmingManage/stockOutManage" />;
}
