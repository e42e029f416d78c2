import { farmMaterial, MAX_BATCH_LINES, type MovementKind } from "@qinlian/contract";
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Card, Form, Space } from "antd";
import dayjs from "dayjs";
import { useNavigate } from "react-router";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { useFormMutation } from "../../../kit/useFormMutation";
import { LineFields } from "./LineFields";
import { lineOf, type LineValues } from "./lineValues";
import { materialReads } from "./parts";
import { useMaterialTexts } from "./texts";

/** Several stock-in (or stock-out) lines saved together (addBaseMaterialRecordList: all or none). */
export function MovementBatchForm({ kind, back }: { kind: MovementKind; back: string }) {
  const { t, d } = useMaterialTexts();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ list: LineValues[] }>();
  const save = useFormMutation(farmMaterial.recordAddList, { form });
  const blank = () => ({ date: dayjs(), ...(kind === "OUT" ? { purpose: "FEEDING" as const } : {}) });
  const onFinish = async (v: { list: LineValues[] }) => {
    if (!(await save.submit({ kind, list: v.list.map((l) => lineOf(kind, l)) }))) return;
    void message.success(d("common.saved"));
    await invalidateCalls(...materialReads);
    void navigate(back);
  };
  return (
    <div>
      <PageHeader title={d(kind === "IN" ? "record.inAdd" : "record.outAdd")} />
      <Form form={form} layout="vertical" onFinish={(v) => void onFinish(v)} initialValues={{ list: [blank()] }} data-testid={`movement-form-${kind}`}>
        <Form.List name="list">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, i) => (
                <Card
                  key={row.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={`${d("record.lines")} ${i + 1}`}
                  extra={
                    rows.length > 1 && (
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={d("record.removeLine")} data-testid={`line-remove-${i}`} />
                    )
                  }
                >
                  <LineFields kind={kind} prefix={[row.name]} path={["list", row.name]} />
                </Card>
              ))}
              {rows.length < MAX_BATCH_LINES && (
                <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(blank())} style={{ marginBottom: 16 }} data-testid="line-add">
                  {d("record.addLine")}
                </Button>
              )}
            </>
          )}
        </Form.List>
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="movement-submit">
            {t("common.save")}
          </Button>
          <Button onClick={() => void navigate(back)}>{t("common.back")}</Button>
        </Space>
      </Form>
    </div>
  );
}
