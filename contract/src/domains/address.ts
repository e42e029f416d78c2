import { z } from "zod";
import { domain } from "../kit/call";
import { areaCode, id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { phone } from "../kit/phone";

/** Address labels shown as tags: 家 / 公司 / 仓库 / 养殖场. */
export const addressTags = ["HOME", "COMPANY", "WAREHOUSE", "FARM"] as const;
export const addressTag = z.enum(addressTags).describe("标签：家 / 公司 / 仓库 / 养殖场");
export type AddressTag = z.infer<typeof addressTag>;

/** A member may keep at most this many shipping addresses. */
export const MAX_ADDRESSES = 50;

const fields = {
  receiverName: text(30).describe("收货人"),
  mobile: phone.describe("联系电话：手机或 区号-号码"),
  areaCode: areaCode.describe("所在区/县的行政区划编码"),
  address: text(120).describe("详细地址（街道、门牌）"),
  postcode: z.string().regex(/^\d{6}$/, "邮编应为 6 位数字").nullable().optional(),
  tag: addressTag.nullable().optional(),
  isPublic: z
    .boolean()
    .optional()
    .describe("公开：作为自提 / 退货地址向买家展示（电话脱敏）；默认不公开"),
};

export const addressInput = z.object({
  ...fields,
  isDefault: z.boolean().optional().describe("设为默认地址（第一个地址自动成为默认）"),
});
export type AddressInput = z.infer<typeof addressInput>;

export const addressView = z.object({
  id,
  boId: id,
  receiverName: z.string(),
  mobile: z.string(),
  areaCode: z.string(),
  areaName: z.string().describe("省市县全称"),
  address: z.string(),
  postcode: z.string().nullable(),
  tag: addressTag.nullable(),
  isDefault: z.boolean(),
  isPublic: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Address = z.infer<typeof addressView>;

/** What anyone may see of an address its owner made public. */
export const publicAddressView = z.object({
  id,
  receiverName: z.string(),
  mobile: z.string().describe("脱敏电话"),
  areaCode: z.string(),
  areaName: z.string(),
  address: z.string(),
  postcode: z.string().nullable(),
  tag: addressTag.nullable(),
});
export type PublicAddress = z.infer<typeof publicAddressView>;

export const address = domain("address", {
  selAddrListPage: {
    path: "/openapi/basic/memberAddr/selAddrListPage",
    access: "func:setup.account.address",
    summary: "我的收货地址（分页，默认地址在前；可按收货人、电话、地址搜索）",
    input: pageInput.extend({
      keyword: optText(40).describe("收货人、电话或地址包含"),
      tag: addressTag.optional(),
    }),
    output: pageOf(addressView),
  },
  addAddr: {
    path: "/openapi/basic/memberAddr/addAddr/1.0",
    access: "func:setup.account.address",
    summary: `新增收货地址（最多 ${MAX_ADDRESSES} 个；第一个自动成为默认）`,
    input: addressInput,
    output: addressView,
  },
  updAddrById: {
    path: "/openapi/basic/memberAddr/updAddrById/1.0",
    access: "func:setup.account.address",
    summary: "修改收货地址（只改传入的字段）",
    input: z.object({ id, ...z.object(fields).partial().shape, isDefault: z.boolean().optional() }),
    output: addressView,
  },
  delAddrById: {
    path: "/openapi/basic/memberAddr/delAddrById/1.0",
    access: "func:setup.account.address",
    summary: "删除收货地址；删除默认地址会把最近更新的另一个设为默认",
    input: z.object({ id }),
    output: z.object({ id, newDefaultId: z.string().nullable() }),
  },
  updDefaultAddr: {
    path: "/openapi/basic/memberAddr/updDefaultAddr/1.0",
    access: "func:setup.account.address",
    summary: "设为默认收货地址",
    input: z.object({ id }),
    output: addressView,
  },
  selAddrListByBoIdParam: {
    path: "/openapi/basic/memberAddr/selAddrListByBoIdParam/noLogin",
    access: "public",
    summary: "某会员公开的地址（自提点、退货地址），电话脱敏；不公开的地址不会出现",
    input: z.object({ boId: id.describe("地址所属的会员（业务主体）id"), tag: addressTag.optional() }),
    output: z.array(publicAddressView),
  },
});
