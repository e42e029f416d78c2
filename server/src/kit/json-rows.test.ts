import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { goods, goodsSpec, goodsTrace } from "../modules/goods/schema";
import { createTestApp } from "../testing/harness";
import { jsonRows, rowsFromJson } from "./json-rows";

describe("jsonRows / rowsFromJson: children read with their parent, as drizzle reads them alone", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const now = new Date("2026-11-24T08:09:10.123Z");
  await db.insert(goods).values({ id: "g-json", type: "GOODS", status: "ON", boId: "bo-json", name: "蛋鸡配合料", unit: "袋", images: [], attributes: [], createdAt: now, updatedAt: now });
  await db.insert(goodsSpec).values([
    { id: "s2", goodsId: "g-json", name: "40kg", attributes: { 规格: "40kg", "a'b": '"q"' }, price: 9_007_199_254_740, memberPrice: null, stock: 3, sort: 2, createdAt: now, updatedAt: now },
    { id: "s1", goodsId: "g-json", name: "20kg", attributes: {}, price: 16_800, memberPrice: 15_000, stock: 0, skuCode: "SKU-1", sort: 1, createdAt: now, updatedAt: now },
  ]);
  await db.insert(goodsTrace).values({ id: "t1", goodsId: "g-json", batchNo: "B1", farmName: "建国蛋鸡场", startDate: "2026-02-28", endDate: null });

  it("every column equal to select() — fen near 2^53, jsonb with quotes, timestamps, dates, nulls — in the order given", async () => {
    const [r] = await db
      .select({
        specs: jsonRows(goodsSpec, sql`${goodsSpec.goodsId} = ${goods.id}`, sql`${goodsSpec.sort}`),
        traces: jsonRows(goodsTrace, sql`${goodsTrace.goodsId} = ${goods.id}`, sql`${goodsTrace.sort}`),
        none: jsonRows(goodsTrace, sql`false`, sql`${goodsTrace.sort}`),
      })
      .from(goods)
      .where(eq(goods.id, "g-json"));
    const specs = rowsFromJson(goodsSpec, r.specs);
    expect(specs).toEqual(await db.select().from(goodsSpec).where(eq(goodsSpec.goodsId, "g-json")).orderBy(goodsSpec.sort));
    expect(specs.map((s) => s.id)).toEqual(["s1", "s2"]);
    expect(specs[0].createdAt).toBeInstanceOf(Date);
    expect(specs[0].createdAt.getTime()).toBe(now.getTime());
    expect(rowsFromJson(goodsTrace, r.traces)).toEqual(await db.select().from(goodsTrace).where(eq(goodsTrace.goodsId, "g-json")));
    expect(rowsFromJson(goodsTrace, r.none)).toEqual([]);
  });
});
