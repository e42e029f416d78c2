import { farmWork, formatQty, type FarmSummary } from "@qinlian/contract";
import { AlertOutlined, EnvironmentOutlined, FileTextOutlined, InboxOutlined, LineChartOutlined, ScheduleOutlined } from "@ant-design/icons";
import { unitText } from "../../../kit/units";
import { Alert, Button, Card, Col, Empty, List, Row, Skeleton, Space, Statistic, Typography } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { FindingTag, WorkStateTag, workTitle } from "../work/parts";
import { useWorkTexts } from "../work/texts";
import { WorkActions } from "../work/WorkActions";
import { RemindersSlot } from "./RemindersSlot";

const tile: React.CSSProperties = { background: "#fafafa", borderRadius: 8, padding: "12px 16px", height: "100%" };

function Tile({ title, value, sub, to, testId }: { title: string; value: ReactNode; sub?: ReactNode; to: string; testId: string }) {
  const body = (
    <div style={tile} data-testid={testId}>
      <Statistic title={title} value={value as string} valueStyle={{ fontSize: 22 }} />
      {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </div>
  );
  return routeExists(to) ? (
    <Link to={to} style={{ color: "inherit", display: "block", height: "100%" }}>
      {body}
    </Link>
  ) : (
    body
  );
}

const more = (to: string, label: string) => (routeExists(to) ? <Link to={to}>{label}</Link> : null);

/** /farmingManage/index: the current farm at a glance, with links into each area. */
export default function FarmHomePage() {
  const { d } = useWorkTexts();
  const q = useCall(farmWork.farmSummary, {});
  if (q.isLoading) return <Skeleton active />;
  if (q.isError || !q.data) return <LoadFailed onRetry={() => void q.refetch()} />;
  const s: FarmSummary = q.data;
  const shortcuts = [
    { to: "/farmingManage/farmingWorking/update/new", label: d("home.addWork"), icon: <ScheduleOutlined /> },
    { to: "/farmingManage/watchLogs/add", label: d("home.addWatch"), icon: <AlertOutlined /> },
    { to: "/farmingManage/growLogsAdd", label: d("home.addGrow"), icon: <LineChartOutlined /> },
    { to: "/farmingManage/record/FEED", label: d("home.records"), icon: <FileTextOutlined /> },
    { to: "/farmingManageMap/index", label: d("home.map"), icon: <EnvironmentOutlined /> },
    { to: "/farmingManage/stockManage", label: d("home.stock"), icon: <InboxOutlined /> },
  ].filter((x) => routeExists(x.to));

  return (
    <div data-testid="farm-home">
      <PageHeader
        title={s.farm.name}
        extra={
          <Space wrap>
            {more("/farmingManage/farmList", d("home.farmList"))}
          </Space>
        }
      />
      <Typography.Paragraph type="secondary">
        {s.farm.areaName}
        {s.farm.areaMu !== null && ` · ${d("home.mu", { n: s.farm.areaMu })}`}
        {s.farm.stockOnHand !== null && ` · ${d("home.stockOnHand", { n: s.farm.stockOnHand.toLocaleString() })}`}
      </Typography.Paragraph>

      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        <Col xs={12} md={6}>
          <Tile testId="home-plots" title={d("home.plots")} value={s.plots.count} sub={`${d("home.mu", { n: s.plots.areaMu })} · ${d("home.growing", { n: s.plots.growing })}`} to="/farmingManage/farmlands" />
        </Col>
        <Col xs={12} md={6}>
          <Tile testId="home-batches" title={d("home.batches")} value={s.batches.open} to="/farmingManage/record/FEED" />
        </Col>
        <Col xs={12} md={6}>
          <Tile
            testId="home-work"
            title={d("work.title")}
            value={s.work.todo + s.work.doing}
            sub={d("home.workCounts", { todo: s.work.todo, doing: s.work.doing, overdue: s.work.overdue })}
            to="/farmingManage/farmingWorking"
          />
        </Col>
        <Col xs={12} md={6}>
          <Tile testId="home-issues" title={d("home.issues")} value={s.watch.openIssues} to="/farmingManage/watchLogs" />
        </Col>
      </Row>

      {s.lowStock.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="home-low-stock"
          message={d("home.lowStock")}
          description={s.lowStock.map((m) => `${m.name}：${d("home.lowLine", { stock: formatQty(m.stock), low: formatQty(m.lowStock), unit: unitText(m.unit) })}`).join("；")}
          action={more("/farmingManage/stockManage", d("common.viewAll"))}
        />
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card size="small" title={d("home.work")} extra={more("/farmingManage/farmingWorking", d("common.viewAll"))} style={{ marginBottom: 16 }} data-testid="home-today">
            {s.work.today.length ? (
              <List
                dataSource={s.work.today}
                renderItem={(w) => (
                  <List.Item actions={[<WorkActions key="a" work={w} />]}>
                    <List.Item.Meta
                      title={
                        <Space wrap size={4}>
                          <Link to={`/farmingManage/farmingWorking/details?id=${encodeURIComponent(w.id)}`}>{workTitle(w, d)}</Link>
                          <WorkStateTag state={w.state} overdue={w.overdue} />
                        </Space>
                      }
                      description={`${w.subjectName} · ${w.planDate}${w.assigneeName ? ` · ${w.assigneeName}` : ""}`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d("home.workNone")} />
            )}
          </Card>
          <Card size="small" title={d("home.watch")} extra={more("/farmingManage/watchLogs", d("common.viewAll"))} data-testid="home-watch">
            {s.watch.recent.length ? (
              <List
                dataSource={s.watch.recent}
                renderItem={(w) => (
                  <List.Item>
                    <List.Item.Meta
                      title={
                        <Space wrap size={4}>
                          <span>{w.subjectName}</span>
                          <FindingTag finding={w.finding} resolved={w.resolved} />
                        </Space>
                      }
                      description={`${w.logDate} · ${w.inspector}${w.description ? ` · ${w.description}` : ""}`}
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d("home.watchNone")} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Space direction="vertical" size={16} style={{ width: "100%" }}>
            <RemindersSlot />
            <Card size="small" title={d("home.batches")} data-testid="home-batch-list">
              {s.batches.list.length ? (
                <List
                  size="small"
                  dataSource={s.batches.list}
                  renderItem={(b) => (
                    <List.Item extra={b.alive !== null ? <Typography.Text type="secondary">{d("home.alive", { n: b.alive.toLocaleString() })}</Typography.Text> : null}>
                      <List.Item.Meta title={b.name} description={d("home.batchLine", { place: b.placeName, age: b.ageDays })} />
                    </List.Item>
                  )}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
              )}
            </Card>
            <Card size="small" title={d("home.shortcuts")}>
              <Row gutter={[8, 8]}>
                {shortcuts.map((x) => (
                  <Col span={12} key={x.to}>
                    <Link to={x.to}>
                      <Button block icon={x.icon}>
                        {x.label}
                      </Button>
                    </Link>
                  </Col>
                ))}
              </Row>
            </Card>
          </Space>
        </Col>
      </Row>
    </div>
  );
}
