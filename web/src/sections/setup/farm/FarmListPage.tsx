import { useWorkTexts } from "../../farmingManage/work/texts";
import { FarmList } from "./FarmList";

/** /setup/farmList: the identity's farms. */
export default function FarmListPage() {
  const { d } = useWorkTexts();
  return <FarmList title={d("farm.setupTitle")} listKey="setup.farmList" />;
}
