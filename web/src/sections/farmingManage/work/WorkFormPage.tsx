import { farmWork, workTypeLabels, workTypes, type WorkInput } from "@qinlian/contract";
import { App, Button, Card, Col, DatePicker, Empty, Form, Input, Row, Skeleton, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { SubjectFields, workReads } from "./parts";
import { useWorkTexts } from "./texts";

type Values = Omit<WorkInput, "planDate"> & { planDate?: Dayjs };

/**
 * /farmingManage/farmingWorking/update/:id and /farmingManageMap/farmingWorking/update/:id: a task's
 * plan. The spec has no add route: `:id` = "new" adds one (from the map, `?plotId=` fills the plot).
 */
export default function WorkFormPage() {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id: rawId } = useParams();
  const [params] = useSearchParams();
  const id = rawId === "new" ? undefined : rawId;
  const plotId = params.get("plotId") ?? undefined;
  const [form] = Form.useForm<Values>();
  const current = useCall(farmWork.workSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(farmWork.workAdd, { form });
  const upd = useFormMutation(farmWork.workUpdById, { form });
  const back = () => void navigate(-1);

  useEffect(() => {
    const w = current.data;
    if (w)
      form.setFieldsValue({
        subjectKind: w.subjectKind,
        subjectId: w.subjectId,
        workType: w.workType,
        title: w.title === workTypeLabels[w.workType].zh ? undefined : w.title,
        planDate: dayjs(w.planDate),
        assigneeName: w.assigneeName ?? undefined,
        content: w.content ?? undefined,
      });
  }, [current.data, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={back}>{t("common.back")}</Button>
      </Empty>
    );
  if (current.data && current.data.state !== "TODO" && current.data.state !== "DOING")
    return (
      <Empty description={d("work.notEditable")}>
        <Button onClick={back}>{t("common.back")}</Button>
      </Empty>
    );

  const onFinish = async (v: Values) => {
    const body: WorkInput = {
      subjectKind: v.subjectKind,
      subjectId: v.subjectId,
      workType: v.workType,
      title: v.title?.trim() || undefined,
      planDate: (v.planDate ?? dayjs()).format("YYYY-MM-DD"),
      assigneeName: v.assigneeName?.trim() || undefined,
      content: v.content?.trim() || undefined,
    };
    const done = id ? await upd.submit({ ...body, id }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...workReads);
    void navigate(plotId ? `/farmingManageMap/farmingWorking/${encodeURIComponent(plotId)}` : `/farmingManage/farmingWorking/details?id=${encodeURIComponent(done.id)}`);
  };

  return (
    <div>
      <PageHeader title={d(id ? "work.editTitle" : "work.addTitle")} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        initialValues={{ subjectKind: "PLOT", subjectId: plotId, workType: "IRRIGATE", planDate: dayjs() }}
        style={{ maxWidth: 860 }}
        data-testid="work-form"
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <SubjectFields form={form} kinds={["PLOT", "RANGE", "BATCH"]} kindLabel={d("work.subjectKind")} subjectLabel={d("work.subject")} />
            </Col>
            <Col xs={24} sm={16}>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="workType" label={d("work.workType")} rules={[{ required: true, message: d("common.choose", { field: d("work.workType") }) }]}>
                    <FieldSelect options={workTypes.map((w) => ({ value: w, label: d(`workTypes.${w}`) }))} data-testid="work-type" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="planDate" label={d("work.planDate")} rules={[{ required: true, message: d("common.choose", { field: d("work.planDate") }) }]}>
                    <DatePicker style={{ width: "100%" }} data-testid="work-date" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="title" label={d("work.name")} rules={[{ max: 60 }]}>
                    <Input placeholder={d("work.namePlaceholder")} data-testid="work-title" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="assigneeName" label={d("work.assignee")} rules={[{ max: 30 }]}>
                    <Input placeholder={d("work.assigneePlaceholder")} data-testid="work-assignee" />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
          </Row>
          <Form.Item name="content" label={d("work.content")} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} showCount data-testid="work-content" />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="work-submit">
            {d("common.save")}
          </Button>
          <Button onClick={back}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
