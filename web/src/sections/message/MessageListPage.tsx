import { message as calls, messageKind, type MessageKind, type MessageView } from "@qinlian/contract";
import { App, Badge, Button, Form, Input, Popconfirm, Select, Space, Tabs, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { useMutate } from "../../api";
import { formatTime } from "../../kit/formatTime";
import { invalidateCalls } from "../../kit/invalidate";
import { untilSettled } from "../../kit/untilSettled";
import { PageHeader } from "../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../kit/SearchBar";
import { usePagedCall } from "../../kit/usePagedCall";
import { useMessageTexts } from "./texts";

interface Filters {
  keyword?: string;
  kind?: MessageKind;
}
type Tab = "all" | "unread";

export const detailPath = (id: string) => `/message/detail?id=${encodeURIComponent(id)}`;

/** /message/list: the member's messages — all or unread, by type and keyword; mark read, delete in a batch. */
export default function MessageListPage() {
  const { d } = useMessageTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [tab, setTab] = useState<Tab>("all");
  const [filters, setFilters] = useState<Filters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const list = usePagedCall(calls.list, "message.list", { input: { ...filters, read: tab === "unread" ? false : undefined } });
  const markRead = useMutate(calls.markRead);
  const markAll = useMutate(calls.markAllRead);
  const remove = useMutate(calls.remove);
  const refresh = async () => {
    setSelected([]);
    await invalidateCalls(calls.list, calls.unreadCount);
  };
  const onMarkRead = async (ids: string[]) => {
    const r = await markRead.mutateAsync({ ids });
    void message.success(d("marked", { count: r.updated }));
    await refresh();
  };
  const onRemove = async (ids: string[]) => {
    const r = await remove.mutateAsync({ ids });
    void message.success(d("removed", { count: r.deleted }));
    if (ids.length >= (list.data?.list.length ?? 0)) list.removedOne();
    await refresh();
  };
  const columns: ColumnsType<MessageView> = [
    {
      title: d("subject"),
      dataIndex: "title",
      render: (v: string, r) => (
        <Space size={6}>
          {!r.read && <Badge status="processing" aria-label={d("unread")} />}
          <Link to={detailPath(r.id)} style={{ fontWeight: r.read ? 400 : 600 }}>
            {v}
          </Link>
        </Space>
      ),
    },
    { title: d("kind"), dataIndex: "kind", width: 110, render: (v: MessageKind) => d(`kinds.${v}`) },
    { title: d("time"), dataIndex: "createdAt", width: 170, render: (v: string) => formatTime(v) },
    {
      title: d("actions"),
      key: "actions",
      width: 150,
      render: (_, r) => (
        <Space size={4}>
          {!r.read && (
            <Button type="link" size="small" onClick={() => void onMarkRead([r.id])}>
              {d("markRead")}
            </Button>
          )}
          <Popconfirm title={d("removeOneConfirm")} onConfirm={untilSettled(() => onRemove([r.id]))}>
            <Button type="link" size="small" danger>
              {d("remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const kinds = messageKind.options.map((k) => ({ value: k, label: d(`kinds.${k}`) }));
  return (
    <div>
      <PageHeader
        title={d("title")}
        extra={
          <Button data-testid="message-all-read" onClick={() => void markAll.mutateAsync({}).then(async (r) => { void message.success(d("marked", { count: r.updated })); await refresh(); })}>
            {d("markAllRead")}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{d("intro")}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          setSelected([]);
        }}
        items={[
          { key: "all", label: d("all") },
          { key: "unread", label: d("unread") },
        ]}
      />
      <SearchBar form={form} testId="message" onSearch={(v) => setFilters({ keyword: v.keyword?.trim() || undefined, kind: v.kind })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("keyword")} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="kind">
          <Select allowClear placeholder={d("kind")} aria-label={d("kind")} style={{ width: 130 }} options={kinds} />
        </Form.Item>
      </SearchBar>
      {selected.length > 0 && (
        <Space style={{ marginBottom: 12 }} wrap>
          <Typography.Text>{d("selected", { count: selected.length })}</Typography.Text>
          <Button size="small" onClick={() => void onMarkRead(selected)}>
            {d("markRead")}
          </Button>
          <Popconfirm title={d("removeConfirm", { count: selected.length })} onConfirm={untilSettled(() => onRemove(selected))}>
            <Button size="small" danger data-testid="message-remove-selected">
              {d("removeSelected")}
            </Button>
          </Popconfirm>
        </Space>
      )}
      <PagedTable<MessageView>
        data-testid="message-table"
        rowKey="id"
        columns={columns}
        list={list}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        emptyText={tab === "unread" ? d("emptyUnread") : d("empty")}
      />
    </div>
  );
}
