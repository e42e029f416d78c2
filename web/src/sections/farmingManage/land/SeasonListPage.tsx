import { farmLand, type SeasonView } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Form, Input, Popconfirm, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { untilSettled } from "../../../kit/untilSettled";
import { usePagedCall } from "../../../kit/usePagedCall";
import { useFormMutation } from "../../../kit/useFormMutation";
import { plotReads } from "./parts";
import { detailPath, seasonAddPath, seasonUpdPath } from "./paths";
import { useLandTexts } from "./texts";

/** /farmingManage/farmlandsHistory/:id/:name/:areaId: a plot's seasons, newest first, searchable, paged. */
export default function SeasonListPage() {
  const { t, d } = useLandTexts();
  const { message } = App.useApp();
  const { id = "", name = "", areaId = "" } = useParams();
  const plot = { id, name, areaCode: areaId };
  const [form] = Form.useForm<{ keyword?: string }>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const list = usePagedCall(farmLand.seasonListByPage, "farmingManage.farmlandsHistory", { input: { plotId: id, keyword } });
  const del = useFormMutation(farmLand.seasonDelById);
  const remove = async (s: SeasonView) => {
    if (!(await del.submit({ id: s.id }))) return;
    void message.success(d("common.deleted"));
    list.removedOne();
    await invalidateCalls(...plotReads);
  };
  const columns: ColumnsType<SeasonView> = [
    {
      title: d("season.crop"),
      key: "crop",
      render: (_, s) => (
        <>
          <div>{s.crop}</div>
          <Typography.Text type="secondary">{[d(`uses.${s.use}`), s.variety].filter(Boolean).join(" · ")}</Typography.Text>
        </>
      ),
    },
    {
      title: d("season.period"),
      key: "period",
      render: (_, s) => (
        <>
          <div>{`${s.startDate} ~ ${s.endDate ?? d("season.ongoing")}`}</div>
          <Typography.Text type="secondary">{d("season.days", { n: s.days })}</Typography.Text>
        </>
      ),
    },
    { title: d("season.expectedYield"), key: "exp", render: (_, s) => (s.expectedYield === null ? d("common.none") : `${s.expectedYield} ${d(`units.${s.yieldUnit}`)}`) },
    { title: d("season.actualYield"), key: "act", render: (_, s) => (s.actualYield === null ? d("common.none") : `${s.actualYield} ${d(`units.${s.yieldUnit}`)}`) },
    { title: d("season.note"), dataIndex: "note", responsive: ["lg"], render: (v: string | null) => v ?? "" },
    {
      title: d("common.actions"),
      key: "actions",
      width: 130,
      render: (_, s) => (
        <Space size={0}>
          <Link to={seasonUpdPath(s.id, plot)}>
            <Button type="link" size="small" data-testid={`season-edit-${s.id}`}>
              {d("common.edit")}
            </Button>
          </Link>
          <Popconfirm title={d("common.deleteConfirm")} onConfirm={untilSettled(() => remove(s))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
            <Button type="link" size="small" danger>
              {d("common.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        title={d("season.title", { name })}
        extra={
          <Space wrap>
            <Link to={detailPath(id)}>
              <Button>{d("plot.detailTitle")}</Button>
            </Link>
            <Link to={seasonAddPath(plot)}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="season-add">
                {d("common.add")}
              </Button>
            </Link>
          </Space>
        }
      />
      <SearchBar form={form} testId="season" onSearch={(v) => setKeyword(v.keyword?.trim() || undefined)}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("season.searchPlaceholder")} style={{ width: 200 }} />
        </Form.Item>
      </SearchBar>
      <PagedTable<SeasonView> data-testid="season-table" rowKey="id" columns={columns} list={list} emptyText={d("season.empty")} />
    </div>
  );
}
