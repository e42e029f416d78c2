import { and, desc, eq, ne } from "drizzle-orm";
import { registrationAgreements, type EnterpriseApply, type Parsed, type account } from "@qinlian/contract";
import { inTx, type AuthedCtx, type Ctx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { iso } from "../../kit/time";
import { assertCurrentAccepted, recordAcceptance } from "../agreement";
import { ownedFiles } from "../file";
import { verifyCode } from "../sms";
import { areaById, areaExists, dictItem } from "../system";
import { isUniqueViolation, nameTaken } from "./accounts";
import { assertPasswordAllowed, hashPassword } from "./passwords";
import { openAccount } from "./open-account";
import { grantRole } from "./roles";
import { enterpriseInfo, member, memberEmployee, memberLogin } from "./schema";
import { startSession } from "./service";
import { setVerifyState } from "./verification";

/** The role the person who registers an enterprise holds in it. */
export const ENTERPRISE_REGISTRANT_ROLE = "ENTERPRISE_ADMIN";

type RegisterInput = Parsed<typeof account.register>;

/**
 * Personal registration: the mobile (verified by a REGISTER code) becomes a login name; a chosen
 * login name is optional (unique, any case). The current user agreement and privacy policy must
 * be the versions accepted. Opens the account (`openAccount`: the person, their login and the
 * personal roles, PERSON_DEFAULT_ROLES), records the
 * acceptances, and logs them in. Two registrations racing for one mobile or name: the unique
 * indexes let one through and the other gets the "taken" message.
 */
export async function register(ctx: Ctx, input: RegisterInput) {
  await assertCurrentAccepted(ctx, input.agreements, registrationAgreements);
  if (await nameTaken(ctx.db, input.mobile)) throw invalid("mobile", "该手机号已注册，请直接登录或找回密码");
  if (input.loginName && (await nameTaken(ctx.db, input.loginName))) throw invalid("loginName", "该登录名已被占用");
  assertPasswordAllowed(input.password, input);
  // Outside the transaction: a wrong code must stay counted.
  await verifyCode(ctx, input.mobile, "REGISTER", input.smsCode);
  const passwordHash = await hashPassword(input.password);
  const accepted = input.agreements.filter((a) => registrationAgreements.includes(a.type));
  try {
    const row = await inTx(ctx, async (tx) => {
      const name = input.nickname || input.loginName || `禽链用户${input.mobile.slice(-4)}`;
      const login = await openAccount(tx, { mobile: input.mobile, loginName: input.loginName ?? input.mobile, name, nickname: input.nickname ?? null, passwordHash }, () =>
        invalid(input.loginName ? "loginName" : "mobile", "该手机号或登录名已被注册"),
      );
      await recordAcceptance(tx, { memberId: login.memberId, boId: login.memberId }, accepted);
      return login;
    });
    return await startSession(ctx, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid(input.loginName ? "loginName" : "mobile", "该手机号或登录名已被注册");
    throw e;
  }
}

type EnterpriseInput = Parsed<typeof account.registerEnterprise>;

/** The enterprise applications a person made (they are its admin), newest first. */
function applicationsOf(ctx: Ctx, memberId: string) {
  return ctx.db
    .select({ info: enterpriseInfo, name: member.name, verifyState: member.verifyState })
    .from(memberEmployee)
    .innerJoin(member, eq(member.id, memberEmployee.boId))
    .innerJoin(enterpriseInfo, eq(enterpriseInfo.memberId, member.id))
    .where(and(eq(memberEmployee.memberId, memberId), eq(memberEmployee.isAdmin, 1), eq(member.type, "ENTERPRISE")))
    .orderBy(desc(enterpriseInfo.submittedAt));
}

async function applyView(ctx: Ctx, a: Awaited<ReturnType<typeof applicationsOf>>[number]): Promise<EnterpriseApply> {
  const { info } = a;
  const type = info.enterpriseType ? await dictItem(ctx, "ENTERPRISE_TYPE", info.enterpriseType) : null;
  const areaName = info.areaCode ? await areaById(ctx, info.areaCode).then((x) => x.fullName, () => null) : null;
  return {
    memberId: info.memberId,
    name: a.name,
    creditCode: info.creditCode,
    legalPerson: info.legalPerson,
    enterpriseType: info.enterpriseType,
    enterpriseTypeName: type?.name ?? null,
    licenceFileId: info.licenceFileId,
    licenceUrl: info.licenceUrl,
    contactName: info.contactName,
    contactMobile: info.contactMobile,
    areaCode: info.areaCode,
    areaName,
    address: info.address,
    verifyState: a.verifyState,
    rejectReason: info.rejectReason,
    submittedAt: iso(info.submittedAt),
    reviewedAt: iso(info.reviewedAt),
  };
}

/** The person's latest enterprise application with its review state, or null. */
export async function myEnterpriseApply(ctx: AuthedCtx): Promise<EnterpriseApply | null> {
  const [a] = await applicationsOf(ctx, ctx.member.memberId).limit(1);
  return a ? applyView(ctx, a) : null;
}

/**
 * Enterprise registration, second step of /user/registerQY (the person's own account is the first).
 * Rules:
 * - the enterprise type is an item of dictionary ENTERPRISE_TYPE; the area code exists; the licence
 *   is an image this person uploaded;
 * - the credit code passes the GB 32100-2015 check (contract) and no other enterprise has it;
 * - one application in progress per person: while one is PENDING, another is refused; a REJECTED
 *   one is corrected and submitted again (REJECTED → PENDING, the reason cleared) rather than
 *   duplicated; after approval the person may register another enterprise;
 * - a new enterprise is an ENTERPRISE member in PENDING review with its enterprise_info, and the
 *   person becomes its admin employee (isAdmin = 1) holding ENTERPRISE_ADMIN in it. Operators
 *   approve or reject in the console. The person keeps acting for themselves until they switch.
 */
export async function registerEnterprise(ctx: AuthedCtx, input: EnterpriseInput): Promise<EnterpriseApply> {
  const me = ctx.member.memberId;
  if (!(await dictItem(ctx, "ENTERPRISE_TYPE", input.enterpriseType, { onlyOn: true }))) throw invalid("enterpriseType", "请选择正确的企业类型");
  if (!(await areaExists(ctx, input.areaCode))) throw invalid("areaCode", "所在地区不存在，请重新选择");
  const [licence] = await ownedFiles(ctx, [input.licenceFileId], { memberId: me }, "image");
  if (!licence) throw invalid("licenceFileId", "请上传营业执照图片");

  const open = (await applicationsOf(ctx, me)).filter((a) => a.verifyState === "PENDING" || a.verifyState === "REJECTED");
  if (open.some((a) => a.verifyState === "PENDING")) throw conflict("您已有待审核的企业注册申请，请等待审核结果");
  const resubmit = open.find((a) => a.verifyState === "REJECTED");

  const [dup] = await ctx.db
    .select({ id: enterpriseInfo.memberId })
    .from(enterpriseInfo)
    .where(and(eq(enterpriseInfo.creditCode, input.creditCode), resubmit ? ne(enterpriseInfo.memberId, resubmit.info.memberId) : undefined));
  if (dup) throw invalid("creditCode", "该统一社会信用代码已注册，如需加入该企业请联系其管理员");

  const details = {
    creditCode: input.creditCode,
    legalPerson: input.legalPerson,
    licenceFileId: licence.id,
    licenceUrl: ctx.services.files.url(licence.storageKey),
    enterpriseType: input.enterpriseType,
    contactName: input.contactName,
    contactMobile: input.contactMobile,
    areaCode: input.areaCode,
    address: input.address,
    businessScope: input.businessScope ?? null,
    submittedAt: ctx.now,
    reviewedAt: null,
    reviewedBy: null,
    rejectReason: null,
  };
  try {
    const boId = await inTx(ctx, async (tx) => {
      if (resubmit) {
        const id = resubmit.info.memberId;
        await setVerifyState(tx, { id, verifyState: "REJECTED" }, "submit", { patch: { name: input.name, mobile: input.contactMobile } });
        await tx.db.update(enterpriseInfo).set(details).where(eq(enterpriseInfo.memberId, id));
        return id;
      }
      const [person] = await tx.db
        .select({ name: member.name, realName: member.realName, mobile: memberLogin.mobile })
        .from(member)
        .innerJoin(memberLogin, eq(memberLogin.memberId, member.id))
        .where(eq(member.id, me));
      const [e] = await tx.db
        .insert(member)
        .values({ type: "ENTERPRISE", name: input.name, mobile: input.contactMobile, verifyState: "NONE" })
        .returning({ id: member.id });
      await tx.db.insert(enterpriseInfo).values({ memberId: e.id, ...details });
      await tx.db.insert(memberEmployee).values({
        boId: e.id,
        memberId: me,
        name: person.realName || person.name,
        mobile: person.mobile ?? input.contactMobile,
        isAdmin: 1,
      });
      await grantRole(tx, { memberId: me, boId: e.id, roleCode: ENTERPRISE_REGISTRANT_ROLE });
      await setVerifyState(tx, { id: e.id, verifyState: "NONE" }, "submit");
      return e.id;
    });
    const [a] = (await applicationsOf(ctx, me)).filter((x) => x.info.memberId === boId);
    return applyView(ctx, a);
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid("creditCode", "该统一社会信用代码已注册，如需加入该企业请联系其管理员");
    throw e;
  }
}
