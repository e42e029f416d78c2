/** Test helpers of the order module's tests (imported by *.test.ts only). */
import { address, goods, type GoodsForm } from "@qinlian/contract";
import type { TestApp } from "../../testing/harness";
import { moneyMember, recharge, type MoneyMember } from "../cashier/test-support";
import { enterprise, goodsFormFor, openShop, operator, type Actor } from "../goods/test-fixtures";

export interface Seller extends Actor {
  readonly shopId: string;
}

export interface Buyer extends MoneyMember {
  readonly addressId: string;
}

let n = 700;

export async function sellerWithShop(t: TestApp, name?: string): Promise<Seller> {
  const op = await operator(t);
  const s = await enterprise(t, name ? { name } : {});
  const shopId = await openShop(t, s, op);
  return { ...s, shopId };
}

/** Publishes on-shelf goods and answers its id and its specs' ids (in the form's order). */
export async function goodsOf(t: TestApp, seller: Actor, over: Partial<GoodsForm> = {}): Promise<{ goodsId: string; specIds: string[] }> {
  const g = await t.ok(goods.publishGoods, goodsFormFor({ minOrderQty: 1, deliveryRange: { nationwide: true, areaCodes: [] }, ...over }), { ticket: seller.ticket });
  const mine = await t.ok(goods.selGoodsByIdManage, { goodsId: g.goodsId }, { ticket: seller.ticket });
  return { goodsId: g.goodsId, specIds: mine.specs.map((s) => s.specId) };
}

/** A buyer with an account, a pay password, `balance` fen and a default address in Jinan. */
export async function buyerWithMoney(t: TestApp, balance = 0): Promise<Buyer> {
  const m = await moneyMember(t, ++n);
  if (balance > 0) await recharge(t, m, balance);
  const a = await t.ok(address.addAddr, { receiverName: `买家${n}`, mobile: `1390000${String(n).padStart(4, "0")}`, areaCode: "370102", address: "经十路 88 号" }, { ticket: m.ticket });
  return { ...m, addressId: a.id };
}
