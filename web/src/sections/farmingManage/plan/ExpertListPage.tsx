import { Typography } from "antd";
import { PageHeader } from "../../../kit/PageHeader";
import { AddLink } from "../../../kit/RowActions";
import { useIsExpert } from "./parts";
import { ExpertPlans } from "./SchemeTables";
import { usePlanTexts } from "./texts";

/** /farmingManage/plantPlanExpert: the plans experts published, to adopt (an expert also manages their own here). */
export default function ExpertListPage() {
  const { d } = usePlanTexts();
  const isExpert = useIsExpert();
  return (
    <div>
      <PageHeader title={d("plan.tabExpert")} extra={isExpert ? <AddLink to="/farmingManage/plantPlanAdd?expert=1" testId="expert-add" /> : undefined} />
      <Typography.Paragraph type="secondary">{d("plan.expertHelp")}</Typography.Paragraph>
      <ExpertPlans isExpert={isExpert} />
    </div>
  );
}
