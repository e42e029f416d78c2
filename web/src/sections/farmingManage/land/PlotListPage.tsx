import { farmLand, plotStates, plotUses, type PlotState, type PlotUse, type PlotView } from "@qinlian/contract";
import { EnvironmentOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Popconfirm, Select, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { untilSettled } from "../../../kit/untilSettled";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { mu, PlotStateActions, plotReads, PlotStateTag } from "./parts";
import { historyPath } from "./paths";
import { seasonsText } from "./parts";
import { useLandTexts } from "./texts";

interface Filters {
  keyword?: string;
  state?: PlotState;
  use?: PlotUse;
}

/** /farmingManage/farmlands: the current farm's plots, searchable by name, state and use, paged. */
export default function PlotListPage() {
  const { t, d } = useLandTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<Filters>();
  const list = usePagedCall(farmLand.selListByPage, "farmingManage.farmlands");
  const del = useFormMutation(farmLand.delById);
  const [filtered, setFiltered] = useState(false);

  const remove = async (p: PlotView) => {
    if (!(await del.submit({ id: p.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...plotReads);
  };

  const columns: ColumnsType<PlotView> = [
    {
      title: d("plot.name"),
      dataIndex: "name",
      render: (name: string, p) => (
        <Link to={`/farmingManage/farmlandsDetails/${p.id}`} data-testid={`plot-link-${p.id}`}>
          {name}
        </Link>
      ),
    },
    { title: d("plot.state"), dataIndex: "state", width: 96, render: (s: PlotState) => <PlotStateTag state={s} /> },
    {
      title: d("plot.area"),
      key: "area",
      width: 150,
      render: (_, p) => (
        <>
          <div>{d("plot.muShort", { mu: mu(p.areaMu) })}</div>
          <Typography.Text type="secondary">{p.areaM2.toLocaleString()} m²</Typography.Text>
        </>
      ),
    },
    {
      title: d("plot.crop"),
      key: "crop",
      render: (_, p) => (
        <>
          <div>{p.crop ?? d("common.none")}</div>
          <Typography.Text type="secondary">{d(`uses.${p.use}`)}</Typography.Text>
        </>
      ),
    },
    { title: d("plot.manager"), dataIndex: "managerName", width: 110, responsive: ["md"], render: (v: string | null) => v ?? d("common.none") },
    { title: d("plot.seasons"), dataIndex: "seasonCount", width: 80, responsive: ["md"], render: (n: number, p) => <Link to={historyPath(p)}>{seasonsText(d, n)}</Link> },
    {
      title: d("common.actions"),
      key: "actions",
      width: 230,
      render: (_, p) => (
        <Space size={0} wrap>
          <Link to={`/farmingManage/farmlandsUpdate?id=${encodeURIComponent(p.id)}`}>
            <Button type="link" size="small" data-testid={`plot-edit-${p.id}`}>
              {d("common.edit")}
            </Button>
          </Link>
          <Link to={`/farmingManageMap/landInfo?id=${encodeURIComponent(p.id)}`}>
            <Button type="link" size="small">
              {d("common.onMap")}
            </Button>
          </Link>
          <PlotStateActions plot={p} />
          {p.state !== "GROWING" && (
            <Popconfirm title={d("common.deleteConfirm")} onConfirm={untilSettled(() => remove(p))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
              <Button type="link" size="small" danger data-testid={`plot-del-${p.id}`}>
                {d("common.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={d("plot.listTitle")}
        extra={
          <Space wrap>
            <Link to="/farmingManageMap/createLand">
              <Button icon={<EnvironmentOutlined />}>{d("plot.drawOnMap")}</Button>
            </Link>
            <Link to="/farmingManage/farmlandsUpdate">
              <Button type="primary" icon={<PlusOutlined />} data-testid="plot-add">
                {d("common.add")}
              </Button>
            </Link>
          </Space>
        }
      />
      <Typography.Paragraph type="secondary">{d("plot.intro")}</Typography.Paragraph>
      <SearchBar form={form} testId="plot" onSearch={(v) => {
          setFiltered(!!(v.keyword?.trim() || v.state || v.use));
          list.search({ keyword: v.keyword?.trim() || undefined, state: v.state, use: v.use });
        }}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("plot.searchPlaceholder")} style={{ width: 200 }} data-testid="plot-keyword" />
        </Form.Item>
        <Form.Item name="state">
          <Select
            allowClear
            placeholder={d("plot.state")}
            aria-label={d("plot.state")}
            style={{ width: 120 }}
            options={plotStates.map((s) => ({ value: s, label: d(`states.${s}`) }))}
            data-testid="plot-state-filter"
          />
        </Form.Item>
        <Form.Item name="use">
          <Select allowClear placeholder={d("plot.use")} aria-label={d("plot.use")} style={{ width: 110 }} options={plotUses.map((s) => ({ value: s, label: d(`uses.${s}`) }))} />
        </Form.Item>
      </SearchBar>
      <PagedTable<PlotView> data-testid="plot-table" rowKey="id" columns={columns} list={list} emptyText={d(filtered ? "plot.emptyFiltered" : "plot.empty")} />
    </div>
  );
}
