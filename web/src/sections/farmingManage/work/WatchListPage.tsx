import { farmLand, farmWork, watchFindings, type WatchFinding, type WatchLogView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Checkbox, DatePicker, Form, Input, Select, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { EditDeleteActions } from "../../../kit/RowActions";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { FindingTag, watchReads } from "./parts";
import { useWorkTexts } from "./texts";

interface Filters {
  keyword?: string;
  finding?: WatchFinding;
  openOnly?: boolean;
  dates?: [Dayjs, Dayjs] | null;
}

/** /farmingManage/watchLogs: the current farm's inspection rounds, paged; /farmingManageMap/watchLogs/:id: one plot's. */
export default function WatchListPage() {
  const { d, lang } = useWorkTexts();
  const { message } = App.useApp();
  const { id: plotId } = useParams();
  const onMap = !!plotId;
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<{ keyword?: string; finding?: WatchFinding; openOnly?: boolean; dateFrom?: string; dateTo?: string }>({});
  const list = usePagedCall(farmWork.watchSelListByPage, onMap ? "farmingManageMap.watchLogs" : "farmingManage.watchLogs", { input: { ...filters, plotId } });
  const plot = useCall(farmLand.selById, { id: plotId ?? "" }, { enabled: onMap, errBySelf: true });
  const del = useFormMutation(farmWork.watchDelById);
  const filtered = !!(filters.keyword || filters.finding || filters.openOnly || filters.dateFrom);
  const query = plotId ? `?plotId=${encodeURIComponent(plotId)}` : "";

  const remove = async (w: WatchLogView) => {
    if (!(await del.submit({ id: w.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...watchReads);
  };

  const columns: ColumnsType<WatchLogView> = [
    { title: d("watch.logDate"), dataIndex: "logDate", width: 110 },
    {
      title: d("watch.subject"),
      key: "subject",
      render: (_, w) => (
        <>
          <div>{w.subjectName}</div>
          <Typography.Text type="secondary">{d(`kinds.${w.subjectKind}`)}</Typography.Text>
        </>
      ),
    },
    { title: d("watch.finding"), key: "finding", width: 150, render: (_, w) => <FindingTag finding={w.finding} resolved={w.resolved} /> },
    { title: d("watch.inspector"), dataIndex: "inspector", width: 90 },
    {
      title: d("watch.description"),
      key: "description",
      responsive: ["md"],
      render: (_, w) => (
        <>
          <div>{w.description ?? d("common.none")}</div>
          {w.followUp && <Typography.Text type="secondary">{`${d("watch.followUp")}${lang.startsWith("en") ? ": " : "："}${w.followUp}`}</Typography.Text>}
        </>
      ),
    },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, w) => (
        <EditDeleteActions editTo={`/farmingManage/watchLogs/update/${encodeURIComponent(w.id)}${query}`} onDelete={() => remove(w)} testId={`watch-${w.id}`} />
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={onMap ? d("watch.mapTitle", { plot: plot.data?.name ?? "…" }) : d("watch.title")}
        extra={
          <Link to={`/farmingManage/watchLogs/add${query}`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="watch-add">
              {d("common.add")}
            </Button>
          </Link>
        }
      />
      {!onMap && <Typography.Paragraph type="secondary">{d("watch.intro")}</Typography.Paragraph>}
      <SearchBar
        form={form}
        testId="watch"
        onSearch={(v) =>
          setFilters({
            keyword: v.keyword?.trim() || undefined,
            finding: v.finding,
            openOnly: v.openOnly || undefined,
            dateFrom: v.dates?.[0]?.format("YYYY-MM-DD"),
            dateTo: v.dates?.[1]?.format("YYYY-MM-DD"),
          })
        }
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("watch.searchPlaceholder")} style={{ width: 180 }} data-testid="watch-keyword" />
        </Form.Item>
        <Form.Item name="finding">
          <Select allowClear placeholder={d("watch.finding")} aria-label={d("watch.finding")} style={{ width: 120 }} options={watchFindings.map((f) => ({ value: f, label: d(`findings.${f}`) }))} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[d("common.dateFrom"), d("common.dateTo")]} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="openOnly" valuePropName="checked">
          <Checkbox data-testid="watch-open-only">{d("watch.openOnly")}</Checkbox>
        </Form.Item>
      </SearchBar>
      <PagedTable<WatchLogView> data-testid="watch-table" rowKey="id" columns={columns} list={list} emptyText={d(filtered ? "watch.emptyFiltered" : "watch.empty")} />
    </div>
  );
}
