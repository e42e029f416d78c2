import { message as calls } from "@qinlian/contract";
import { App, Button, Card, Empty, Popconfirm, Skeleton, Space, Typography } from "antd";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall, useMutate } from "../../api";
import { formatTime } from "../../kit/formatTime";
import { invalidateCalls } from "../../kit/invalidate";
import { untilSettled } from "../../kit/untilSettled";
import { PageHeader } from "../../kit/PageHeader";
import { useMessageTexts } from "./texts";

const LIST = "/message/list";

/** /message/detail?id=…: one message (opening it marks it read), with the page it points to and delete. */
export default function MessageDetailPage() {
  const { d } = useMessageTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const q = useCall(calls.detail, { id }, { enabled: !!id, errBySelf: true });
  const remove = useMutate(calls.remove);
  const opened = q.data?.id;
  useEffect(() => {
    // the detail marked it read: the list and the bell's count change
    if (opened) void invalidateCalls(calls.list, calls.unreadCount);
  }, [opened]);
  if (id && q.isLoading) return <Skeleton active />;
  const m = q.data;
  if (!m)
    return (
      <Empty description={d("notFound")}>
        <Button onClick={() => void navigate(LIST)}>{d("back")}</Button>
      </Empty>
    );
  const onRemove = async () => {
    await remove.mutateAsync({ ids: [m.id] });
    void message.success(d("removed", { count: 1 }));
    await invalidateCalls(calls.list, calls.unreadCount);
    void navigate(LIST);
  };
  return (
    <div>
      <PageHeader title={d("detailTitle")} />
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="message-title">
          {m.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {d(`kinds.${m.kind}`)} · {formatTime(m.createdAt)}
        </Typography.Text>
        <Typography.Paragraph style={{ marginTop: 16, whiteSpace: "pre-wrap" }}>{m.body}</Typography.Paragraph>
        <Space wrap>
          {m.link && (
            <Link to={m.link}>
              <Button type="primary">{d("open")}</Button>
            </Link>
          )}
          <Button onClick={() => void navigate(LIST)}>{d("back")}</Button>
          <Popconfirm title={d("removeOneConfirm")} onConfirm={untilSettled(onRemove)}>
            <Button danger>{d("remove")}</Button>
          </Popconfirm>
        </Space>
      </Card>
    </div>
  );
}
