/**
 * Demo orders: about 90 days of the mall's trade, placed by the demo buyer and the catalogue's
 * reviewers with the order module's own functions at the times they happened, so every figure,
 * stock change, coupon, ledger entry and history row is what the real flow writes. Each order ends
 * where its age takes it: today's still unpaid or unshipped, last week's shipped or received, older
 * ones received, evaluated or completed by the 15-day rule; a few cancelled by the buyer before
 * paying and a few cancelled by the seller with a refund.
 */
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { AuthedCtx, Ctx } from "../kit/context";
import type { Carrier } from "@qinlian/contract";
import { addAddress } from "../modules/address";
import { memberAddress } from "../modules/address/schema";
import { reindexChangedShop } from "../modules/search";
import { goods as goodsTable, goodsSpec } from "../modules/goods/schema";
import { cancelByBuyer, cancelBySeller, completeOrder, confirmReceipt, evaluateOrder, orderLinesOf, payByBalanceChecked, ship, submitOrder } from "../modules/order";
import { presalesForSpecs } from "../modules/promotion";
import { reviewers } from "./catalog-shops";
import { rechargeAs, type Who } from "./finance-cashflow";
import { seeded } from "./random";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const as = (ctx: Ctx, who: Who, at: Date): AuthedCtx => ({
  ...ctx,
  now: at,
  member: { ...who, employeeId: null, loginId: who.memberId, ticketId: "demo", roles: [], funcs: new Set<string>() },
});

const carriers: Carrier[] = ["SF", "ZTO", "YTO", "JD", "EMS", "DEBANG"];
const opening = ["第二次在这家买了。", "朋友推荐的店。", "这批到货挺快。", "比镇上农资店实惠。", "下单第三天就到了。", "老客户了。"];
const middle = ["包装结实没有破损，", "和描述一致，", "质量稳定，", "数量清点无误，", "用了一个星期，", "鸡群状态不错，"];
const closing = ["下次还来。", "推荐给周边养殖户了。", "客服回复及时。", "物流稍慢但东西没问题。", "价格实在。", "会继续回购。"];

export async function loadOrdersDemo(ctx: Ctx): Promise<void> {
  const r = seeded(20261124);
  const buyers: Who[] = [{ memberId: "demo-buyer", boId: "demo-buyer", boType: "PERSON" }, ...reviewers.map((p): Who => ({ memberId: p.id, boId: p.id, boType: "PERSON" }))];
  const start = new Date(ctx.now.getTime() - 92 * DAY);
  const addressOf = new Map<string, string>();
  const written = new Set<string>();
  for (const b of buyers) {
    await rechargeAs(ctx, b, 92, 30_000_000);
    if (b.boId === "demo-buyer") {
      // the buyer's own default address (member-data.ts)
      const [home] = await ctx.db.select({ id: memberAddress.id }).from(memberAddress).where(and(eq(memberAddress.boId, b.boId), eq(memberAddress.isDefault, true)));
      if (home) {
        addressOf.set(b.boId, home.id);
        continue;
      }
    }
    const a = await addAddress(as(ctx, b, start), { receiverName: reviewers.find((p) => p.id === b.boId)?.name ?? "张建国", mobile: reviewers.find((p) => p.id === b.boId)?.mobile ?? "13800000001", areaCode: r.pick(["370102", "370112", "370705", "371302", "370902"]), address: r.pick(["镇政府东 300 米养殖小区 6 号", "107 国道与村道交叉口北", "工业园区富民路 18 号"]) });
    addressOf.set(b.boId, a.id);
  }
  // goods that sell in small lots, with stock to spare, from open shops
  const specs = await ctx.db
    .select({ specId: goodsSpec.id, price: goodsSpec.price, stock: goodsSpec.stock, goodsId: goodsTable.id, shopId: goodsTable.shopId, min: goodsTable.minOrderQty, seller: goodsTable.boId })
    .from(goodsSpec)
    .innerJoin(goodsTable, eq(goodsTable.id, goodsSpec.goodsId))
    .where(and(inArray(goodsTable.type, ["GOODS"]), eq(goodsTable.status, "ON"), isNull(goodsSpec.deletedAt), gte(goodsSpec.stock, 50)));
  // presale specs are bought by deposit in their own window (the promotion demo has one): not here
  const presales = await presalesForSpecs(ctx, specs.map((s) => s.specId));
  const pool = specs.filter((s) => s.shopId && s.price * s.min <= 120_000 && !presales.has(s.specId));
  if (!pool.length) return;
  const byShop = new Map<string, typeof pool>();
  for (const s of pool) byShop.set(s.shopId!, [...(byShop.get(s.shopId!) ?? []), s]);
  const shops = [...byShop.keys()];

  for (let daysAgo = 90; daysAgo >= 0; daysAgo--) {
    const perDay = daysAgo === 0 ? 4 : r.int(1, 4);
    for (let k = 0; k < perDay; k++) {
      const buyer = r.pick(buyers);
      const shopId = r.pick(shops);
      const first = r.pick(byShop.get(shopId)!);
      const second = r.next() < 0.25 ? r.pick(byShop.get(r.next() < 0.5 ? shopId : r.pick(shops))!) : null;
      const lines = [first, ...(second && second.specId !== first.specId ? [second] : [])].map((s) => ({ specId: s.specId, quantity: s.min * r.int(1, 2) }));
      const at = daysAgo === 0 ? new Date(ctx.now.getTime() - r.int(3, 20) * 60_000) : new Date(ctx.now.getTime() - daysAgo * DAY - r.int(0, 10) * HOUR);
      const b = as(ctx, buyer, at);
      let placed;
      try {
        placed = await submitOrder(b, { lines, destination: { kind: "ADDRESS", addressId: addressOf.get(buyer.boId)! }, remarks: [] });
      } catch {
        continue; // out of stock or not deliverable to this buyer: a shopper would pick something else
      }
      const fate = r.next();
      const ids = placed.orders.map((o) => o.orderId);
      if (daysAgo === 0 && k < 2) continue; // still unpaid
      if (fate < 0.07) {
        for (const id of ids) await cancelByBuyer(as(ctx, buyer, new Date(at.getTime() + 10 * 60_000)), id, r.pick(["NO_LONGER_NEEDED", "WRONG_INFO", "BETTER_PRICE"]), undefined);
        continue;
      }
      await payByBalanceChecked(as(ctx, buyer, new Date(at.getTime() + r.int(1, 20) * 60_000)), ids);
      for (const o of placed.orders) {
        const seller: Who = { memberId: pool.find((s) => s.shopId === o.shopId)!.seller, boId: pool.find((s) => s.shopId === o.shopId)!.seller, boType: "ENTERPRISE" };
        if (fate < 0.1 && daysAgo > 1) {
          await cancelBySeller(as(ctx, seller, new Date(at.getTime() + 3 * HOUR)), o.orderId, "OUT_OF_STOCK", "这批货已售完，款已原路退回");
          continue;
        }
        const shippedAt = new Date(at.getTime() + r.int(4, 30) * HOUR);
        if (shippedAt >= ctx.now) continue;
        await ship(as(ctx, seller, shippedAt), o.orderId, { carrier: r.pick(carriers), trackingNo: `${r.int(10_000_000, 99_999_999)}${r.int(1000, 9999)}`, voucherImage: null });
        const receivedAt = new Date(shippedAt.getTime() + r.int(1, 5) * DAY + r.int(0, 8) * HOUR);
        if (receivedAt >= ctx.now) continue;
        const got = await confirmReceipt(as(ctx, buyer, receivedAt), o.orderId);
        if (r.next() < 0.55) {
          const evaluatedAt = new Date(receivedAt.getTime() + r.int(2, 60) * HOUR);
          if (evaluatedAt >= ctx.now) continue;
          const lineRows = (await orderLinesOf(ctx, got.id)).filter((l) => !l.isGift);
          const score = r.pick([5, 5, 5, 4, 4, 3]);
          let content = `${r.pick(opening)}${r.pick(middle)}${r.pick(closing)}`;
          for (let tries = 0; written.has(content) && tries < 8; tries++) content = `${r.pick(opening)}${r.pick(middle)}${r.pick(closing)}`;
          written.add(content);
          await evaluateOrder(as(ctx, buyer, evaluatedAt), { orderId: got.id, items: lineRows.map((l) => ({ lineId: l.id, score, content, images: [] })), descriptionScore: score, serviceScore: r.pick([5, 4]), logisticsScore: r.pick([5, 4, 4]), isAnonymous: r.next() < 0.2 });
        } else if (receivedAt.getTime() + 15 * DAY < ctx.now.getTime()) {
          await completeOrder(as(ctx, buyer, new Date(receivedAt.getTime() + 15 * DAY)), o.orderId, "autoComplete");
        }
      }
    }
  }
  // the goods' sales counts changed: the search documents follow (as the catalogue's seed does)
  for (const shopId of shops) await reindexChangedShop(ctx, { shopId });
}
