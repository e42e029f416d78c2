import { Typography } from "antd";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../kit/PageHeader";
import { AddLink } from "../../../kit/RowActions";
import { useIsExpert } from "./parts";
import { ExpertPlans, MinePlans, RecommendedPlans } from "./SchemeTables";
import { usePlanTexts } from "./texts";

const TABS = ["mine", "recommended", "expert"] as const;
type Tab = (typeof TABS)[number];

/** /farmingManage/plantPlan: my plans, with the recommended and expert schemes as tabs (?tab=). */
export default function PlanListPage() {
  const { d } = usePlanTexts();
  const [q, setQ] = useSearchParams();
  const isExpert = useIsExpert();
  const tab: Tab = (TABS as readonly string[]).includes(q.get("tab") ?? "") ? (q.get("tab") as Tab) : "mine";
  return (
    <div>
      <PageHeader
        tabs={[
          { name: "mine", label: d("plan.tabMine") },
          { name: "recommended", label: d("plan.tabRecommended") },
          { name: "expert", label: d("plan.tabExpert") },
        ]}
        active={tab}
        onChange={(name) => setQ(name === "mine" ? {} : { tab: name }, { replace: true })}
        extra={<AddLink to="/farmingManage/plantPlanAdd" testId="plan-add" />}
      />
      <Typography.Paragraph type="secondary">{d("plan.intro")}</Typography.Paragraph>
      {tab === "mine" && <MinePlans />}
      {tab === "recommended" && <RecommendedPlans />}
      {tab === "expert" && <ExpertPlans isExpert={isExpert} />}
    </div>
  );
}
