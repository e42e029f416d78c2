import { farmPlan, type SchemeView } from "@qinlian/contract";
import { Button, Card, Descriptions, Empty, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { PageHeader } from "../../../kit/PageHeader";
import { AdoptModal, CategoryTag, editPath, StepsTimeline } from "./parts";
import { usePlanTexts } from "./texts";

/** A scheme's details and steps, with 采用 (and 编辑 when it is the caller's). */
export function SchemeDetail({ id, backTo }: { id: string; backTo: string }) {
  const { d } = usePlanTexts();
  const navigate = useNavigate();
  const q = useCall(farmPlan.selById, { id }, { enabled: !!id, errBySelf: true });
  const [adopting, setAdopting] = useState<SchemeView | null>(null);
  const back = () => void navigate(backTo);
  if (id && q.isLoading) return <Skeleton active />;
  const s = q.data;
  if (!s)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={back}>{d("common.back")}</Button>
      </Empty>
    );
  return (
    <div data-testid="plan-detail">
      <PageHeader
        title={s.name}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => setAdopting(s)} data-testid="plan-detail-use">
              {d("plan.use")}
            </Button>
            {s.mine && (
              <Link to={editPath(s.id)}>
                <Button>{d("common.edit")}</Button>
              </Link>
            )}
            <Button onClick={back}>{d("common.back")}</Button>
          </Space>
        }
      />
      <Card size="small" style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
          <Descriptions.Item label={d("common.category")}>
            <CategoryTag category={s.category} />
          </Descriptions.Item>
          <Descriptions.Item label={d("plan.days")}>{`${d("plan.daysValue", { days: s.days })} · ${d("plan.stepCount", { count: s.stepCount })}`}</Descriptions.Item>
          <Descriptions.Item label={d("plan.source")}>
            <Tag>{d(`sources.${s.source}`)}</Tag>
            {s.copiedFromId && <Typography.Text type="secondary">{d("plan.copiedFrom")}</Typography.Text>}
          </Descriptions.Item>
          {s.authorName && <Descriptions.Item label={d("plan.author")}>{s.authorName}</Descriptions.Item>}
          {s.source !== "OWN" && <Descriptions.Item label={d("plan.useCount")}>{s.useCount}</Descriptions.Item>}
          {s.source !== "RECOMMENDED" && <Descriptions.Item label={d("plan.updatedAt")}>{formatTime(s.updatedAt)}</Descriptions.Item>}
        </Descriptions>
        {s.description && <Typography.Paragraph style={{ margin: "8px 0 0", whiteSpace: "pre-wrap" }}>{s.description}</Typography.Paragraph>}
      </Card>
      <Card size="small" title={d("plan.steps")}>
        <StepsTimeline steps={s.steps} category={s.category} />
      </Card>
      <AdoptModal scheme={adopting} onClose={() => setAdopting(null)} />
    </div>
  );
}

