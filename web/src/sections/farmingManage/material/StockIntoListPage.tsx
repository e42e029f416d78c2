import { MovementList } from "./MovementList";

/** /farmingManage/stockIntoManage: stock-ins. */
export default function StockIntoListPage() {
  return <MovementList kind="IN" base="/farmingManage/stockIntoManage" />;
}
