import { useNavigate, useParams } from "react-router";
import { invalidateCalls } from "../../../kit/invalidate";
import { ManufacturerForm } from "../farm/ManufacturerForm";
import { manufacturerReads } from "./ManufacturerListPage";
import { useDataTexts } from "./texts";

const LIST = "/setup/manufacturerList";

/** /setup/manufacturerList/add and /update/:id: one farm's details; saved → the list. */
export default function ManufacturerFormPage() {
  const { d } = useDataTexts();
  const navigate = useNavigate();
  const { id } = useParams();
  return (
    <ManufacturerForm
      id={id}
      side="manage"
      testId="mfr"
      title={d(id ? "mfr.editTitle" : "mfr.addTitle")}
      initialType="LAYER_FARM"
      onBack={() => void navigate(LIST)}
      onSaved={async () => {
        await invalidateCalls(...manufacturerReads);
        void navigate(LIST);
      }}
    />
  );
}
