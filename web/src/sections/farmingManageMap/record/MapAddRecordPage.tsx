import { useParams, useSearchParams } from "react-router";
import { RecordAddForm } from "../../farmingManage/record/RecordFormPage";
import { subjectKey } from "../../farmingManage/record/RecordFields";

/** /farmingManageMap/record/:type/add?plotId= — records of one type on the plot picked on the map. */
export default function MapAddRecordPage() {
  const { type = "" } = useParams();
  const [q] = useSearchParams();
  const plotId = q.get("plotId");
  return <RecordAddForm type={type} subject={plotId ? subjectKey("PLOT", plotId) : undefined} back={plotId ? `/farmingManageMap/record/${plotId}` : "/farmingManageMap/index"} />;
}
