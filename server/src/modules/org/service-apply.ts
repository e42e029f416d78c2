import { and, desc, eq } from "drizzle-orm";
import type { Parsed, ServiceApplyView, ServiceKind, org } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx, together } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { iso } from "../../kit/time";
import { ownedFiles, storedRichText } from "../file";
import { holdsRole } from "../identity";
import { areaById, areaExists } from "../system";
import { logSubmitted, transitionServiceApply } from "./review";
import { serviceApply, type StoredMaterial } from "./schema";

/** What each kind of application is called, and the role an approval grants (same code). */
export const serviceKinds: Record<ServiceKind, { zh: string; en: string; role: string }> = {
  EXPERT: { zh: "专家", en: "expert", role: "EXPERT" },
  SERVICE_PROVIDER: { zh: "农事服务商", en: "service provider", role: "SERVICE_PROVIDER" },
};

export type ApplyInput = Parsed<typeof org.applyService>;

export const maskIdCard = (no: string) => `${no.slice(0, 3)}***********${no.slice(14)}`;

/** Proof files must be the applicant's own uploads. */
async function materialsOf(ctx: AuthedCtx, ids: readonly string[]): Promise<StoredMaterial[]> {
  const unique = [...new Set(ids)];
  const rows = await ownedFiles(ctx, unique, { memberId: ctx.member.memberId });
  if (rows.length !== unique.length) throw invalid("materials", "证明材料不存在或不是您本人上传的");
  return unique.map((id) => {
    const r = rows.find((x) => x.id === id)!;
    return { fileId: r.id, url: ctx.services.files.url(r.storageKey), name: r.name };
  });
}

/**
 * A person applies to provide a service (spec: serviceApplyInfo/add/manage). Rules:
 * - in their own name only (personal identity): the roles it grants are personal roles;
 * - not if they already hold the role, nor while an application of that kind is waiting;
 * - a rejected application is corrected and resubmitted (REJECTED → PENDING), keeping its history;
 * - proof files must be their own uploads; the introduction is sanitised HTML.
 */
export async function applyService(ctx: AuthedCtx, input: ApplyInput) {
  const me = ctx.member.memberId;
  const kind = serviceKinds[input.kind];
  if (ctx.member.boId !== me) throw conflict(`请切换到个人身份后再申请成为${kind.zh}`);
  if (await holdsRole(ctx, me, me, kind.role)) throw conflict(`您已经是平台认证的${kind.zh}`);
  if (!(await areaExists(ctx, input.serviceAreaCode))) throw invalid("serviceAreaCode", "地区不存在");
  const materials = await materialsOf(ctx, input.materials);
  const intro = await storedRichText(ctx, "intro", input.intro);
  const fields = {
    realName: input.realName,
    idCardNo: input.idCardNo,
    specialty: input.specialty,
    organization: input.organization ?? null,
    title: input.title ?? null,
    years: input.years,
    serviceAreaCode: input.serviceAreaCode,
    intro,
    materials,
  };
  return inTx(ctx, async (tx) => {
    const [existing] = await tx.db
      .select({ id: serviceApply.id, status: serviceApply.status })
      .from(serviceApply)
      .where(and(eq(serviceApply.memberId, me), eq(serviceApply.kind, input.kind)))
      .for("update");
    if (!existing) {
      const [row] = await tx.db
        .insert(serviceApply)
        .values({ memberId: me, kind: input.kind, status: "PENDING", submittedAt: tx.now, ...fields })
        .onConflictDoNothing()
        .returning({ id: serviceApply.id });
      if (!row) throw conflict("申请已提交，请勿重复提交");
      await logSubmitted(tx, row.id);
      return { id: row.id, status: "PENDING" as const };
    }
    if (existing.status === "PENDING") throw conflict("您的申请正在审核中，请耐心等待");
    if (existing.status === "APPROVED") throw conflict(`您的${kind.zh}申请已通过`);
    await tx.db
      .update(serviceApply)
      .set(fields)
      .where(and(eq(serviceApply.id, existing.id), eq(serviceApply.status, "REJECTED")));
    const { to } = await transitionServiceApply(tx, existing.id, { event: "submit" });
    return { id: existing.id, status: to };
  });
}

type ApplyRow = typeof serviceApply.$inferSelect;

async function areaName(ctx: Ctx, code: string) {
  try {
    return (await areaById(ctx, code)).fullName;
  } catch {
    return null;
  }
}

/** The application as the applicant (ID number masked) or an operator (in full) sees it. */
export async function toApplyView(ctx: Ctx, r: ApplyRow, full: boolean): Promise<ServiceApplyView> {
  return {
    id: r.id,
    memberId: r.memberId,
    kind: r.kind,
    status: r.status,
    realName: r.realName,
    idCardNo: full ? r.idCardNo : maskIdCard(r.idCardNo),
    specialty: r.specialty,
    organization: r.organization,
    title: r.title,
    years: r.years,
    serviceAreaCode: r.serviceAreaCode,
    serviceAreaName: await areaName(ctx, r.serviceAreaCode),
    intro: r.intro,
    materials: r.materials,
    rejectReason: r.rejectReason,
    submittedAt: iso(r.submittedAt),
    reviewedAt: iso(r.reviewedAt),
  };
}

export async function myServiceApplies(ctx: AuthedCtx): Promise<ServiceApplyView[]> {
  const rows = await ctx.db.select().from(serviceApply).where(eq(serviceApply.memberId, ctx.member.memberId)).orderBy(desc(serviceApply.submittedAt));
  return together(ctx, ...rows.map((r) => () => toApplyView(ctx, r, false)));
}
