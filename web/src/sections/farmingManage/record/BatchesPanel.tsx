import { Money } from "../../../kit/Money";
import { farmLand, farmMaterial, farmRecord, type BatchView, type RecordCategory } from "@qinlian/contract";
import { Button, Form, Input, InputNumber, Modal, Select, Space, Tag, message } from "antd";
import { FieldSelect } from "../../../kit/FieldSelect";
import { DayInput, today } from "../../../kit/DayInput";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCall } from "../../../api";
import { invalidateCalls } from "../../../kit/invalidate";
import { ListPage } from "../../../kit/ListPage";
import { useFormMutation } from "../../../kit/useFormMutation";
import { BIG, subjectKey } from "./RecordFields";
import "./record.texts";

interface BatchForm {
  name: string;
  place?: string;
  breed: string;
  startDate: string;
  headCount?: number | null;
  note?: string;
}

/** New or edit batch, in a modal (a flock in a house, or a crop on a plot). */
function BatchModal(props: { category: RecordCategory; batch: BatchView | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BatchForm>();
  const flock = props.category === "HOUSE";
  const houses = useCall(farmMaterial.rangeSelListByParam, { kind: "POULTRY_HOUSE" }, { enabled: flock && props.open });
  const plots = useCall(farmLand.selListByParam, {}, { enabled: !flock && props.open });
  const placeField = flock ? "rangeId" : "plotId";
  const add = useFormMutation(farmRecord.addBatch, { form, fields: (f) => (f === "rangeId" || f === "plotId" ? "place" : f) });
  const upd = useFormMutation(farmRecord.updBatchById, { form, fields: (f) => (f === "rangeId" || f === "plotId" ? "place" : f) });
  const b = props.batch;
  const submit = async (v: BatchForm) => {
    const body = {
      name: v.name,
      breed: v.breed,
      startDate: v.startDate,
      [placeField]: v.place,
      ...(v.headCount != null ? { headCount: v.headCount } : {}),
      ...(v.note ? { note: v.note } : {}),
    };
    const out = b ? await upd.submit({ id: b.id, ...body }) : await add.submit({ kind: flock ? "FLOCK" : "CROP", ...body });
    if (!out) return;
    void message.success(t("farmRecord.saved"));
    await invalidateCalls(farmRecord.selBatchPage);
    props.onClose();
  };
  return (
    <Modal
      open={props.open}
      title={b ? t("farmRecord.batch.edit") : t("farmRecord.batch.add")}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={t("farmRecord.submit")}
      destroyOnHidden
      width={520}
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={(v) => void submit(v)}
        initialValues={
          b
            ? { name: b.name, place: b.rangeId ?? b.plotId ?? undefined, breed: b.breed, startDate: b.startDate, headCount: b.headCount, note: b.note ?? undefined }
            : { startDate: dayjs().format("YYYY-MM-DD") }
        }
      >
        <Form.Item name="name" label={t("farmRecord.batch.name")} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input {...BIG} maxLength={40} />
        </Form.Item>
        <Form.Item name="place" label={flock ? t("farmRecord.batch.house") : t("farmRecord.batch.plot")} rules={[{ required: true }]}>
          <FieldSelect {...BIG} options={(flock ? (houses.data ?? []) : (plots.data ?? [])).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.Item name="breed" label={t("farmRecord.batch.breed")} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input {...BIG} maxLength={40} />
        </Form.Item>
        <Form.Item name="startDate" label={flock ? t("farmRecord.batch.startFlock") : t("farmRecord.batch.startCrop")} rules={[{ required: true }]}>
          <DayInput size="large" max={today()} />
        </Form.Item>
        {flock && (
          <Form.Item name="headCount" label={t("farmRecord.batch.heads")} rules={[{ required: true }, { type: "integer", min: 1, max: 10_000_000 }]}>
            <InputNumber {...BIG} inputMode="numeric" min={1} precision={0} addonAfter={t("farmRecord.birds")} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t("farmRecord.note")}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function CloseModal(props: { batch: BatchView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ closedDate: string }>();
  const close = useFormMutation(farmRecord.closeBatch, { form });
  return (
    <Modal open={!!props.batch} title={t("farmRecord.batch.close")} onCancel={props.onClose} onOk={() => form.submit()} destroyOnHidden>
      <p>{t("farmRecord.batch.closeConfirm")}</p>
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ closedDate: dayjs().format("YYYY-MM-DD") }}
        onFinish={(v) =>
          void (async () => {
            if (!props.batch) return;
            if (!(await close.submit({ id: props.batch.id, closedDate: v.closedDate }))) return;
            await invalidateCalls(farmRecord.selBatchPage);
            props.onClose();
          })()
        }
      >
        <Form.Item name="closedDate" label={t("farmRecord.batch.closeDate")} rules={[{ required: true }]}>
          <DayInput size="large" max={today()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The farm's batches of a category (flocks for poultry-house types, crops for crop types). */
export function BatchesPanel({ category, type }: { category: RecordCategory; type: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ batch: BatchView | null } | null>(null);
  const [closing, setClosing] = useState<BatchView | null>(null);
  const flock = category === "HOUSE";
  return (
    <>
      <ListPage
        call={farmRecord.selBatchPage}
        listKey={`farmRecord.batches.${category}`}
        rowKey="id"
        testId="batch-list"
        input={(s) => ({
          kind: flock ? ("FLOCK" as const) : ("CROP" as const),
          ...(typeof s.keyword === "string" && s.keyword ? { keyword: s.keyword } : {}),
          ...(s.state === "open" ? { open: true } : s.state === "closed" ? { open: false } : {}),
        })}
        searchFields={
          <>
            <Form.Item name="keyword" label={t("farmRecord.batch.keyword")}>
              <Input allowClear maxLength={40} />
            </Form.Item>
            <Form.Item name="state" label={t("farmRecord.batch.state")}>
              <Select allowClear style={{ width: 120 }} options={[{ value: "open", label: t("farmRecord.batch.open") }, { value: "closed", label: t("farmRecord.batch.closed") }]} />
            </Form.Item>
          </>
        }
        actions={
          <Button type="primary" onClick={() => setEditing({ batch: null })}>
            {t("farmRecord.batch.add")}
          </Button>
        }
        emptyText={t("farmRecord.emptyBatches")}
        columns={[
          { title: t("farmRecord.batch.name"), dataIndex: "name" },
          { title: t("farmRecord.batch.place"), dataIndex: "placeName" },
          { title: t("farmRecord.batch.breed"), dataIndex: "breed", responsive: ["md"] },
          { title: t("farmRecord.batch.start"), dataIndex: "startDate" },
          ...(flock
            ? [
                { title: t("farmRecord.batch.heads"), dataIndex: "headCount", responsive: ["md" as const] },
                { title: t("farmRecord.batch.alive"), dataIndex: "alive" },
                { title: t("farmRecord.batch.deaths"), dataIndex: "deaths", responsive: ["md" as const] },
              ]
            : []),
          { title: t("farmRecord.batch.age"), dataIndex: "ageDays" },
          { title: t("farmRecord.cost"), dataIndex: "costFen", responsive: ["lg"], render: (v: number) => <Money fen={v} /> },
          { title: t("farmRecord.batch.records"), dataIndex: "recordCount", responsive: ["lg"] },
          {
            title: t("farmRecord.batch.state"),
            dataIndex: "closedDate",
            render: (v: string | null) => (v ? <Tag>{t("farmRecord.batch.closed")} {v}</Tag> : <Tag color="green">{t("farmRecord.batch.open")}</Tag>),
          },
          {
            title: "",
            key: "actions",
            render: (_v: unknown, b: BatchView) => (
              <Space wrap size={4}>
                {!b.closedDate && <Link to={`/farmingManage/record/${type}/add?subject=${encodeURIComponent(subjectKey("BATCH", b.id))}`}>{t("farmRecord.addOfType")}</Link>}
                <Link to={`/farmingManage/record/${type}?batch=${b.id}`}>{t("farmRecord.batch.viewRecords")}</Link>
                <Button type="link" size="small" onClick={() => setEditing({ batch: b })}>
                  {t("farmRecord.edit")}
                </Button>
                {!b.closedDate && (
                  <Button type="link" size="small" onClick={() => setClosing(b)}>
                    {t("farmRecord.batch.close")}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <BatchModal category={category} batch={editing.batch} open onClose={() => setEditing(null)} />}
      <CloseModal batch={closing} onClose={() => setClosing(null)} />
    </>
  );
}
