import { farmLand } from "@qinlian/contract";
import { Button } from "antd";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { TraceList } from "../../farmingManage/trace/TraceList";
import { useTraceTexts } from "../../farmingManage/trace/texts";

/** /farmingManageMap/backManage/:id — the traces of one plot's batches, opened from the map. */
export default function PlotTracePage() {
  const { id = "" } = useParams();
  const { d } = useTraceTexts();
  const plot = useCall(farmLand.selById, { id }, { enabled: !!id, errBySelf: true });
  const name = plot.data?.name ?? "";
  return (
    <div>
      <PageHeader
        title={`${d("plotTitle")}${name ? ` · ${name}` : ""}`}
        extra={
          <Link to="/farmingManageMap/index">
            <Button>{d("backToMap")}</Button>
          </Link>
        }
      />
      <TraceList plotId={id} />
    </div>
  );
}
