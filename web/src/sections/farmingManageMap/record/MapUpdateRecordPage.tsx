import { useSearchParams } from "react-router";
import { RecordEditForm } from "../../farmingManage/record/RecordFormPage";

/** /farmingManageMap/record/:type/update?id=&plotId= — edit a record from the map (the spec's path has no id segment). */
export default function MapUpdateRecordPage() {
  const [q] = useSearchParams();
  const plotId = q.get("plotId");
  return <RecordEditForm id={q.get("id") ?? ""} back={plotId ? `/farmingManageMap/record/${plotId}` : "/farmingManageMap/index"} />;
}
