import { farmPlan, type RecordCategory, type SchemeView } from "@qinlian/contract";
import { App, Button, Checkbox, Empty, Form, Input, Select, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { invalidateCalls } from "../../../kit/invalidate";
import { EditDeleteActions } from "../../../kit/RowActions";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { AdoptModal, CategoryTag, detailPath, editPath, planReads } from "./parts";
import { usePlanTexts } from "./texts";

interface Filters {
  keyword?: string;
  category?: RecordCategory;
  mine?: boolean;
}

function useColumns() {
  const { d } = usePlanTexts();
  const name: ColumnsType<SchemeView>[number] = {
    title: d("plan.name"),
    dataIndex: "name",
    render: (v: string, r) => (
      <Link to={detailPath(r)} data-testid="plan-name">
        {v}
      </Link>
    ),
  };
  const category: ColumnsType<SchemeView>[number] = { title: d("common.category"), dataIndex: "category", width: 100, responsive: ["sm"], render: (v: RecordCategory) => <CategoryTag category={v} /> };
  const steps: ColumnsType<SchemeView>[number] = {
    title: d("plan.steps"),
    key: "steps",
    width: 120,
    responsive: ["sm"],
    render: (_, r) => `${d("plan.stepCount", { count: r.stepCount })} / ${d("plan.daysValue", { days: r.days })}`,
  };
  return { name, category, steps };
}

function Filter({ onSearch, withMine, testId }: { onSearch: (f: Filters) => void; withMine?: boolean; testId: string }) {
  const { d } = usePlanTexts();
  const [form] = Form.useForm<Filters>();
  return (
    <SearchBar form={form} testId={testId} onSearch={(v: Filters) => onSearch({ keyword: v.keyword?.trim() || undefined, category: v.category, mine: v.mine || undefined })}>
      <Form.Item name="keyword" rules={[{ max: 40 }]}>
        <Input allowClear placeholder={d("common.keyword")} style={{ width: 170 }} />
      </Form.Item>
      <Form.Item name="category">
        <Select
          allowClear
          aria-label={d("common.category")}
          placeholder={d("common.allCategories")}
          style={{ width: 130 }}
          options={(["HOUSE", "CROP"] as const).map((c) => ({ value: c, label: d(`categories.${c}`) }))}
        />
      </Form.Item>
      {withMine && (
        <Form.Item name="mine" valuePropName="checked">
          <Checkbox>{d("plan.onlyMine")}</Checkbox>
        </Form.Item>
      )}
    </SearchBar>
  );
}

/** The caller's own plans (paged): details, adopt, edit, delete. */
export function MinePlans() {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const list = usePagedCall(farmPlan.selListByPage, "farm.plan.mine");
  const del = useFormMutation(farmPlan.delById);
  const [adopting, setAdopting] = useState<SchemeView | null>(null);
  const c = useColumns();
  const columns: ColumnsType<SchemeView> = [
    c.name,
    c.category,
    c.steps,
    { title: d("plan.updatedAt"), dataIndex: "updatedAt", width: 150, responsive: ["md"], render: (v: string) => formatTime(v) },
    {
      title: d("common.actions"),
      key: "actions",
      width: 190,
      render: (_, r) => (
        <EditDeleteActions
          editTo={editPath(r.id)}
          testId="plan"
          onDelete={async () => {
            if (!(await del.submit({ id: r.id }))) return;
            void message.success(d("common.deleted"));
            list.removedOne();
            await invalidateCalls(...planReads);
          }}
        >
          <Button type="link" size="small" onClick={() => setAdopting(r)} data-testid="plan-use">
            {d("plan.use")}
          </Button>
        </EditDeleteActions>
      ),
    },
  ];
  return (
    <div data-testid="plans-mine">
      <Filter testId="plan-search" onSearch={(f) => list.search({ keyword: f.keyword, category: f.category })} />
      <PagedTable<SchemeView> rowKey="id" columns={columns} list={list} emptyText={d("plan.emptyMine")} />
      <AdoptModal scheme={adopting} onClose={() => setAdopting(null)} />
    </div>
  );
}

/** The platform's recommended schemes (a short list, paged here). */
export function RecommendedPlans() {
  const { d } = usePlanTexts();
  const [filters, setFilters] = useState<Filters>({});
  const q = useCall(farmPlan.selectRecommendByParam, { keyword: filters.keyword, category: filters.category });
  const [adopting, setAdopting] = useState<SchemeView | null>(null);
  const c = useColumns();
  const columns: ColumnsType<SchemeView> = [
    c.name,
    c.category,
    c.steps,
    { title: d("plan.description"), dataIndex: "description", responsive: ["lg"], render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text> },
    {
      title: d("common.actions"),
      key: "actions",
      width: 90,
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setAdopting(r)} data-testid="plan-use">
          {d("plan.use")}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="plans-recommended">
      <Filter testId="recommend-search" onSearch={setFilters} />
      <Table<SchemeView>
        rowKey="id"
        size="middle"
        scroll={{ x: "max-content" }}
        columns={columns}
        dataSource={q.data}
        loading={q.isLoading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description={d("plan.emptyRecommended")} /> }}
      />
      <AdoptModal scheme={adopting} onClose={() => setAdopting(null)} />
    </div>
  );
}

/** Published expert schemes (paged); the author may edit and delete their own. */
export function ExpertPlans({ isExpert }: { isExpert: boolean }) {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const list = usePagedCall(farmPlan.selZJListByPage, "farm.plan.expert");
  const del = useFormMutation(farmPlan.zjdelById);
  const [adopting, setAdopting] = useState<SchemeView | null>(null);
  const c = useColumns();
  const columns: ColumnsType<SchemeView> = [
    c.name,
    { title: d("plan.author"), dataIndex: "authorName", width: 100, responsive: ["sm"], render: (v: string | null) => v ?? "-" },
    c.category,
    c.steps,
    { title: d("plan.useCount"), dataIndex: "useCount", width: 90, responsive: ["md"] },
    {
      title: d("common.actions"),
      key: "actions",
      width: 190,
      render: (_, r) => {
        const use = (
          <Button type="link" size="small" onClick={() => setAdopting(r)} data-testid="plan-use">
            {d("plan.use")}
          </Button>
        );
        if (!r.mine) return use;
        return (
          <EditDeleteActions
            editTo={editPath(r.id)}
            onDelete={async () => {
              if (!(await del.submit({ id: r.id }))) return;
              void message.success(d("common.deleted"));
              list.removedOne();
              await invalidateCalls(...planReads);
            }}
          >
            {use}
          </EditDeleteActions>
        );
      },
    },
  ];
  return (
    <div data-testid="plans-expert">
      <Filter testId="expert-search" withMine={isExpert} onSearch={(f) => list.search(f)} />
      <PagedTable<SchemeView> rowKey="id" columns={columns} list={list} emptyText={d("plan.emptyExpert")} />
      <AdoptModal scheme={adopting} onClose={() => setAdopting(null)} />
    </div>
  );
}

