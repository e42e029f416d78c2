import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, id, instant, mobile, optText, text, uscc } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { memberType, userInfo, verifyState } from "./identity";

/** A service application's review state (also the enterprise review queue's tabs: verifyState without NONE). */
export const reviewState = z.enum(["PENDING", "APPROVED", "REJECTED"]).describe("审核状态：待审核 / 已通过 / 已驳回");
export type ReviewState = z.infer<typeof reviewState>;
export const employeeStatus = z.enum(["ACTIVE", "DISABLED"]).describe("员工状态：启用 / 停用");

export const roleRef = z.object({ code: z.string(), name: z.string(), nameEn: z.string() });
export type RoleRef = z.infer<typeof roleRef>;

/** One identity a person can act as: themselves, or an enterprise they work for. */
export const identityItem = z.object({
  boId: id,
  boName: z.string(),
  boType: memberType,
  employeeId: z.string().nullable().describe("企业身份的员工 id；个人身份为 null"),
  isAdmin: z.boolean(),
  verifyState,
  roles: z.array(roleRef),
  current: z.boolean().describe("是否当前身份"),
  switchable: z
    .boolean()
    .describe("能否切换为该身份（与切换接口的判断一致）：本人总能；企业须曾通过认证（通过后因修改资料重新审核中的仍可），从未通过的（审核中、已驳回、未提交）不能"),
});
export type IdentityItem = z.infer<typeof identityItem>;

export const employeeView = z.object({
  id,
  boId: id,
  memberId: id,
  name: z.string(),
  mobile: z.string(),
  loginName: z.string().nullable(),
  passwordPending: z.boolean().describe("员工账号由企业开通、尚未通过短信链接设置登录密码（可重发链接）"),
  isAdmin: z.boolean(),
  status: employeeStatus,
  roles: z.array(roleRef),
  /** Whether the caller is this employee (the page hides "delete" on the caller's own row). */
  isSelf: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type EmployeeView = z.infer<typeof employeeView>;

export const roleView = roleRef.extend({
  description: z.string(),
  funcs: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string(), path: z.string().nullable() })).describe("角色可用的页面功能"),
});
export type RoleView = z.infer<typeof roleView>;

export const orgMember = z.object({
  boId: id,
  name: z.string(),
  verifyState,
  rejectReason: z.string().nullable(),
  admins: z.array(z.object({ name: z.string(), mobile: z.string().nullable() })).describe("管理员（手机号脱敏）"),
  employeeCount: z.number().int(),
  activeEmployeeCount: z.number().int(),
  isAdmin: z.boolean().describe("当前登录人是否管理员"),
});

export const organizationInfo = z.object({
  boId: id,
  name: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  licenceFileId: z.string().nullable(),
  licenceUrl: z.string().nullable(),
  enterpriseType: z.string().nullable(),
  enterpriseTypeName: z.string().nullable(),
  contactName: z.string(),
  contactMobile: z.string(),
  areaCode: z.string().nullable(),
  areaName: z.string().nullable(),
  address: z.string().nullable(),
  businessScope: z.string().nullable(),
  verifyState,
  rejectReason: z.string().nullable(),
  submittedAt: instant.nullable(),
  reviewedAt: instant.nullable(),
  createdAt: instant,
});
export type OrganizationInfo = z.infer<typeof organizationInfo>;

/** The enterprise's editable details. name, creditCode, legalPerson and licence are the verified ones. */
export const organizationEdit = z.object({
  name: text(60).describe("企业名称（认证项）"),
  creditCode: uscc.describe("统一社会信用代码（认证项）"),
  legalPerson: text(30).describe("法定代表人（认证项）"),
  licenceFileId: id.optional().describe("营业执照图片的文件 id（认证项）；不传保持不变"),
  enterpriseType: optText(40).describe("企业类型，字典 ENTERPRISE_TYPE"),
  contactName: text(30),
  contactMobile: mobile,
  areaCode: areaCode.optional(),
  address: optText(120),
  businessScope: optText(500),
});
/** Edits to these fields send an approved enterprise back to review. */
export const VERIFIED_ORG_FIELDS = ["name", "creditCode", "legalPerson", "licenceFileId"] as const;

/** A field of an organisation detail template. */
export const templateField = z.object({
  key: z.string(),
  label: z.string(),
  labelEn: z.string(),
  kind: z.enum(["text", "textarea", "number", "date", "select", "multiSelect"]),
  required: z.boolean(),
  unit: z.string().nullable(),
  unitEn: z.string().nullable(),
  options: z.array(z.object({ value: z.string(), label: z.string(), labelEn: z.string() })).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable().describe("number: 最大值；text/textarea: 最大长度"),
  /** number: whole numbers only. */
  integer: z.boolean(),
});
export type TemplateField = z.infer<typeof templateField>;

export const dataTemplate = z.object({
  type: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  fields: z.array(templateField),
});
export type DataTemplate = z.infer<typeof dataTemplate>;

/** Value of one template field: text, number, date (YYYY-MM-DD) or a list of option values. */
export const templateValue = z.union([z.string().max(2000), z.number(), z.array(z.string().max(60)).max(30)]);
export const orgDetail = z.object({
  type: z.string(),
  name: z.string(),
  nameEn: z.string(),
  data: z.record(z.string(), templateValue),
  updatedAt: instant,
});
export type OrgDetail = z.infer<typeof orgDetail>;

/** Kinds of service a member may apply for; approval grants the role of the same code. */
export const serviceKind = z.enum(["EXPERT", "SERVICE_PROVIDER"]).describe("申请类型：专家 / 农事服务商");
export type ServiceKind = z.infer<typeof serviceKind>;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Resident identity card number (GB 11643-1999): 18 characters, a real birth date, the check character. */
export function isValidIdCard(no: string): boolean {
  if (!/^\d{17}[\dX]$/.test(no)) return false;
  const y = Number(no.slice(6, 10)), m = Number(no.slice(10, 12)), d = Number(no.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(no[i]), 0);
  return "10X98765432"[sum % 11] === no[17];
}
export const idCardNo = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidIdCard, "身份证号不正确（应为 18 位，出生日期有效且校验位符合 GB 11643-1999）");

export const serviceApplyInput = z.object({
  kind: serviceKind,
  realName: text(30),
  idCardNo,
  specialty: text(100).describe("专业领域 / 服务类型，如：蛋鸡疫病防治、无人机植保"),
  organization: optText(100).describe("工作单位 / 所属机构"),
  title: optText(40).describe("职称，如：高级兽医师"),
  years: z.number().int().min(0).max(60).describe("从业年限"),
  serviceAreaCode: areaCode.describe("服务区域（行政区划编码）"),
  intro: z.string().trim().min(10, "请至少写 10 个字").max(5000).describe("个人 / 机构简介（富文本，保存前净化）"),
  materials: z.array(id).min(1, "请上传至少 1 份证明材料").max(9).describe("证明材料（已上传文件的 id）：资格证书、执照等"),
});

export const material = z.object({ fileId: z.string(), url: z.string(), name: z.string() });

export const serviceApplyView = z.object({
  id,
  memberId: id,
  kind: serviceKind,
  status: reviewState,
  realName: z.string(),
  idCardNo: z.string().describe("本人查看时脱敏"),
  specialty: z.string(),
  organization: z.string().nullable(),
  title: z.string().nullable(),
  years: z.number().int(),
  serviceAreaCode: z.string(),
  serviceAreaName: z.string().nullable(),
  intro: z.string(),
  materials: z.array(material),
  rejectReason: z.string().nullable(),
  submittedAt: instant,
  reviewedAt: instant.nullable(),
});
export type ServiceApplyView = z.infer<typeof serviceApplyView>;

export const staffInfo = z.object({
  employeeId: id,
  boId: id,
  boName: z.string(),
  name: z.string(),
  mobile: z.string().nullable().describe("脱敏手机号"),
  isAdmin: z.boolean(),
  status: employeeStatus,
  roles: z.array(roleRef),
  joinedAt: instant,
});

const byId = z.object({ id });

export const org = domain("org", {
  myIdentities: {
    path: "/api/basic/member/memberEmployee/selMemberEmpByBoId",
    access: "member",
    summary: "我的身份：本人，以及我任职（启用中）的各企业",
    input: z.object({}),
    output: z.array(identityItem),
  },
  switchIdentity: {
    path: "/api/basic/member/memberEmployee/changeMemberEmp",
    access: "member",
    summary: "切换身份：为所选身份签发新票据（写入 Cookie），吊销当前票据，返回 userInfo",
    input: z.object({ boId: id.describe("要切换到的业务主体：本人的会员 id 或任职企业的 id") }),
    output: z.object({ ticket: z.string(), expiresAt: instant, userInfo }),
  },
  employeePage: {
    path: "/api/basic/member/memberEmployee/selMemberByPage",
    access: "func:setup.org.member",
    summary: "本企业员工（分页，按姓名或手机号搜索，可按状态筛选）",
    input: pageInput.extend({ keyword: optText(40).describe("姓名或手机号"), status: employeeStatus.optional() }),
    output: pageOf(employeeView),
  },
  employeeById: {
    path: "/api/basic/member/memberEmployee/selMemberEmpById",
    access: "func:setup.org.member",
    summary: "本企业的一名员工及其角色",
    input: byId,
    output: employeeView,
  },
  leaveEmployer: {
    path: "/api/basic/member/memberEmployee/delMemberEmpById",
    access: "member",
    summary: "退出企业：删除本人在某企业的员工身份（不能是当前身份；唯一的管理员不能退出）",
    input: byId,
    output: z.object({ id }),
  },
  saveEmployee: {
    path: "/openapi/basic/memberEmployee/addOrUpdEmployee/notFunc",
    access: "func:setup.org.member",
    summary: "管理员添加员工（手机号 + 姓名 + 角色；无账号时开户并短信发送一次性设置密码链接）或修改员工姓名、角色、状态",
    input: z.object({
      id: id.optional().describe("修改时传员工 id；不传为添加"),
      mobile: mobile.optional().describe("添加时必填；修改时不可变"),
      name: text(30).describe("员工姓名"),
      roleCodes: z.array(z.string().trim().min(1).max(40)).min(1, "请至少选择一个角色").max(10).describe("企业角色编码"),
      status: employeeStatus.optional(),
    }),
    output: z.object({ id, accountCreated: z.boolean().describe("是否为该手机号新开了账号") }),
  },
  removeEmployee: {
    path: "/openapi/basic/memberEmployee/delEmpById/manage",
    access: "func:setup.org.member",
    summary: "管理员删除员工（不能删除自己或最后一名管理员）；该员工身份的票据随即失效",
    input: byId,
    output: z.object({ id }),
  },
  assignableRoles: {
    path: "/openapi/basic/authRole/selRoleListBySystemId",
    access: "func:setup.org.member",
    summary: "按系统查询企业管理员可分配的角色（企业角色）及其功能（路径自定，同 authFunc 系列）",
    input: z.object({ systemId: optText(40).describe("站点/系统编码，默认当前站点") }),
    output: z.array(roleView),
  },
  orgMember: {
    path: "/api/basic/member/getNxinOrgMember",
    access: "member",
    summary: "当前身份所属企业在平台上的概况：认证状态、管理员、员工数；个人身份返回 null",
    input: z.object({}),
    output: orgMember.nullable(),
  },
  organizationInfo: {
    path: "/api/basic/member/organization/selOrganizationInfo",
    access: "func:setup.org.info",
    summary: "本企业的认证资料与状态（企业信息页）",
    input: z.object({}),
    output: organizationInfo,
  },
  updateOrganization: {
    path: "/api/basic/member/organization/updOrganizationInfo",
    access: "func:setup.org.info",
    summary: "修改企业资料（路径自定）：改名称、信用代码、法人或执照需重新审核；改联系人、地址不需要",
    input: organizationEdit,
    output: z.object({ verifyState, resubmitted: z.boolean().describe("是否因此进入待审核") }),
  },
  dataTemplates: {
    path: "/api/basic/memberDataTemp/selMemberDataTempListByParam",
    access: "member",
    summary: "企业补充资料模板：养殖规模、主营产品、资质证书等分类及其字段",
    input: z.object({ type: optText(40) }),
    output: z.array(dataTemplate),
  },
  orgDetails: {
    path: "/api/basic/memberDataTemp/selOrgByBoId",
    access: "func:setup.org.info",
    summary: "本企业已填写的补充资料（按模板类型）",
    input: z.object({ type: optText(40) }),
    output: z.array(orgDetail),
  },
  saveOrgDetail: {
    path: "/api/basic/memberDataTemp/addOrgDetail",
    access: "func:setup.org.info",
    summary: "填写或更新本企业一类补充资料（按模板校验）",
    input: z.object({ type: text(40), data: z.record(z.string(), templateValue) }),
    output: orgDetail,
  },
  deleteOrgDetail: {
    path: "/api/basic/memberDataTemp/delDataTempByBoIdType",
    access: "func:setup.org.info",
    summary: "删除本企业的一类补充资料",
    input: z.object({ type: text(40) }),
    output: z.object({ deleted: z.boolean() }),
  },
  applyService: {
    path: "/openapi/basic/serviceApplyInfo/add/manage",
    access: "member",
    summary: "以个人身份申请成为专家或农事服务商（附证明材料）；被驳回后再次提交即重新进入审核",
    input: serviceApplyInput,
    output: z.object({ id, status: reviewState }),
  },
  myServiceApplies: {
    path: "/openapi/basic/serviceApplyInfo/selMyList",
    access: "member",
    summary: "我的服务申请及审核结果（路径自定）",
    input: z.object({}),
    output: z.array(serviceApplyView),
  },
  staffInfo: {
    path: "/api/basic/staff/selMemberStaffInfo",
    access: "member",
    summary: "当前身份的员工档案（企业、姓名、角色、入职时间）；个人身份返回 null",
    input: z.object({}),
    output: staffInfo.nullable(),
  },
});
