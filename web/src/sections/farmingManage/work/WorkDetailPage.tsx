import { farmWork } from "@qinlian/contract";
import { App, Button, Card, Col, Descriptions, Empty, Form, Image, Row, Skeleton, Space } from "antd";
import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { formatTime } from "../../../kit/formatTime";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { StateHistory } from "../../../kit/StateHistory";
import { useFormMutation } from "../../../kit/useFormMutation";
import { workReads, WorkStateTag, workTitle } from "./parts";
import { useWorkTexts } from "./texts";
import { ResultFields, WorkActions } from "./WorkActions";

interface ResultValues {
  result?: string;
  labourHours?: number | null;
  machineHours?: number | null;
  photos?: string[];
}

/** /farmingManage/farmingWorking/details?id=: one task, its moves, its result (saved while in progress) and its history. */
export default function WorkDetailPage() {
  const { t, d } = useWorkTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const q = useCall(farmWork.workSelById, { id }, { enabled: !!id, errBySelf: true });
  const [form] = Form.useForm<ResultValues>();
  const save = useFormMutation(farmWork.workSaveResult, { form });
  const w = q.data;

  useEffect(() => {
    if (w) form.setFieldsValue({ result: w.result ?? undefined, labourHours: w.labourHours, machineHours: w.machineHours, photos: w.photos });
  }, [w, form]);

  if (id && q.isLoading) return <Skeleton active />;
  if (!w)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate("/farmingManage/farmingWorking")}>{d("common.back")}</Button>
      </Empty>
    );

  const onSave = async (v: ResultValues) => {
    const r = await save.submit({ id: w.id, result: v.result?.trim() ?? "", labourHours: v.labourHours ?? null, machineHours: v.machineHours ?? null, photos: v.photos ?? [] });
    if (!r) return;
    void message.success(d("work.resultSaved"));
    await invalidateCalls(...workReads);
  };
  const open = w.state === "TODO" || w.state === "DOING";
  const none = d("common.none");

  return (
    <div>
      <PageHeader
        title={d("work.detailTitle")}
        extra={
          <Space wrap>
            <WorkActions work={w} size="middle" />
            {open && (
              <Link to={`/farmingManage/farmingWorking/update/${encodeURIComponent(w.id)}`}>
                <Button>{d("common.edit")}</Button>
              </Link>
            )}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card size="small" title={d("work.planCard")} style={{ marginBottom: 16 }}>
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid="work-detail">
              <Descriptions.Item label={d("work.name")}>{workTitle(w, d)}</Descriptions.Item>
              <Descriptions.Item label={d("work.state")}>
                <WorkStateTag state={w.state} overdue={w.overdue} />
              </Descriptions.Item>
              <Descriptions.Item label={d("work.workType")}>{d(`workTypes.${w.workType}`)}</Descriptions.Item>
              <Descriptions.Item label={d("work.subject")}>
                {w.subjectName}（{d(`kinds.${w.subjectKind}`)}）
              </Descriptions.Item>
              <Descriptions.Item label={d("work.planDate")}>{w.planDate}</Descriptions.Item>
              <Descriptions.Item label={d("work.assignee")}>{w.assigneeName ?? none}</Descriptions.Item>
              <Descriptions.Item label={d("work.startedAt")}>{w.startedAt ? formatTime(w.startedAt) : none}</Descriptions.Item>
              <Descriptions.Item label={d("work.doneAt")}>{w.doneAt ? formatTime(w.doneAt) : none}</Descriptions.Item>
              <Descriptions.Item label={d("work.content")} span={2}>
                {w.content ?? none}
              </Descriptions.Item>
              {w.cancelReason && (
                <Descriptions.Item label={d("work.cancelReason")} span={2}>
                  {w.cancelReason}
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
          <Card size="small" title={d("work.resultCard")}>
            {w.state === "DOING" ? (
              <Form form={form} layout="vertical" onFinish={(v) => void onSave(v)} data-testid="work-result-form">
                <ResultFields />
                <Form.Item name="photos" label={d("common.photos")}>
                  <ImageListUpload max={9} />
                </Form.Item>
                <Button htmlType="submit" loading={save.isPending} data-testid="work-save-result">
                  {d("work.saveResult")}
                </Button>
              </Form>
            ) : (
              <Descriptions column={1} size="small">
                <Descriptions.Item label={d("work.result")}>{w.result ?? none}</Descriptions.Item>
                <Descriptions.Item label={d("work.labourHours")}>{w.labourHours === null ? none : d("work.hoursUnit", { n: w.labourHours })}</Descriptions.Item>
                <Descriptions.Item label={d("work.machineHours")}>{w.machineHours === null ? none : d("work.hoursUnit", { n: w.machineHours })}</Descriptions.Item>
                <Descriptions.Item label={d("common.photos")}>
                  {w.photos.length ? (
                    <Image.PreviewGroup>
                      <Space wrap>
                        {w.photos.map((p) => (
                          <Image key={p} src={p} width={88} height={88} style={{ objectFit: "cover" }} alt={workTitle(w, d)} />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  ) : (
                    none
                  )}
                </Descriptions.Item>
              </Descriptions>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={d("work.history")}>
            <StateHistory items={w.history} />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(-1)}>{t("common.back")}</Button>
      </div>
    </div>
  );
}
