import { farmMaterial } from "@qinlian/contract";
import { App, Button, Card, Empty, Form, Skeleton, Space, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { LineFields } from "./LineFields";
import { lineOf, type LineValues } from "./lineValues";
import { materialReads } from "./parts";
import { useMaterialTexts } from "./texts";

/** …/update/:id of stockManage, stockIntoManage and stockOutManage: one movement; saving moves the stock by the change. */
export default function MovementEditPage() {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const back = pathname.replace(/\/update\/[^/]+$/, "");
  const { id = "" } = useParams();
  const [form] = Form.useForm<LineValues>();
  const current = useCall(farmMaterial.recordSelById, { id }, { errBySelf: true });
  const save = useFormMutation(farmMaterial.recordUpdById, { form });
  useEffect(() => {
    const r = current.data;
    if (r) form.setFieldsValue({ ...r, date: dayjs(r.date), batchNo: r.kind === "IN" ? r.batchNo || null : r.batchNo });
  }, [current.data, form]);
  if (current.isLoading) return <Skeleton active />;
  const r = current.data;
  if (!r)
    return (
      <Empty description={d("common.notFound")}>
        <Button onClick={() => void navigate(back)}>{t("common.back")}</Button>
      </Empty>
    );
  const onFinish = async (v: LineValues) => {
    if (!(await save.submit({ id, ...lineOf(r.kind, v) }))) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...materialReads);
    void navigate(back);
  };
  return (
    <div>
      <PageHeader title={`${d("record.editTitle")} · ${d(`record.kinds.${r.kind}`)}`} />
      {r.refKind && <Typography.Paragraph type="warning">{d("record.fromRef")}</Typography.Paragraph>}
      <Form<LineValues> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} disabled={!!r.refKind} data-testid="movement-edit">
        <Card size="small" style={{ marginBottom: 16 }}>
          <LineFields kind={r.kind} prefix={[]} />
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="movement-submit">
            {t("common.save")}
          </Button>
          <Button disabled={false} onClick={() => void navigate(back)}>
            {t("common.back")}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
