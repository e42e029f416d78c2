import { farmPlan, STEP_DAY_MAX, STEPS_MAX, type RecordCategory, type SchemeInput, type SchemeView } from "@qinlian/contract";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Col, Empty, Form, Input, InputNumber, Row, Select, Skeleton, Space, Switch, TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { PLAN_LIST, planReads, useIsExpert, useRecordTypes } from "./parts";
import { usePlanTexts } from "./texts";

interface StepForm {
  day?: number;
  title?: string;
  content?: string;
  recordType?: string | null;
  remindTime?: string;
}
interface PlanForm {
  name: string;
  category: RecordCategory;
  description?: string;
  expert?: boolean;
  steps: StepForm[];
}

/** "HH:mm" in a Form.Item, through antd's TimePicker. */
function TimeInput({ value, onChange, ...rest }: { value?: string; onChange?: (v: string | undefined) => void; "aria-label"?: string }) {
  const picked: Dayjs | null = value ? dayjs(`2000-01-01 ${value}`, "YYYY-MM-DD HH:mm") : null;
  return <TimePicker {...rest} format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: "100%" }} value={picked} onChange={(d) => onChange?.(d ? d.format("HH:mm") : undefined)} />;
}

const toForm = (s: SchemeView): PlanForm => ({
  name: s.name,
  category: s.category,
  description: s.description,
  expert: s.source === "EXPERT",
  steps: s.steps.map((x) => ({ day: x.day, title: x.title, content: x.content, recordType: x.recordType, remindTime: x.remindTime })),
});

/** /farmingManage/plantPlanAdd and /farmingManage/plantPlanUpdate?id=: a plan and its steps (a dynamic list). */
export default function PlanFormPage() {
  const { d } = usePlanTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [q] = useSearchParams();
  const id = q.get("id") ?? undefined;
  const isExpert = useIsExpert();
  const [form] = Form.useForm<PlanForm>();
  const current = useCall(farmPlan.selById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const save = useFormMutation(farmPlan.addOrUpd, { form });
  const category = Form.useWatch("category", form);
  const types = useRecordTypes(category);
  useEffect(() => {
    if (current.data) form.setFieldsValue(toForm(current.data));
  }, [current.data, form]);
  const back = () => void navigate(current.data?.source === "EXPERT" ? "/farmingManage/plantPlanExpert" : PLAN_LIST);
  if (id && current.isLoading) return <Skeleton active />;
  if (id && (!current.data || !current.data.mine))
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={back}>{d("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: PlanForm) => {
    const body: SchemeInput = {
      ...(id ? { id } : {}),
      name: v.name,
      category: v.category,
      description: v.description?.trim() || undefined,
      ...(v.expert !== undefined ? { expert: !!v.expert } : {}),
      steps: (v.steps ?? []).map((s) => ({ day: s.day ?? 0, title: s.title ?? "", content: s.content?.trim() || undefined, recordType: s.recordType || undefined, remindTime: s.remindTime || undefined })),
    };
    const r = await save.submit(body);
    if (!r) return;
    void message.success(d("plan.saved"));
    await invalidateCalls(...planReads);
    void navigate(r.source === "EXPERT" ? `/farmingManage/plantPlanExpert/${r.id}` : `/farmingManage/plantPlanDetail?id=${encodeURIComponent(r.id)}`);
  };
  const sortSteps = () => {
    const steps = (form.getFieldValue("steps") as StepForm[] | undefined) ?? [];
    form.setFieldValue("steps", [...steps].sort((a, b) => (a.day ?? 0) - (b.day ?? 0)));
  };
  return (
    <div>
      <PageHeader title={d(id ? "plan.editTitle" : "plan.addTitle")} />
      <Form<PlanForm>
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        initialValues={{ category: "HOUSE", expert: q.get("expert") === "1" && isExpert ? true : undefined, steps: [{ day: 1, remindTime: "08:00" }] }}
        data-testid="plan-form"
        style={{ maxWidth: 900 }}
        scrollToFirstError
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item name="name" label={d("plan.name")} rules={[{ required: true, whitespace: true, message: d("common.required", { field: d("plan.name") }) }, { max: 40 }]}>
                <Input placeholder={d("plan.namePlaceholder")} data-testid="plan-name-input" />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="category" label={d("common.category")} rules={[{ required: true }]}>
                <FieldSelect
                  data-testid="plan-category"
                  options={(["HOUSE", "CROP"] as const).map((c) => ({ value: c, label: d(`categories.${c}`) }))}
                  onChange={() => {
                    const steps = (form.getFieldValue("steps") as StepForm[] | undefined) ?? [];
                    form.setFieldValue("steps", steps.map((s) => ({ ...s, recordType: undefined })));
                  }}
                />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="description" label={d("plan.description")} rules={[{ max: 1000 }]}>
                <Input.TextArea rows={2} placeholder={d("plan.descriptionPlaceholder")} />
              </Form.Item>
            </Col>
            {(isExpert || current.data?.source === "EXPERT") && (
              <Col span={24}>
                <Form.Item name="expert" label={d("plan.expert")} valuePropName="checked" extra={d("plan.expertHelp")}>
                  <Switch disabled={!!id} data-testid="plan-expert" />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>
        <Form.List
          name="steps"
          rules={[
            {
              validator: (_, steps?: StepForm[]) => (steps?.length ? Promise.resolve() : Promise.reject(new Error(d("plan.stepsEmpty")))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Card
              size="small"
              title={d("plan.steps")}
              extra={
                <Button size="small" onClick={sortSteps}>
                  {d("plan.sortSteps")}
                </Button>
              }
              style={{ marginBottom: 16 }}
            >
              {fields.map((f, i) => (
                <div key={f.key} data-testid={`plan-step-${i}`} style={{ borderBottom: "1px dashed #eee", marginBottom: 12, paddingBottom: 4 }}>
                  <Row gutter={12} align="top">
                    <Col xs={8} md={4}>
                      <Form.Item
                        name={[f.name, "day"]}
                        label={d("plan.day")}
                        tooltip={d("plan.dayHelp")}
                        rules={[{ required: true, message: d("common.required", { field: d("plan.day") }) }]}
                      >
                        <InputNumber min={1} max={STEP_DAY_MAX} precision={0} style={{ width: "100%" }} aria-label={d("plan.day")} />
                      </Form.Item>
                    </Col>
                    <Col xs={16} md={8}>
                      <Form.Item name={[f.name, "title"]} label={d("plan.stepTitle")} rules={[{ required: true, whitespace: true, message: d("common.required", { field: d("plan.stepTitle") }) }, { max: 40 }]}>
                        <Input placeholder={d("plan.stepTitlePlaceholder")} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[f.name, "recordType"]} label={d("plan.recordType")}>
                        <Select allowClear placeholder={d("plan.recordTypeNone")} options={types.options} aria-label={d("plan.recordType")} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={6}>
                      <Form.Item name={[f.name, "remindTime"]} label={d("plan.remindTime")}>
                        <TimeInput aria-label={d("plan.remindTime")} />
                      </Form.Item>
                    </Col>
                    <Col xs={24}>
                      <Form.Item name={[f.name, "content"]} rules={[{ max: 500 }]}>
                        <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} placeholder={d("plan.content")} aria-label={d("plan.content")} />
                      </Form.Item>
                    </Col>
                  </Row>
                  <div style={{ textAlign: "right", marginTop: -8, marginBottom: 4 }}>
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                      {d("plan.removeStep")}
                    </Button>
                  </div>
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= STEPS_MAX}
                data-testid="plan-add-step"
                onClick={() => {
                  const steps = (form.getFieldValue("steps") as StepForm[] | undefined) ?? [];
                  const last = Math.max(0, ...steps.map((s) => s.day ?? 0));
                  add({ day: Math.min(STEP_DAY_MAX, last + 1), remindTime: "08:00" });
                }}
              >
                {d("plan.addStep")}
              </Button>
            </Card>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="plan-save">
            {d("plan.save")}
          </Button>
          <Button onClick={back}>{d("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
