import { z } from "zod";
import { domain } from "../kit/call";
import { day } from "../kit/day";
import { id } from "../kit/fields";

export const gender = z.enum(["MALE", "FEMALE", "SECRET"]).describe("性别：男 / 女 / 保密");
export type Gender = z.infer<typeof gender>;

/** The person's own profile (我的资料). */
export const profileView = z.object({
  memberId: id,
  loginName: z.string(),
  mobile: z.string().nullable().describe("脱敏手机号"),
  nickname: z.string().nullable(),
  realName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  gender,
  birthday: z.string().nullable().describe("YYYY-MM-DD"),
  bio: z.string().nullable(),
});
export type Profile = z.infer<typeof profileView>;

const nickname = z
  .string()
  .trim()
  .min(2, "昵称至少 2 个字")
  .max(20, "昵称最多 20 个字")
  .refine((v) => !/[<>"'&\\/]/.test(v), "昵称不能包含 < > \" ' & / \\");
const realName = z
  .string()
  .trim()
  .regex(/^[\u4e00-\u9fa5A-Za-z·. ]{2,30}$/, "真实姓名应为 2-30 个汉字或字母（可含 ·）");

export const profileInput = z.object({
  id: id.optional().describe("会员 id：只能是本人（不传即本人）"),
  avatarUrl: z.string().max(300).nullable().optional().describe("头像：本人上传的图片地址；null 清除"),
  nickname: nickname.optional(),
  realName: realName.nullable().optional(),
  gender: gender.optional(),
  birthday: day.nullable().optional(),
  bio: z.string().trim().max(200, "个人简介最多 200 字").nullable().optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const listKey = z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, "列表标识应为 1-60 个字母、数字或 ._-");
const guideKey = z.string().regex(/^[A-Za-z0-9._-]{1,40}$/, "引导标识应为 1-40 个字母、数字或 ._-");
const pageSizes = z
  .record(listKey, z.literal(PAGE_SIZES, "每页条数应为 10、20、50 或 100"))
  .refine((r) => Object.keys(r).length <= 50, "最多记住 50 个列表的每页条数");

/**
 * A member's UI preferences, per person and identity (boId): language, page size per list,
 * guides already dismissed. Kept in Redis when REDIS_URL is set, else in a table.
 */
export const prefsView = z.object({
  lang: z.enum(["zh-CN", "en"]).optional().describe("界面语言"),
  pageSizes: pageSizes.optional().describe("各列表每页条数（列表标识 → 10/20/50/100）"),
  dismissedGuides: z.array(guideKey).max(50).optional().describe("已关闭/跳过的引导"),
});
export type Prefs = z.infer<typeof prefsView>;

/** A change to the preferences: fields left out stay; null removes a field. */
export const prefsPatch = z.object({
  lang: prefsView.shape.lang.unwrap().nullable().optional(),
  pageSizes: pageSizes.nullable().optional(),
  dismissedGuides: z.array(guideKey).max(50).nullable().optional(),
});
export type PrefsPatch = z.infer<typeof prefsPatch>;

export const profile = domain("profile", {
  selMemberInfo: {
    path: "/api/basic/member/memberInfo/selMemberInfo",
    access: "func:setup.account.wdzl",
    summary: "我的资料（路径为本项目所定，与 updMemberById 同组）",
    input: z.object({}),
    output: profileView,
  },
  updMemberById: {
    path: "/api/basic/member/memberInfo/updMemberById",
    access: "func:setup.account.wdzl",
    summary: "修改我的资料：头像、昵称、真实姓名、性别、生日、简介（只能改本人）",
    input: profileInput,
    output: profileView,
  },
  getPrefs: {
    path: "/api/basic/system/redis/getRedisByBoId",
    access: "member",
    summary: "当前会员（本身份）的界面偏好：语言、列表每页条数、已关闭的引导",
    input: z.object({}),
    output: prefsView,
  },
  setPrefs: {
    path: "/api/basic/system/redis/setRedisByBoId",
    access: "member",
    summary: "修改界面偏好（路径为本项目所定，与 getRedisByBoId 同组）：未传的字段不变，null 删除",
    input: prefsPatch,
    output: prefsView,
  },
});
