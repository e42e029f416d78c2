/**
 * Operator work on the catalogue: the shop opening review queue, goods review (regulated categories
 * and goods taken down for breaking the rules). Every decision goes through the shop or goods state
 * machine (their modules' applyShopEvent / applyGoodsEvent) and is recorded with the operator and
 * the reason. The queues read through the read layer (read/console-catalog.ts).
 */
import type { Parsed, ShopLicence, adminConsole } from "@qinlian/contract";
import { inTx, together, type AuthedCtx } from "../../kit/context";
import { BizError, notFound } from "../../kit/errors";
import { iso } from "../../kit/time";
import { stateHistoryOf } from "../../kit/transition";
import { applyGoodsEvent, areaNames, categoryIndex, goodsCards, goodsMachine, goodsView, regulationOf, todayCst } from "../goods";
import { memberNames } from "../identity";
import { applyShopEvent, shopCards, shopMachine, shopView } from "../shop";
import { catalogStatusCounts, goodsQueueRows, goodsRow, shopOwner, shopQueueRows, shopRow } from "../../read/console-catalog";

/** Every state of the machine with its count (0 when none). */
async function countsOf(ctx: AuthedCtx, of: "shop" | "goods", states: readonly string[]) {
  const found = await catalogStatusCounts(ctx, of);
  return Object.fromEntries(states.map((s) => [s, found.get(s) ?? 0]));
}

// ---- shops ----------------------------------------------------------------------------------------

export async function shopQueue(ctx: AuthedCtx, q: Parsed<typeof adminConsole.shopQueue>) {
  const page = await shopQueueRows(ctx, q);
  const [cats, areas] = await together(
    ctx,
    () => categoryIndex(ctx),
    () =>
      areaNames(
        ctx,
        page.list.map((r) => r.s.areaCode),
      ),
  );
  const list = page.list.map(({ s, owner }) => ({
    shopId: s.id,
    name: s.name,
    boId: s.boId,
    ownerName: owner.name,
    ownerType: owner.type,
    ownerVerifyState: owner.verifyState,
    status: s.status,
    statusLabel: shopMachine.labels[s.status],
    mainCategoryName: cats.name(s.mainCategoryId),
    scopeNames: s.businessScope.map((id) => cats.name(id) ?? id),
    areaName: s.areaCode ? (areas.get(s.areaCode) ?? null) : null,
    submittedAt: iso(s.submittedAt),
    reviewedAt: iso(s.reviewedAt),
    rejectReason: s.rejectReason,
  }));
  return { ...page, list, counts: await countsOf(ctx, "shop", shopMachine.states) };
}

export async function shopDetail(ctx: AuthedCtx, shopId: string) {
  const row = await shopRow(ctx, shopId);
  if (!row) throw notFound("店铺");
  const [{ owner, ent }, view, history] = await together(
    ctx,
    () => shopOwner(ctx, row.boId),
    () => shopView(ctx, row),
    () => stateHistoryOf(ctx, shopMachine, row.id, { names: memberNames }),
  );
  return {
    shop: view,
    owner: {
      boId: row.boId,
      name: owner?.name ?? "",
      type: owner?.type ?? "PERSON",
      verifyState: owner?.verifyState ?? "NONE",
      creditCode: ent?.creditCode ?? null,
      legalPerson: ent?.legalPerson ?? null,
      contactName: ent?.contactName ?? row.contactName,
      contactMobile: ent?.contactMobile ?? owner?.mobile ?? null,
    },
    history,
  };
}

async function lockShop(ctx: AuthedCtx, shopId: string) {
  const row = await shopRow(ctx, shopId, { forUpdate: true });
  if (!row) throw notFound("店铺");
  return row;
}

export function approveShop(ctx: AuthedCtx, shopId: string, note?: string) {
  return inTx(ctx, async (tx) => {
    const row = await lockShop(tx, shopId);
    const u = await applyShopEvent(tx, row, "approve", { reviewedAt: tx.now, reviewedBy: tx.member.memberId, rejectReason: null }, note ?? null);
    return shopView(tx, u);
  });
}

export function rejectShop(ctx: AuthedCtx, shopId: string, reason: string) {
  return inTx(ctx, async (tx) => {
    const row = await lockShop(tx, shopId);
    const u = await applyShopEvent(tx, row, "reject", { reviewedAt: tx.now, reviewedBy: tx.member.memberId, rejectReason: reason }, reason);
    return shopView(tx, u);
  });
}

// ---- goods ----------------------------------------------------------------------------------------

export async function goodsQueue(ctx: AuthedCtx, q: Parsed<typeof adminConsole.goodsQueue>) {
  const page = await goodsQueueRows(ctx, q);
  const rows = page.list;
  const cards = await goodsCards(ctx, rows);
  const list = cards.map((c, i) => ({
    ...c,
    statusLabel: goodsMachine.labels[rows[i].status],
    rejectReason: rows[i].rejectReason,
    submittedAt: iso(rows[i].submittedAt),
    licenceLabel: regulationOf(rows[i].categoryId)?.licenceLabel ?? null,
  }));
  return { ...page, list, counts: await countsOf(ctx, "goods", goodsMachine.states) };
}

export async function goodsDetail(ctx: AuthedCtx, goodsId: string) {
  const row = await goodsRow(ctx, goodsId);
  if (!row) throw notFound("商品");
  const shop = row.shopId ? await shopRow(ctx, row.shopId) : null;
  const reg = regulationOf(row.categoryId);
  const held = reg && shop ? (shop.licences as ShopLicence[]).find((l) => l.kind === reg.licence) : undefined;
  const [view, cards, history] = await together(
    ctx,
    () => goodsView(ctx, row),
    () => (shop ? shopCards(ctx, [shop]) : Promise.resolve([])),
    () => stateHistoryOf(ctx, goodsMachine, row.id, { names: memberNames, extraLabels: { delete: "删除" } }),
  );
  return {
    goods: view,
    shop: cards[0] ?? null,
    licence: reg
      ? {
          kind: reg.licence!,
          label: reg.licenceLabel!,
          present: !!held && (!held.validUntil || held.validUntil >= todayCst(ctx.now)),
          validUntil: held?.validUntil ?? null,
        }
      : null,
    history,
  };
}

async function lockGoods(ctx: AuthedCtx, goodsId: string) {
  const row = await goodsRow(ctx, goodsId, { forUpdate: true });
  if (!row) throw notFound("商品");
  return row;
}

export async function approveGoods(ctx: AuthedCtx, ids: readonly string[]) {
  const out = [];
  for (const goodsId of [...new Set(ids)]) {
    try {
      const u = await inTx(ctx, async (tx) => applyGoodsEvent(tx, await lockGoods(tx, goodsId), "approve"));
      out.push({ goodsId, ok: true, status: u.status, msg: "成功" });
    } catch (e) {
      if (!(e instanceof BizError)) throw e;
      out.push({ goodsId, ok: false, status: null, msg: e.message });
    }
  }
  return out;
}

export function rejectGoods(ctx: AuthedCtx, goodsId: string, reason: string, event: "reject" | "takeDown") {
  return inTx(ctx, async (tx) => {
    const u = await applyGoodsEvent(tx, await lockGoods(tx, goodsId), event, reason);
    return { goodsId: u.id, status: u.status };
  });
}
