import { farmLand, farmWork, workStates, workTypes, type WorkState, type WorkType, type WorkView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, DatePicker, Form, Input, Popconfirm, Select, Space, Tabs, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { untilSettled } from "../../../kit/untilSettled";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { workReads, WorkStateTag, workTitle } from "./parts";
import { useWorkTexts } from "./texts";
import { WorkActions } from "./WorkActions";

interface Filters {
  keyword?: string;
  workType?: WorkType;
  dates?: [Dayjs, Dayjs] | null;
}

/**
 * /farmingManage/farmingWorking: the current farm's field work, by state (tabs with counts), searchable,
 * paged; start / done / cancel from the row. /farmingManageMap/farmingWorking/:id shows one plot's work.
 */
export default function WorkListPage() {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const { id: plotId } = useParams();
  const onMap = !!plotId;
  const base = onMap ? "/farmingManageMap/farmingWorking" : "/farmingManage/farmingWorking";
  const [form] = Form.useForm<Filters>();
  const [state, setState] = useState<WorkState | "ALL">("ALL");
  const [filters, setFilters] = useState<Omit<Filters, "dates"> & { dateFrom?: string; dateTo?: string }>({});
  const list = usePagedCall(farmWork.workSelListByPage, onMap ? "farmingManageMap.farmingWorking" : "farmingManage.farmingWorking", {
    input: { ...filters, plotId, state: state === "ALL" ? undefined : state },
  });
  const counts = useCall(farmWork.workCountByState, { plotId });
  const plot = useCall(farmLand.selById, { id: plotId ?? "" }, { enabled: onMap, errBySelf: true });
  const del = useFormMutation(farmWork.workDelById);
  const filtered = !!(filters.keyword || filters.workType || filters.dateFrom);

  const remove = async (w: WorkView) => {
    if (!(await del.submit({ id: w.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...workReads);
  };

  const detail = (w: WorkView) => (onMap ? `/farmingManage/farmingWorking/details?id=${encodeURIComponent(w.id)}` : `${base}/details?id=${encodeURIComponent(w.id)}`);
  const columns: ColumnsType<WorkView> = [
    {
      title: d("work.name"),
      dataIndex: "title",
      render: (_: string, w) => (
        <>
          <Link to={detail(w)} data-testid={`work-link-${w.id}`}>
            {workTitle(w, d)}
          </Link>
          {workTitle(w, d) !== d(`workTypes.${w.workType}`) && (
            <div>
              <Typography.Text type="secondary">{d(`workTypes.${w.workType}`)}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    { title: d("work.state"), dataIndex: "state", width: 130, render: (s: WorkState, w) => <WorkStateTag state={s} overdue={w.overdue} /> },
    {
      title: d("work.subject"),
      key: "subject",
      render: (_, w) => (
        <>
          <div>{w.subjectName}</div>
          <Typography.Text type="secondary">{d(`kinds.${w.subjectKind}`)}</Typography.Text>
        </>
      ),
    },
    { title: d("work.planDate"), dataIndex: "planDate", width: 110 },
    { title: d("work.assignee"), dataIndex: "assigneeName", width: 100, responsive: ["md"], render: (v: string | null) => v ?? d("common.none") },
    {
      title: d("work.labourHours"),
      key: "hours",
      width: 120,
      responsive: ["lg"],
      render: (_, w) => (w.labourHours === null && w.machineHours === null ? d("common.none") : `${w.labourHours ?? 0} / ${w.machineHours ?? 0}`),
    },
    {
      title: d("common.actions"),
      key: "actions",
      width: 170,
      render: (_, w) => (
        <Space size={0} wrap>
          <WorkActions work={w} />
          {(w.state === "TODO" || w.state === "DOING") && (
            <Link to={`${base}/update/${encodeURIComponent(w.id)}${plotId ? `?plotId=${encodeURIComponent(plotId)}` : ""}`}>
              <Button type="link" size="small" data-testid={`work-edit-${w.id}`}>
                {d("common.edit")}
              </Button>
            </Link>
          )}
          {(w.state === "TODO" || w.state === "CANCELLED") && (
            <Popconfirm title={t("common.deleteConfirm")} onConfirm={untilSettled(() => remove(w))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
              <Button type="link" size="small" danger data-testid={`work-del-${w.id}`}>
                {d("common.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const c = counts.data;
  const total = c ? workStates.reduce((n, s) => n + c[s], 0) : undefined;
  const tabLabel = (label: string, n?: number) => (n === undefined ? label : `${label} ${n}`);
  const addTo = `${base}/update/new${plotId ? `?plotId=${encodeURIComponent(plotId)}` : ""}`;

  return (
    <div>
      <PageHeader
        title={onMap ? d("work.mapTitle", { plot: plot.data?.name ?? "…" }) : d("work.title")}
        extra={
          <Link to={addTo}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="work-add">
              {d("common.add")}
            </Button>
          </Link>
        }
      />
      {!onMap && <Typography.Paragraph type="secondary">{d("work.intro")}</Typography.Paragraph>}
      <Tabs
        activeKey={state}
        onChange={(k) => setState(k as WorkState | "ALL")}
        items={[{ key: "ALL", label: tabLabel(d("common.all"), total) }, ...workStates.map((s) => ({ key: s, label: tabLabel(d(`states.${s}`), c?.[s]) }))]}
        data-testid="work-tabs"
      />
      <SearchBar
        form={form}
        testId="work"
        onSearch={(v) =>
          setFilters({
            keyword: v.keyword?.trim() || undefined,
            workType: v.workType,
            dateFrom: v.dates?.[0]?.format("YYYY-MM-DD"),
            dateTo: v.dates?.[1]?.format("YYYY-MM-DD"),
          })
        }
      >
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("work.searchPlaceholder")} style={{ width: 200 }} data-testid="work-keyword" />
        </Form.Item>
        <Form.Item name="workType">
          <Select allowClear placeholder={d("work.workType")} aria-label={d("work.workType")} style={{ width: 140 }} options={workTypes.map((w) => ({ value: w, label: d(`workTypes.${w}`) }))} />
        </Form.Item>
        <Form.Item name="dates">
          <DatePicker.RangePicker placeholder={[d("common.dateFrom"), d("common.dateTo")]} style={{ width: 240 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<WorkView> data-testid="work-table" rowKey="id" columns={columns} list={list} emptyText={d(filtered || state !== "ALL" ? "work.emptyFiltered" : "work.empty")} />
    </div>
  );
}
