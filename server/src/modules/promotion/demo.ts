/**
 * Demo promotions for one open shop (called by the demo seed with the shop owner's context, after the
 * shop's goods are published): a whole-shop 满减 (满 ¥500 减 ¥30, 满 ¥1000 减 ¥80), a 9 折 限时折扣 on
 * its two newest goods, and a presale of the first spec of its third goods (deposit 10 %, worth
 * double at the balance). Through the module's own functions, so the rules hold.
 */
import type { AuthedCtx } from "../../kit/context";
import { shopGoodsRefPage } from "../../read/promotion-goods";
import { requireOwnShop } from "../shop";
import { addPresale } from "./presales";
import { addPromotion } from "./promotions";

const DAY = 86_400_000;

export async function seedDemoPromotions(owner: AuthedCtx): Promise<{ promotionIds: string[]; presaleId: string | null }> {
  const s = await requireOwnShop(owner);
  const now = owner.now.getTime();
  const at = (days: number) => new Date(now + days * DAY).toISOString();
  const goods = (await shopGoodsRefPage(owner, s.id, { pageNum: 1, pageSize: 5 })).list.filter((g) => g.specs.length > 0);
  const ids: string[] = [];
  const full = await addPromotion(owner, {
    name: "满 500 减 30，满 1000 减 80",
    rule: {
      kind: "FULL_REDUCTION",
      tiers: [
        { threshold: 50_000, off: 3000 },
        { threshold: 100_000, off: 8000 },
      ],
    },
    goodsIds: null,
    startAt: at(-3),
    endAt: at(30),
    enabled: true,
    remark: "全店满减",
  });
  ids.push(full.id);
  if (goods.length >= 1) {
    const d = await addPromotion(owner, {
      name: "新品限时 9 折",
      rule: { kind: "DISCOUNT", rateBp: 9000 },
      goodsIds: goods.slice(0, 2).map((g) => g.goodsId),
      startAt: at(-1),
      endAt: at(14),
      enabled: true,
    });
    ids.push(d.id);
  }
  let presaleId: string | null = null;
  const target = goods[2] ?? goods[0];
  if (target) {
    const spec = target.specs[0];
    const price = Math.max(200, Math.round((spec.listPrice * 0.9) / 100) * 100);
    const deposit = Math.max(100, Math.round(price / 10 / 100) * 100);
    const p = await addPresale(owner, {
      goodsId: target.goodsId,
      specId: spec.specId,
      price,
      depositPerUnit: deposit,
      deductPerUnit: Math.min(price, deposit * 2),
      depositFrom: at(-2),
      depositTo: at(10),
      balanceFrom: at(10),
      balanceTo: at(20),
      limitPerBuyer: 10,
      totalQuantity: 200,
      enabled: true,
      remark: "下一批次预订",
    });
    presaleId = p.id;
  }
  return { promotionIds: ids, presaleId };
}
