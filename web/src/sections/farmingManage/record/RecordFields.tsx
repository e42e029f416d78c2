import {
  checkRecordValues,
  farmLand,
  farmMaterial,
  farmRecord,
  formatQty,
  type DiseaseNode,
  type MaterialCategory,
  type RecordAttrDef,
  type RecordCategory,
  type RecordSubjectKind,
  type RecordValue,
} from "@qinlian/contract";
import { Form, Input, InputNumber, Select, Space, TreeSelect } from "antd";
import { DayInput } from "../../../kit/DayInput";
import { unitText } from "../../../kit/units";
import type { Rule } from "antd/es/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCall } from "../../../api";
import "./record.texts";

/** Big touch targets for a phone in a shed. */
export const BIG = { size: "large" as const, style: { width: "100%" } };

/** A record type's title and attribute definitions (the form and the columns are generated from them). */
export function useTemplate(type: string) {
  const title = useCall(farmRecord.selTitleByParam, { type }, { enabled: !!type, errBySelf: true });
  const defs = useCall(farmRecord.selAttrDefListByType, { type }, { enabled: !!type, errBySelf: true });
  return { title: title.data, defs: defs.data, loading: title.isLoading || defs.isLoading, failed: title.isError || defs.isError };
}

export const labelOf = (d: Pick<RecordAttrDef, "label" | "labelEn">, lang: string) => (lang === "en" ? d.labelEn : d.label);
export const unitOf = (d: Pick<RecordAttrDef, "unit" | "unitEn">, lang: string) => (lang === "en" ? d.unitEn : d.unit);

type Translate = (key: string, opts?: Record<string, unknown>) => string;

/** The antd rule of one attribute: the same check the server runs (contract `checkRecordValues`), worded in the reader's language. */
export function attrRule(d: RecordAttrDef, t: Translate, lang: string): Rule {
  return {
    validator: (_r, v: unknown) => {
      const [p] = checkRecordValues([d], { [d.key]: v });
      if (!p) return Promise.resolve();
      const label = labelOf(d, lang);
      const unit = unitOf(d, lang) ?? "";
      return Promise.reject(new Error(t(`farmRecord.rules.${p.rule}`, { label, limit: p.limit, unit })));
    },
  };
}

/** Values as the calls take them: unfilled attributes left out. */
export function cleanValues(raw: Record<string, unknown> | undefined): Record<string, RecordValue> {
  const out: Record<string, RecordValue> = {};
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (v === undefined || v === null || v === "") continue;
    out[k] = v as RecordValue;
  }
  return out;
}

function flatDiseases(nodes: DiseaseNode[], into = new Map<string, DiseaseNode>()): Map<string, DiseaseNode> {
  for (const n of nodes) {
    into.set(n.code, n);
    flatDiseases(n.children, into);
  }
  return into;
}

export function useDiseases() {
  const q = useCall(farmRecord.selDiseaseClassifyList, {}, { staleTime: 600_000 });
  return { tree: q.data ?? [], byCode: flatDiseases(q.data ?? []) };
}

/** One value as text for a list cell. */
export function valueText(d: RecordAttrDef, v: RecordValue | undefined, lang: string, diseases: Map<string, DiseaseNode>): string {
  if (v === undefined || v === null || v === "") return "-";
  const unit = unitOf(d, lang) ?? "";
  const withUnit = (n: number | string) => `${n}${unit ? ` ${unit}` : ""}`;
  if (typeof v === "object") return d.type === "MATERIAL" ? withUnit(v.quantity) : "-";
  switch (d.type) {
    case "NUMBER":
      return withUnit(v);
    case "OPTION": {
      const o = d.options.find((x) => x.value === v);
      return o ? (lang === "en" ? o.labelEn : o.label) : String(v);
    }
    case "DISEASE": {
      const n = diseases.get(String(v));
      return n ? (lang === "en" ? n.nameEn : n.name) : String(v);
    }
    default:
      return String(v);
  }
}

function toTree(nodes: DiseaseNode[], lang: string): { value: string; title: string; children: ReturnType<typeof toTree> }[] {
  return nodes.map((n) => ({ value: n.code, title: lang === "en" ? n.nameEn : n.name, children: toTree(n.children, lang) }));
}

function DiseaseInput(props: { value?: string; onChange?: (v: string | undefined) => void; category: "POULTRY" | "CROP" | null; id?: string }) {
  const { t, i18n } = useTranslation();
  const q = useCall(farmRecord.selDiseaseClassifyList, props.category ? { category: props.category } : {}, { staleTime: 600_000 });
  return (
    <TreeSelect
      {...BIG}
      id={props.id}
      value={props.value}
      onChange={(v: string | undefined) => props.onChange?.(v)}
      treeData={toTree(q.data ?? [], i18n.language)}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      treeDefaultExpandAll
      placeholder={t("farmRecord.diseasePick")}
    />
  );
}

interface MaterialValue {
  materialId?: string;
  storeId?: string;
  quantity?: number | null;
}

const KG = new Set(["千克", "公斤", "kg"]);
/** Whether two units name the same measure (千克 = 公斤 = kg). */
const sameUnit = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && (a.trim().toLowerCase() === b.trim().toLowerCase() || (KG.has(a.trim().toLowerCase()) && KG.has(b.trim().toLowerCase())));

/**
 * A stock-out made with the record: the materials of the attribute's category (a feed record offers feed)
 * with their stock, the stores holding the chosen one with what each holds (the only one is chosen for
 * you), and the quantity in the material's unit — taken from the record's own amount in the same unit
 * (喂料量 120 千克 → 120) until you type another.
 */
function MaterialInput(props: {
  value?: MaterialValue | null;
  onChange?: (v: MaterialValue | null) => void;
  unit: string | null;
  category: MaterialCategory | null;
  amounts: { value: number; unit: string | null }[];
  id?: string;
}) {
  const { t } = useTranslation();
  const materials = useCall(farmMaterial.materialSelListByParam, props.category ? { category: props.category } : {}, { staleTime: 60_000 });
  const v = props.value ?? {};
  const stock = useCall(farmMaterial.storageSelListByParam, { materialId: v.materialId ?? "" }, { enabled: !!v.materialId, staleTime: 30_000 });
  const material = materials.data?.find((m) => m.id === v.materialId);
  const unit = material ? unitText(material.unit) : props.unit;
  const byStore = new Map<string, { name: string; quantity: number }>();
  for (const s of stock.data ?? []) {
    const cur = byStore.get(s.storeId) ?? { name: s.storeName, quantity: 0 };
    byStore.set(s.storeId, { name: cur.name, quantity: cur.quantity + s.quantity });
  }
  const set = (patch: MaterialValue) => {
    const next = { ...v, ...patch };
    props.onChange?.(next.materialId || next.storeId || next.quantity != null ? next : null);
  };
  const suggested = material ? props.amounts.find((a) => sameUnit(a.unit, material.unit))?.value : undefined;
  const onlyStore = byStore.size === 1 ? [...byStore.keys()][0] : undefined;
  const fill: MaterialValue = {};
  if (v.materialId && v.quantity == null && suggested !== undefined) fill.quantity = suggested;
  if (v.materialId && !v.storeId && onlyStore) fill.storeId = onlyStore;
  const fillKey = JSON.stringify(fill);
  useEffect(() => {
    if (fillKey !== "{}") set(fill);
    // fill what is empty once the material, its stores or the record's amount are known
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fillKey]);
  return (
    <Space direction="vertical" style={{ width: "100%" }} id={props.id}>
      <Select
        {...BIG}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t("farmRecord.material.material")}
        aria-label={t("farmRecord.material.material")}
        value={v.materialId}
        onChange={(materialId?: string) => set({ materialId, storeId: undefined })}
        notFoundContent={t("farmRecord.material.none")}
        options={(materials.data ?? []).map((m) => ({
          value: m.id,
          label: `${m.name}${m.spec ? `（${m.spec}）` : ""} · ${t("farmRecord.material.inStock", { qty: formatQty(m.stock), unit: unitText(m.unit) })}`,
        }))}
      />
      <Select
        {...BIG}
        allowClear
        placeholder={t("farmRecord.material.store")}
        aria-label={t("farmRecord.material.store")}
        value={v.storeId}
        disabled={!v.materialId}
        onChange={(storeId?: string) => set({ storeId })}
        notFoundContent={t("farmRecord.material.noStore")}
        options={[...byStore].map(([id, s]) => ({ value: id, label: `${s.name} · ${t("farmRecord.material.inStock", { qty: formatQty(s.quantity), unit: unit ?? "" })}` }))}
      />
      <InputNumber
        {...BIG}
        inputMode="decimal"
        placeholder={t("farmRecord.material.quantity")}
        aria-label={t("farmRecord.material.quantity")}
        addonAfter={unit ?? undefined}
        value={v.quantity ?? null}
        onChange={(quantity) => set({ quantity })}
      />
    </Space>
  );
}

/** The input of one attribute, chosen by its type. */
function AttrControl({ d, ...rest }: { d: RecordAttrDef; value?: unknown; onChange?: (v: unknown) => void; id?: string; amounts?: { value: number; unit: string | null }[] }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const unit = unitOf(d, lang);
  switch (d.type) {
    case "NUMBER":
      return (
        <InputNumber
          {...BIG}
          id={rest.id}
          inputMode={d.decimals > 0 ? "decimal" : "numeric"}
          step={d.decimals > 0 ? 1 / 10 ** d.decimals : 1}
          addonAfter={unit ?? undefined}
          value={typeof rest.value === "number" ? rest.value : null}
          onChange={(v) => rest.onChange?.(v)}
        />
      );
    case "TEXT":
      return <Input {...BIG} id={rest.id} maxLength={d.maxLength ?? undefined} value={typeof rest.value === "string" ? rest.value : ""} onChange={(e) => rest.onChange?.(e.target.value)} />;
    case "DATE":
      return <DayInput size="large" id={rest.id} value={typeof rest.value === "string" ? rest.value : null} onChange={(v) => rest.onChange?.(v ?? undefined)} />;
    case "OPTION":
      return (
        <Select
          {...BIG}
          id={rest.id}
          allowClear
          value={typeof rest.value === "string" ? rest.value : undefined}
          onChange={(v?: string) => rest.onChange?.(v)}
          options={d.options.map((o) => ({ value: o.value, label: lang === "en" ? o.labelEn : o.label }))}
        />
      );
    case "DISEASE":
      return <DiseaseInput id={rest.id} category={d.diseaseCategory} value={typeof rest.value === "string" ? rest.value : undefined} onChange={(v) => rest.onChange?.(v)} />;
    case "MATERIAL":
      return (
        <MaterialInput
          id={rest.id}
          unit={unit}
          category={d.materialCategory}
          amounts={rest.amounts ?? []}
          value={(rest.value as MaterialValue | null | undefined) ?? null}
          onChange={(v) => rest.onChange?.(v)}
        />
      );
  }
}

/** The generated fields of a record type, under `prefix` (e.g. [0, "values"] inside the Form.List "rows", whose `path` is ["rows", 0, "values"]). */
export function AttrFields({ defs, prefix, path = prefix }: { defs: RecordAttrDef[]; prefix: (string | number)[]; path?: (string | number)[] }) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  // `prefix` names the fields (relative inside a Form.List); `path` is the same place from the form's root
  const values = Form.useWatch<Record<string, unknown> | undefined>(path, form);
  // the record's own amounts (喂料量 120 千克), offered as a stock-out's quantity in the same unit
  const amounts = defs.flatMap((d) => (d.type === "NUMBER" && typeof values?.[d.key] === "number" ? [{ value: values[d.key] as number, unit: d.unit }] : []));
  return (
    <>
      {defs.map((d) => {
        const label = labelOf(d, i18n.language);
        return (
          <Form.Item key={d.key} name={[...prefix, d.key]} label={label} required={d.required} rules={[attrRule(d, t, i18n.language)]}>
            <AttrControl d={d} amounts={d.type === "MATERIAL" ? amounts : undefined} />
          </Form.Item>
        );
      })}
    </>
  );
}

export interface SubjectOption {
  value: string;
  label: string;
}

/** "BATCH:<id>" ↔ { subjectKind, subjectId }. */
export const subjectKey = (kind: RecordSubjectKind, id: string) => `${kind}:${id}`;
export function parseSubject(key: string | undefined): { subjectKind: RecordSubjectKind; subjectId: string } | null {
  const m = /^(BATCH|PLOT|RANGE):(.+)$/.exec(key ?? "");
  return m ? { subjectKind: m[1] as RecordSubjectKind, subjectId: m[2] } : null;
}

/** What records of a category may be about: the open batches, and the houses (poultry) or plots (crops). */
export function useSubjects(category: RecordCategory | undefined): SubjectOption[] {
  const { t } = useTranslation();
  const batches = useCall(farmRecord.selBatchPage, { kind: category === "CROP" ? "CROP" : "FLOCK", open: true, pageNum: 1, pageSize: 100 }, { enabled: !!category });
  const houses = useCall(farmMaterial.rangeSelListByParam, { kind: "POULTRY_HOUSE" }, { enabled: category === "HOUSE" });
  const plots = useCall(farmLand.selListByParam, {}, { enabled: category === "CROP" });
  const out: SubjectOption[] = (batches.data?.list ?? []).map((b) => ({ value: subjectKey("BATCH", b.id), label: `${t("farmRecord.kinds.BATCH")} · ${b.name}（${b.placeName}）` }));
  if (category === "HOUSE") for (const h of houses.data ?? []) out.push({ value: subjectKey("RANGE", h.id), label: `${t("farmRecord.kinds.RANGE")} · ${h.name}` });
  if (category === "CROP") for (const p of plots.data ?? []) out.push({ value: subjectKey("PLOT", p.id), label: `${t("farmRecord.kinds.PLOT")} · ${p.name}` });
  return out;
}
