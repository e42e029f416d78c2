import type { In, credit } from "@qinlian/contract";
import type { AuthedCtx, Ctx } from "../kit/context";
import { addProduct, applyForCredit, decideCreditApply, moveProduct } from "../modules/credit";

type Product = In<typeof credit.addProduct> & { listed: "ON" | "OFF" | "DRAFT" };

const wan = (n: number) => n * 1_000_000; // 万元 in fen

/** Loans and insurance from Shandong institutions, as an operator would list them. */
const products: Record<string, Product> = {
  breeding: {
    kind: "LOAN",
    name: "养殖贷",
    institution: "济南农村商业银行",
    summary: "面向蛋鸡、肉鸡养殖户和养殖企业的流动资金贷款，用于购买雏鸡、饲料、兽药及鸡舍改造；可用活体禽只、养殖设备抵押，随借随还。",
    rateText: "年化 3.95% 起，按月付息，到期还本",
    minAmount: wan(5),
    maxAmount: wan(300),
    minTermMonths: 6,
    maxTermMonths: 36,
    applicantTypes: ["PERSON", "ENTERPRISE"],
    materials: ["身份证或营业执照", "动物防疫条件合格证", "近一年养殖规模与销售记录", "鸡舍及设备清单"],
    listed: "ON",
  },
  poultry: {
    kind: "LOAN",
    name: "禽业贷",
    institution: "中国邮政储蓄银行山东省分行",
    summary: "为禽业养殖、屠宰加工及饲料经营主体提供的信用贷款，纳入“鲁担”担保可免抵押，线上申请、线下调查，最快 3 个工作日放款。",
    rateText: "年化 4.35% 起，等额本息或先息后本",
    minAmount: wan(3),
    maxAmount: wan(100),
    minTermMonths: 3,
    maxTermMonths: 24,
    applicantTypes: ["PERSON", "ENTERPRISE"],
    materials: ["身份证或营业执照", "养殖场备案证明", "近六个月银行流水"],
    listed: "ON",
  },
  guarantee: {
    kind: "LOAN",
    name: "鲁担惠农贷",
    institution: "山东省农业发展信贷担保有限责任公司",
    summary: "省农担公司担保、合作银行放款的政策性贷款，适度规模经营的家庭农场、合作社和农业企业可申请，担保费财政补贴。",
    rateText: "年化 4.5% 以内（含担保费 0.8%）",
    minAmount: wan(10),
    maxAmount: wan(300),
    minTermMonths: 12,
    maxTermMonths: 36,
    applicantTypes: ["ENTERPRISE"],
    materials: ["营业执照", "法定代表人身份证", "土地或场地租赁合同", "上年度财务报表"],
    listed: "ON",
  },
  broilerInsurance: {
    kind: "INSURANCE",
    name: "肉鸡养殖保险",
    institution: "中国人民财产保险股份有限公司山东省分公司",
    summary: "保障肉鸡在养殖期间因疫病、自然灾害和意外事故导致的死亡损失；按批次投保，出栏即止。",
    rateText: "保费 每羽 0.3 元，财政补贴 50%",
    minAmount: wan(1),
    maxAmount: wan(500),
    minTermMonths: 1,
    maxTermMonths: 3,
    applicantTypes: ["PERSON", "ENTERPRISE"],
    materials: ["身份证或营业执照", "本批次进雏数量与日期证明", "动物防疫条件合格证"],
    listed: "ON",
  },
  eggPriceInsurance: {
    kind: "INSURANCE",
    name: "蛋鸡价格指数保险",
    institution: "中华联合财产保险股份有限公司山东分公司",
    summary: "以鸡蛋批发价格与饲料成本的比价为标的，保险期间比价低于约定值时按差额赔付，帮助蛋鸡场锁定养殖收益。",
    rateText: "费率 6%–8%，按存栏量确定保额",
    minAmount: wan(5),
    maxAmount: wan(500),
    minTermMonths: 3,
    maxTermMonths: 12,
    applicantTypes: ["PERSON", "ENTERPRISE"],
    materials: ["身份证或营业执照", "蛋鸡存栏证明", "近三个月鸡蛋销售凭证"],
    listed: "ON",
  },
  feedChain: {
    kind: "LOAN",
    name: "饲料供应链贷",
    institution: "齐鲁银行",
    summary: "依托平台交易记录，为采购饲料的养殖户提供的订单融资（筹备中）。",
    rateText: "年化 4.2% 起",
    minAmount: wan(2),
    maxAmount: wan(50),
    minTermMonths: 1,
    maxTermMonths: 12,
    applicantTypes: ["PERSON", "ENTERPRISE"],
    materials: ["平台采购订单", "身份证或营业执照"],
    listed: "DRAFT",
  },
  spring2025: {
    kind: "LOAN",
    name: "2025 春季补栏贷",
    institution: "潍坊农村商业银行",
    summary: "2025 年春季补栏专项贷款，额度已用完。",
    rateText: "年化 3.6%",
    minAmount: wan(3),
    maxAmount: wan(50),
    minTermMonths: 6,
    maxTermMonths: 12,
    applicantTypes: ["PERSON"],
    materials: ["身份证", "补栏计划"],
    listed: "OFF",
  },
};

const DAY = 86_400_000;

/** A demo member (or the operator) acting at a moment `daysAgo` before now, so the history reads like real use. */
function actAs(ctx: Ctx, who: { memberId: string; boId: string; boType: "PERSON" | "ENTERPRISE" }, daysAgo: number): AuthedCtx {
  return {
    ...ctx,
    now: new Date(ctx.now.getTime() - daysAgo * DAY),
    member: { ...who, employeeId: null, loginId: "demo", ticketId: "demo", roles: [], funcs: new Set() },
  };
}

const buyer = { memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON" } as const;
const luqin = { memberId: "demo-luqin-admin", boId: "demo-ent-luqin", boType: "ENTERPRISE" } as const;
const operator = { memberId: "demo-operator", boId: "demo-operator", boType: "PERSON" } as const;

/** The China calendar day `daysAgo` before now. */
const dayAgo = (ctx: Ctx, daysAgo: number) => new Date(ctx.now.getTime() - daysAgo * DAY + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Demo: the listings above (five on the service hall, one draft, one taken off) and applications by
 * the buyer (张建国) and 山东鲁禽农牧 in every state: waiting, approved, rejected, disbursed, settled.
 */
export async function loadCreditDemo(ctx: Ctx): Promise<void> {
  const ids: Record<string, string> = {};
  for (const [key, { listed, ...p }] of Object.entries(products)) {
    const op = actAs(ctx, operator, 120);
    ids[key] = (await addProduct(op, p)).id;
    if (listed !== "DRAFT") await moveProduct(op, ids[key], "putOn");
    if (listed === "OFF") await moveProduct(actAs(ctx, operator, 90), ids[key], "takeOff");
  }
  const applyAs = async (who: typeof buyer | typeof luqin, daysAgo: number, product: string, f: { amount: number; termMonths: number; purpose: string; contactName: string; contactMobile: string }) =>
    (await applyForCredit(actAs(ctx, who, daysAgo), { productId: ids[product], attachments: [], ...f })).id;
  const op = (daysAgo: number) => actAs(ctx, operator, daysAgo);

  // 鲁禽: a loan taken last winter and repaid
  const settled = await applyAs(luqin, 100, "breeding", { amount: wan(120), termMonths: 6, purpose: "冬季蛋鸡苗孵化用种蛋与饲料采购", contactName: "陈静", contactMobile: "13800000013" });
  await decideCreditApply(op(97), settled, { event: "approve", note: "机构审批额度 120 万元，年化 3.95%" });
  await decideCreditApply(op(92), settled, { event: "disburse", amount: wan(120), date: dayAgo(ctx, 92) });
  await decideCreditApply(op(8), settled, { event: "settle", date: dayAgo(ctx, 8), note: "到期一次还清本息" });
  // the buyer: a breeding loan approved and paid out
  const disbursed = await applyAs(buyer, 40, "breeding", { amount: wan(20), termMonths: 12, purpose: "新建一栋 1 万羽蛋鸡舍并购买青年鸡", contactName: "张建国", contactMobile: "13800000001" });
  await decideCreditApply(op(36), disbursed, { event: "approve", note: "机构审批额度 20 万元" });
  await decideCreditApply(op(30), disbursed, { event: "disburse", amount: wan(20), date: dayAgo(ctx, 30) });
  // the buyer: an earlier loan rejected
  const rejected = await applyAs(buyer, 60, "poultry", { amount: wan(50), termMonths: 24, purpose: "扩大肉鸡养殖规模", contactName: "张建国", contactMobile: "13800000001" });
  await decideCreditApply(op(57), rejected, { event: "reject", reason: "养殖场备案证明已过期，请更新后重新申请" });
  // the buyer: broiler insurance for this batch, waiting
  await applyAs(buyer, 2, "broilerInsurance", { amount: wan(15), termMonths: 2, purpose: "本批次 3 万羽白羽肉鸡（11 月 10 日进雏）", contactName: "张建国", contactMobile: "13800000001" });
  // 鲁禽: egg price insurance issued, a poultry loan waiting
  const insured = await applyAs(luqin, 20, "eggPriceInsurance", { amount: wan(80), termMonths: 6, purpose: "为 5 万羽在产蛋鸡投保，锁定上半年收益", contactName: "陈静", contactMobile: "13800000013" });
  await decideCreditApply(op(18), insured, { event: "approve", note: "保单号 ZHLH-3701-2026-00872" });
  await applyAs(luqin, 1, "poultry", { amount: wan(80), termMonths: 12, purpose: "采购 10 万只蛋鸡苗种蛋及孵化设备升级", contactName: "王立新", contactMobile: "13800000011" });
}
