import { farmLand } from "@qinlian/contract";
import { Button, Col, Empty, Row, Skeleton } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { PageHeader } from "../../../kit/PageHeader";
import { PlotMapLazy } from "../../farmingManage/land/parts";
import { useLandTexts } from "../../farmingManage/land/texts";
import { PlotInfoCard } from "./PlotInfoCard";

/** /farmingManageMap/landInfo?id=: one plot on the map (the farm's other plots around it) with its card. */
export default function LandInfoPage() {
  const { t, d } = useLandTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const plot = useCall(farmLand.selById, { id }, { enabled: !!id, errBySelf: true });
  const all = useCall(farmLand.selListByParam, {});
  if (id && plot.isLoading) return <Skeleton active />;
  if (!plot.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate("/farmingManageMap/index")}>{t("common.back")}</Button>
      </Empty>
    );
  const p = plot.data;
  const plots = [p, ...(all.data ?? []).filter((x) => x.id !== p.id)];
  return (
    <div>
      <PageHeader
        title={`${d("map.infoTitle")} · ${p.name}`}
        extra={
          <Link to="/farmingManageMap/index">
            <Button>{d("map.title")}</Button>
          </Link>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <PlotMapLazy plots={plots} selectedId={p.id} onSelect={(x) => x.id !== p.id && void navigate(`/farmingManageMap/landInfo?id=${encodeURIComponent(x.id)}`)} height="calc(100vh - 260px)" />
        </Col>
        <Col xs={24} lg={8}>
          <PlotInfoCard plot={p} />
        </Col>
      </Row>
    </div>
  );
}
