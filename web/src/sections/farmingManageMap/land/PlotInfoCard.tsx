import type { PlotView } from "@qinlian/contract";
import { Button, Card, Descriptions, Space } from "antd";
import { Link } from "react-router";
import { mu, PlotStateActions, PlotStateTag } from "../../farmingManage/land/parts";
import { detailPath, editPath, historyPath } from "../../farmingManage/land/paths";
import { seasonsText } from "../../farmingManage/land/parts";
import { useLandTexts } from "../../farmingManage/land/texts";
import { PlotWorkLinks } from "../work/PlotWorkLinks";

/** A plot's essentials beside the map, with links to its screens and its state moves. */
export function PlotInfoCard({ plot, extra }: { plot: PlotView; extra?: React.ReactNode }) {
  const { d } = useLandTexts();
  return (
    <Card size="small" title={plot.name} extra={<PlotStateTag state={plot.state} />} data-testid="plot-info">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={d("plot.area")}>{d("plot.areaText", { mu: mu(plot.areaMu), m2: plot.areaM2.toLocaleString() })}</Descriptions.Item>
        <Descriptions.Item label={d("plot.crop")}>{plot.crop ?? d("common.none")}</Descriptions.Item>
        <Descriptions.Item label={d("plot.use")}>{d(`uses.${plot.use}`)}</Descriptions.Item>
        <Descriptions.Item label={d("plot.county")}>{plot.areaName}</Descriptions.Item>
        <Descriptions.Item label={d("plot.manager")}>{plot.managerName ?? d("common.none")}</Descriptions.Item>
        <Descriptions.Item label={d("plot.seasons")}>
          <Link to={historyPath(plot)}>{seasonsText(d, plot.seasonCount)}</Link>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap size={0}>
        <Link to={detailPath(plot.id)}>
          <Button type="link" size="small" data-testid="plot-info-detail">
            {d("map.openDetail")}
          </Button>
        </Link>
        <Link to={`/farmingManageMap/record/${encodeURIComponent(plot.id)}`}>
          <Button type="link" size="small">
            {d("map.openRecords")}
          </Button>
        </Link>
        <Link to={`/farmingManageMap/dataAnalysis/${encodeURIComponent(plot.id)}`}>
          <Button type="link" size="small">
            {d("map.openAnalysis")}
          </Button>
        </Link>
        <PlotWorkLinks plotId={plot.id} />
        <Link to={editPath(plot.id)}>
          <Button type="link" size="small">
            {d("common.edit")}
          </Button>
        </Link>
        <PlotStateActions plot={plot} />
        {extra}
      </Space>
    </Card>
  );
}
