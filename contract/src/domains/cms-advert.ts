import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText, text } from "../kit/fields";
import { pageInput, pageOf } from "../kit/paging";
import { fileUrl, goodsCard } from "./catalog-shared";

export const advertScope = z.enum(["PLATFORM", "SHOP"]).describe("广告位归属：平台、店铺");
export const advertLinkType = z.enum(["NONE", "GOODS", "SHOP", "URL"]).describe("链接到：无、商品、店铺、站内地址");

export const advertSlot = z.object({
  id,
  code: z.string().describe("广告位编码，如 HOME_BANNER、HOME_FLOOR_1、GOODS_HOME_BANNER、SHOP_BANNER"),
  name: z.string(),
  scope: advertScope,
  shopId: z.string().nullable(),
  width: z.number().int().describe("建议图片宽度（像素）"),
  height: z.number().int(),
  maxItems: z.number().int().describe("同时展示的最多条数"),
  description: z.string().nullable(),
});
export type AdvertSlot = z.infer<typeof advertSlot>;

export const advertDetail = z.object({
  id,
  advertId: id,
  title: z.string(),
  imageUrl: z.string(),
  linkType: advertLinkType,
  linkTarget: z.string().nullable().describe("商品 id、店铺 id 或站内地址"),
  linkUrl: z.string().nullable().describe("点击后打开的站内地址（不符合站内链接规则的旧数据为 null）"),
  startAt: instant.nullable(),
  endAt: instant.nullable(),
  sort: z.number().int(),
  status: z.enum(["ON", "OFF"]),
  live: z.boolean().describe("当前是否在投放（启用且在投放时段内）"),
  updatedAt: instant,
});
export type AdvertDetail = z.infer<typeof advertDetail>;

const isoInstant = z.iso.datetime({ offset: true, message: "时间格式应为 ISO-8601" });

/** An advert's fields as given; the add call fills defaults, the update call changes only what is sent. */
const advertDetailFields = z.object({
  title: text(60),
  imageUrl: fileUrl,
  linkType: advertLinkType,
  linkTarget: z.string().trim().max(500).nullable().describe("GOODS/SHOP 填 id；URL 填本站页面地址（以 / 开头，或本站完整网址），保存为规范化的路径；不能链到站外"),
  startAt: isoInstant.nullable(),
  endAt: isoInstant.nullable(),
  sort: z.number().int().min(0).max(100_000),
  status: z.enum(["ON", "OFF"]),
});

export const advertDetailInput = advertDetailFields.extend({
  linkType: advertDetailFields.shape.linkType.default("NONE"),
  linkTarget: advertDetailFields.shape.linkTarget.default(null),
  startAt: advertDetailFields.shape.startAt.default(null),
  endAt: advertDetailFields.shape.endAt.default(null),
  sort: advertDetailFields.shape.sort.default(0),
  status: advertDetailFields.shape.status.default("ON"),
});

export const cmsAdvert = domain("cmsAdvert", {
  liveList: {
    path: "/api/basic/cmsAdvert/selAdvertListByParam",
    access: "public",
    summary: "广告位及其正在投放的广告（按排序）：按广告位编码取平台广告，或按 shopId 取营业中店铺的广告",
    input: z.object({ codes: z.array(text(40)).max(20).optional(), shopId: id.optional() }),
    output: z.array(advertSlot.extend({ details: z.array(advertDetail) })),
  },
  shopSlots: {
    path: "/api/basic/cmsAdvert/selShopAdvertListByLogin",
    access: "func:transaction.shop.advert",
    summary: "我的店铺的广告位（店铺横幅、店招），首次调用时建好；附广告条数。路径为本项目所定",
    input: z.object({}),
    output: z.array(advertSlot.extend({ detailCount: z.number().int(), liveCount: z.number().int() })),
  },
  detailsBySlot: {
    path: "/api/basic/cmsAdvertDetail/selAdvertDetailByAdId",
    access: "member",
    summary: "某广告位的全部广告（任何状态）：平台广告位需 admin.ops.adverts，店铺广告位须为本人店铺且有 transaction.shop.advert",
    input: z.object({ advertId: id }),
    output: z.array(advertDetail),
  },
  addDetail: {
    path: "/api/basic/cmsAdvertDetail/addAdvertDetail",
    access: "member",
    summary: "新增广告（权限同上）：链接的商品须在售、店铺须营业（店铺广告只能链到本店）；结束时间须晚于开始时间",
    input: advertDetailInput.extend({ advertId: id }),
    output: advertDetail,
  },
  updDetail: {
    path: "/api/basic/cmsAdvertDetail/updAdvertDetailById",
    access: "member",
    summary: "修改广告（权限与规则同新增）",
    // no defaults here: a field left out keeps its stored value
    input: advertDetailFields.partial().extend({ id }),
    output: advertDetail,
  },
  delDetail: {
    path: "/api/basic/cmsAdvertDetail/delAdvertDetailById",
    access: "member",
    summary: "删除广告（权限同上）",
    input: z.object({ id }),
    output: z.object({ deleted: z.boolean() }),
  },
  goodsForAdvert: {
    path: "/api/basic/cmsAdvertDetail/queryAdvertGoodsByPage",
    access: "member",
    summary: "可被广告链接的在售商品（分页）：平台广告位为全部在售商品，店铺广告位为本店在售商品（权限同上）",
    input: pageInput.extend({ advertId: id, keyword: optText(40) }),
    output: pageOf(goodsCard),
  },
});
