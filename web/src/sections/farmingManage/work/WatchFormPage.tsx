import { farmWork, watchFindings, type WatchLogInput } from "@qinlian/contract";
import { App, Button, Card, Col, DatePicker, Empty, Form, Input, Row, Skeleton, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { FieldRadioGroup } from "../../../kit/FieldSelect";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { useMe } from "../../../kit/useMe";
import { SubjectFields, watchReads } from "./parts";
import { useWorkTexts } from "./texts";

type Values = Omit<WatchLogInput, "logDate"> & { logDate?: Dayjs };

/** /farmingManage/watchLogs/add and /update/:id: one inspection round (from the map, `?plotId=` fills the plot and comes back to it). */
export default function WatchFormPage() {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params] = useSearchParams();
  const plotId = params.get("plotId") ?? undefined;
  const back = plotId ? `/farmingManageMap/watchLogs/${encodeURIComponent(plotId)}` : "/farmingManage/watchLogs";
  const [form] = Form.useForm<Values>();
  const me = useMe();
  const current = useCall(farmWork.watchSelById, { id: id ?? "" }, { enabled: !!id, errBySelf: true });
  const add = useFormMutation(farmWork.watchAdd, { form });
  const upd = useFormMutation(farmWork.watchUpdById, { form });
  const finding = Form.useWatch("finding", form);
  const problem = !!finding && finding !== "NORMAL";

  useEffect(() => {
    const w = current.data;
    if (w) form.setFieldsValue({ ...w, logDate: dayjs(w.logDate), description: w.description ?? undefined, followUp: w.followUp ?? undefined });
  }, [current.data, form]);
  const myName = me.me && "realName" in me.me ? (me.me.realName ?? me.me.nickname ?? undefined) : undefined;
  useEffect(() => {
    if (!id && myName && !form.getFieldValue("inspector")) form.setFieldValue("inspector", myName);
  }, [id, myName, form]);

  if (id && current.isLoading) return <Skeleton active />;
  if (id && !current.data)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(back)}>{t("common.back")}</Button>
      </Empty>
    );

  const onFinish = async (v: Values) => {
    const body: WatchLogInput = {
      subjectKind: v.subjectKind,
      subjectId: v.subjectId,
      logDate: (v.logDate ?? dayjs()).format("YYYY-MM-DD"),
      inspector: v.inspector.trim(),
      finding: v.finding,
      description: v.description?.trim() || undefined,
      photos: v.photos ?? [],
      followUp: v.followUp?.trim() || undefined,
      resolved: v.resolved ?? false,
    };
    const done = id ? await upd.submit({ ...body, id }) : await add.submit(body);
    if (!done) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...watchReads);
    void navigate(back);
  };

  return (
    <div>
      <PageHeader title={d(id ? "watch.editTitle" : "watch.addTitle")} />
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        initialValues={{ subjectKind: "PLOT", subjectId: plotId, logDate: dayjs(), finding: "NORMAL", photos: [], resolved: false }}
        style={{ maxWidth: 860 }}
        data-testid="watch-form"
      >
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <SubjectFields form={form} kinds={["PLOT", "RANGE"]} kindLabel={d("watch.subjectKind")} subjectLabel={d("watch.subject")} />
            </Col>
            <Col xs={24} sm={16}>
              <Row gutter={16}>
                <Col xs={12}>
                  <Form.Item name="logDate" label={d("watch.logDate")} rules={[{ required: true, message: d("common.choose", { field: d("watch.logDate") }) }]}>
                    <DatePicker style={{ width: "100%" }} disabledDate={(x) => x.isAfter(dayjs(), "day")} data-testid="watch-date" />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item name="inspector" label={d("watch.inspector")} rules={[{ required: true, whitespace: true, message: d("common.required", { field: d("watch.inspector") }) }, { max: 30 }]}>
                    <Input data-testid="watch-inspector" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="finding" label={d("watch.finding")} rules={[{ required: true }]}>
                <FieldRadioGroup optionType="button" options={watchFindings.map((f) => ({ value: f, label: d(`findings.${f}`) }))} data-testid="watch-finding" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="description"
            label={d("watch.description")}
            dependencies={["finding"]}
            rules={[{ max: 1000 }, { required: problem, whitespace: true, message: d("watch.descriptionNeeded") }]}
          >
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="watch-description" />
          </Form.Item>
          {problem && (
            <Row gutter={16}>
              <Col xs={24} sm={18}>
                <Form.Item name="followUp" label={d("watch.followUp")} rules={[{ max: 500 }]}>
                  <Input.TextArea rows={2} maxLength={500} data-testid="watch-followup" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={6}>
                <Form.Item name="resolved" label={d("watch.resolved")} valuePropName="checked">
                  <Switch data-testid="watch-resolved" />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Form.Item name="photos" label={d("common.photos")}>
            <ImageListUpload max={9} />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={add.isPending || upd.isPending} data-testid="watch-submit">
            {d("common.save")}
          </Button>
          <Button onClick={() => void navigate(back)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
