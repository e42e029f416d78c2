/**
 * The checkout's facts and prices: `prepare` reads everything a set of lines is priced with (goods
 * facts, freight templates, promotions, presales, the buyer's coupons, the destination), `price`
 * runs the pure pricing (pricing/quote.ts) with the coupons chosen — or, when the buyer chose none,
 * the best ones (each shop's coupon taking most off, then the platform coupon taking most off what is
 * left) — and lists every problem that stops a submit. The preview and the submit share both, so the
 * figure the buyer sees is the figure stored.
 */
import type { CheckoutView, LineProblem, Parsed, order as orderCalls } from "@qinlian/contract";
import { together, type AuthedCtx } from "../../kit/context";
import { invalid } from "../../kit/errors";
import { shopNamesOf } from "../../read/goods-shop";
import { ownShipTo, type ShipTo } from "../address";
import { pickupPointFor } from "../shop";
import { checkoutCoupons, type CheckoutCoupon } from "../coupon";
import { templatesByIds, type Destination } from "../freight";
import { lineFacts, type OrderLineFacts } from "../goods";
import { checkCoupon, CouponRefused, type CouponData, type CouponLine } from "./pricing/coupons";
import { presalePhase, presaleSplit, type PresaleSplit } from "./pricing/presale";
import { quote, type Quote, type QuoteLineInput } from "./pricing/quote";
import { presalesOf, promotionsOf, type NamedPromotion, type SpecPresale } from "./sources";

type CheckoutInput = Parsed<typeof orderCalls.previewOrder>;

export interface Line {
  readonly specId: string;
  readonly quantity: number;
  readonly cartIds: readonly string[];
}

export interface Prepared {
  readonly lines: readonly Line[];
  readonly facts: ReadonlyMap<string, OrderLineFacts>;
  readonly inputs: readonly QuoteLineInput[];
  readonly promotions: ReadonlyMap<string, NamedPromotion[]>;
  readonly presales: ReadonlyMap<string, SpecPresale>;
  readonly coupons: readonly CheckoutCoupon[];
  readonly shipTo: ShipTo | null;
  readonly destination: Destination | null;
  readonly shopNames: ReadonlyMap<string, string>;
  readonly giftFacts: ReadonlyMap<string, OrderLineFacts>;
}

export const problemWords: Record<LineProblem, string> = {
  OFF_SHELF: "商品已下架",
  SPEC_GONE: "该规格已删除",
  OWN_GOODS: "不能购买自己的商品",
  NOT_MALL_GOODS: "该信息不能在线下单",
  STOCK_SHORT: "库存不足",
  BELOW_MIN_QTY: "未达起订量",
  UNDELIVERABLE: "收货地址不在配送范围内",
  PRESALE_MIXED: "预售商品须单独下单",
  PRESALE_CLOSED: "不在预售定金支付时间内",
  PRESALE_LIMIT: "超过预售限购数量或预售数量",
};

/** Same spec twice: one line with the summed quantity. */
function mergeLines(lines: CheckoutInput["lines"]): Line[] {
  const by = new Map<string, { quantity: number; cartIds: string[] }>();
  for (const l of lines) {
    const had = by.get(l.specId) ?? { quantity: 0, cartIds: [] };
    had.quantity += l.quantity;
    if (l.cartId) had.cartIds.push(l.cartId);
    by.set(l.specId, had);
  }
  return [...by.entries()].map(([specId, v]) => ({ specId, quantity: v.quantity, cartIds: v.cartIds }));
}

/** A read whose refusal waits for its turn: the reads run together, their refusals are told in order. */
const held = <T>(read: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> =>
  read.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
const unheld = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) throw r.error;
  return r.value;
};

/**
 * Reads in two rounds of reads run together (on the pool at once; one after another inside a
 * transaction): what depends only on the input (the lines' facts with the buyer's prices, presales,
 * the buyer's coupons, the address), then what depends on the facts (freight templates, the shops'
 * promotions and names, a pickup point), then the gifts' facts if a promotion gives any.
 */
export async function prepare(ctx: AuthedCtx, input: CheckoutInput): Promise<Prepared> {
  const lines = mergeLines(input.lines);
  const specIds = lines.map((l) => l.specId);
  const d = input.destination;
  const [facts, presales, coupons, address] = await together(
    ctx,
    () => lineFacts(ctx, specIds),
    () => presalesOf(ctx, specIds),
    () => checkoutCoupons(ctx, ctx.member.boId),
    () => held(d?.kind === "ADDRESS" ? ownShipTo(ctx, d.addressId) : Promise.resolve(null)),
  );
  const missing = lines.find((l) => !facts.get(l.specId) || !facts.get(l.specId)!.shopId);
  if (missing) throw invalid("lines", "所选商品规格不存在或不能在线下单");
  const shopIds = [...new Set(lines.map((l) => facts.get(l.specId)!.shopId!))];
  let shipTo: ShipTo | null = unheld(address);
  if (d?.kind === "PICKUP" && shopIds.length !== 1) throw invalid("destination", "到店自提只能用于同一店铺的商品，请分开下单");
  const [templates, promotions, shopNames, pickup] = await together(
    ctx,
    () => templatesByIds(ctx, lines.map((l) => facts.get(l.specId)!.freightTemplateId).filter((x): x is string => !!x)),
    () => promotionsOf(ctx, shopIds),
    () => shopNamesOf(ctx, shopIds),
    () => (d?.kind === "PICKUP" ? pickupPointFor(ctx, shopIds[0], d.pickupAddressId) : Promise.resolve(null)),
  );
  if (pickup) shipTo = pickup;
  const destination: Destination | null = !d ? null : d.kind === "PICKUP" ? { kind: "PICKUP" } : { kind: "ADDRESS", areaCode: shipTo!.areaCode };
  const inputs = lines.map((l): QuoteLineInput => {
    const f = facts.get(l.specId)!;
    const presale = presales.get(l.specId);
    return {
      key: l.specId,
      shopId: f.shopId!,
      goodsId: f.goodsId,
      specId: f.specId,
      categoryId: f.categoryId,
      unitPrice: presale ? presale.price : f.price,
      quantity: l.quantity,
      unitWeight: f.weightGrams,
      freightTemplate: f.freightTemplateId ? (templates.get(f.freightTemplateId) ?? null) : null,
      deliveryAreaCodes: f.deliveryAreaCodes,
    };
  });
  // presale goods take no promotion: drop the presale lines from every promotion's scope
  const presaleGoods = new Set([...presales.values()].map((p) => p.goodsId));
  const promos = new Map([...promotions].map(([shopId, list]) => [shopId, presaleGoods.size ? list.map((p) => ({ ...p, goodsIds: (p.goodsIds ?? inputs.filter((i) => i.shopId === shopId).map((i) => i.goodsId)).filter((g) => !presaleGoods.has(g)) })) : list]));
  const giftSpecs = [...promos.values()].flatMap((list) => list.flatMap((p) => (p.rule.kind === "GIFT" ? p.rule.tiers.flatMap((t) => t.gifts.map((g) => g.specId)) : [])));
  const giftFacts = giftSpecs.length ? await lineFacts(ctx, giftSpecs) : new Map<string, OrderLineFacts>();
  return { lines, facts, inputs, promotions: promos, presales, coupons, shipTo, destination, shopNames, giftFacts };
}

const couponData = (c: CheckoutCoupon): CouponData => c;

export interface Chosen {
  readonly shopCoupons: readonly CheckoutCoupon[];
  readonly platform: CheckoutCoupon | null;
}

export interface Priced {
  readonly quote: Quote;
  readonly chosen: Chosen;
  readonly problems: { specId: string; problem: LineProblem; message: string }[];
  readonly presale: { line: Line; presale: SpecPresale; split: PresaleSplit } | null;
}

const couponRefusalWords: Record<string, string> = {
  NOT_STARTED: "未到使用时间",
  EXPIRED: "已过期",
  NO_ELIGIBLE_GOODS: "本单没有可用此券的商品",
  BELOW_THRESHOLD: "未达使用门槛",
  WRONG_SHOP: "不适用于本单的店铺",
};
export const couponRefusalWord = (r: string | null): string | null => (r ? (couponRefusalWords[r] ?? r) : null);

/** Lines of the quote without coupons, as coupons see them (amount after promotions). */
function couponLines(p: Prepared, base: Quote): CouponLine[] {
  return base.shops.flatMap((s) => s.lines.map((l) => ({ key: l.key, shopId: s.shopId, categoryId: p.facts.get(l.specId)?.categoryId ?? null, amount: l.payable })));
}

/** The best coupons when the buyer chose none: per shop the largest off, then the platform's on what is left. */
function bestCoupons(p: Prepared, base: Quote, now: Date): Chosen {
  const lines = couponLines(p, base);
  const shopCoupons: CheckoutCoupon[] = [];
  for (const s of base.shops) {
    const best = p.coupons
      .filter((c) => c.scope === "SHOP" && c.shopId === s.shopId)
      .map((c) => ({ c, check: checkCoupon(couponData(c), lines, now) }))
      .filter((x) => x.check.usable)
      .sort((a, b) => b.check.off - a.check.off)[0];
    if (best) shopCoupons.push(best.c);
  }
  const withShop = shopCoupons.length ? quote({ ...quoteBase(p, now), shopCoupons: shopCoupons.map(couponData), platformCoupon: null }) : base;
  const rest = couponLines(p, withShop);
  const platform =
    p.coupons
      .filter((c) => c.scope === "PLATFORM")
      .map((c) => ({ c, check: checkCoupon(couponData(c), rest, now) }))
      .filter((x) => x.check.usable)
      .sort((a, b) => b.check.off - a.check.off)[0]?.c ?? null;
  return { shopCoupons, platform };
}

function quoteBase(p: Prepared, now: Date) {
  return { lines: p.inputs, promotions: p.promotions, destination: p.destination ?? { kind: "PICKUP" as const }, now };
}

/** Chosen coupons by id (must be the buyer's, AVAILABLE and of the right scope). */
function chosenById(p: Prepared, choice: { shopCouponIds: readonly string[]; platformCouponId: string | null }): Chosen {
  const byId = new Map(p.coupons.map((c) => [c.id, c]));
  const shopCoupons = choice.shopCouponIds.map((id) => {
    const c = byId.get(id);
    if (!c || c.scope !== "SHOP") throw invalid("coupons", "所选店铺券不可用（已使用、已过期或不属于你）");
    return c;
  });
  if (new Set(shopCoupons.map((c) => c.shopId)).size !== shopCoupons.length) throw invalid("coupons", "每个店铺只能使用一张店铺券");
  const platform = choice.platformCouponId ? byId.get(choice.platformCouponId) : null;
  if (choice.platformCouponId && (!platform || platform.scope !== "PLATFORM")) throw invalid("coupons", "所选平台券不可用（已使用、已过期或不属于你）");
  return { shopCoupons, platform: platform ?? null };
}

export function price(p: Prepared, choice: CheckoutInput["coupons"], now: Date): Priced {
  const problems: Priced["problems"] = [];
  const say = (specId: string, problem: LineProblem) => problems.push({ specId, problem, message: problemWords[problem] });
  for (const l of p.lines) {
    const f = p.facts.get(l.specId)!;
    if (f.reason) say(l.specId, f.reason);
    else if (l.quantity > f.stock) say(l.specId, "STOCK_SHORT");
    else if (l.quantity < f.minOrderQty) say(l.specId, "BELOW_MIN_QTY");
  }
  let presale: Priced["presale"] = null;
  const presaleLines = p.lines.filter((l) => p.presales.has(l.specId));
  if (presaleLines.length) {
    if (p.lines.length > 1) for (const l of presaleLines) say(l.specId, "PRESALE_MIXED");
    const l = presaleLines[0];
    const ps = p.presales.get(l.specId)!;
    if (presalePhase(ps, now) !== "DEPOSIT") say(l.specId, "PRESALE_CLOSED");
    else if ((ps.limitPerBuyer !== null && l.quantity > ps.limitPerBuyer) || ps.soldQuantity + l.quantity > ps.totalQuantity) say(l.specId, "PRESALE_LIMIT");
    presale = { line: l, presale: ps, split: presaleSplit(ps, l.quantity) };
  }
  const base = quote({ ...quoteBase(p, now), shopCoupons: [], platformCoupon: null });
  // a presale order takes no coupon
  const chosen = presale ? { shopCoupons: [], platform: null } : choice ? chosenById(p, choice) : bestCoupons(p, base, now);
  let q: Quote;
  try {
    q = chosen.shopCoupons.length || chosen.platform ? quote({ ...quoteBase(p, now), shopCoupons: chosen.shopCoupons.map(couponData), platformCoupon: chosen.platform }) : base;
  } catch (e) {
    if (e instanceof CouponRefused) throw invalid("coupons", `优惠券“${p.coupons.find((c) => c.id === e.couponId)?.name ?? e.couponId}”${couponRefusalWord(e.refusal)}`);
    throw e;
  }
  if (p.destination) for (const key of q.undeliverable) say(key, "UNDELIVERABLE");
  return { quote: q, chosen, problems, presale };
}

/** The preview's view of a priced checkout. */
export function previewView(p: Prepared, r: Priced, now: Date): CheckoutView {
  const lines = couponLines(p, quote({ ...quoteBase(p, now), shopCoupons: [], platformCoupon: null }));
  const problemOf = new Map(r.problems.map((x) => [x.specId, x.problem]));
  const option = (c: CheckoutCoupon, on: CouponLine[]) => {
    const check = checkCoupon(couponData(c), on, now);
    return { couponId: c.id, name: c.name, scope: c.scope, shopId: c.shopId, off: check.off, usable: check.usable && !r.presale, reason: r.presale ? "预售订单不能用券" : couponRefusalWord(check.refusal), validTo: c.validTo.toISOString() };
  };
  const shops = r.quote.shops.map((s) => {
    const promos = p.promotions.get(s.shopId) ?? [];
    const ps = r.presale && s.lines.some((l) => l.specId === r.presale!.line.specId) ? r.presale : null;
    const freight = s.freight;
    return {
      shopId: s.shopId,
      shopName: p.shopNames.get(s.shopId) ?? "",
      lines: s.lines.map((l) => {
        const f = p.facts.get(l.specId)!;
        return { specId: l.specId, goodsId: l.goodsId, goodsName: f.goodsName, specName: f.specName, image: f.image, unit: f.unit, unitPrice: l.unitPrice, quantity: l.quantity, amount: l.amount, discount: l.discount, reduction: l.reduction, shopCoupon: l.shopCoupon, platformCoupon: l.platformCoupon, payable: l.payable, stock: f.stock, problem: problemOf.get(l.specId) ?? null };
      }),
      gifts: s.gifts.map((g) => {
        const f = p.giftFacts.get(g.specId);
        return { goodsId: g.goodsId, specId: g.specId, goodsName: f?.goodsName ?? "", specName: f?.specName ?? "", quantity: g.quantity, available: !!f && f.shopId === s.shopId && f.stock >= g.quantity && (f.reason === null || f.reason === "OWN_GOODS") };
      }),
      promotions: s.promotions.map((a) => ({ id: a.promotionId, name: promos.find((x) => x.id === a.promotionId)?.name ?? "", off: a.amount })),
      goodsAmount: s.goodsAmount,
      discount: s.discount,
      reduction: s.reduction,
      shopCoupon: s.shopCoupon,
      platformCoupon: s.platformCoupon,
      freight,
      payable: ps ? ps.split.deposit : s.payable,
      coupons: p.coupons.filter((c) => c.scope === "SHOP" && c.shopId === s.shopId).map((c) => option(c, lines)),
      chosenCouponId: r.chosen.shopCoupons.find((c) => c.shopId === s.shopId)?.id ?? null,
      presale: ps
        ? { presaleId: ps.presale.id, deposit: ps.split.deposit, deduction: ps.split.deduction, balance: ps.split.balance + freight, balanceFrom: ps.presale.balanceFrom.toISOString(), balanceTo: ps.presale.balanceTo.toISOString() }
        : null,
    };
  });
  const payable = shops.reduce((a, s) => a + s.payable, 0);
  return {
    shops,
    platformCoupons: p.coupons.filter((c) => c.scope === "PLATFORM").map((c) => option(c, lines)),
    chosenPlatformCouponId: r.chosen.platform?.id ?? null,
    freight: r.quote.freight,
    payable,
    problems: r.problems,
    canSubmit: r.problems.length === 0 && p.destination !== null && payable > 0,
  };
}
