import { z } from "zod";
import { domain } from "../kit/call";
import { day } from "../kit/day";
import { fen, id, instant, mobile, optText, text } from "../kit/fields";
import { stateHistoryEntry } from "../kit/history";
import { pageInput, pageOf } from "../kit/paging";
import { memberType } from "./identity";

/**
 * Credit and insurance products (operator-managed listings shown on /serviceHall/finance) and members'
 * applications for them (/financial/credit/myLoan), reviewed in the operator console
 * (/admin/finance/credit).
 *
 * No money moves through the platform's ledger for a loan or a policy: the institution lends or insures
 * directly. The platform records the application, the operator's decision and — for loans — the
 * disbursement and settlement the institution reported, as facts.
 */

export const creditKind = z.enum(["LOAN", "INSURANCE"]).describe("产品类型：贷款 / 保险");
export type CreditKind = z.infer<typeof creditKind>;

/** A product's listing state, moved only by operators. */
export const creditProductState = z.enum(["DRAFT", "ON", "OFF"]).describe("产品状态：草稿 / 已上架 / 已下架");
export type CreditProductState = z.infer<typeof creditProductState>;

/** An application's state (server credit/machine.ts). */
export const creditApplyState = z
  .enum(["SUBMITTED", "APPROVED", "REJECTED", "CANCELLED", "DISBURSED", "CLOSED"])
  .describe("申请状态：待审核 / 已通过 / 已驳回 / 已撤销 / 已放款 / 已结清");
export type CreditApplyState = z.infer<typeof creditApplyState>;

const MONTHS_MAX = 360;

const productFields = z.object({
  kind: creditKind,
  name: text(60).describe("产品名称，如 养殖贷"),
  institution: text(60).describe("提供机构，如 山东省农村信用社"),
  summary: text(500).describe("产品简介"),
  rateText: text(100).describe("利率 / 费率说明，如 年化 3.85% 起；保费 每只 0.3 元"),
  minAmount: fen.min(1).describe("最低额度（分）；保险为最低保额"),
  maxAmount: fen.min(1).describe("最高额度（分）；保险为最高保额"),
  minTermMonths: z.number().int().min(1).max(MONTHS_MAX).describe("最短期限（月）"),
  maxTermMonths: z.number().int().min(1).max(MONTHS_MAX).describe("最长期限（月）"),
  applicantTypes: z.array(memberType).min(1, "请至少选择一类申请人").max(2).describe("可申请的身份：个人 / 企业"),
  materials: z.array(text(60)).max(20).describe("所需材料，每项一行"),
});

type Ranges = { minAmount: number; maxAmount: number; minTermMonths: number; maxTermMonths: number };
const amountsInOrder = (p: Ranges) => p.maxAmount >= p.minAmount;
const termsInOrder = (p: Ranges) => p.maxTermMonths >= p.minTermMonths;
const amountsMsg = () => ({ path: ["maxAmount"], message: "最高额度不能低于最低额度" });
const termsMsg = () => ({ path: ["maxTermMonths"], message: "最长期限不能短于最短期限" });

/** A new product; amount and term ranges must not be upside down (the refusal names the upper bound). */
export const creditProductInput = productFields.refine(amountsInOrder, amountsMsg()).refine(termsInOrder, termsMsg());
export const creditProductUpdate = productFields.extend({ id }).refine(amountsInOrder, amountsMsg()).refine(termsInOrder, termsMsg());

export const creditProductView = productFields.extend({
  id,
  state: creditProductState,
  createdAt: instant,
  updatedAt: instant,
});
export type CreditProductView = z.infer<typeof creditProductView>;

/** What the console's list shows besides the product: how many applications wait for a decision. */
export const creditProductAdminItem = creditProductView.extend({
  pendingApplies: z.number().int().describe("待审核的申请数"),
  totalApplies: z.number().int(),
});

export const creditAttachment = z.object({ fileId: z.string(), url: z.string(), name: z.string() });

export const creditApplyInput = z.object({
  productId: id,
  amount: fen.min(1).describe("申请金额（分）；保险为投保金额 / 保额"),
  termMonths: z.number().int().min(1).max(MONTHS_MAX).describe("期限（月）"),
  purpose: text(500).describe("用途说明，如 扩建鸡舍、购买雏鸡"),
  contactName: text(30),
  contactMobile: mobile,
  attachments: z.array(id).max(9).default([]).describe("附件（已上传文件的 id），如 营业执照、养殖证明"),
});

export const creditApplyView = z.object({
  id,
  productId: id,
  productName: z.string(),
  kind: creditKind,
  institution: z.string(),
  boId: id,
  applicantName: z.string().describe("申请身份的名称（个人或企业）"),
  applicantType: memberType,
  amount: fen,
  termMonths: z.number().int(),
  purpose: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  attachments: z.array(creditAttachment),
  state: creditApplyState,
  rejectReason: z.string().nullable(),
  reviewNote: z.string().nullable().describe("审核备注（如 机构审批额度）"),
  disbursedAmount: fen.nullable().describe("机构报告的放款金额（分）"),
  disbursedOn: z.string().nullable().describe("机构报告的放款日期"),
  closedOn: z.string().nullable().describe("机构报告的结清日期"),
  submittedAt: instant,
  decidedAt: instant.nullable(),
});
export type CreditApplyView = z.infer<typeof creditApplyView>;

export const creditApplyDetail = creditApplyView.extend({ history: z.array(stateHistoryEntry) });
export type CreditApplyDetail = z.infer<typeof creditApplyDetail>;

const byId = z.object({ id });
const moved = z.object({ id, state: creditApplyState });
const productMoved = z.object({ id, state: creditProductState });
const keyword = optText(40).describe("关键字：产品名称、机构");
const note = optText(200).describe("备注");

export const credit = domain("credit", {
  publicProducts: {
    path: "/openapi/finance/credit/product/selListByPage/noLogin",
    access: "public",
    summary: "服务大厅·金融服务：已上架的贷款与保险产品（分页，可按关键字、类型筛选）",
    input: pageInput.extend({ keyword, kind: creditKind.optional() }),
    output: pageOf(creditProductView),
  },
  publicProduct: {
    path: "/openapi/finance/credit/product/selById/noLogin",
    access: "public",
    summary: "已上架产品的详情（未上架的不可见）",
    input: byId,
    output: creditProductView,
  },
  apply: {
    path: "/api/finance/credit/apply/add",
    access: "func:financial.account.loan",
    summary: "以当前身份申请一款已上架的贷款或保险产品（金额、期限在产品范围内；同一产品待审核的申请只能有一笔）",
    input: creditApplyInput,
    output: moved,
  },
  myApplies: {
    path: "/api/finance/credit/apply/selMyListByPage",
    access: "func:financial.account.loan",
    summary: "我的贷款与保险申请（当前身份，分页，可按状态、类型筛选）",
    input: pageInput.extend({ state: creditApplyState.optional(), kind: creditKind.optional() }),
    output: pageOf(creditApplyView),
  },
  myApply: {
    path: "/api/finance/credit/apply/selMyById",
    access: "func:financial.account.loan",
    summary: "我的一笔申请及其状态历史",
    input: byId,
    output: creditApplyDetail,
  },
  cancelApply: {
    path: "/api/finance/credit/apply/cancel",
    access: "func:financial.account.loan",
    summary: "撤销待审核的申请（待审核 → 已撤销）",
    input: byId,
    output: moved,
  },
  adminProducts: {
    path: "/openapi/finance/credit/product/selListByPage/manage",
    access: "func:admin.finance.credit",
    summary: "运营：全部产品（分页，可按关键字、类型、状态筛选），含待审核申请数",
    input: pageInput.extend({ keyword, kind: creditKind.optional(), state: creditProductState.optional() }),
    output: pageOf(creditProductAdminItem),
  },
  adminProduct: {
    path: "/openapi/finance/credit/product/selById/manage",
    access: "func:admin.finance.credit",
    summary: "运营：一款产品（任何状态）",
    input: byId,
    output: creditProductView,
  },
  addProduct: {
    path: "/openapi/finance/credit/product/add/manage",
    access: "func:admin.finance.credit",
    summary: "运营：新建产品（草稿）",
    input: creditProductInput,
    output: productMoved,
  },
  updateProduct: {
    path: "/openapi/finance/credit/product/upd/manage",
    access: "func:admin.finance.credit",
    summary: "运营：修改产品（任何状态；已提交的申请保留申请时的产品名称与机构）",
    input: creditProductUpdate,
    output: productMoved,
  },
  deleteProduct: {
    path: "/openapi/finance/credit/product/del/manage",
    access: "func:admin.finance.credit",
    summary: "运营：删除从未上架的草稿产品",
    input: byId,
    output: z.object({ id, deleted: z.boolean() }),
  },
  putOnProduct: {
    path: "/openapi/finance/credit/product/putOn/manage",
    access: "func:admin.finance.credit",
    summary: "运营：上架产品（草稿 / 已下架 → 已上架）",
    input: byId,
    output: productMoved,
  },
  takeOffProduct: {
    path: "/openapi/finance/credit/product/takeOff/manage",
    access: "func:admin.finance.credit",
    summary: "运营：下架产品（已上架 → 已下架；已提交的申请照常审核）",
    input: byId,
    output: productMoved,
  },
  adminApplies: {
    path: "/openapi/finance/credit/apply/selListByPage/manage",
    access: "func:admin.finance.credit",
    summary: "运营：申请队列（分页，按状态、类型，关键字搜索产品、机构、申请人、联系人）",
    input: pageInput.extend({ state: creditApplyState.optional(), kind: creditKind.optional(), keyword }),
    output: pageOf(creditApplyView),
  },
  adminApply: {
    path: "/openapi/finance/credit/apply/selById/manage",
    access: "func:admin.finance.credit",
    summary: "运营：一笔申请及其状态历史",
    input: byId,
    output: creditApplyDetail,
  },
  approveApply: {
    path: "/openapi/finance/credit/apply/approve/manage",
    access: "func:admin.finance.credit",
    summary: "运营：审核通过（待审核 → 已通过），可附备注（如 机构审批额度）",
    input: byId.extend({ note }),
    output: moved,
  },
  rejectApply: {
    path: "/openapi/finance/credit/apply/reject/manage",
    access: "func:admin.finance.credit",
    summary: "运营：驳回申请（待审核 → 已驳回）并说明原因",
    input: byId.extend({ reason: text(200).describe("驳回原因（会告知申请人）") }),
    output: moved,
  },
  disburseApply: {
    path: "/openapi/finance/credit/apply/disburse/manage",
    access: "func:admin.finance.credit",
    summary: "运营：登记机构报告的放款（贷款：已通过 → 已放款）；资金不经平台账户",
    input: byId.extend({ amount: fen.min(1).describe("放款金额（分）"), date: day.describe("放款日期"), note }),
    output: moved,
  },
  settleApply: {
    path: "/openapi/finance/credit/apply/settle/manage",
    access: "func:admin.finance.credit",
    summary: "运营：登记机构报告的结清（贷款：已放款 → 已结清）",
    input: byId.extend({ date: day.describe("结清日期"), note }),
    output: moved,
  },
});
