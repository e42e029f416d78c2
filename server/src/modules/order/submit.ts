/**
 * Submitting a checkout, as explicit steps in one transaction (any refusal rolls every step back):
 *
 * 1. prepare + price (checkout.ts) — the same figures the preview showed; refuse while a problem
 *    remains, and when the payable differs from `expectedPayable` (the buyer saw another figure);
 * 2. write one order per shop with its lines and gifts (names and figures copied);
 * 3. take stock for every line and available gift (goods.reserveStock: conditional updates in spec
 *    order — 200 parallel submits on a stock of 50 make exactly 50 orders) and the presale quantity;
 * 4. lock the coupons (shop coupon → its order, platform coupon → `batch:<batchNo>`);
 * 5. remove the submitted cart lines; write the history; schedule the unpaid timeout (30 minutes).
 */
import { ORDER_PAY_MINUTES, type Parsed, type order as orderCalls } from "@qinlian/contract";
import { inTx, type AuthedCtx } from "../../kit/context";
import { conflict, invalid } from "../../kit/errors";
import { newId } from "../../kit/ids";
import { afterCommit } from "../../kit/outbox";
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

export async function submit(ctx: AuthedCtx, input: SubmitInput) {
  return inTx(ctx, async (tx) => {
    const p = await prepare(tx, input);
    const r = price(p, input.coupons, tx.now);
    if (r.problems.length) throw conflict(`有商品不能下单：${r.problems.map((x) => x.message).join("、")}`, { field: "lines", problems: r.problems });
    const presaleDeposit = r.presale ? r.presale.split.deposit : null;
    const total = presaleDeposit ?? r.quote.payable;
    if (input.expectedPayable !== undefined && input.expectedPayable !== total) {
      throw conflict("订单金额有变化，请确认新的金额后再提交", { field: "expectedPayable", payable: total });
    }
    const delivery: DeliveryData = { kind: input.destination.kind, ...p.shipTo! , addressId: p.shipTo!.id };
    const batchNo = newId();
    const buyerName = (await memberNames(tx, [tx.member.boId])).get(tx.member.boId) ?? "";
    const remarks = new Map(input.remarks.map((x) => [x.shopId, x.remark]));
    const payDeadline = new Date(tx.now.getTime() + ORDER_PAY_MINUTES * 60_000);
    const out: { orderId: string; orderNo: string; shopId: string; shopName: string; payable: number }[] = [];
    const stock: { specId: string; quantity: number }[] = [];
    const names = new Map<string, string>();
    for (const s of r.quote.shops) {
      const first = p.facts.get(s.lines[0].specId)!;
      const orderId = newId();
      const ps = r.presale && s.lines.some((l) => l.specId === r.presale!.line.specId) ? r.presale : null;
      const discount = ps ? Math.max(0, ps.split.deduction - ps.split.deposit) : s.discount;
      const payable = ps ? ps.split.total - discount + s.freight : s.payable;
      const shopName = p.shopNames.get(s.shopId) ?? "";
      const shopCoupon = r.chosen.shopCoupons.find((c) => c.shopId === s.shopId) ?? null;
      const [row] = await tx.db
        .insert(tradeOrder)
        .values({
          id: orderId,
          orderNo: orderNoAt(tx.now),
          batchNo,
          kind: ps ? "PRESALE" : "NORMAL",
          buyerBoId: tx.member.boId,
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
          createdAt: tx.now,
          updatedAt: tx.now,
        })
        .returning();
      const lines = s.lines.map((l, i) => {
        const f = p.facts.get(l.specId)!;
        names.set(l.specId, `${f.goodsName} ${f.specName}`);
        stock.push({ specId: l.specId, quantity: l.quantity });
        // a presale line carries the deposit's extra worth (定金膨胀) as its discount
        const lineDiscount = ps ? discount : l.discount;
        return { orderId, goodsId: l.goodsId, specId: l.specId, goodsName: f.goodsName, specName: f.specName, image: f.image, unit: f.unit, categoryId: f.categoryId, unitPrice: l.unitPrice, quantity: l.quantity, amount: l.amount, discount: lineDiscount, reduction: l.reduction, shopCoupon: l.shopCoupon, platformCoupon: l.platformCoupon, payable: l.amount - lineDiscount - l.reduction - l.shopCoupon - l.platformCoupon, sort: i };
      });
      const gifts = s.gifts
        .map((g) => ({ g, f: p.giftFacts.get(g.specId) }))
        .filter(({ g, f }) => f && f.shopId === s.shopId && f.stock >= g.quantity && (f.reason === null || f.reason === "OWN_GOODS"))
        .map(({ g, f }, i) => {
          names.set(g.specId, `${f!.goodsName} ${f!.specName}`);
          stock.push({ specId: g.specId, quantity: g.quantity });
          return { orderId, goodsId: g.goodsId, specId: g.specId, goodsName: f!.goodsName, specName: f!.specName, image: f!.image, unit: f!.unit, categoryId: f!.categoryId, unitPrice: 0, quantity: g.quantity, amount: 0, payable: 0, isGift: true, sort: lines.length + i };
        });
      await tx.db.insert(orderLine).values([...lines, ...gifts]);
      await recordHistory(tx, orderMachine, { id: orderId, from: null, to: "UNPAID", event: "submit" });
      await afterCommit(tx, { kind: EXPIRE_JOB, payload: { orderId }, key: `order-expire:${orderId}`, runAt: payDeadline });
      out.push({ orderId, orderNo: row.orderNo, shopId: s.shopId, shopName, payable: ps ? ps.split.deposit : payable });
    }
    await reserveStock(tx, stock, names);
    if (r.presale) await takePresale(tx, r.presale.presale.id, r.presale.line.quantity);
    const holds = [
      ...r.chosen.shopCoupons.flatMap((c) => {
        const o = out[r.quote.shops.findIndex((s) => s.shopId === c.shopId)];
        return o ? [{ couponId: c.id, holder: o.orderId }] : [];
      }),
      ...(r.chosen.platform && r.quote.shops.some((s) => s.platformCoupon > 0) ? [{ couponId: r.chosen.platform.id, holder: `batch:${batchNo}` }] : []),
    ];
    await lockCoupons(tx, tx.member.boId, holds);
    const cartIds = p.lines.flatMap((l) => l.cartIds);
    if (cartIds.length) await removeFromCart(tx, cartIds);
    if (!out.length) throw invalid("lines", "请选择要购买的商品");
    return { batchNo, orders: out, total: out.reduce((a, o) => a + o.payable, 0) };
  });
}
