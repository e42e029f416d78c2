import { formatQty, type RecordValues, type TraceContent, type TraceEvent, type TraceItem, type TraceSummary } from "@qinlian/contract";
import type { Ctx } from "../../kit/context";
import { chinaDay } from "../../kit/time";
import {
  traceAttrDefs,
  traceDiseaseNames,
  traceFarm,
  traceInputs,
  traceInspections,
  tracePlace,
  traceRecords,
  type TraceBatchRow,
} from "../../read/farm-trace";

/** Record types that are the batch's sale or harvest (the SALE section, not the timeline). */
export const SALE_TYPES: readonly string[] = ["SALE", "HARVEST"];
/** A type recorded more often than this in a batch is routine: summed up, not put on the timeline. */
export const ROUTINE_AFTER = 5;
/** Units of measured values (the latest counts); every other unit is an amount (the total counts). */
const MEASURED_UNITS: readonly string[] = ["克", "%", "天", "亩"];
/** The timeline keeps at most this many records (the newest are dropped from a longer one). */
const MAX_EVENTS = 200;

type Def = Awaited<ReturnType<typeof traceAttrDefs>>[number];

const decimalsRound = (n: number, d: number) => Math.round(n * 10 ** d) / 10 ** d;

type InputRow = Awaited<ReturnType<typeof traceInputs>>[number];

/** Stock-outs summed per material (name, brand, maker, unit), in order of first use. */
function sumInputs(rows: readonly InputRow[]): TraceContent["inputs"] {
  const groups = new Map<string, { first: InputRow; last: string; times: number; qty: number; lots: Set<string> }>();
  for (const r of rows) {
    const key = JSON.stringify([r.name, r.brand, r.maker, r.unit, r.category]);
    const g = groups.get(key) ?? { first: r, last: r.date, times: 0, qty: 0, lots: new Set<string>() };
    g.times++;
    g.qty += r.quantity;
    g.last = r.date > g.last ? r.date : g.last;
    if (r.batchNo) g.lots.add(r.batchNo);
    groups.set(key, g);
  }
  return [...groups.values()].map(({ first, last, times, qty, lots }) => ({
    firstDate: first.date,
    lastDate: last,
    times,
    name: first.name,
    category: first.category,
    brand: first.brand,
    maker: first.maker,
    quantity: `${formatQty(qty)} ${first.unit}`,
    batchNos: [...lots],
  }));
}

/**
 * Takes the trace's snapshot of a batch: the farm, the place, the batch, its records (timeline of the
 * occasional ones, totals of the routine ones), the sale, the inputs and the inspections. Notes and
 * free text of sale records (the buyer) are left out: the snapshot is shown to anyone with the code.
 */
export async function takeSnapshot(ctx: Pick<Ctx, "db" | "now">, b: TraceBatchRow): Promise<TraceContent> {
  const today = chinaDay(ctx.now);
  const [farm, place, records, inputs, inspections] = await Promise.all([
    traceFarm(ctx, b.manufacturerId),
    tracePlace(ctx, b),
    traceRecords(ctx, b.id),
    traceInputs(ctx, b, today),
    traceInspections(ctx, b, today),
  ]);
  const types = [...new Set(records.map((r) => r.type))];
  const defs = await traceAttrDefs(ctx, types);
  const defsOf = new Map<string, Def[]>();
  for (const d of defs) defsOf.set(d.typeCode, [...(defsOf.get(d.typeCode) ?? []), d]);
  const diseaseCodes = new Set<string>();
  for (const r of records) for (const d of defsOf.get(r.type) ?? []) if (d.type === "DISEASE" && typeof r.values[d.key] === "string") diseaseCodes.add(r.values[d.key] as string);
  const diseases = new Map((await traceDiseaseNames(ctx, [...diseaseCodes])).map((d) => [d.code, d]));

  const itemsOf = (type: string, values: RecordValues, withText: boolean): TraceItem[] => {
    const out: TraceItem[] = [];
    for (const d of defsOf.get(type) ?? []) {
      const v = values[d.key];
      if (v === undefined || v === null || v === "") continue;
      const item = (value: string, valueEn: string) => out.push({ label: d.label, labelEn: d.labelEn, value, valueEn });
      switch (d.type) {
        case "NUMBER":
          if (typeof v === "number") item(`${v}${d.unit ? ` ${d.unit}` : ""}`, `${v}${d.unitEn ? ` ${d.unitEn}` : ""}`);
          break;
        case "TEXT":
        case "DATE":
          if (withText && typeof v === "string") item(v, v);
          break;
        case "OPTION": {
          const o = d.options.find((x) => x.value === v);
          if (o) item(o.label, o.labelEn);
          break;
        }
        case "DISEASE": {
          const n = typeof v === "string" ? diseases.get(v) : undefined;
          if (n) item(n.name, n.nameEn);
          break;
        }
        case "MATERIAL":
          break; // shown under inputs
      }
    }
    return out;
  };

  const count = new Map<string, number>();
  for (const r of records) count.set(r.type, (count.get(r.type) ?? 0) + 1);
  const routine = (t: string) => !SALE_TYPES.includes(t) && (count.get(t) ?? 0) > ROUTINE_AFTER;

  const events: TraceEvent[] = [];
  const sale: TraceEvent[] = [];
  const summaries = new Map<string, { s: TraceSummary; sums: Map<string, number>; latest: Map<string, number> }>();
  for (const r of records) {
    const head = { date: r.recordDate, type: r.type, typeName: r.typeName, typeNameEn: r.typeNameEn };
    if (SALE_TYPES.includes(r.type)) sale.push({ ...head, items: itemsOf(r.type, r.values, false) });
    else if (!routine(r.type)) events.push({ ...head, items: itemsOf(r.type, r.values, true) });
    else {
      let g = summaries.get(r.type);
      if (!g) {
        g = { s: { type: r.type, typeName: r.typeName, typeNameEn: r.typeNameEn, count: 0, firstDate: r.recordDate, lastDate: r.recordDate, items: [] }, sums: new Map(), latest: new Map() };
        summaries.set(r.type, g);
      }
      g.s.count++;
      g.s.lastDate = r.recordDate;
      for (const d of defsOf.get(r.type) ?? []) {
        const v = r.values[d.key];
        if (d.type !== "NUMBER" || typeof v !== "number") continue;
        g.sums.set(d.key, (g.sums.get(d.key) ?? 0) + v);
        g.latest.set(d.key, v);
      }
    }
  }
  const summaryList = [...summaries.values()].map(({ s, sums, latest }) => {
    for (const d of defsOf.get(s.type) ?? []) {
      if (d.type !== "NUMBER" || !sums.has(d.key)) continue;
      const measured = MEASURED_UNITS.includes(d.unit ?? "");
      const n = measured ? latest.get(d.key)! : decimalsRound(sums.get(d.key)!, d.decimals);
      s.items.push({
        label: measured ? `${d.label}（最近）` : `${d.label}（合计）`,
        labelEn: measured ? `${d.labelEn} (latest)` : `${d.labelEn} (total)`,
        value: `${n}${d.unit ? ` ${d.unit}` : ""}`,
        valueEn: `${n}${d.unitEn ? ` ${d.unitEn}` : ""}`,
      });
    }
    return s;
  });

  const end = b.closedDate ?? today;
  const ageDays = Math.max(0, Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${b.startDate}T00:00:00Z`)) / 86_400_000) + 1);
  return {
    farm: { name: farm?.name ?? "", areaName: farm?.areaName ?? "", areaMu: farm?.areaMu ?? null, type: farm?.type ?? "OTHER" },
    place,
    batch: { name: b.name, kind: b.kind, breed: b.breed, startDate: b.startDate, closedDate: b.closedDate, headCount: b.headCount, ageDays },
    events: events.slice(0, MAX_EVENTS),
    summaries: summaryList,
    inputs: sumInputs(inputs),
    inspections,
    sale,
  };
}
