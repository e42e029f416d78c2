import { points, type PointEntry, type PointKind } from "@qinlian/contract";
import { Card, Col, DatePicker, Form, Row, Select, Statistic, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs, { type Dayjs } from "dayjs";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { routeExists } from "../../../app/sections";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { PageHeader } from "../../../kit/PageHeader";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useDataTexts } from "./texts";

/** /setup/wdjf: the points balance and the ledger entries. */
export default function MyPointsPage() {
  const { d, lang } = useDataTexts();
  const [form] = Form.useForm<{ kind?: PointKind; dates?: [Dayjs, Dayjs] | null }>();
  const sum = useCall(points.selMyPoint, {});
  const list = usePagedCall(points.myPointList, "setup.points");

  const columns: ColumnsType<PointEntry> = [
    { title: d("points.time"), dataIndex: "createdAt", width: 170, render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm") },
    {
      title: d("points.change"),
      dataIndex: "change",
      width: 110,
      render: (v: number) => <Typography.Text type={v > 0 ? "success" : "danger"}>{v > 0 ? `+${v}` : v}</Typography.Text>,
    },
    { title: d("points.balanceAfter"), dataIndex: "balanceAfter", width: 110 },
    { title: d("points.source"), key: "rule", render: (_, e) => (lang === "en" ? e.ruleNameEn : e.ruleName) ?? e.bizType ?? "-" },
    { title: d("points.remark"), dataIndex: "remark", render: (v: string | null) => v ?? "-" },
  ];

  return (
    <div>
      <PageHeader
        title={d("points.title")}
        extra={routeExists("/setup/point") && <Link to="/setup/point">{d("points.rulesLink")}</Link>}
      />
      {sum.isError ? (
        <LoadFailed onRetry={() => void sum.refetch()} />
      ) : (
        <Row gutter={16} style={{ marginBottom: 16 }} data-testid="points-summary">
          <Col span={8}>
            <Card size="small">
              <Statistic title={d("points.balance")} value={sum.data?.balance ?? 0} loading={sum.isLoading} valueStyle={{ color: "#d4380d" }} />
            </Card>
          </Col>
          <Col span={8}>
            <Card size="small">
              <Statistic title={d("points.earned")} value={sum.data?.totalEarned ?? 0} loading={sum.isLoading} />
            </Card>
          </Col>
          <Col span={8}>
            <Card size="small">
              <Statistic title={d("points.spent")} value={sum.data?.totalSpent ?? 0} loading={sum.isLoading} />
            </Card>
          </Col>
        </Row>
      )}
      <SearchBar form={form} testId="points" onSearch={(v) => list.search({ kind: v.kind, startDate: v.dates?.[0]?.format("YYYY-MM-DD"), endDate: v.dates?.[1]?.format("YYYY-MM-DD") })}>
        <Form.Item name="kind">
          <Select
            allowClear
            placeholder={d("points.kind")}
            aria-label={d("points.kind")}
            style={{ width: 120 }}
            options={(["EARN", "SPEND"] as const).map((k) => ({ value: k, label: d(`points.kinds.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker disabledDate={(x) => x.isAfter(dayjs(), "day")} />
        </Form.Item>
      </SearchBar>
      <PagedTable<PointEntry> data-testid="points-table" rowKey="id" columns={columns} list={list} emptyText={d("points.empty")} />
    </div>
  );
}
