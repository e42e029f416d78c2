import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant } from "../kit/fields";

export const memberType = z.enum(["PERSON", "ENTERPRISE"]).describe("会员类型：个人 / 企业");
export type MemberType = z.infer<typeof memberType>;

/** What the portal keeps as `userInfo`: the person logged in and the identity they act as. */
export const userInfo = z.object({
  memberId: id.describe("登录的个人会员 id"),
  boId: id.describe("当前身份的业务主体 id：本人或所属企业"),
  boName: z.string().describe("当前业务主体名称"),
  boType: memberType,
  employeeId: z.string().nullable().describe("以企业员工身份登录时的员工 id"),
  loginName: z.string(),
  mobile: z.string().nullable().describe("脱敏手机号"),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  systemId: z.string().describe("站点/系统编码，同时写入 systemId Cookie"),
  roles: z.array(z.string()).describe("当前身份的角色编码"),
  isOperator: z.boolean().describe("是否平台运营人员"),
});
export type UserInfo = z.infer<typeof userInfo>;

export const funcNode = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  path: z.string().nullable().describe("对应的页面路由"),
  icon: z.string().nullable(),
  sort: z.number().int(),
});
export type FuncNode = z.infer<typeof funcNode>;
export interface FuncTree extends FuncNode {
  children: FuncTree[];
}
export const funcTree: z.ZodType<FuncTree> = funcNode.extend({
  get children() {
    return z.array(funcTree);
  },
});

export const identity = domain("identity", {
  login: {
    path: "/cas/v1/tickets/loginApi",
    access: "public",
    ratePerMinute: 20,
    summary: "用手机号或登录名加密码登录，签发票据（同时写入票据 Cookie）",
    input: z.object({
      loginName: z.string().trim().min(1, "请输入手机号或登录名").max(60),
      password: z.string().min(1, "请输入密码").max(128),
    }),
    output: z.object({ ticket: z.string(), expiresAt: instant, userInfo }),
  },
  logout: {
    path: "/cas/v1/tickets/logoutApi",
    access: "public",
    summary: "退出登录：吊销当前票据并清除 Cookie（无票据时也返回成功）",
    input: z.object({}),
    output: z.object({ revoked: z.boolean() }),
  },
  memberByToken: {
    path: "/openapi/basic/memberLogin/one/getMemberByToken",
    access: "member",
    summary: "按票据取当前登录会员信息（userInfo）",
    input: z.object({}),
    output: userInfo,
  },
  baseMemberByToken: {
    path: "/api/basic/member/login/getBaseMemberByToken",
    access: "member",
    summary: "按票据取会员基本信息（不含角色）",
    input: z.object({}),
    output: userInfo.pick({ memberId: true, boId: true, boName: true, boType: true, loginName: true, nickname: true, avatarUrl: true }),
  },
  topFuncs: {
    path: "/openapi/basic/authFunc/selFuncListByParam",
    access: "member",
    summary: "当前身份可用的一级功能（顶部菜单）",
    input: z.object({}),
    output: z.array(funcNode),
  },
  subFuncs: {
    path: "/openapi/basic/authFunc/selSubFuncListByParam",
    access: "member",
    summary: "某一级功能下当前身份可用的子功能树（左侧菜单）",
    input: z.object({ parentCode: z.string().trim().min(1).max(60) }),
    output: z.array(funcTree),
  },
  judgeAuth: {
    path: "/openapi/basic/authFunc/judgeAuth",
    access: "member",
    summary: "判断当前身份是否拥有某功能",
    input: z.object({ funcCode: z.string().trim().min(1).max(60) }),
    output: z.object({ funcCode: z.string(), allowed: z.boolean() }),
  },
});
