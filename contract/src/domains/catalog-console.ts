/** Operator (platform console) calls for the catalogue: shop audit, goods review, advert slots. */
import { z } from "zod";
import { domain } from "../kit/call";
import { id, instant, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";
import { goodsCard, goodsStatus, shopCard, shopStatus } from "./catalog-shared";
import { advertScope, advertSlot } from "./cms-advert";
import { goodsView } from "./goods";
import { verifyState } from "./identity";
import { shopView } from "./shop";

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
const reason = text(200).describe("原因（告知店主/卖家）");

export const catalogConsole = domain("catalogConsole", {
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
    input: z.object({ shopId: id, reason }),
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
    input: z.object({ goodsId: id, reason }),
    output: z.object({ goodsId: id, status: goodsStatus }),
  },
  goodsTakeDown: {
    path: "/openapi/trading/goodsInfo/audit/takeDown/manage",
    access: "func:admin.audit.goods",
    summary: "违规下架在售商品并说明原因（已上架 → 已驳回；卖家修改后须重新审核）",
    input: z.object({ goodsId: id, reason }),
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
