import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { inTx } from "../../kit/context";
import { queryRows } from "../../kit/db";
import { emit } from "../../kit/events";
import { createTestApp } from "../../testing/harness";
import { shop } from "../shop/schema";
import { bandOf, rebuildFacetCells } from "./facet-cells";
import { seedGoods, seedShop, updateGoods } from "./test-goods";

/** The indexer keeps the facet cells in step with the index, write by write (the rebuild is the reference). */
describe("facet cells", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  const db = t.database.db;
  await createPerson(db, { id: "m-fc", loginName: "fcseller", mobile: "13900003001", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
  const shopId = await seedShop(ctx, { boId: "m-fc", name: "格子店" });

  /** The live cells (n > 0), in key order. */
  const cells = async () =>
    (await queryRows<Record<string, unknown>>(db, sql`select kind, cat1, cat2, cat3, province_code, city_code, county_code, band, valid_until::text, n from search_facet_cell where n > 0`))
      .map((r) => JSON.stringify(r))
      .sort();
  const rebuilt = async () => {
    const kept = await cells();
    await rebuildFacetCells(db);
    return { kept, rebuilt: await cells() };
  };

  it("bands prices as width_bucket over PRICE_BANDS", () => {
    expect([null, 0, 999, 1_000, 4_999, 500_000, 9_000_000].map(bandOf)).toEqual([null, 1, 1, 2, 2, 7, 7]);
  });

  it("follows publishing, price and area changes, the shelf, posts and a closed shop", async () => {
    const a = await seedGoods(ctx, { boId: "m-fc", shopId, name: "蛋鸡苗", categoryId: "010101", prices: [350], originAreaCode: "370102" });
    const b = await seedGoods(ctx, { boId: "m-fc", shopId, name: "饲料", categoryId: "040101", prices: [16_000], originAreaCode: "370211" });
    await seedGoods(ctx, { boId: "m-fc", shopId, name: "玉米", categoryId: "040301", prices: [250], originAreaCode: "370211" });
    await seedGoods(ctx, { type: "DEMAND", boId: "m-fc", name: "求购玉米", categoryId: "040301", price: null, ext: { validUntil: "2099-12-31" } });
    let r = await rebuilt();
    expect(r.kept).toEqual(r.rebuilt);
    expect(r.kept.length).toBeGreaterThanOrEqual(3);

    await updateGoods(ctx, a, { priceMin: 60_000, originAreaCode: "410102" });
    await updateGoods(ctx, b, { status: "OFF" });
    r = await rebuilt();
    expect(r.kept).toEqual(r.rebuilt);

    await updateGoods(ctx, b, { status: "ON" });
    await inTx(ctx, async (tx) => {
      await tx.db.update(shop).set({ status: "CLOSED" }).where(eq(shop.id, shopId));
      await emit(tx, "shop.changed", { shopId });
    });
    r = await rebuilt();
    expect(r.kept).toEqual(r.rebuilt);
    // only the post (no shop) is left
    expect(r.kept.map((c) => (JSON.parse(c) as { kind: string }).kind)).toEqual(["demand"]);
  });
});
