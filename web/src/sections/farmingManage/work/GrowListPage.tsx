import { farmRecord, farmWork, growStages, type GrowLogView, type GrowStage } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Select, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { EditDeleteActions } from "../../../kit/RowActions";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { growReads } from "./parts";
import { useWorkTexts } from "./texts";

interface Filters {
  keyword?: string;
  batchId?: string;
  stage?: GrowStage;
}

const figure = (v: number | null, unit: string) => (v === null ? null : `${v}${unit}`);

/** /farmingManage/growLogs: growth logs of the current farm's batches, by batch and stage, paged. */
export default function GrowListPage() {
  const { d } = useWorkTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(farmWork.growSelListByPage, "farmingManage.growLogs");
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 100 });
  const del = useFormMutation(farmWork.growDelById);
  const [filtered, setFiltered] = useState(false);

  const remove = async (g: GrowLogView) => {
    if (!(await del.submit({ id: g.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...growReads);
  };

  const columns: ColumnsType<GrowLogView> = [
    { title: d("grow.logDate"), dataIndex: "logDate", width: 110 },
    {
      title: d("grow.batch"),
      key: "batch",
      render: (_, g) => (
        <>
          <div>{g.batchName}</div>
          <Typography.Text type="secondary">
            {g.placeName} · {d("grow.ageDays", { n: g.ageDays })}
          </Typography.Text>
        </>
      ),
    },
    { title: d("grow.stage"), dataIndex: "stage", width: 110, render: (s: GrowStage) => d(`stages.${s}`) },
    {
      title: d("grow.figures"),
      key: "figures",
      render: (_, g) =>
        [figure(g.weightG, " g"), figure(g.heightCm, " cm"), g.uniformityPct === null ? null : `${d("grow.uniformityPct")} ${g.uniformityPct}`].filter(Boolean).join(" · ") ||
        d("common.none"),
    },
    { title: d("grow.description"), dataIndex: "description", responsive: ["lg"], ellipsis: true, render: (v: string | null) => v ?? d("common.none") },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, g) => <EditDeleteActions editTo={`/farmingManage/growLogsUpdate/${encodeURIComponent(g.id)}`} onDelete={() => remove(g)} testId={`grow-${g.id}`} />,
    },
  ];

  return (
    <div>
      <PageHeader
        title={d("grow.title")}
        extra={
          <Link to="/farmingManage/growLogsAdd">
            <Button type="primary" icon={<PlusOutlined />} data-testid="grow-add">
              {d("common.add")}
            </Button>
          </Link>
        }
      />
      <Typography.Paragraph type="secondary">{d("grow.intro")}</Typography.Paragraph>
      <SearchBar
        form={form}
        testId="grow"
        onSearch={(v) => {
          setFiltered(!!(v.keyword?.trim() || v.batchId || v.stage));
          list.search({ keyword: v.keyword?.trim() || undefined, batchId: v.batchId, stage: v.stage });
        }}
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("grow.searchPlaceholder")} style={{ width: 180 }} data-testid="grow-keyword" />
        </Form.Item>
        <Form.Item name="batchId">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={d("grow.batch")}
            aria-label={d("grow.batch")}
            style={{ width: 200 }}
            options={(batches.data?.list ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        <Form.Item name="stage">
          <Select allowClear placeholder={d("grow.stage")} aria-label={d("grow.stage")} style={{ width: 120 }} options={growStages.map((s) => ({ value: s, label: d(`stages.${s}`) }))} />
        </Form.Item>
      </SearchBar>
      <PagedTable<GrowLogView> data-testid="grow-table" rowKey="id" columns={columns} list={list} emptyText={d(filtered ? "grow.emptyFiltered" : "grow.empty")} />
    </div>
  );
}
