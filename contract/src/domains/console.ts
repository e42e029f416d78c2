/**
 * The operator (platform) console: enterprise verification and service application review, the
 * catalogue's review (shop opening, goods), advert slots, and operations (members, SMS outbox, jobs).
 */
import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";
import { goodsCard, goodsStatus, shopCard, shopStatus } from "./catalog-shared";
import { advertScope, advertSlot } from "./cms-advert";
import { goodsView } from "./goods";
import { memberType, verifyState } from "./identity";
import { employeeStatus, organizationInfo, reviewState, serviceApplyView, serviceKind } from "./org";
import { shopView } from "./shop";

export const enterpriseReviewItem = z.object({
  memberId: id,
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  verifyState,
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
  rejectReason: z.string().nullable(),
  adminName: z.string().nullable(),
});

export const enterpriseReviewDetail = organizationInfo.extend({
  admins: z.array(z.object({ name: z.string(), mobile: z.string() })),
  employeeCount: z.number().int(),
  events: z.array(z.enum(["approve", "reject"])).describe("当前状态下可执行的审核操作"),
  history: z.array(stateHistoryEntry),
});

export const serviceApplyItem = z.object({
  id,
  memberId: id,
  memberName: z.string(),
  kind: serviceKind,
  status: reviewState,
  realName: z.string(),
  specialty: z.string(),
  submittedAt: instant,
  reviewedAt: instant.nullable(),
  rejectReason: z.string().nullable(),
});

export const serviceApplyDetail = serviceApplyView.extend({
  memberName: z.string(),
  mobile: z.string().nullable(),
  events: z.array(z.enum(["approve", "reject"])),
  history: z.array(stateHistoryEntry),
});

export const smsItem = z.object({
  id,
  mobile: z.string(),
  purpose: z.string(),
  content: z.string(),
  status: z.enum(["SENT", "FAILED"]),
  provider: z.string(),
  error: z.string().nullable(),
  createdAt: instant,
});

export const memberItem = z.object({
  id,
  type: memberType,
  name: z.string(),
  loginName: z.string().nullable(),
  mobile: z.string().nullable(),
  status: employeeStatus,
  verifyState,
  roles: z.array(z.string()).describe("个人：本人身份的角色；企业：员工持有的角色（去重）"),
  employeeCount: z.number().int().describe("企业：员工数；个人：任职企业数"),
  lastLoginAt: instant.nullable(),
  createdAt: instant,
});

export const jobStatus = z.enum(["pending", "running", "done", "failed"]);
export const jobItem = z.object({
  id,
  kind: z.string(),
  status: jobStatus,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: instant,
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  finishedAt: instant.nullable(),
  updatedAt: instant,
});

export const shopAuditRow = z.object({
  shopId: id,
  name: z.string(),
  boId: id,
  ownerName: z.string(),
  ownerType: z.enum(["PERSON", "ENTERPRISE"]),
  ownerVerifyState: verifyState,
  status: shopStatus,
  statusLabel: z.string(),
  mainCategoryName: z.string().nullable(),
  scopeNames: z.array(z.string()),
  areaName: z.string().nullable(),
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
  rejectReason: z.string().nullable(),
});

export const goodsAuditRow = goodsCard.extend({
  statusLabel: z.string(),
  rejectReason: z.string().nullable(),
  submittedAt: instant.nullable(),
  licenceLabel: z.string().nullable().describe("所在类目要求的证照"),
});

const countsField = { counts: z.record(z.string(), z.number().int()).describe("各状态数量") };
const catalogReason = text(200).describe("原因（告知店主/卖家）");

const reviewPageInput = pageInput.extend({
  state: reviewState.optional().describe("不传为全部"),
  keyword: optText(60),
});
const reason = text(200).describe("驳回原因（会告知申请人）");
const byMemberId = z.object({ memberId: id });
const byId = z.object({ id });

export const adminConsole = domain("console", {
  overview: {
    path: "/openapi/basic/console/selOverview",
    access: "func:admin",
    summary: "运营后台首页：待审核企业与服务申请、今日短信、失败任务、会员数",
    input: z.object({}),
    output: z.object({
      pendingEnterprises: z.number().int(),
      pendingServiceApplies: z.number().int(),
      smsToday: z.number().int(),
      failedJobs: z.number().int(),
      persons: z.number().int(),
      enterprises: z.number().int(),
    }),
  },
  enterprisePage: {
    path: "/openapi/basic/console/enterprise/selPageByState",
    access: "func:admin.audit.enterprise",
    summary: "企业认证审核队列：按状态分页，可按名称、信用代码、联系人搜索",
    input: reviewPageInput,
    output: pageOf(enterpriseReviewItem),
  },
  enterpriseDetail: {
    path: "/openapi/basic/console/enterprise/selById",
    access: "func:admin.audit.enterprise",
    summary: "企业认证详情：资料、执照、管理员、审核记录",
    input: byMemberId,
    output: enterpriseReviewDetail,
  },
  approveEnterprise: {
    path: "/openapi/basic/console/enterprise/approve",
    access: "func:admin.audit.enterprise",
    summary: "通过企业认证（待审核 → 已通过），短信通知联系人",
    input: byMemberId,
    output: z.object({ memberId: id, verifyState }),
  },
  rejectEnterprise: {
    path: "/openapi/basic/console/enterprise/reject",
    access: "func:admin.audit.enterprise",
    summary: "驳回企业认证（待审核 → 已驳回）并说明原因，短信通知联系人",
    input: byMemberId.extend({ reason }),
    output: z.object({ memberId: id, verifyState }),
  },
  serviceApplyPage: {
    path: "/openapi/basic/console/serviceApply/selPageByState",
    access: "func:admin.audit.serviceApply",
    summary: "服务申请审核队列：按状态分页，可按姓名、专业搜索",
    input: reviewPageInput.extend({ kind: serviceKind.optional() }),
    output: pageOf(serviceApplyItem),
  },
  serviceApplyDetail: {
    path: "/openapi/basic/console/serviceApply/selById",
    access: "func:admin.audit.serviceApply",
    summary: "服务申请详情：资料、证明材料、审核记录",
    input: byId,
    output: serviceApplyDetail,
  },
  approveServiceApply: {
    path: "/openapi/basic/console/serviceApply/approve",
    access: "func:admin.audit.serviceApply",
    summary: "通过服务申请（待审核 → 已通过）并授予对应角色",
    input: byId,
    output: z.object({ id, status: reviewState }),
  },
  rejectServiceApply: {
    path: "/openapi/basic/console/serviceApply/reject",
    access: "func:admin.audit.serviceApply",
    summary: "驳回服务申请（待审核 → 已驳回）并说明原因",
    input: byId.extend({ reason }),
    output: z.object({ id, status: reviewState }),
  },
  smsPage: {
    path: "/openapi/basic/console/sms/selPage",
    access: "func:admin.ops.sms",
    summary: "短信发件箱（分页，按手机号、用途搜索，新的在前）；验证码、设置密码链接等内容已隐藏，仅演示模式下显示全文",
    input: pageInput.extend({ mobile: optText(11).describe("手机号（可输入部分）"), purpose: optText(40) }),
    output: pageOf(smsItem),
  },
  memberPage: {
    path: "/openapi/basic/memberInfo/selMemberByPage/htManage",
    access: "func:admin.ops.members",
    summary: "会员查询（分页）：按名称、登录名、手机号搜索，按类型、认证状态、状态筛选",
    input: pageInput.extend({
      keyword: optText(60),
      type: memberType.optional(),
      verifyState: verifyState.optional(),
      status: employeeStatus.optional(),
    }),
    output: pageOf(memberItem),
  },
  jobsOverview: {
    path: "/openapi/basic/console/jobs/selOverview",
    access: "func:admin.ops.jobs",
    summary: "后台任务概况：各状态数量（按类型），失败任务列表（分页）",
    input: pageInput.extend({ kind: optText(60) }),
    output: z.object({
      counts: z.array(z.object({ kind: z.string(), status: jobStatus, n: z.number().int() })),
      failed: pageOf(jobItem),
    }),
  },
  // ---- catalogue review and adverts ----
  shopQueue: {
    path: "/openapi/trading/shopInfo/audit/selPageByParam/manage",
    access: "func:admin.audit.shop",
    summary: "店铺审核队列（分页，先提交的在前）：按状态（默认待审核）、名称/店主关键字筛选，附各状态数量",
    input: pageInput.extend({ status: shopStatus.default("SUBMITTED"), keyword: optText(40) }),
    output: pageOf(shopAuditRow).extend(countsField),
  },
  shopDetail: {
    path: "/openapi/trading/shopInfo/audit/selDetailById/manage",
    access: "func:admin.audit.shop",
    summary: "店铺审核详情：申请内容、证照（与经营范围要求对照）、店主主体与认证信息、审核记录",
    input: z.object({ shopId: id }),
    output: z.object({
      shop: shopView,
      owner: z.object({
        boId: id,
        name: z.string(),
        type: z.enum(["PERSON", "ENTERPRISE"]),
        verifyState,
        creditCode: z.string().nullable(),
        legalPerson: z.string().nullable(),
        contactName: z.string().nullable(),
        contactMobile: z.string().nullable(),
      }),
      history: z.array(stateHistoryEntry),
    }),
  },
  shopApprove: {
    path: "/openapi/trading/shopInfo/audit/pass/manage",
    access: "func:admin.audit.shop",
    summary: "审核通过开店申请（待审核 → 审核通过）",
    input: z.object({ shopId: id, note: optText(200) }),
    output: shopView,
  },
  shopReject: {
    path: "/openapi/trading/shopInfo/audit/reject/manage",
    access: "func:admin.audit.shop",
    summary: "驳回开店申请并说明原因（待审核 → 已驳回；店主修改后可重新提交）",
    input: z.object({ shopId: id, reason: catalogReason }),
    output: shopView,
  },
  goodsQueue: {
    path: "/openapi/trading/goodsInfo/audit/selPageByParam/manage",
    access: "func:admin.audit.goods",
    summary: "商品审核队列（分页，先提交的在前）：按状态（默认待审核）、关键字、类目、店铺筛选，附各状态数量",
    input: pageInput.extend({ status: goodsStatus.default("PENDING"), keyword: optText(40), categoryId: optText(20), shopId: id.optional() }),
    output: pageOf(goodsAuditRow).extend(countsField),
  },
  goodsDetail: {
    path: "/openapi/trading/goodsInfo/audit/selDetailById/manage",
    access: "func:admin.audit.goods",
    summary: "商品审核详情：商品全部内容、店铺、类目要求的证照及店铺是否已上传、审核记录",
    input: z.object({ goodsId: id }),
    output: z.object({
      goods: goodsView,
      shop: shopCard.nullable(),
      licence: z
        .object({ kind: z.string(), label: z.string(), present: z.boolean(), validUntil: z.string().nullable() })
        .nullable()
        .describe("所在类目要求的证照及店铺的该证照"),
      history: z.array(stateHistoryEntry),
    }),
  },
  goodsApprove: {
    path: "/openapi/trading/goodsInfo/audit/pass/manage",
    access: "func:admin.audit.goods",
    summary: "审核通过商品（待审核 → 已上架），可批量，逐条返回结果",
    input: z.object({ goodsIds: z.array(id).min(1).max(100) }),
    output: z.array(z.object({ goodsId: id, ok: z.boolean(), status: goodsStatus.nullable(), msg: z.string() })),
  },
  goodsReject: {
    path: "/openapi/trading/goodsInfo/audit/reject/manage",
    access: "func:admin.audit.goods",
    summary: "驳回商品并说明原因（待审核 → 已驳回）",
    input: z.object({ goodsId: id, reason: catalogReason }),
    output: z.object({ goodsId: id, status: goodsStatus }),
  },
  goodsTakeDown: {
    path: "/openapi/trading/goodsInfo/audit/takeDown/manage",
    access: "func:admin.audit.goods",
    summary: "违规下架在售商品并说明原因（已上架 → 已驳回；卖家修改后须重新审核）",
    input: z.object({ goodsId: id, reason: catalogReason }),
    output: z.object({ goodsId: id, status: goodsStatus }),
  },
  advertSlots: {
    path: "/openapi/basic/cmsAdvert/selAdvertPageByParam/manage",
    access: "func:admin.ops.adverts",
    summary: "广告位列表（分页）：平台广告位与各店铺广告位，附广告条数与在投放条数",
    input: pageInput.extend({ scope: advertScope.optional(), keyword: optText(40) }),
    output: pageOf(advertSlot.extend({ detailCount: z.number().int(), liveCount: z.number().int(), shopName: z.string().nullable() })),
  },
});
