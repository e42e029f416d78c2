/**
 * Submitting a checkout, as explicit steps (any refusal inside the transaction rolls every write back):
 *
 * 1. prepare + price (checkout.ts), before the transaction — the same figures the preview showed;
 *    refuse while a problem remains, and when the payable differs from `expectedPayable` (the buyer
 *    saw another figure);
 * 2. in one transaction: write one order per shop with its lines and gifts (names and figures copied;
 *    all orders in one insert, all lines in another), the history, the unpaid timeout (30 minutes);
 * 3. lock the coupons (shop coupon → its order, platform coupon → `batch:<batchNo>`) and remove the
 *    submitted cart lines;
 * 4. last, the rows every buyer of the goods contends for: the presale quantity and the stock
 *    (goods.reserveStock: conditional updates in spec order — 200 parallel submits on a stock of 50
 *    make exactly 50 orders).
 */
import { ORDER_PAY_MINUTES, type Parsed, type order as orderCalls } from "@qinlian/contract";
import { inTx, together, type AuthedCtx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { afterCommit } from "../../kit/outbox";
import { insertRows } from "../../kit/statement";
import { recordHistory } from "../../kit/transition";
import { memberNames } from "../identity";
import { lockCoupons } from "../coupon";
import { reserveStock } from "../goods";
import { prepare, price } from "./checkout";
import { removeFromCart } from "./cart-link";
import { orderMachine } from "./machine";
import { EXPIRE_JOB } from "./jobs";
import { orderLine, tradeOrder, type DeliveryData } from "./schema";
import { takePresale } from "./sources";

type SubmitInput = Parsed<typeof orderCalls.submitOrder>;

const CST_MS = 8 * 3_600_000;

/** 20261124 + 10 random digits: readable, sortable by day, unique by index (a clash retries the submit). */
export function orderNoAt(now: Date): string {
  const day = new Date(now.getTime() + CST_MS).toISOString().slice(0, 10).replaceAll("-", "");
  const rand = Array.from(crypto.getRandomValues(new Uint32Array(2)))
    .map((n) => String(n % 100_000).padStart(5, "0"))
    .join("");
  return `${day}${rand}`;
}

/**
 * The reads, the pricing and every refusal come before the transaction (the reads together, on the
 * pool); the transaction only writes — the orders and their lines in one insert each, the histories,
 * the timeouts, the coupons and the cart — and takes the contended rows last (the presale quantity,
 * then the stock), so their locks are held for the fewest statements. Nothing is lost by reading
 * first: every guarantee is in the writes (stock, presale and coupons by conditional updates that
 * refuse what is no longer there), and a transaction at READ COMMITTED sees no more than those reads.
 */
export async function submit(ctx: AuthedCtx, input: SubmitInput) {
  const [p, buyerNames] = await together(
    ctx,
    () => prepare(ctx, input),
    () => memberNames(ctx, [ctx.member.boId]),
  );
  const r = price(p, input.coupons, ctx.now);
  if (r.problems.length) throw conflict(`有商品不能下单：${r.problems.map((x) => x.message).join("、")}`, { field: "lines", problems: r.problems });
  const presaleDeposit = r.presale ? r.presale.split.deposit : null;
  const total = presaleDeposit ?? r.quote.payable;
  if (input.expectedPayable !== undefined && input.expectedPayable !== total) {
    throw conflict("订单金额有变化，请确认新的金额后再提交", { field: "expectedPayable", payable: total });
  }
  if (!r.quote.shops.length) throw invalid("lines", "请选择要购买的商品");
  const delivery: DeliveryData = { kind: input.destination.kind, ...p.shipTo!, addressId: p.shipTo!.id };
  const batchNo = newId();
  const buyerName = buyerNames.get(ctx.member.boId) ?? "";
  const remarks = new Map(input.remarks.map((x) => [x.shopId, x.remark]));
  const payDeadline = new Date(ctx.now.getTime() + ORDER_PAY_MINUTES * 60_000);
  const out: { orderId: string; orderNo: string; shopId: string; shopName: string; payable: number }[] = [];
  const orders: (typeof tradeOrder.$inferInsert)[] = [];
  const orderLines: (typeof orderLine.$inferInsert)[] = [];
  const stock: { specId: string; quantity: number }[] = [];
  const names = new Map<string, string>();
  for (const s of r.quote.shops) {
    const first = p.facts.get(s.lines[0].specId)!;
    const orderId = newId();
    const orderNo = orderNoAt(ctx.now);
    const ps = r.presale && s.lines.some((l) => l.specId === r.presale!.line.specId) ? r.presale : null;
    const discount = ps ? Math.max(0, ps.split.deduction - ps.split.deposit) : s.discount;
    const payable = ps ? ps.split.total - discount + s.freight : s.payable;
    const shopName = p.shopNames.get(s.shopId) ?? "";
    const shopCoupon = r.chosen.shopCoupons.find((c) => c.shopId === s.shopId) ?? null;
    orders.push({
      id: orderId,
      orderNo,
      batchNo,
      kind: ps ? "PRESALE" : "NORMAL",
      buyerBoId: ctx.member.boId,
      buyerName,
      sellerBoId: first.sellerBoId,
      shopId: s.shopId,
      shopName,
      goodsAmount: s.goodsAmount,
      discount,
      reduction: s.reduction,
      shopCoupon: s.shopCoupon,
      platformCoupon: s.platformCoupon,
      freight: s.freight,
      payable,
      shopCouponId: s.shopCoupon > 0 ? (shopCoupon?.id ?? null) : null,
      platformCouponId: s.platformCoupon > 0 ? (r.chosen.platform?.id ?? null) : null,
      delivery,
      presale: ps
        ? { presaleId: ps.presale.id, deposit: ps.split.deposit, deduction: ps.split.deduction, balance: ps.split.balance + s.freight, balanceFrom: ps.presale.balanceFrom.toISOString(), balanceTo: ps.presale.balanceTo.toISOString() }
        : null,
      buyerRemark: remarks.get(s.shopId) ?? null,
      payDeadline,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    const lines = s.lines.map((l, i) => {
      const f = p.facts.get(l.specId)!;
      names.set(l.specId, `${f.goodsName} ${f.specName}`);
      stock.push({ specId: l.specId, quantity: l.quantity });
      // a presale line carries the deposit's extra worth (定金膨胀) as its discount
      const lineDiscount = ps ? discount : l.discount;
      return { id: newId(), orderId, goodsId: l.goodsId, specId: l.specId, goodsName: f.goodsName, specName: f.specName, image: f.image, unit: f.unit, categoryId: f.categoryId, unitPrice: l.unitPrice, quantity: l.quantity, amount: l.amount, discount: lineDiscount, reduction: l.reduction, shopCoupon: l.shopCoupon, platformCoupon: l.platformCoupon, payable: l.amount - lineDiscount - l.reduction - l.shopCoupon - l.platformCoupon, sort: i };
    });
    const gifts = s.gifts
      .map((g) => ({ g, f: p.giftFacts.get(g.specId) }))
      .filter(({ g, f }) => f && f.shopId === s.shopId && f.stock >= g.quantity && (f.reason === null || f.reason === "OWN_GOODS"))
      .map(({ g, f }, i) => {
        names.set(g.specId, `${f!.goodsName} ${f!.specName}`);
        stock.push({ specId: g.specId, quantity: g.quantity });
        return { id: newId(), orderId, goodsId: g.goodsId, specId: g.specId, goodsName: f!.goodsName, specName: f!.specName, image: f!.image, unit: f!.unit, categoryId: f!.categoryId, unitPrice: 0, quantity: g.quantity, amount: 0, payable: 0, isGift: true, sort: lines.length + i };
      });
    orderLines.push(...lines, ...gifts);
    out.push({ orderId, orderNo, shopId: s.shopId, shopName, payable: ps ? ps.split.deposit : payable });
  }
  const holds = [
    ...r.chosen.shopCoupons.flatMap((c) => {
      const o = out[r.quote.shops.findIndex((s) => s.shopId === c.shopId)];
      return o ? [{ couponId: c.id, holder: o.orderId }] : [];
    }),
    ...(r.chosen.platform && r.quote.shops.some((s) => s.platformCoupon > 0) ? [{ couponId: r.chosen.platform.id, holder: `batch:${batchNo}` }] : []),
  ];
  const cartIds = p.lines.flatMap((l) => l.cartIds);
  return inTx(ctx, async (tx) => {
    await insertRows(tx.db, tradeOrder, orders);
    await insertRows(tx.db, orderLine, orderLines);
    for (const o of out) {
      await recordHistory(tx, orderMachine, { id: o.orderId, from: null, to: "UNPAID", event: "submit" });
      await afterCommit(tx, { kind: EXPIRE_JOB, payload: { orderId: o.orderId }, key: `order-expire:${o.orderId}`, runAt: payDeadline });
    }
    if (holds.length) await lockCoupons(tx, tx.member.boId, holds);
    if (cartIds.length) await removeFromCart(tx, cartIds);
    if (r.presale) await takePresale(tx, r.presale.presale.id, r.presale.line.quantity);
    await reserveStock(tx, stock, names);
    return { batchNo, orders: out, total: out.reduce((a, o) => a + o.payable, 0) };
  });
}
