import { Codes, message as calls } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { createPerson } from "../../demo/members";
import { createTestApp } from "../../testing/harness";
import { sendMessage } from "./index";

describe("messages", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await createPerson(db, { id: "m-a", loginName: "msga", mobile: "13900000201", password: "Msga@2026", name: "张三", roles: ["FARMER"] });
  await createPerson(db, { id: "m-b", loginName: "msgb", mobile: "13900000202", password: "Msgb@2026", name: "李四", roles: ["FARMER"] });
  const a = await t.login("msga", "Msga@2026");
  const b = await t.login("msgb", "Msgb@2026");
  const send = (memberId: string, n: number, kind: "FARM_REMIND" | "WEATHER" = "FARM_REMIND") =>
    sendMessage({ db }, { memberId, kind, title: `提醒${n}`, body: `第 ${n} 条：给 1 号鸡舍免疫`, link: "/farmingManage/productionRemind", dedupeKey: `t:${n}` });

  it("sends once per member and dedupe key; cuts an overlong title", async () => {
    expect(await send("m-a", 1)).toBe(true);
    expect(await send("m-a", 1)).toBe(false);
    expect(await send("m-b", 1)).toBe(true);
    await sendMessage({ db }, { memberId: "m-a", kind: "WEATHER", title: "霜".repeat(150), body: "夜间最低 -3 ℃", dedupeKey: "w:1" });
    const list = await t.ok(calls.list, { kind: "WEATHER" }, { ticket: a });
    expect(list.total).toBe(1);
    expect(list.list[0]?.title).toHaveLength(100);
    expect(list.list[0]?.title.endsWith("…")).toBe(true);
  });

  it("lists the caller's own, newest first, with kind, read and keyword filters and paging", async () => {
    for (const n of [2, 3, 4]) await send("m-a", n);
    const all = await t.ok(calls.list, { pageNum: 1, pageSize: 2 }, { ticket: a });
    expect([all.total, all.list.length]).toEqual([5, 2]);
    const titles = (await t.ok(calls.list, { kind: "FARM_REMIND", pageSize: 10 }, { ticket: a })).list.map((m) => m.title);
    expect(titles).toEqual(["提醒4", "提醒3", "提醒2", "提醒1"]);
    expect((await t.ok(calls.list, { keyword: "第 3 条" }, { ticket: a })).list.map((m) => m.title)).toEqual(["提醒3"]);
    expect((await t.ok(calls.list, { keyword: "%" }, { ticket: a })).total).toBe(0);
    expect((await t.ok(calls.list, {}, { ticket: b })).list.map((m) => m.title)).toEqual(["提醒1"]);
  });

  it("opening marks read; unread count, mark some, mark all; another member's id is not found and not touched", async () => {
    expect(await t.ok(calls.unreadCount, {}, { ticket: a })).toEqual({ unread: 5 });
    const [first] = (await t.ok(calls.list, { keyword: "提醒2" }, { ticket: a })).list;
    const id = first?.id ?? "";
    const opened = await t.ok(calls.detail, { id }, { ticket: a });
    expect(opened.read).toBe(true);
    expect(await t.ok(calls.unreadCount, {}, { ticket: a })).toEqual({ unread: 4 });
    const foreign = await t.call(calls.detail, { id }, { ticket: b });
    expect([foreign.code, foreign.msg]).toEqual([Codes.NOT_FOUND, "消息不存在或无权查看"]);
    const bIds = (await t.ok(calls.list, {}, { ticket: b })).list.map((m) => m.id);
    expect(await t.ok(calls.markRead, { ids: bIds }, { ticket: a })).toEqual({ updated: 0 });
    expect(await t.ok(calls.unreadCount, {}, { ticket: b })).toEqual({ unread: 1 });
    const three = (await t.ok(calls.list, { keyword: "提醒3" }, { ticket: a })).list.map((m) => m.id);
    expect(await t.ok(calls.markRead, { ids: three }, { ticket: a })).toEqual({ updated: 1 });
    expect((await t.ok(calls.list, { read: false }, { ticket: a })).total).toBe(3);
    expect(await t.ok(calls.markAllRead, {}, { ticket: a })).toEqual({ updated: 3 });
    expect(await t.ok(calls.unreadCount, {}, { ticket: a })).toEqual({ unread: 0 });
    expect(await t.ok(calls.unreadCount, {}, { ticket: b })).toEqual({ unread: 1 });
  });

  it("deletes own messages in a batch, ignores others', and refuses an empty or oversized batch by field", async () => {
    const bIds = (await t.ok(calls.list, {}, { ticket: b })).list.map((m) => m.id);
    const aIds = (await t.ok(calls.list, { pageSize: 2 }, { ticket: a })).list.map((m) => m.id);
    expect(await t.ok(calls.remove, { ids: [...aIds, ...bIds] }, { ticket: a })).toEqual({ deleted: 2 });
    expect((await t.ok(calls.list, {}, { ticket: a })).total).toBe(3);
    expect((await t.ok(calls.list, {}, { ticket: b })).total).toBe(1);
    const empty = await t.call(calls.remove, { ids: [] }, { ticket: a });
    expect([empty.code, empty.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("ids")]);
    const many = await t.call(calls.remove, { ids: Array.from({ length: 101 }, (_, i) => `x${i}`) }, { ticket: a });
    expect([many.code, many.msg]).toEqual([Codes.VALIDATION, expect.stringContaining("ids")]);
    expect((await t.call(calls.list, {})).code).toBe(Codes.NOT_LOGGED_IN);
  });
});
