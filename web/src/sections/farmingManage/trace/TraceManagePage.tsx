import { Typography } from "antd";
import { PageHeader } from "../../../kit/PageHeader";
import { TraceList } from "./TraceList";
import { useTraceTexts } from "./texts";

/** /farmingManage/backManage — the farm's traces (溯源管理). */
export default function TraceManagePage() {
  const { d } = useTraceTexts();
  return (
    <div>
      <PageHeader title={d("title")} />
      <Typography.Paragraph type="secondary">{d("intro")}</Typography.Paragraph>
      <TraceList />
    </div>
  );
}
