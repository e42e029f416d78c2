import { farmPlan, listingTab, type ListingEvent, type ListingInput, type ListingTab, type ListingView, type RecordCategory } from "@qinlian/contract";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Alert, App, Badge, Button, Card, Col, Empty, Form, Input, List, Modal, Row, Select, Space, Tabs, Tag, TimePicker, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { DayInput } from "../../../kit/DayInput";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { LoadFailed } from "../../../kit/LoadFailed";
import { PageHeader } from "../../../kit/PageHeader";
import { SearchBar } from "../../../kit/SearchBar";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePagedCall } from "../../../kit/usePagedCall";
import { CategoryTag, chinaToday, parseSubjectValue, rowFieldToForm, PLAN_LIST, planReads, useRecordTypes, useSubjectOptions } from "./parts";
import { usePlanTexts } from "./texts";

const TABS = listingTab.options;
const addDays = (day: string, n: number) => dayjs(day, "YYYY-MM-DD").add(n, "day").format("YYYY-MM-DD");

/** "HH:mm" in a Form.Item, through antd's TimePicker. */
function TimeInput({ value, onChange, ...rest }: { value?: string; onChange?: (v: string | undefined) => void; "aria-label"?: string }) {
  const picked: Dayjs | null = value ? dayjs(`2000-01-01 ${value}`, "YYYY-MM-DD HH:mm") : null;
  return <TimePicker {...rest} format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: "100%" }} value={picked} onChange={(d) => onChange?.(d ? d.format("HH:mm") : undefined)} />;
}

interface ActForm {
  dueDate?: string;
  note?: string;
}

/** Done / postpone / cancel one listing, with a note (and the new day when postponing). */
function ActModal({ act, onClose }: { act: { listing: ListingView; event: ListingEvent } | null; onClose: () => void }) {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<ActForm>();
  const upd = useFormMutation(farmPlan.updListingByParam, { form, fields: { id: null, event: null } });
  const postpone = act?.event === "postpone";
  const l = act?.listing;
  const minDay = l ? [addDays(l.dueDate, 1), chinaToday()].sort()[1] : chinaToday();
  const onFinish = async (v: ActForm) => {
    if (!act) return;
    const r = await upd.submit({ id: act.listing.id, event: act.event, ...(postpone ? { dueDate: v.dueDate } : {}), note: v.note?.trim() || undefined });
    if (!r) return;
    void message.success(d("remind.saved"));
    await invalidateCalls(...planReads);
    onClose();
  };
  return (
    <Modal
      open={!!act}
      title={act ? d(`remind.${act.event}Title`) : ""}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={upd.isPending}
      okButtonProps={{ danger: act?.event === "cancel", "data-testid": "act-ok" }}
      destroyOnHidden
    >
      {l && (
        <Typography.Paragraph>
          <Typography.Text strong>{l.title}</Typography.Text> · {l.dueDate} {l.remindTime}
          {l.subjectName ? ` · ${l.subjectName}` : ""}
        </Typography.Paragraph>
      )}
      <Form<ActForm> form={form} layout="vertical" preserve={false} initialValues={{ dueDate: postpone ? minDay : undefined }} onFinish={(v) => void onFinish(v)} data-testid="act-form">
        {postpone && (
          <Form.Item name="dueDate" label={d("remind.newDate")} rules={[{ required: true, message: d("common.choose", { field: d("remind.newDate") }) }]}>
            <DayInput min={minDay} data-testid="act-date" />
          </Form.Item>
        )}
        <Form.Item name="note" label={d("remind.note")} rules={[{ max: 200 }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} placeholder={d("remind.notePlaceholder")} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface AddRow {
  category: RecordCategory;
  title?: string;
  dueDate?: string;
  remindTime?: string;
  subject?: string;
  recordType?: string;
  content?: string;
}

function AddRowFields({ name, fixed, canRemove, onRemove }: { name: number; fixed?: RecordCategory; canRemove: boolean; onRemove: () => void }) {
  const { d } = usePlanTexts();
  const form = Form.useFormInstance<{ rows: AddRow[] }>();
  const category = (Form.useWatch(["rows", name, "category"], form) as RecordCategory | undefined) ?? fixed;
  const subjects = useSubjectOptions(category);
  const types = useRecordTypes(category);
  return (
    <div data-testid={`remind-row-${name}`} style={{ borderBottom: "1px dashed #eee", marginBottom: 12 }}>
      <Row gutter={12}>
        {!fixed && (
          <Col xs={12} md={6}>
            <Form.Item name={[name, "category"]} label={d("common.category")} rules={[{ required: true }]}>
              <FieldSelect
                options={(["HOUSE", "CROP"] as const).map((c) => ({ value: c, label: d(`categories.${c}`) }))}
                onChange={() => {
                  form.setFieldValue(["rows", name, "subject"], undefined);
                  form.setFieldValue(["rows", name, "recordType"], undefined);
                }}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={fixed ? 24 : 12} md={fixed ? 12 : 6}>
          <Form.Item name={[name, "title"]} label={d("remind.item")} rules={[{ required: true, whitespace: true, message: d("common.required", { field: d("remind.item") }) }, { max: 40 }]}>
            <Input data-testid={`remind-row-${name}-title`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[name, "dueDate"]} label={d("remind.dueDate")} rules={[{ required: true, message: d("common.choose", { field: d("remind.dueDate") }) }]}>
            <DayInput min={chinaToday()} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[name, "remindTime"]} label={d("plan.remindTime")}>
            <TimeInput aria-label={d("plan.remindTime")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, "subject"]} label={d("remind.subject")}>
            <FieldSelect allowClear placeholder={d("remind.noSubject")} options={subjects.all} loading={subjects.loading} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={[name, "recordType"]} label={d("plan.recordType")}>
            <Select allowClear placeholder={d("plan.recordTypeNone")} options={types.options} aria-label={d("plan.recordType")} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={[name, "content"]} rules={[{ max: 500 }]}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 3 }} placeholder={d("plan.content")} aria-label={d("plan.content")} />
          </Form.Item>
        </Col>
      </Row>
      {canRemove && (
        <div style={{ textAlign: "right", marginTop: -8, marginBottom: 4 }}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
            {d("remind.removeRow")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Add one or several reminders by hand (addList: all or none). */
function AddModal({ open, fixed, onClose }: { open: boolean; fixed?: RecordCategory; onClose: () => void }) {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rows: AddRow[] }>();
  // rows.0.subjectId / subjectKind → the row's subject picker
  const add = useFormMutation(farmPlan.addListingList, { form, fields: rowFieldToForm });
  const blank = (): AddRow => ({ category: fixed ?? "HOUSE", dueDate: chinaToday(), remindTime: "08:00" });
  const onFinish = async (v: { rows: AddRow[] }) => {
    const rows: ListingInput[] = v.rows.map((r) => ({
      category: fixed ?? r.category,
      title: r.title ?? "",
      dueDate: r.dueDate ?? "",
      remindTime: r.remindTime || undefined,
      recordType: r.recordType || undefined,
      content: r.content?.trim() || undefined,
      ...(parseSubjectValue(r.subject) ?? {}),
    }));
    const res = await add.submit({ rows });
    if (!res) return;
    void message.success(d("remind.added", { count: res.ids.length }));
    await invalidateCalls(...planReads);
    onClose();
  };
  return (
    <Modal open={open} title={d("remind.addTitle")} onCancel={onClose} onOk={() => form.submit()} confirmLoading={add.isPending} width={760} destroyOnHidden okButtonProps={{ "data-testid": "remind-add-ok" }}>
      <Form form={form} layout="vertical" preserve={false} initialValues={{ rows: [blank()] }} onFinish={(v) => void onFinish(v)} data-testid="remind-add-form">
        <Form.List name="rows">
          {(fields, { add: addRow, remove }) => (
            <>
              {fields.map((f) => (
                <AddRowFields key={f.key} name={f.name} fixed={fixed} canRemove={fields.length > 1} onRemove={() => remove(f.name)} />
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= 50} onClick={() => addRow(blank())}>
                {d("remind.addRow")}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

/** One reminder as a card row: date (overdue in red), task, subject and plan, what to do, actions. */
function ListingItem({ l, onAct }: { l: ListingView; onAct: (event: ListingEvent) => void }) {
  const { d } = usePlanTexts();
  const types = useRecordTypes(l.category);
  const pending = l.state === "PENDING";
  const recordLink = pending && l.recordType ? `/farmingManage/record/${l.recordType}/add${l.subjectKind && l.subjectId ? `?subject=${encodeURIComponent(`${l.subjectKind}:${l.subjectId}`)}` : ""}` : null;
  return (
    <List.Item data-testid="remind-item" style={{ display: "flex", flexWrap: "wrap", gap: "4px 16px", alignItems: "center" }}>
      <div style={{ minWidth: 0, flex: "1 1 300px" }}>
        <Space wrap size={[6, 4]}>
          <Typography.Text strong type={l.overdue ? "danger" : undefined}>
            {l.dueDate} {l.remindTime}
          </Typography.Text>
          {l.overdue && <Tag color="red">{d("remind.overdue")}</Tag>}
          {!pending && <Tag color={l.state === "DONE" ? "green" : "default"}>{d(`remind.states.${l.state}`)}</Tag>}
          <CategoryTag category={l.category} />
          <Typography.Text strong>{l.title}</Typography.Text>
          {l.recordType && <Tag color="blue">{types.names.get(l.recordType) ?? l.recordType}</Tag>}
        </Space>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {[l.subjectName, l.schemeName ? `${l.schemeName}${l.stepDay ? ` · ${d("plan.dayShort", { day: l.stepDay })}` : ""}` : d("remind.manual"), l.postponed ? d("remind.postponedTimes", { count: l.postponed }) : null]
              .filter(Boolean)
              .join(" · ")}
          </Typography.Text>
        </div>
        {l.content && <Typography.Paragraph type="secondary" ellipsis={{ rows: 2, expandable: true, symbol: "…" }} style={{ margin: "2px 0 0", fontSize: 13 }}>{l.content}</Typography.Paragraph>}
        {l.note && <Typography.Text style={{ fontSize: 13 }}>{d("remind.noteLine", { note: l.note })}</Typography.Text>}
        {recordLink && (
          <div>
            <Link to={recordLink} style={{ fontSize: 13 }}>
              {d("remind.toRecord")}
            </Link>
          </div>
        )}
      </div>
      {pending && (
        <Space size={0} style={{ flex: "0 0 auto", marginLeft: "auto" }}>
          <Button type="link" size="small" onClick={() => onAct("done")} data-testid="remind-done">
            {d("remind.done")}
          </Button>
          <Button type="link" size="small" onClick={() => onAct("postpone")} data-testid="remind-postpone">
            {d("remind.postpone")}
          </Button>
          <Button type="link" size="small" danger onClick={() => onAct("cancel")} data-testid="remind-cancel">
            {d("remind.cancel")}
          </Button>
        </Space>
      )}
    </List.Item>
  );
}

/**
 * /farmingManage/productionRemind (all reminders) and /farmingManage/remind/:type (type = HOUSE or CROP:
 * the reminders of that category): tabs today / overdue / upcoming / done / cancelled with counts,
 * search, paging, done / postpone / cancel, and adding reminders by hand.
 */
export default function RemindPage() {
  const { d } = usePlanTexts();
  const { type } = useParams();
  const [q, setQ] = useSearchParams();
  const fixed = type ? (type.toUpperCase() as RecordCategory) : undefined;
  const badType = !!type && fixed !== "HOUSE" && fixed !== "CROP";
  const tab: ListingTab = (TABS as readonly string[]).includes(q.get("tab") ?? "") ? (q.get("tab") as ListingTab) : "TODAY";
  const [form] = Form.useForm<{ keyword?: string; category?: RecordCategory }>();
  const [filters, setFilters] = useState<{ keyword?: string; category?: RecordCategory }>({});
  const category = fixed ?? filters.category;
  const list = usePagedCall(farmPlan.selListingPage, "farm.remind", { input: { tab, category: badType ? undefined : category, keyword: filters.keyword } });
  const counts = useCall(farmPlan.selListingCount, { category: badType ? undefined : category }, { enabled: !badType });
  const [act, setAct] = useState<{ listing: ListingView; event: ListingEvent } | null>(null);
  const [adding, setAdding] = useState(false);
  if (badType) return <Alert type="warning" showIcon message={d("common.notFound")} />;
  const title = fixed ? d(`remind.title${fixed}`) : d("remind.title");
  return (
    <div data-testid="remind-page">
      <PageHeader
        title={title}
        extra={
          <Space wrap>
            <Link to={PLAN_LIST}>
              <Button>{d("remind.plans")}</Button>
            </Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="remind-add">
              {d("remind.add")}
            </Button>
          </Space>
        }
      />
      <Typography.Paragraph type="secondary">{d("remind.intro")}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(k) => setQ(k === "TODAY" ? {} : { tab: k }, { replace: true })}
        items={TABS.map((k) => ({
          key: k,
          label: (
            <span data-testid={`remind-tab-${k}`}>
              {d(`remind.tabs.${k}`)}{" "}
              <Badge count={counts.data?.[k] ?? 0} showZero={false} overflowCount={999} color={k === "OVERDUE" ? "red" : k === "TODAY" ? "orange" : "#bbb"} size="small" />
            </span>
          ),
        }))}
      />
      <SearchBar form={form} testId="remind-search" onSearch={(v: { keyword?: string; category?: RecordCategory }) => setFilters({ keyword: v.keyword?.trim() || undefined, category: v.category })}>
        <Form.Item name="keyword" rules={[{ max: 40 }]}>
          <Input allowClear placeholder={d("remind.keyword")} style={{ width: 190 }} />
        </Form.Item>
        {!fixed && (
          <Form.Item name="category">
            <Select
              allowClear
              aria-label={d("common.category")}
              placeholder={d("common.allCategories")}
              style={{ width: 130 }}
              options={(["HOUSE", "CROP"] as const).map((c) => ({ value: c, label: d(`categories.${c}`) }))}
            />
          </Form.Item>
        )}
      </SearchBar>
      {list.q.isError ? (
        <LoadFailed onRetry={() => void list.q.refetch()} />
      ) : (
        <Card size="small" styles={{ body: { paddingTop: 0, paddingBottom: 0 } }}>
          <List<ListingView>
            dataSource={list.data?.list}
            loading={list.loading || list.q.isFetching}
            locale={{ emptyText: <Empty description={d(`remind.empty.${tab}`)} /> }}
            pagination={
              list.data && list.data.total > 0
                ? {
                    current: list.pagination.current,
                    pageSize: list.pagination.pageSize,
                    total: list.pagination.total,
                    showSizeChanger: list.pagination.showSizeChanger,
                    pageSizeOptions: list.pagination.pageSizeOptions,
                    showTotal: list.pagination.showTotal,
                    onChange: list.pagination.onChange,
                    size: "small",
                    align: "end",
                  }
                : false
            }
            renderItem={(l) => <ListingItem l={l} onAct={(event) => setAct({ listing: l, event })} />}
          />
        </Card>
      )}
      <ActModal act={act} onClose={() => setAct(null)} />
      <AddModal open={adding} fixed={fixed} onClose={() => setAdding(false)} />
    </div>
  );
}
