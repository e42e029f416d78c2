import { useLocation } from "react-router";
import { MovementBatchForm } from "./MovementBatchForm";

/** /farmingManage/stockIntoManage/add (and /stockManage/add): stock in, several lines at once. */
export default function StockIntoAddPage() {
  const { pathname } = useLocation();
  return <MovementBatchForm kind="IN" back={pathname.replace(/\/add$/, "")} />;
}
