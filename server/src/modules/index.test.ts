import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { createPerson } from "../demo/members";
import type { Ctx } from "../kit/context";
import { EventBus } from "../kit/events";
import { job } from "../kit/jobs/schema";
import { createTestApp } from "../testing/harness";
import { subscribers, syncPlatformData } from ".";
import { scheduleQuotationSnapshots } from "./quotation/daily";
import { startSearch } from "./search/daily";
import { reindexChangedGoods } from "./search/indexer";
import { searchGoods } from "./search/schema";
import { seedGoods, seedShop, updateGoods } from "./search/test-goods";

// count the start-up steps (the real ones still run)
vi.mock("./search/daily", async (importOriginal) => {
  const m = await importOriginal<typeof import("./search/daily")>();
  return { ...m, startSearch: vi.fn(m.startSearch) };
});
vi.mock("./quotation/daily", async (importOriginal) => {
  const m = await importOriginal<typeof import("./quotation/daily")>();
  return { ...m, scheduleQuotationSnapshots: vi.fn(m.scheduleQuotationSnapshots) };
});

describe("the registry's start-up and subscribers", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();

  it("a start runs the search reconcile and schedules the quotation snapshot once each", async () => {
    vi.mocked(startSearch).mockClear();
    vi.mocked(scheduleQuotationSnapshots).mockClear();
    await syncPlatformData(ctx.db, { ...t.config, NODE_ENV: "production", JOBS_ENABLED: true });
    expect(vi.mocked(startSearch)).toHaveBeenCalledTimes(1);
    expect(vi.mocked(scheduleQuotationSnapshots)).toHaveBeenCalledTimes(1);
    const scheduled = await ctx.db.select({ kind: job.kind }).from(job).where(inArray(job.kind, ["search.maintain", "quotation.snapshot"]));
    expect(scheduled.map((j) => j.kind).sort()).toEqual(["quotation.snapshot", "search.maintain"]);
  });

  it("the app's subscribers are the registry's list", () => {
    for (const event of new Set(subscribers.map((s) => s.event))) {
      expect(t.services.events.handlers(event)).toEqual(subscribers.filter((s) => s.event === event).map((s) => s.handler));
    }
    expect(subscribers.find((s) => s.event === "goods.changed")?.handler).toBe(reindexChangedGoods);
  });

  it("goods.changed re-indexes search because the registry lists it, and only then", async () => {
    await createPerson(ctx.db, { id: "m-reg", loginName: "regseller", mobile: "13900009001", password: "Sell@2026", name: "卖家", roles: ["SHOP_OWNER"] });
    const shopId = await seedShop(ctx, { boId: "m-reg", name: "登记测试店" });
    const withoutSearch: Ctx = { ...ctx, services: { ...ctx.services, events: new EventBus(subscribers.filter((s) => s.handler !== reindexChangedGoods)) } };
    const id = await seedGoods(withoutSearch, { boId: "m-reg", shopId, name: "未登记的蛋鸡苗", categoryId: "010101", prices: [300] });
    const indexed = async () => (await ctx.db.select({ id: searchGoods.goodsId }).from(searchGoods).where(eq(searchGoods.goodsId, id))).length;
    expect(await indexed()).toBe(0);
    await updateGoods(ctx, id, { name: "登记后的蛋鸡苗" });
    expect(await indexed()).toBe(1);
  });
});
