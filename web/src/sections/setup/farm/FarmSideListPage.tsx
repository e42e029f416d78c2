import { useWorkTexts } from "../../farmingManage/work/texts";
import { FarmList } from "./FarmList";

/** /farmingManage/farmList: the same farms from the farm side; 设为默认 switches every farm screen to that farm. */
export default function FarmSideListPage() {
  const { d } = useWorkTexts();
  return <FarmList title={d("farm.title")} listKey="farmingManage.farmList" />;
}
