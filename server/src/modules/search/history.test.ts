import { Codes, SEARCH_HISTORY_KEEP, search } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "../../kit/db";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";

describe("search history", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-h1", loginName: "hist1", mobile: "13900001001", password: "Hist@2026", name: "甲", roles: ["BUYER"] });
  await createPerson(db, { id: "m-h2", loginName: "hist2", mobile: "13900001002", password: "Hist@2026", name: "乙", roles: ["BUYER"] });
  const a = await t.login("hist1", "Hist@2026");
  const b = await t.login("hist2", "Hist@2026");

  it("keeps one entry per keyword, newest first, grouped by kind", async () => {
    await t.ok(search.historyAdd, { kind: "goods", keyword: "蛋鸡苗" }, { ticket: a });
    await t.ok(search.historyAdd, { kind: "goods", keyword: " 饲料  玉米 " }, { ticket: a });
    await t.ok(search.historyAdd, { kind: "shop", keyword: "鲁禽" }, { ticket: a });
    const again = await t.ok(search.historyAdd, { kind: "goods", keyword: "蛋鸡苗" }, { ticket: a });
    expect(again.searchCount).toBe(2);
    const groups = await t.ok(search.historyList, {}, { ticket: a });
    expect(groups.map((g) => g.kind)).toEqual(["goods", "shop", "demand"]);
    expect(groups[0].items.map((i) => i.keyword)).toEqual(["蛋鸡苗", "饲料 玉米"]);
    expect(groups[1].items.map((i) => i.keyword)).toEqual(["鲁禽"]);
    expect(groups[2].items).toEqual([]);
    const onlyShop = await t.ok(search.historyList, { kind: "shop" }, { ticket: a });
    expect(onlyShop).toHaveLength(1);
  });

  it(`keeps at most ${SEARCH_HISTORY_KEEP} per kind, even when added concurrently`, async () => {
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => t.ok(search.historyAdd, { kind: "demand", keyword: `求购${i}` }, { ticket: a })),
    );
    const [g] = await t.ok(search.historyList, { kind: "demand" }, { ticket: a });
    expect(g.items).toHaveLength(SEARCH_HISTORY_KEEP);
    const all = await queryRows<{ n: number }>(db, sql`select count(*)::int n from search_history where member_id = 'm-h1' and kind = 'demand'`);
    expect(all[0].n).toBe(SEARCH_HISTORY_KEEP);
  });

  it("another member neither sees nor deletes it", async () => {
    const groups = await t.ok(search.historyList, {}, { ticket: b });
    expect(groups.every((g) => g.items.length === 0)).toBe(true);
    const [mineGoods] = await t.ok(search.historyList, { kind: "goods" }, { ticket: a });
    const r = await t.call(search.historyDel, { id: mineGoods.items[0].id }, { ticket: b });
    expect(r.code).toBe(Codes.NOT_FOUND);
    expect((await t.ok(search.historyDel, { all: true }, { ticket: b })).deleted).toBe(0);
    const [still] = await t.ok(search.historyList, { kind: "goods" }, { ticket: a });
    expect(still.items).toHaveLength(2);
  });

  it("deletes one, a kind, or all", async () => {
    const [g] = await t.ok(search.historyList, { kind: "goods" }, { ticket: a });
    expect((await t.ok(search.historyDel, { id: g.items[0].id }, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(search.historyDel, { kind: "goods" }, { ticket: a })).deleted).toBe(1);
    expect((await t.ok(search.historyDel, { all: true }, { ticket: a })).deleted).toBe(SEARCH_HISTORY_KEEP + 1);
    const groups = await t.ok(search.historyList, {}, { ticket: a });
    expect(groups.every((x) => x.items.length === 0)).toBe(true);
  });

  it("names the bad field", async () => {
    const empty = await t.call(search.historyAdd, { kind: "goods", keyword: "  " }, { ticket: a });
    expect(empty.code).toBe(Codes.VALIDATION);
    expect(empty.msg).toContain("keyword");
    const kind = await t.call(search.historyAdd, { kind: "nope" as "goods", keyword: "x" }, { ticket: a });
    expect(kind.msg).toContain("kind");
    const none = await t.call(search.historyDel, {}, { ticket: a });
    expect(none.code).toBe(Codes.VALIDATION);
    expect(none.msg).toContain("id");
  });

  it("needs a login", async () => {
    expect((await t.call(search.historyList, {})).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(search.historyAdd, { kind: "goods", keyword: "x" })).code).toBe(Codes.NOT_LOGGED_IN);
    expect((await t.call(search.historyDel, { all: true })).code).toBe(Codes.NOT_LOGGED_IN);
  });
});
