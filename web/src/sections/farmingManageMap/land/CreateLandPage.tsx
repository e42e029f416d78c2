import { useNavigate } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { PlotForm } from "../../farmingManage/land/PlotForm";
import { useLandTexts } from "../../farmingManage/land/texts";

/** /farmingManageMap/createLand: draw a polygon or circle (area shown live), then fill in the plot's details. */
export default function CreateLandPage() {
  const { d } = useLandTexts();
  const navigate = useNavigate();
  return (
    <div>
      <PageHeader title={d("map.createTitle")} />
      <PlotForm
        mapHeight="min(60vh, 560px)"
        onDone={(p) => void navigate(`/farmingManageMap/landInfo?id=${encodeURIComponent(p.id)}`)}
        onCancel={() => void navigate("/farmingManageMap/index")}
      />
    </div>
  );
}
