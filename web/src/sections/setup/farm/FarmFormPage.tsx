import { useNavigate, useSearchParams } from "react-router";
import { useWorkTexts } from "../../farmingManage/work/texts";
import { afterFarmChange, FARM_BASE, farmPath } from "./FarmList";
import { ManufacturerForm } from "./ManufacturerForm";

/** /setup/farmList/add and /setup/farmList/update?id=: one farm's details, through the farm side's calls; saved → its detail. */
export default function FarmFormPage() {
  const { d } = useWorkTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? undefined;
  return (
    <ManufacturerForm
      id={id}
      side="farm"
      testId="farm"
      title={d(id ? "farm.editTitle" : "farm.addTitle")}
      initialType="BROILER_FARM"
      onBack={() => void navigate(FARM_BASE)}
      onSaved={async (saved) => {
        await afterFarmChange();
        void navigate(farmPath("detail", saved.id));
      }}
    />
  );
}
