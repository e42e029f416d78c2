import { useParams } from "react-router";
import { SchemeDetail } from "./SchemeDetail";

/** /farmingManage/plantPlanExpert/:infoId: an expert's plan, with 采用 (choose a batch or plot and a start date). */
export default function ExpertDetailPage() {
  const { infoId = "" } = useParams();
  return <SchemeDetail id={infoId} backTo="/farmingManage/plantPlanExpert" />;
}
