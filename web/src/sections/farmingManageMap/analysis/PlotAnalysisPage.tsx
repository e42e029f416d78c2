import { analysisCodes, farmLand, type AnalysisCode } from "@qinlian/contract";
import { Button, Empty, Skeleton, Typography } from "antd";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { AnalysisView } from "../../farmingManage/analysis/AnalysisView";
import { useAnalysisTexts } from "../../farmingManage/analysis/texts";

/** /farmingManageMap/dataAnalysis/:id: the analyses of one plot (id = plot id), reached from the map. */
export default function PlotAnalysisPage() {
  const { d } = useAnalysisTexts();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const code: AnalysisCode = (analysisCodes as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as AnalysisCode) : "sz";
  const plot = useCall(farmLand.selById, { id }, { enabled: !!id, errBySelf: true });
  if (plot.isLoading) return <Skeleton active />;
  if (!plot.data)
    return (
      <Empty description={d("plotNotFound")}>
        <Button onClick={() => void navigate("/farmingManageMap/index")}>{d("backToMap")}</Button>
      </Empty>
    );
  return (
    <div>
      <PageHeader
        title={`${d("plotTitle")} · ${plot.data.name}`}
        extra={
          <Link to={`/farmingManageMap/landInfo?id=${encodeURIComponent(id)}`}>
            <Button>{d("backToMap")}</Button>
          </Link>
        }
      />
      <Typography.Paragraph type="secondary">{d("plotIntro")}</Typography.Paragraph>
      <PageHeader tabs={analysisCodes.map((c) => ({ name: c, label: d(`short.${c}`) }))} active={code} onChange={(c) => setParams({ tab: c }, { replace: true })} />
      <AnalysisView key={code} code={code} plotId={id} />
    </div>
  );
}
