import { farmLand, farmPlan, farmRecord, identity, stepDueDate, type PlanSubjectKind, type RecordCategory, type SchemeStepView, type SchemeView } from "@qinlian/contract";
import { App, Form, Modal, Radio, Space, Tag, Timeline, Typography } from "antd";
import { useMemo } from "react";
import { useNavigate } from "react-router";
import { useCall } from "../../../api";
import { DayInput } from "../../../kit/DayInput";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { useFormMutation } from "../../../kit/useFormMutation";
import { usePlanTexts } from "./texts";

export const PLAN_LIST = "/farmingManage/plantPlan";
/** Today in China (UTC+8), as the server counts reminder days — whatever the device's time zone. */
export const chinaToday = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const REMIND_PAGE = "/farmingManage/productionRemind";
export const detailPath = (s: Pick<SchemeView, "id" | "source" | "mine">) =>
  s.source === "EXPERT" && !s.mine ? `/farmingManage/plantPlanExpert/${s.id}` : `/farmingManage/plantPlanDetail?id=${encodeURIComponent(s.id)}`;
export const editPath = (id: string) => `/farmingManage/plantPlanUpdate?id=${encodeURIComponent(id)}`;

/** Every read a plan or reminder change may touch. */
export const planReads = [
  farmPlan.selListByPage,
  farmPlan.selListByParam,
  farmPlan.selById,
  farmPlan.selZJListByPage,
  farmPlan.selectRecommendByParam,
  farmPlan.selListingPage,
  farmPlan.selListingCount,
];

/** Whether the caller may publish expert plans (the EXPERT role's 专家方案 function). */
export function useIsExpert(): boolean {
  const q = useCall(identity.judgeAuth, { funcCode: "farmingBaike.expert.plant" }, { staleTime: 60_000, errBySelf: true });
  return q.data?.allowed ?? false;
}

/** The farm-record types of a category, code → name in the reader's language, and the select options. */
export function useRecordTypes(category: RecordCategory | undefined) {
  const { lang } = usePlanTexts();
  const q = useCall(farmRecord.selBaseTplByCategoryId, { categoryId: category ?? "HOUSE" }, { enabled: !!category, staleTime: 300_000, errBySelf: true });
  return useMemo(() => {
    const names = new Map((q.data ?? []).map((x) => [x.code, lang === "en" ? x.nameEn : x.name]));
    return { names, options: [...names].map(([value, label]) => ({ value, label })) };
  }, [q.data, lang]);
}

export function CategoryTag({ category }: { category: RecordCategory }) {
  const { d } = usePlanTexts();
  return <Tag color={category === "HOUSE" ? "orange" : "green"}>{d(`categories.${category}`)}</Tag>;
}

/** A plan's steps as a timeline: day, time, task, what to do, the record type. */
export function StepsTimeline({ steps, category }: { steps: readonly SchemeStepView[]; category: RecordCategory }) {
  const { d } = usePlanTexts();
  const types = useRecordTypes(category);
  return (
    <Timeline
      data-testid="plan-steps"
      items={steps.map((s) => ({
        color: s.recordType ? "blue" : "gray",
        children: (
          <div>
            <Space wrap size={6}>
              <Typography.Text strong>{d("plan.dayShort", { day: s.day })}</Typography.Text>
              <Typography.Text type="secondary">{s.remindTime}</Typography.Text>
              <Typography.Text strong>{s.title}</Typography.Text>
              {s.recordType && <Tag color="blue">{types.names.get(s.recordType) ?? s.recordType}</Tag>}
            </Space>
            {s.content && <Typography.Paragraph type="secondary" style={{ margin: "4px 0 0" }}>{s.content}</Typography.Paragraph>}
          </div>
        ),
      }))}
    />
  );
}

interface SubjectOption {
  value: string;
  label: string;
  startDate?: string;
}

/** The open batches (of the category's kind) and, for crops, the plots of the current farm, as "KIND:id" options. */
export function useSubjectOptions(category: RecordCategory | undefined, enabled = true) {
  const { d } = usePlanTexts();
  const on = enabled && !!category;
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 100, open: true, kind: category === "HOUSE" ? "FLOCK" : "CROP" }, { enabled: on });
  const plots = useCall(farmLand.selListByParam, {}, { enabled: on && category === "CROP" });
  return useMemo(() => {
    const batch: SubjectOption[] = (batches.data?.list ?? []).map((b) => ({ value: `BATCH:${b.id}`, label: `${d("adopt.BATCH")} · ${b.name}（${b.placeName}）`, startDate: b.startDate }));
    const plot: SubjectOption[] = category === "CROP" ? (plots.data ?? []).map((p) => ({ value: `PLOT:${p.id}`, label: `${d("adopt.PLOT")} · ${p.name}` })) : [];
    return { batch, plot, all: [...batch, ...plot], loading: batches.isLoading || plots.isLoading };
  }, [batches.data, batches.isLoading, plots.data, plots.isLoading, category, d]);
}

/** A server field of an addList row ("rows.0.subjectId") → the form item holding it (["rows", 0, "subject"]). */
export function rowFieldToForm(field: string): (string | number)[] {
  return field
    .replace(/\.subject(Id|Kind)$/, ".subject")
    .split(".")
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

export function parseSubjectValue(v: string | undefined): { subjectKind: PlanSubjectKind; subjectId: string } | null {
  const m = /^(BATCH|PLOT):(.+)$/.exec(v ?? "");
  return m ? { subjectKind: m[1] as PlanSubjectKind, subjectId: m[2] } : null;
}

interface AdoptForm {
  kind: PlanSubjectKind;
  subject?: string;
  startDate: string;
}

/** 采用: apply a scheme to a batch or plot of the farm from a start date (addSchemeAndUse), then go to the reminders. */
export function AdoptModal({ scheme, onClose }: { scheme: SchemeView | null; onClose: () => void }) {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<AdoptForm>();
  const category = scheme?.category;
  const subjects = useSubjectOptions(category, !!scheme);
  const adopt = useFormMutation(farmPlan.addSchemeAndUse, { form, fields: { subjectId: "subject", subjectKind: "kind", schemeId: null } });
  const kind = Form.useWatch("kind", form) ?? "BATCH";
  const start = Form.useWatch("startDate", form);
  const options = kind === "PLOT" ? subjects.plot : subjects.batch;
  const onFinish = async (v: AdoptForm) => {
    const s = parseSubjectValue(v.subject);
    if (!scheme || !s) return;
    const r = await adopt.submit({ schemeId: scheme.id, ...s, startDate: v.startDate });
    if (!r) return;
    void message.success(d("adopt.done", { count: r.listings.length }));
    await invalidateCalls(...planReads);
    onClose();
    void navigate(REMIND_PAGE);
  };
  const preview =
    scheme && start && scheme.steps.length
      ? d("adopt.preview", { count: scheme.steps.length, first: stepDueDate(start, scheme.steps[0].day), last: stepDueDate(start, scheme.steps[scheme.steps.length - 1].day) })
      : null;
  return (
    <Modal
      open={!!scheme}
      title={scheme ? d("adopt.title", { name: scheme.name }) : ""}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={d("adopt.ok")}
      confirmLoading={adopt.isPending}
      destroyOnHidden
      width={520}
    >
      <Form<AdoptForm> form={form} layout="vertical" preserve={false} initialValues={{ kind: "BATCH", startDate: chinaToday() }} onFinish={(v) => void onFinish(v)} data-testid="adopt-form">
        <Form.Item name="kind" label={d("adopt.subjectKind")} help={category === "HOUSE" ? d("adopt.houseOnlyBatch") : undefined}>
          <Radio.Group
            onChange={() => form.setFieldValue("subject", undefined)}
            options={[
              { value: "BATCH", label: d("adopt.BATCH") },
              { value: "PLOT", label: d("adopt.PLOT"), disabled: category !== "CROP" },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label={d("adopt.subject")}
          rules={[{ required: true, message: d("common.choose", { field: d(`adopt.${kind}`) }) }]}
          extra={!subjects.loading && !options.length ? d("adopt.noSubjects", { what: d(`adopt.${kind}`) }) : undefined}
        >
          <FieldSelect
            options={options}
            loading={subjects.loading}
            data-testid="adopt-subject"
            onChange={(v: string) => {
              const hit = options.find((o) => o.value === v);
              if (hit?.startDate) form.setFieldValue("startDate", hit.startDate);
            }}
          />
        </Form.Item>
        <Form.Item name="startDate" label={d("adopt.startDate")} extra={d("adopt.startHelp")} rules={[{ required: true, message: d("common.choose", { field: d("adopt.startDate") }) }]}>
          <DayInput data-testid="adopt-start" />
        </Form.Item>
        {preview && <Typography.Text type="secondary">{preview}</Typography.Text>}
      </Form>
    </Modal>
  );
}
