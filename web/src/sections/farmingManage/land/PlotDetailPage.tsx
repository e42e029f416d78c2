import { farmLand, plotEvents, type SeasonView } from "@qinlian/contract";
import { Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Table, Timeline, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { Link, useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { PageHeader } from "../../../kit/PageHeader";
import { mu, PlotMapLazy, PlotStateActions, PlotStateTag } from "./parts";
import { editPath, historyPath, mapInfoPath, seasonAddPath } from "./paths";
import { seasonsText } from "./parts";
import { useLandTexts } from "./texts";

/** /farmingManage/farmlandsDetails/:id: one plot — its outline, details, current season, seasons and state history. */
export default function PlotDetailPage() {
  const { t, d } = useLandTexts();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const q = useCall(farmLand.selFarmingDetailByParam, { plotId: id }, { errBySelf: true });
  if (q.isLoading) return <Skeleton active />;
  if (!q.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate("/farmingManage/farmlands")}>{t("common.back")}</Button>
      </Empty>
    );
  const { plot, current, seasons, history } = q.data;
  const seasonColumns: ColumnsType<SeasonView> = [
    { title: d("season.crop"), key: "crop", render: (_, s) => `${s.crop}${s.variety ? ` · ${s.variety}` : ""}` },
    { title: d("season.period"), key: "period", render: (_, s) => `${s.startDate} ~ ${s.endDate ?? d("season.ongoing")}` },
    { title: d("season.actualYield"), key: "yield", render: (_, s) => (s.actualYield === null ? d("common.none") : `${s.actualYield} ${d(`units.${s.yieldUnit}`)}`) },
  ];
  return (
    <div data-testid="plot-detail">
      <PageHeader
        title={`${d("plot.detailTitle")} · ${plot.name}`}
        extra={
          <Space wrap size={0}>
            <PlotStateActions plot={plot} size="middle" />
            <Link to={editPath(plot.id)}>
              <Button type="link">{d("common.edit")}</Button>
            </Link>
            <Link to={mapInfoPath(plot.id)}>
              <Button type="link">{d("map.viewOnMap")}</Button>
            </Link>
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PlotMapLazy plots={[plot]} selectedId={plot.id} height={320} />
        </Col>
        <Col xs={24} lg={12}>
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={d("plot.state")}>
              <PlotStateTag state={plot.state} />
            </Descriptions.Item>
            <Descriptions.Item label={d("plot.area")}>{d("plot.areaText", { mu: mu(plot.areaMu), m2: plot.areaM2.toLocaleString() })}</Descriptions.Item>
            <Descriptions.Item label={d("plot.use")}>{d(`uses.${plot.use}`)}</Descriptions.Item>
            <Descriptions.Item label={d("plot.crop")}>{plot.crop ?? d("common.none")}</Descriptions.Item>
            <Descriptions.Item label={d("plot.county")}>{plot.areaName}</Descriptions.Item>
            <Descriptions.Item label={d("plot.center")}>{`${plot.centerLng.toFixed(6)}, ${plot.centerLat.toFixed(6)}`}</Descriptions.Item>
            <Descriptions.Item label={d("plot.soilType")}>{plot.soilType ? d(`soils.${plot.soilType}`) : d("common.none")}</Descriptions.Item>
            <Descriptions.Item label={d("plot.irrigation")}>{plot.irrigation ? d(`irrigations.${plot.irrigation}`) : d("common.none")}</Descriptions.Item>
            <Descriptions.Item label={d("plot.manager")}>{plot.managerName ?? d("common.none")}</Descriptions.Item>
            {plot.note && <Descriptions.Item label={d("plot.note")}>{plot.note}</Descriptions.Item>}
          </Descriptions>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            size="small"
            title={d("plot.history")}
            extra={
              <Space size={0}>
                {plot.state !== "ARCHIVED" && (
                  <Link to={seasonAddPath(plot)}>
                    <Button type="link" size="small" data-testid="season-add">
                      {d("common.add")}
                    </Button>
                  </Link>
                )}
                <Link to={historyPath(plot)}>
                  <Button type="link" size="small">
                    {seasonsText(d, seasons.length)}
                  </Button>
                </Link>
              </Space>
            }
          >
            <Typography.Paragraph>
              {current ? d("plot.currentSince", { label: d("plot.current"), crop: `${current.crop}${current.variety ? ` · ${current.variety}` : ""}`, start: current.startDate, days: d("season.days", { n: current.days }) }) : d("plot.noCurrent")}
            </Typography.Paragraph>
            <Table<SeasonView> size="small" rowKey="id" columns={seasonColumns} dataSource={seasons.slice(0, 5)} pagination={false} scroll={{ x: "max-content" }} locale={{ emptyText: <Empty description={d("season.empty")} /> }} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={d("plot.stateHistory")}>
            <Timeline
              data-testid="plot-history"
              items={history.map((h) => ({
                key: h.id,
                children: (
                  <>
                    <div>
                      {(plotEvents as readonly string[]).includes(h.event) ? d(`events.${h.event}`) : ["create", "delete"].includes(h.event) ? d(`recorded.${h.event}`) : h.eventLabel}
                      {h.actorName ? ` · ${h.actorName}` : ""}
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatTime(h.createdAt)}
                      {h.reason ? ` · ${h.reason}` : ""}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
