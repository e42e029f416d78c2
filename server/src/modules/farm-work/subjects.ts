/**
 * What this module uses of the other farm modules and of identity: plots (farm-land), places
 * (farm-material) through their public faces, batches through the read layer (farm-record exports no
 * single-batch lookup), the caller's farm (manufacturer) and employees (identity).
 */
import { Codes } from "@qinlian/contract";
import type { AuthedCtx } from "../../kit/context";
import { BizError, invalid } from "../../kit/errors";
import { batchOfFarm } from "../../read/farm-overview";
import { plotOfFarm } from "../farm-land";
import { rangeOfFarm } from "../farm-material";

export { requireManufacturer } from "../manufacturer";
export { employeeRecord, memberNames } from "../identity";
export { assertStoredFiles, fileRefs } from "../file";
export { batchPage } from "../farm-record";

/** A subject as this module stores it: its name and where it is (plot / place). */
export interface Place {
  name: string;
  plotId: string | null;
  rangeId: string | null;
}

/** Another module's NOT_FOUND becomes a validation error on our field. */
async function asField<T>(field: string, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof BizError && (e.code === Codes.NOT_FOUND || e.code === Codes.VALIDATION)) throw invalid(field, `${what}不存在或不属于当前农场`);
    throw e;
  }
}

export async function plotPlace(ctx: AuthedCtx, farmId: string, id: string, field: string): Promise<Place> {
  const p = await asField(field, "地块", () => plotOfFarm(ctx, id));
  if (p.manufacturerId !== farmId) throw invalid(field, "地块不存在或不属于当前农场");
  return { name: p.name, plotId: p.id, rangeId: null };
}

export async function rangePlace(ctx: AuthedCtx, farmId: string, id: string, field: string): Promise<Place & { kind: string }> {
  const r = await asField(field, "场所", () => rangeOfFarm(ctx, id));
  if (r.manufacturerId !== farmId) throw invalid(field, "场所不存在或不属于当前农场");
  return { name: r.name, plotId: null, rangeId: r.id, kind: r.kind };
}

export async function batchOf(ctx: AuthedCtx, farmId: string, id: string, field: string) {
  const b = await batchOfFarm(ctx, farmId, id);
  if (!b) throw invalid(field, "批次不存在或不属于当前农场");
  return b;
}
