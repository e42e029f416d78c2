import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";
import { memberType, verifyState } from "./identity";
import { employeeStatus, organizationInfo, reviewState, serviceApplyView, serviceKind } from "./org";

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
});
