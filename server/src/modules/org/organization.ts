import type { OrganizationInfo, Parsed, org } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, forbidden, invalid, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { ownedFiles } from "../file";
import { creditCodeTaken, isUniqueViolation, lockEnterpriseDetails, maskMobile, saveEnterpriseDetails, setVerifyState, type VerifyEvent } from "../identity";
import { areaById, areaExists, dictItem } from "../system";
import { employeeIsAdmin, orgBadge, organizationRow, staffOf } from "../../read/org-staff";

function enterpriseOf(ctx: AuthedCtx): string {
  if (ctx.member.boType !== "ENTERPRISE") throw forbidden("请切换到企业身份后再查看企业信息");
  return ctx.member.boId;
}

async function areaName(ctx: Ctx, code: string | null): Promise<string | null> {
  if (!code) return null;
  try {
    return (await areaById(ctx, code)).fullName;
  } catch {
    return null;
  }
}

/** An enterprise's verification details as shown on its info page and in the console. */
export async function loadOrganization(ctx: Ctx, boId: string): Promise<OrganizationInfo> {
  const r = await organizationRow(ctx, boId);
  if (!r) throw notFound("企业资料");
  const i = r.info;
  return {
    boId: r.boId,
    name: r.name,
    creditCode: i.creditCode,
    legalPerson: i.legalPerson,
    licenceFileId: i.licenceFileId,
    licenceUrl: i.licenceUrl,
    enterpriseType: i.enterpriseType,
    enterpriseTypeName: r.enterpriseTypeName,
    contactName: i.contactName,
    contactMobile: i.contactMobile,
    areaCode: i.areaCode,
    areaName: await areaName(ctx, i.areaCode),
    address: i.address,
    businessScope: i.businessScope,
    verifyState: r.verifyState,
    rejectReason: i.rejectReason,
    submittedAt: iso(i.submittedAt),
    reviewedAt: iso(i.reviewedAt),
    createdAt: iso(r.createdAt),
  };
}

export function organizationInfo(ctx: AuthedCtx) {
  return loadOrganization(ctx, enterpriseOf(ctx));
}

/** Counts and admins of an enterprise. */
export async function staffSummary(ctx: Ctx, boId: string) {
  const staff = await staffOf(ctx, boId);
  return {
    admins: staff.filter((s) => s.isAdmin === 1 && s.status === "ACTIVE").map((s) => ({ name: s.name, mobile: s.mobile })),
    employeeCount: staff.length,
    activeEmployeeCount: staff.filter((s) => s.status === "ACTIVE").length,
  };
}

/** The enterprise of the current identity on the platform; null when acting for themselves. */
export async function orgMember(ctx: AuthedCtx) {
  if (ctx.member.boType !== "ENTERPRISE") return null;
  const boId = ctx.member.boId;
  const e = await orgBadge(ctx, boId);
  if (!e) throw notFound("企业");
  const s = await staffSummary(ctx, boId);
  const isAdmin = ctx.member.employeeId ? await employeeIsAdmin(ctx, ctx.member.employeeId) : false;
  return {
    boId,
    ...e,
    admins: s.admins.map((a) => ({ name: a.name, mobile: maskMobile(a.mobile) })),
    employeeCount: s.employeeCount,
    activeEmployeeCount: s.activeEmployeeCount,
    isAdmin,
  };
}

/** What the enterprise edit page sends: the contract's input of org.updateOrganization. */
export type OrganizationEdit = Parsed<typeof org.updateOrganization>;

/**
 * Edits the enterprise's details. The verified fields (name, credit code, legal person, licence) are
 * what an operator checked: changing one sends an approved enterprise back to review (APPROVED
 * --edit--> PENDING). A pending enterprise stays in the queue, where the operator sees the details
 * as they are now. Any save of a rejected enterprise submits it again (REJECTED --submit--> PENDING):
 * the edit page is how it answers the rejection. Contact, area, address, type and business scope
 * change nothing that was verified.
 */
export function updateOrganization(ctx: AuthedCtx, input: OrganizationEdit) {
  const boId = enterpriseOf(ctx);
  return inTx(ctx, async (tx) => {
    const cur = await lockEnterpriseDetails(tx, boId);
    if (!cur) throw notFound("企业资料");
    let licence = { licenceFileId: cur.info.licenceFileId, licenceUrl: cur.info.licenceUrl };
    if (input.licenceFileId && input.licenceFileId !== cur.info.licenceFileId) {
      const [f] = await ownedFiles(tx, [input.licenceFileId], { boId }, "image");
      if (!f) throw invalid("licenceFileId", "营业执照图片不存在或不是本企业上传的");
      licence = { licenceFileId: input.licenceFileId, licenceUrl: tx.services.files.url(f.storageKey) };
    }
    if (input.areaCode && !(await areaExists(tx, input.areaCode))) throw invalid("areaCode", "地区不存在");
    if (input.enterpriseType && !(await dictItem(tx, "ENTERPRISE_TYPE", input.enterpriseType))) throw invalid("enterpriseType", "企业类型不存在");
    if (input.creditCode !== cur.info.creditCode && (await creditCodeTaken(tx, input.creditCode, boId))) {
      throw invalid("creditCode", "该统一社会信用代码已被其他企业使用");
    }
    const verifiedChanged =
      input.name !== cur.name ||
      input.creditCode !== cur.info.creditCode ||
      input.legalPerson !== cur.info.legalPerson ||
      licence.licenceFileId !== cur.info.licenceFileId;
    const event: VerifyEvent | null =
      cur.verifyState === "REJECTED" ? "submit" : verifiedChanged && cur.verifyState === "APPROVED" ? "edit" : null;
    if (verifiedChanged && cur.verifyState === "NONE") throw conflict("企业尚未提交认证资料，请先完成企业注册");
    try {
      await saveEnterpriseDetails(tx, boId, {
        name: input.name,
        creditCode: input.creditCode,
        legalPerson: input.legalPerson,
        ...licence,
        enterpriseType: input.enterpriseType ?? null,
        contactName: input.contactName,
        contactMobile: input.contactMobile,
        areaCode: input.areaCode ?? null,
        address: input.address ?? null,
        businessScope: input.businessScope ?? null,
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw invalid("creditCode", "该统一社会信用代码已被其他企业使用");
      throw e;
    }
    const moved = event ? await setVerifyState(tx, { id: boId, verifyState: cur.verifyState }, event) : null;
    return { verifyState: moved ?? cur.verifyState, resubmitted: !!moved };
  });
}
