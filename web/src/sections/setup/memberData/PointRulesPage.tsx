import { points, type PointKind, type PointRule } from "@qinlian/contract";
import { Card, Empty, Input, Skeleton, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useCall } from "../../../api";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { useDataTexts } from "./texts";

/** /setup/point: how points are earned and used (the platform's rules). */
export default function PointRulesPage() {
  const { d, lang } = useDataTexts();
  const [keyword, setKeyword] = useState("");
  const q = useCall(points.selRegularListByParam, keyword ? { keyword } : {}, { staleTime: 10 * 60_000 });
  const en = lang === "en";

  const columns: ColumnsType<PointRule> = [
    { title: d("rules.rule"), key: "name", width: 160, render: (_, r) => (en ? r.nameEn : r.name) },
    { title: d("rules.points"), key: "points", width: 170, render: (_, r) => <Typography.Text strong>{d(`rules.units.${r.kind === "SPEND" && r.unit === "PER_YUAN" ? "SPEND_PER_YUAN" : r.unit}`, { n: r.points })}</Typography.Text> },
    { title: d("rules.dailyLimit"), dataIndex: "dailyLimit", width: 110, render: (v: number | null) => v ?? d("rules.noLimit") },
    { title: d("rules.description"), key: "description", render: (_, r) => (en ? r.descriptionEn : r.description) },
  ];

  const block = (kind: PointKind) => {
    const rows = (q.data ?? []).filter((r) => r.kind === kind);
    return (
      <Card size="small" title={d(kind === "EARN" ? "rules.earn" : "rules.spend")} style={{ marginBottom: 16 }} data-testid={`rules-${kind}`}>
        <Table<PointRule> scroll={{ x: "max-content" }} rowKey="code" size="small" columns={columns} dataSource={rows} pagination={{ pageSize: 20, hideOnSinglePage: true }} locale={{ emptyText: <Empty description={d("rules.empty")} /> }} />
      </Card>
    );
  };

  return (
    <div>
      <PageHeader
        title={d("rules.title")}
        extra={<Input.Search allowClear placeholder={d("rules.searchPlaceholder")} onSearch={(v) => setKeyword(v.trim().slice(0, 20))} style={{ width: 220 }} data-testid="rules-search" />}
      />
      <Typography.Paragraph type="secondary">{d("rules.intro")}</Typography.Paragraph>
      {q.isLoading ? (
        <Skeleton active />
      ) : q.isError ? (
        <LoadFailed onRetry={() => void q.refetch()} />
      ) : (
        <>
          {block("EARN")}
          {block("SPEND")}
        </>
      )}
    </div>
  );
}
