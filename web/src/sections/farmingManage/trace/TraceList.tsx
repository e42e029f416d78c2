import { farmTrace, type FarmTraceView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Popconfirm, Select, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { ToneTag } from "../../../kit/ToneTag";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { QrModal } from "./QrModal";
import { TraceFormModal } from "./TraceFormModal";
import { useTraceTexts } from "./texts";

interface Filters {
  keyword?: string;
  published?: "Y" | "N";
}

/**
 * The farm's traces (all, or one plot's): search, status filter, pagination, empty state; per row the
 * QR, edit, update snapshot, publish / unpublish and delete. `plotId` limits the list and the batch
 * picker to that plot.
 */
export function TraceList({ plotId }: { plotId?: string }) {
  const { d, t } = useTraceTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<{ keyword?: string; published?: boolean }>({});
  const list = usePagedCall(farmTrace.selListByPage, plotId ? "farm.trace.plot" : "farm.trace", { input: { ...filters, ...(plotId ? { plotId } : {}) } });
  const [editing, setEditing] = useState<FarmTraceView | "new" | null>(null);
  const [qrOf, setQrOf] = useState<FarmTraceView | null>(null);
  const publish = useFormMutation(farmTrace.publish);
  const unpublish = useFormMutation(farmTrace.unpublish);
  const refresh = useFormMutation(farmTrace.refresh);
  const del = useFormMutation(farmTrace.delById);
  const reload = () => invalidateCalls(farmTrace.selListByPage, farmTrace.selById);

  const act = async (run: () => Promise<unknown>, ok: string) => {
    if ((await run()) === null) return;
    void message.success(ok);
    await reload();
  };

  const columns: ColumnsType<FarmTraceView> = [
    {
      title: d("product"),
      dataIndex: "productName",
      render: (_: string, r) => (
        <div style={{ minWidth: 140, maxWidth: 260 }}>
          <div style={{ fontWeight: 500 }}>{r.productName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.batchName}
          </Typography.Text>
        </div>
      ),
    },
    { title: d("place"), dataIndex: "placeName", width: 110 },
    {
      title: d("status"),
      dataIndex: "published",
      width: 100,
      render: (v: boolean) => <ToneTag tone={v ? "success" : "default"}>{v ? d("published") : d("draft")}</ToneTag>,
    },
    { title: d("code"), dataIndex: "code", width: 120, render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : "-") },
    { title: d("snapshotAt"), dataIndex: "snapshotAt", width: 160, render: (v: string) => formatTime(v) },
    {
      title: d("actions"),
      key: "actions",
      width: 190,
      render: (_, r) => (
        <Space size={0} wrap style={{ maxWidth: 190 }}>
          {r.published && (
            <Button type="link" size="small" onClick={() => setQrOf(r)} data-testid="trace-qr">
              {d("qr")}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="trace-edit">
            {d("edit")}
          </Button>
          <Button type="link" size="small" onClick={() => void act(() => refresh.submit({ id: r.id }), d("refreshed"))}>
            {d("refresh")}
          </Button>
          {r.published ? (
            <Popconfirm title={d("unpublishConfirm")} onConfirm={untilSettled(() => act(() => unpublish.submit({ id: r.id }), d("unpublishedOk")))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
              <Button type="link" size="small" data-testid="trace-unpublish">
                {d("unpublish")}
              </Button>
            </Popconfirm>
          ) : (
            <Button type="link" size="small" onClick={() => void act(() => publish.submit({ id: r.id }), d("publishedOk"))} data-testid="trace-publish">
              {d("publish")}
            </Button>
          )}
          <Popconfirm
            title={d("deleteConfirm")}
            onConfirm={untilSettled(async () => {
              if ((await del.submit({ id: r.id })) === null) return;
              void message.success(d("deleted"));
              list.removedOne();
              await reload();
            })}
            okText={t("common.confirm")}
            cancelText={t("common.cancel")}
          >
            <Button type="link" size="small" danger>
              {d("delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <div style={{ display: "flex", justifyContent: "space-between", gap: 12, flexWrap: "wrap", alignItems: "flex-start" }}>
        <SearchBar
          form={form}
          testId="trace"
          onSearch={(v) => setFilters({ keyword: v.keyword?.trim() || undefined, published: v.published === undefined ? undefined : v.published === "Y" })}
        >
          <Form.Item name="keyword" rules={[{ max: 40 }]}>
            <Input allowClear placeholder={d("keyword")} aria-label={d("keyword")} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name="published">
            <Select
              allowClear
              placeholder={d("status")}
              aria-label={d("status")}
              style={{ width: 120 }}
              options={[
                { value: "Y", label: d("published") },
                { value: "N", label: d("draft") },
              ]}
            />
          </Form.Item>
        </SearchBar>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="trace-add">
          {d("add")}
        </Button>
      </div>
      <PagedTable<FarmTraceView> data-testid="trace-table" rowKey="id" columns={columns} list={list} emptyText={d("empty")} />
      {editing && (
        <TraceFormModal
          trace={editing === "new" ? null : editing}
          plotId={plotId}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            void message.success(d("saved"));
            void reload();
            if (editing === "new" && saved.published) setQrOf(saved);
          }}
        />
      )}
      {qrOf && <QrModal trace={qrOf} onClose={() => setQrOf(null)} />}
    </div>
  );
}
