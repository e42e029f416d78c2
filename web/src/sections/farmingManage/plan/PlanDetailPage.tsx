import { useSearchParams } from "react-router";
import { PLAN_LIST } from "./parts";
import { SchemeDetail } from "./SchemeDetail";

/** /farmingManage/plantPlanDetail?id=: a plan (mine, recommended or expert) and its steps. */
export default function PlanDetailPage() {
  const [q] = useSearchParams();
  return <SchemeDetail id={q.get("id") ?? ""} backTo={PLAN_LIST} />;
}
