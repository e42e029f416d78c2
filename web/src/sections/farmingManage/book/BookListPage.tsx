import { farmBook, outputKind, type BookKind, type BookView, type In } from "@qinlian/contract";
import { PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, DatePicker, Form, Grid, Input, Popconfirm, Row, Space, Statistic, Table, Typography } from "antd";
import { EditDeleteActions } from "../../../kit/RowActions";
import type { ColumnsType } from "antd/es/table";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { formatFen, Money } from "../../../kit/Money";
import { PageHeader } from "../../../kit/PageHeader";
import { PagedTable, SearchBar } from "../../../kit/SearchBar";
import { untilSettled } from "../../../kit/untilSettled";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { qtyText } from "../material/parts";
import { bookReads } from "./BookFormPage";
import { BatchSelect, PlotSelect, useCategoryName, useCategoryOptions } from "./parts";
import { useBookTexts } from "./texts";

type Filters = Omit<In<typeof farmBook.selListByPage>, "pageNum" | "pageSize" | "kind">;
interface SearchValues {
  keyword?: string;
  plotId?: string;
  batchId?: string;
  category?: Filters["category"];
  outputKind?: Filters["outputKind"];
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const KINDS: BookKind[] = ["JZB", "CC", "BCH"];
const PATH: Record<BookKind, string> = { JZB: "jzb", CC: "cc", BCH: "bch" };

/** The JZB totals of the filtered period and its months. */
function MonthSummary({ filters }: { filters: Filters }) {
  const { d } = useBookTexts();
  const s = useCall(farmBook.selSummaryByParam, { dateFrom: filters.dateFrom, dateTo: filters.dateTo, plotId: filters.plotId, batchId: filters.batchId });
  if (!s.data) return null;
  const months = [...s.data.months].reverse().filter((m) => m.incomeFen || m.expenseFen);
  return (
    <Card size="small" style={{ marginBottom: 16 }} data-testid="book-summary">
      <Row gutter={[16, 8]}>
        <Col xs={8} md={4}>
          <Statistic title={d("sum.income")} value={formatFen(s.data.incomeFen, { symbol: false })} valueStyle={{ color: "#389e0d", fontSize: 18 }} />
        </Col>
        <Col xs={8} md={4}>
          <Statistic title={d("sum.expense")} value={formatFen(s.data.expenseFen, { symbol: false })} valueStyle={{ color: "#cf1322", fontSize: 18 }} />
        </Col>
        <Col xs={8} md={4}>
          <Statistic title={d("sum.balance")} value={formatFen(s.data.balanceFen, { symbol: false })} valueStyle={{ fontSize: 18 }} />
        </Col>
        <Col xs={24} md={12}>
          {months.length > 0 && (
            <Table
              size="small"
              rowKey="month"
              pagination={false}
              scroll={{ x: "max-content", y: 120 }}
              dataSource={months}
              columns={[
                { title: d("sum.month"), dataIndex: "month", width: 90 },
                { title: d("sum.income"), dataIndex: "incomeFen", align: "right", render: (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatFen(v, { symbol: false })}</span> },
                { title: d("sum.expense"), dataIndex: "expenseFen", align: "right", render: (v: number) => <span style={{ whiteSpace: "nowrap" }}>{formatFen(v, { symbol: false })}</span> },
                { title: d("sum.balance"), key: "b", align: "right", render: (_, m) => <span style={{ whiteSpace: "nowrap" }}>{formatFen(m.incomeFen - m.expenseFen, { symbol: false })}</span> },
              ]}
            />
          )}
        </Col>
      </Row>
    </Card>
  );
}

/** /farmingManage/list: the farm book — income & expense, outputs, pests & diseases. */
export default function BookListPage() {
  const { d, t, lang } = useBookTexts();
  const en = lang.startsWith("en");
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const tab = (KINDS as string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as BookKind) : "JZB";
  const [form] = Form.useForm<SearchValues>();
  const [filters, setFilters] = useState<Filters>({});
  const list = usePagedCall(farmBook.selListByPage, `farm.book.${tab}`, { input: { kind: tab, ...filters } });
  const categoryName = useCategoryName();
  const screens = Grid.useBreakpoint();
  const categories = useCategoryOptions();
  const del = useFormMutation(farmBook.delById);
  const remove = async (r: BookView) => {
    if (!(await del.submit({ id: r.id }))) return;
    void message.success(d("deleted"));
    list.removedOne();
    await invalidateCalls(...bookReads);
  };
  const search = (v: SearchValues) =>
    setFilters({
      keyword: v.keyword?.trim() || undefined,
      plotId: v.plotId,
      batchId: v.batchId,
      category: tab === "JZB" ? v.category : undefined,
      outputKind: tab === "CC" ? v.outputKind : undefined,
      dateFrom: v.dates?.[0]?.format("YYYY-MM-DD"),
      dateTo: v.dates?.[1]?.format("YYYY-MM-DD"),
    });
  const switchTab = (k: string) => {
    setParams({ tab: k }, { replace: true });
    form.setFieldsValue({ category: undefined, outputKind: undefined });
    setFilters((f) => ({ ...f, category: undefined, outputKind: undefined }));
  };
  const subject = (r: BookView) => [r.plotName, r.batchName, r.rangeName && r.rangeName !== r.batchName ? r.rangeName : null].filter(Boolean).join(" · ") || "-";
  const actions: ColumnsType<BookView>[number] = {
    title: d("actions"),
    key: "actions",
    width: 120,
    render: (_, r) => (
      <Space size={0} wrap>
        <Link to={`/farmingManage/${PATH[r.kind]}Update/${r.id}`}>
          <Button type="link" size="small">
            {d("edit")}
          </Button>
        </Link>
        <Popconfirm title={d("deleteConfirm")} onConfirm={untilSettled(() => remove(r))} okText={t("common.confirm")} cancelText={t("common.cancel")}>
          <Button type="link" size="small" danger>
            {d("delete")}
          </Button>
        </Popconfirm>
      </Space>
    ),
  };
  const dateCol = { title: d("f.date"), dataIndex: "date", width: 110 };
  const columns: Record<BookKind, ColumnsType<BookView>> = {
    JZB: [
      dateCol,
      {
        title: d("f.category"),
        dataIndex: "category",
        width: 130,
        render: (_, r) => (
          <Space size={4}>
            <Typography.Text type={r.direction === "INCOME" ? "success" : "danger"}>{r.direction ? d(`direction.${r.direction}`) : ""}</Typography.Text>
            {categoryName(r.category)}
          </Space>
        ),
      },
      { title: d("f.amount"), dataIndex: "amountFen", width: 120, align: "right", render: (v: number, r) => <Typography.Text type={r.direction === "INCOME" ? "success" : undefined}>{(r.direction === "EXPENSE" ? "-" : "+") + formatFen(v, { symbol: false })}</Typography.Text> },
      { title: d("f.item"), dataIndex: "item", width: 260, ellipsis: true, render: (v: string | null, r) => [v, r.laborDays != null ? `${r.laborDays} ${d("f.laborDays")}` : null].filter(Boolean).join(" · ") || "-" },
      { title: d("f.counterparty"), dataIndex: "counterparty", width: 150, ellipsis: true, render: (v: string | null) => v ?? "-" },
      { title: d("f.subject"), key: "subject", width: 180, render: (_, r) => subject(r) },
      actions,
    ],
    CC: [
      dateCol,
      { title: d("f.outputKind"), dataIndex: "outputKind", width: 90, render: (v: BookView["outputKind"]) => (v ? d(`outputKinds.${v}`) : "-") },
      { title: d("f.product"), dataIndex: "product" },
      { title: d("f.quantity"), dataIndex: "quantity", width: 130, align: "right", render: (v: number | null, r) => qtyText(v, r.unit ?? undefined) },
      { title: d("f.value"), dataIndex: "valueFen", width: 120, align: "right", render: (v: number | null) => (v == null ? "-" : <Money fen={v} />) },
      { title: d("f.buyer"), dataIndex: "counterparty", width: 150, render: (v: string | null) => v ?? "-" },
      { title: d("f.subject"), key: "subject", width: 180, render: (_, r) => subject(r) },
      actions,
    ],
    BCH: [
      dateCol,
      { title: d("f.disease"), dataIndex: "diseaseName", width: 140, render: (v: string | null, r) => ((en ? r.diseaseNameEn : v) ?? "-") },
      { title: d("f.severity"), dataIndex: "severity", width: 80, render: (v: BookView["severity"]) => (v ? d(`severities.${v}`) : "-") },
      {
        title: d("f.affectedCount"),
        key: "affected",
        width: 150,
        render: (_, r) => [r.affectedCount != null ? String(r.affectedCount) : null, r.affectedAreaMu != null ? `${r.affectedAreaMu} ${en ? "mu" : "亩"}` : null].filter(Boolean).join(" / ") || "-",
      },
      { title: d("f.measures"), dataIndex: "measures", width: 240, ellipsis: true, render: (v: string | null) => v ?? "-" },
      { title: d("f.loss"), dataIndex: "lossFen", width: 110, align: "right", render: (v: number | null) => (v == null ? "-" : <Money fen={v} />) },
      { title: d("f.subject"), key: "subject", width: 180, render: (_, r) => subject(r) },
      actions,
    ],
  };
  // on a phone: one column saying what it is, one with the figure, the actions
  const headline = (r: BookView) =>
    r.kind === "JZB"
      ? [r.direction ? d(`direction.${r.direction}`) : "", categoryName(r.category), r.item].filter(Boolean).join(" · ")
      : r.kind === "CC"
        ? [r.outputKind ? d(`outputKinds.${r.outputKind}`) : "", r.product, qtyText(r.quantity, r.unit ?? undefined)].filter(Boolean).join(" · ")
        : [(en ? r.diseaseNameEn : r.diseaseName) ?? "", r.severity ? d(`severities.${r.severity}`) : ""].filter(Boolean).join(" · ");
  const figure = (r: BookView) =>
    r.kind === "JZB" ? (
      <Typography.Text type={r.direction === "INCOME" ? "success" : undefined} style={{ whiteSpace: "nowrap" }}>
        {(r.direction === "EXPENSE" ? "-" : "+") + formatFen(r.amountFen ?? 0, { symbol: false })}
      </Typography.Text>
    ) : (
      <span style={{ whiteSpace: "nowrap" }}>{r.kind === "CC" ? (r.valueFen == null ? "-" : formatFen(r.valueFen, { symbol: false })) : r.lossFen == null ? "-" : formatFen(r.lossFen, { symbol: false })}</span>
    );
  const compact: ColumnsType<BookView> = [
    {
      title: d("f.item"),
      key: "what",
      render: (_, r) => (
        <>
          <div>{headline(r)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {[r.date, r.batchName ?? r.plotName].filter(Boolean).join(" · ")}
          </Typography.Text>
        </>
      ),
    },
    { title: d(tab === "JZB" ? "f.amount" : tab === "CC" ? "f.value" : "f.loss"), key: "fig", align: "right", width: 100, render: (_, r) => figure(r) },
    { ...actions, width: 64, render: (_, r) => <EditDeleteActions editTo={`/farmingManage/${PATH[r.kind]}Update/${r.id}`} onDelete={() => remove(r)} /> },
  ];
  return (
    <div>
      <PageHeader
        tabs={KINDS.map((k) => ({ name: k, label: d(`tabs.${k}`) }))}
        active={tab}
        onChange={switchTab}
        extra={
          <Link to={`/farmingManage/${PATH[tab]}Add`}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="book-add">
              {d(`add.${tab}`)}
            </Button>
          </Link>
        }
      />
      <SearchBar form={form} testId="book" onSearch={search}>
        <Form.Item name="dates">
          <DatePicker.RangePicker aria-label={d("period")} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="plotId">
          <PlotSelect allowClear placeholder={d("f.plot")} aria-label={d("f.plot")} style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="batchId">
          <BatchSelect allowClear placeholder={d("f.batch")} aria-label={d("f.batch")} style={{ width: 160 }} />
        </Form.Item>
        {tab === "JZB" && (
          <Form.Item name="category">
            <FieldSelect allowClear options={categories} placeholder={d("f.category")} aria-label={d("f.category")} style={{ width: 130 }} />
          </Form.Item>
        )}
        {tab === "CC" && (
          <Form.Item name="outputKind">
            <FieldSelect allowClear options={outputKind.options.map((v) => ({ value: v, label: d(`outputKinds.${v}`) }))} placeholder={d("f.outputKind")} aria-label={d("f.outputKind")} style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("keyword")} style={{ width: 150 }} />
        </Form.Item>
      </SearchBar>
      {tab === "JZB" && <MonthSummary filters={filters} />}
      <PagedTable<BookView> data-testid={`book-table-${tab}`} rowKey="id" columns={screens.md === false ? compact : columns[tab]} list={list} emptyText={d(`empty.${tab}`)} />
    </div>
  );
}
