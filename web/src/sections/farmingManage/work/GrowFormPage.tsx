import { cropStages, farmRecord, farmWork, flockStages, type GrowLogInput } from "@qinlian/contract";
import { Alert, App, Button, Card, Col, DatePicker, Empty, Form, Input, InputNumber, Row, Skeleton, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { growReads, oneDecimalRule } from "./parts";
import { useWorkTexts } from "./texts";

type Values = Omit<GrowLogInput, "logDate"> & { logDate?: Dayjs };

const LIST = "/farmingManage/growLogs";

/** /farmingManage/growLogsAdd and /farmingManage/growLogsUpdate/:id: one growth log. */
export default function GrowFormPage() {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [form] = Form.useForm<Values>();
  const current = useCall(farmWork.growSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 100, open: id ? undefined : true });
  const add = useFormMutation(farmWork.growAdd, { form });
  const upd = useFormMutation(farmWork.growUpdById, { form });
  const batchId = Form.useWatch("batchId", form);
  const batch = batches.data?.list.find((b) => b.id === batchId);
  const stages = batch?.kind === "CROP" ? cropStages : batch?.kind === "FLOCK" ? flockStages : [...new Set([...flockStages, ...cropStages])];

  useEffect(() => {
    const g = current.data;
    if (g) form.setFieldsValue({ ...g, logDate: dayjs(g.logDate), description: g.description ?? undefined });
  }, [current.data, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
      </Empty>
    );

  const onFinish = async (v: Values) => {
    const body: GrowLogInput = {
      batchId: v.batchId,
      logDate: (v.logDate ?? dayjs()).format("YYYY-MM-DD"),
      stage: v.stage,
      heightCm: v.heightCm ?? null,
      weightG: v.weightG ?? null,
      uniformityPct: v.uniformityPct ?? null,
      sampleSize: v.sampleSize ?? null,
      description: v.description?.trim() || undefined,
      photos: v.photos ?? [],
    };
    const done = id ? await upd.submit({ ...body, id }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...growReads);
    void navigate(LIST);
  };
  const needOne = {
    validator: () => {
      const get = (k: "heightCm" | "weightG" | "uniformityPct") => form.getFieldValue(k) as number | null | undefined;
      const text = form.getFieldValue("description") as string | undefined;
      const any = [get("heightCm"), get("weightG"), get("uniformityPct")].some((x) => x != null) || !!text?.trim();
      return any ? Promise.resolve() : Promise.reject(new Error(d("grow.needOne")));
    },
  };
  const noBatches = !id && batches.data && batches.data.list.length === 0;

  return (
    <div>
      <PageHeader title={d(id ? "grow.editTitle" : "grow.addTitle")} />
      {noBatches && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={<Link to="/farmingManage/record/FEED">{d("grow.noBatches")}</Link>} />}
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ logDate: dayjs(), photos: [] }} style={{ maxWidth: 860 }} data-testid="grow-form">
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={10}>
              <Form.Item name="batchId" label={d("grow.batch")} rules={[{ required: true, message: d("common.choose", { field: d("grow.batch") }) }]}>
                <FieldSelect
                  showSearch
                  optionFilterProp="label"
                  loading={batches.isLoading}
                  options={(batches.data?.list ?? []).map((b) => ({ value: b.id, label: `${b.name} · ${b.placeName}` }))}
                  onChange={() => form.setFieldValue("stage", undefined)}
                  data-testid="grow-batch"
                />
              </Form.Item>
            </Col>
            <Col xs={12} sm={7}>
              <Form.Item name="logDate" label={d("grow.logDate")} rules={[{ required: true, message: d("common.choose", { field: d("grow.logDate") }) }]}>
                <DatePicker style={{ width: "100%" }} disabledDate={(x) => x.isAfter(dayjs(), "day")} data-testid="grow-date" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={7}>
              <Form.Item name="stage" label={d("grow.stage")} rules={[{ required: true, message: d("common.choose", { field: d("grow.stage") }) }]}>
                <FieldSelect options={stages.map((s) => ({ value: s, label: d(`stages.${s}`) }))} data-testid="grow-stage" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={12} sm={6}>
              <Form.Item name="weightG" label={d("grow.weightG")} dependencies={["description", "heightCm", "uniformityPct"]} rules={[oneDecimalRule(d("work.oneDecimal")), needOne]}>
                <InputNumber min={0} max={100000} style={{ width: "100%" }} data-testid="grow-weight" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="heightCm" label={d("grow.heightCm")} rules={[oneDecimalRule(d("work.oneDecimal"))]}>
                <InputNumber min={0} max={10000} style={{ width: "100%" }} data-testid="grow-height" />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="uniformityPct" label={d("grow.uniformityPct")} rules={[oneDecimalRule(d("work.oneDecimal"))]}>
                <InputNumber min={0} max={100} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="sampleSize" label={d("grow.sampleSize")}>
                <InputNumber min={1} max={100000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="description" label={d("grow.description")} rules={[{ max: 1000 }]}>
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="grow-description" />
          </Form.Item>
          <Form.Item name="photos" label={d("common.photos")}>
            <ImageListUpload max={9} />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="grow-submit">
            {d("common.save")}
          </Button>
          <Button onClick={() => void navigate(LIST)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
