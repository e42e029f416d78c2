import { formatFen } from "../../../kit/Money";
import { farmRecord, type RecordHistoryEntry, type RecordValue } from "@qinlian/contract";
import { Alert, Button, Card, Empty, Form, Input, Space, Timeline, Typography, message } from "antd";
import { FieldSelect } from "../../../kit/FieldSelect";
import { DayInput, today } from "../../../kit/DayInput";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useCall } from "../../../api";
import { ImageListUpload } from "../../../kit/ImageListUpload";
import { invalidateCalls } from "../../../kit/invalidate";
import { PageHeader } from "../../../kit/PageHeader";
import { LoadFailed } from "../../../kit/LoadFailed";
import { namePathOf, useFormMutation } from "../../../kit/useFormMutation";
import { AttrFields, BIG, cleanValues, labelOf, parseSubject, useDiseases, useSubjects, useTemplate, valueText } from "./RecordFields";
import "./record.texts";


/** Server fields → form items: a row's subjectId/subjectKind is its one "subject" select. */
const fieldOf = (f: string) => {
  const p = namePathOf(f);
  const last = p[p.length - 1];
  return last === "subjectId" || last === "subjectKind" ? [...p.slice(0, -1), "subject"] : p;
};

interface RowForm {
  subject?: string;
  recordDate?: string;
  values?: Record<string, unknown>;
  photos?: string[];
  note?: string;
}

/**
 * Adds records of one type, several rows at once (batch entry → addList). `subject` fixes the subject
 * ("PLOT:<id>", from the map); `back` is where to go after saving.
 */
export function RecordAddForm(props: { type: string; subject?: string; back: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ rows: RowForm[] }>();
  const tpl = useTemplate(props.type);
  const subjects = useSubjects(tpl.title?.category);
  const add = useFormMutation(farmRecord.addRecordList, { form, fields: fieldOf });
  if (tpl.failed) return <Alert type="warning" showIcon message={t("farmRecord.unknownType")} />;
  if (!tpl.title || !tpl.defs) return null;
  const defs = tpl.defs;
  const name = i18n.language === "en" ? tpl.title.nameEn : tpl.title.name;
  const submit = async (v: { rows: RowForm[] }) => {
    const rows = v.rows.map((r) => {
      const s = parseSubject(r.subject) ?? { subjectKind: "BATCH" as const, subjectId: "" };
      return { ...s, recordDate: r.recordDate ?? "", values: cleanValues(r.values), ...(r.photos?.length ? { photos: r.photos } : {}), ...(r.note ? { note: r.note } : {}) };
    });
    const out = await add.submit({ type: props.type, rows });
    if (!out) return;
    void message.success(t("farmRecord.savedN", { n: out.ids.length }));
    await invalidateCalls(farmRecord.selRecordPage, farmRecord.selBatchPage);
    void navigate(props.back);
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader title={`${t("farmRecord.add")} · ${name}`} extra={<Button onClick={() => void navigate(props.back)}>{t("farmRecord.back")}</Button>} />
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} initialValues={{ rows: [{ subject: props.subject, recordDate: today() }] }} data-testid="record-add-form">
        <Form.List name="rows">
          {(fields, ops) => (
            <>
              {fields.map((f, i) => (
                <Card
                  key={f.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={t("farmRecord.row", { n: i + 1 })}
                  extra={fields.length > 1 ? <Button type="link" danger onClick={() => ops.remove(f.name)}>{t("farmRecord.removeRow")}</Button> : null}
                >
                  <Form.Item name={[f.name, "subject"]} label={t("farmRecord.subject")} rules={[{ required: true, message: t("farmRecord.subjectPick") }]}>
                    <FieldSelect {...BIG} showSearch optionFilterProp="label" options={subjects} placeholder={t("farmRecord.subjectPick")} />
                  </Form.Item>
                  <Form.Item name={[f.name, "recordDate"]} label={t("farmRecord.date")} rules={[{ required: true, message: t("farmRecord.required", { label: t("farmRecord.date") }) }]}>
                    <DayInput size="large" max={today()} />
                  </Form.Item>
                  <AttrFields defs={defs} prefix={[f.name, "values"]} path={["rows", f.name, "values"]} />
                  <Form.Item name={[f.name, "photos"]} label={t("farmRecord.photos")}>
                    <ImageListUpload max={9} />
                  </Form.Item>
                  <Form.Item name={[f.name, "note"]} label={t("farmRecord.note")}>
                    <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
                  </Form.Item>
                </Card>
              ))}
              <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
                <Button
                  size="large"
                  disabled={fields.length >= 100}
                  onClick={() => {
                    const rows = form.getFieldValue("rows") as RowForm[] | undefined;
                    const last = rows?.[rows.length - 1];
                    ops.add({ subject: last?.subject ?? props.subject, recordDate: last?.recordDate ?? today() });
                  }}
                >
                  {t("farmRecord.addRow")}
                </Button>
                <Button size="large" type="primary" htmlType="submit" loading={add.isPending}>
                  {t("farmRecord.submit")}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
    </div>
  );
}

function HistoryList({ history }: { history: RecordHistoryEntry[] }) {
  const { t } = useTranslation();
  const show = (v: RecordValue | undefined) => (v === undefined || v === null ? "—" : typeof v === "object" ? String(v.quantity) : String(v));
  if (!history.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Timeline
      items={history.map((h) => ({
        key: h.id,
        children: (
          <div>
            <Typography.Text strong>
              v{h.version} · {t(`farmRecord.actions.${h.action}`)} · {h.actorName ?? ""} · {dayjs(h.createdAt).format("YYYY-MM-DD HH:mm")}
            </Typography.Text>
            {h.reason && <div>{t("farmRecord.reason")}：{h.reason}</div>}
            {h.action === "UPDATE" &&
              h.changes.map((c) => (
                <div key={c.key}>
                  {c.label}：{show(c.from)} → {show(c.to)}
                </div>
              ))}
          </div>
        ),
      }))}
    />
  );
}

/** Edits one record (values, date, note) and shows its history. */
export function RecordEditForm(props: { id: string; back: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ recordDate: string; values: Record<string, unknown>; photos?: string[]; note?: string; reason?: string }>();
  const rec = useCall(farmRecord.selRecordById, { id: props.id }, { enabled: !!props.id, errBySelf: true });
  const tpl = useTemplate(rec.data?.type ?? "");
  const diseases = useDiseases();
  const upd = useFormMutation(farmRecord.updRecordById, { form });
  useEffect(() => {
    if (!rec.data) return;
    form.setFieldsValue({ recordDate: rec.data.recordDate, photos: rec.data.photos, note: rec.data.note ?? undefined });
    form.setFieldValue("values", rec.data.values);
  }, [rec.data, form]);
  if (rec.isError) return <LoadFailed onRetry={() => void rec.refetch()} />;
  if (!rec.data || !tpl.defs) return null;
  const r = rec.data;
  const defs = tpl.defs;
  const submit = async (v: { recordDate: string; values: Record<string, unknown>; photos?: string[]; note?: string; reason?: string }) => {
    const out = await upd.submit({ id: r.id, recordDate: v.recordDate, values: cleanValues(v.values), photos: v.photos ?? [], ...(v.note ? { note: v.note } : {}), ...(v.reason ? { reason: v.reason } : {}) });
    if (!out) return;
    void message.success(t("farmRecord.saved"));
    await invalidateCalls(farmRecord.selRecordPage, farmRecord.selRecordById, farmRecord.selBatchPage);
    void navigate(props.back);
  };
  return (
    <div style={{ maxWidth: 720 }}>
      <PageHeader
        title={`${t("farmRecord.edit")} · ${i18n.language === "en" ? r.typeNameEn : r.typeName}`}
        extra={<Button onClick={() => void navigate(props.back)}>{t("farmRecord.back")}</Button>}
      />
      <Typography.Paragraph type="secondary">
        {t(`farmRecord.kinds.${r.subjectKind}`)} · {r.subjectName}
        {defs.some((d) => d.type === "MATERIAL") && r.costFen > 0 ? ` · ${t("farmRecord.cost")} ${formatFen(r.costFen)}` : ""}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="record-edit-form">
        <Form.Item name="recordDate" label={t("farmRecord.date")} rules={[{ required: true, message: t("farmRecord.required", { label: t("farmRecord.date") }) }]}>
          <DayInput size="large" max={today()} />
        </Form.Item>
        <AttrFields defs={defs} prefix={["values"]} />
        <Form.Item name="photos" label={t("farmRecord.photos")}>
          <ImageListUpload max={9} />
        </Form.Item>
        <Form.Item name="note" label={t("farmRecord.note")}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="reason" label={t("farmRecord.reason")}>
          <Input {...BIG} maxLength={200} />
        </Form.Item>
        <Button size="large" type="primary" htmlType="submit" block loading={upd.isPending}>
          {t("farmRecord.submit")}
        </Button>
      </Form>
      <Card size="small" title={t("farmRecord.history")} style={{ marginTop: 16 }}>
        <HistoryList history={r.history} />
      </Card>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {defs.map((d) => `${labelOf(d, i18n.language)}：${valueText(d, r.values[d.key], i18n.language, diseases.byCode)}`).join("　")}
      </Typography.Paragraph>
    </div>
  );
}

/** /farmingManage/record/:type/add */
export function AddPage() {
  const { type = "" } = useParams();
  const [q] = useSearchParams();
  const subject = q.get("subject") ?? undefined;
  return <RecordAddForm type={type} subject={subject} back={`/farmingManage/record/${type}`} />;
}

/** /farmingManage/record/:type/update/:id */
export function UpdatePage() {
  const { type = "", id = "" } = useParams();
  return <RecordEditForm id={id} back={`/farmingManage/record/${type}`} />;
}
