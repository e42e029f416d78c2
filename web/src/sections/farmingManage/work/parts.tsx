import { farmLand, farmMaterial, farmRecord, farmWork, workTypeLabels, type WatchFinding, type WorkState, type WorkView } from "@qinlian/contract";
import { Form, type FormInstance } from "antd";
import { useCall } from "../../../api";
import { FieldSelect } from "../../../kit/FieldSelect";
import { ToneTag } from "../../../kit/ToneTag";
import { findingLabels, useWorkTexts, workStateLabels } from "./texts";

/** The calls whose answers change when a task, a growth log or a watch log changes. */
export const workReads = [farmWork.workSelListByPage, farmWork.workCountByState, farmWork.workSelById, farmWork.farmSummary];
export const growReads = [farmWork.growSelListByPage, farmWork.growSelById, farmWork.farmSummary];
export const watchReads = [farmWork.watchSelListByPage, farmWork.watchSelById, farmWork.farmSummary];

export function WorkStateTag({ state, overdue }: { state: WorkState; overdue?: boolean }) {
  const { d } = useWorkTexts();
  return (
    <>
      <ToneTag tone={workStateLabels[state].tone} data-testid="work-state">
        {d(`states.${state}`)}
      </ToneTag>
      {overdue && <ToneTag tone="red">{d("work.overdue")}</ToneTag>}
    </>
  );
}

export function FindingTag({ finding, resolved }: { finding: WatchFinding; resolved?: boolean }) {
  const { d } = useWorkTexts();
  return (
    <>
      <ToneTag tone={findingLabels[finding].tone}>{d(`findings.${finding}`)}</ToneTag>
      {finding !== "NORMAL" && resolved !== undefined && <ToneTag tone={resolved ? "green" : "volcano"}>{d(resolved ? "watch.resolved" : "watch.open")}</ToneTag>}
    </>
  );
}

/** A task's title in the reader's language: a title left empty was stored as the type's Chinese name. */
export const workTitle = (w: Pick<WorkView, "title" | "workType">, d: (k: string) => string) => (w.title === workTypeLabels[w.workType].zh ? d(`workTypes.${w.workType}`) : w.title);

/** Hours: one decimal at most (the server refuses more). */
export const oneDecimalRule = (message: string) => ({
  validator: (_: unknown, v?: number | null) => (v == null || Math.abs(Math.round(v * 10) - v * 10) < 1e-6 ? Promise.resolve() : Promise.reject(new Error(message))),
});

type SubjectKind = "PLOT" | "RANGE" | "BATCH";

/**
 * The subject of a task or a log: the kind (plot / place / batch) and, below it, the current farm's
 * plots, places or open batches to choose from. Field names `subjectKind` and `subjectId` (the calls').
 */
export function SubjectFields({ form, kinds, kindLabel, subjectLabel, disabled }: { form: FormInstance; kinds: readonly SubjectKind[]; kindLabel: string; subjectLabel: string; disabled?: boolean }) {
  const { d } = useWorkTexts();
  const kind = Form.useWatch<SubjectKind | undefined>("subjectKind", form);
  const plots = useCall(farmLand.selListByParam, {}, { enabled: kind === "PLOT" });
  const ranges = useCall(farmMaterial.rangeSelListByParam, {}, { enabled: kind === "RANGE" });
  const batches = useCall(farmRecord.selBatchPage, { pageNum: 1, pageSize: 100, open: true }, { enabled: kind === "BATCH" });
  const options =
    kind === "PLOT"
      ? (plots.data ?? []).map((p) => ({ value: p.id, label: p.crop ? `${p.name}（${p.crop}）` : p.name }))
      : kind === "RANGE"
        ? (ranges.data ?? []).filter((r) => r.kind !== "STORE").map((r) => ({ value: r.id, label: r.name }))
        : (batches.data?.list ?? []).map((b) => ({ value: b.id, label: `${b.name} · ${b.placeName}` }));
  const loading = kind === "PLOT" ? plots.isLoading : kind === "RANGE" ? ranges.isLoading : batches.isLoading;
  return (
    <>
      <Form.Item name="subjectKind" label={kindLabel} rules={[{ required: true, message: d("common.choose", { field: kindLabel }) }]}>
        <FieldSelect
          disabled={disabled}
          options={kinds.map((k) => ({ value: k, label: d(`kinds.${k}`) }))}
          onChange={() => form.setFieldValue("subjectId", undefined)}
          data-testid="subject-kind"
        />
      </Form.Item>
      <Form.Item name="subjectId" label={subjectLabel} rules={[{ required: true, message: d("common.choose", { field: subjectLabel }) }]}>
        <FieldSelect showSearch optionFilterProp="label" disabled={disabled} loading={loading} options={options} data-testid="subject-id" />
      </Form.Item>
    </>
  );
}
