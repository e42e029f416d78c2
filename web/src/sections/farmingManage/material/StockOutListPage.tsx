import { MovementList } from "./MovementList";

/** /farmingManage/stockOutManage: stock-outs. */
export default function StockOutListPage() {
  return <MovementList kind="OUT" base="/farmingManage/stockOutManage" />;
}
