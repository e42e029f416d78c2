import { Codes } from "@qinlian/contract";
import { eq, sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../testing/harness";
import { inTx, type Ctx, type MemberCtx } from "./context";
import { BizError } from "./errors";
import { stateHistory } from "./history/schema";
import { defineMachine } from "./machine";
import { stateHistoryOf, storeMachine, transition } from "./transition";

const doorStates = ["OPEN", "CLOSED", "LOCKED"] as const;
type DoorState = (typeof doorStates)[number];

const door = pgTable("kit_door", {
  id: text().primaryKey(),
  status: text({ enum: doorStates }).notNull(),
  note: text(),
});

const doorMachine = storeMachine(
  defineMachine<DoorState, "open" | "close" | "lock" | "unlock">({
    name: "door",
    states: doorStates,
    labels: { OPEN: "开", CLOSED: "关", LOCKED: "锁" },
    eventLabels: { open: "开门", close: "关门", lock: "上锁", unlock: "开锁" },
    operatorEvents: ["lock", "unlock"],
    transitions: { OPEN: { close: "CLOSED" }, CLOSED: { open: "OPEN", lock: "LOCKED" }, LOCKED: { unlock: "CLOSED" } },
  }),
  { entity: "DOOR", table: door, state: "status", noun: "门", announce: { event: "kit.ping", payload: (c) => ({ n: c.to.length }) } },
);

const person = (memberId: string): MemberCtx => ({
  memberId,
  boId: memberId,
  boType: "PERSON",
  employeeId: null,
  loginId: `l-${memberId}`,
  ticketId: `t-${memberId}`,
  roles: [],
  funcs: new Set(),
});

describe("transition", async () => {
  const t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`create table kit_door (id text primary key, status text not null, note text)`);
  const as = (memberId: string | null): Ctx => ({ ...t.systemCtx(), member: memberId ? person(memberId) : null });
  const stateOf = async (id: string) => (await db.select().from(door).where(eq(door.id, id)))[0];
  const historyOf = (id: string) => db.select().from(stateHistory).where(eq(stateHistory.entityId, id)).orderBy(stateHistory.seq);
  const pings: number[] = [];
  t.services.events.subscribe("kit.ping", (_ctx, p) => {
    pings.push(p.n);
    return Promise.resolve();
  });

  it("moves an allowed event, applies the patch, records the history with actor and reason, emits the event", async () => {
    await db.insert(door).values({ id: "d1", status: "OPEN" });
    pings.length = 0;
    const moved = await transition(as("m-1"), doorMachine, { id: "d1", status: "OPEN" }, "close", { patch: { note: "晚上关" }, reason: "下班" });
    expect(moved).toEqual({ id: "d1", status: "CLOSED", note: "晚上关" });
    expect(await stateOf("d1")).toEqual(moved);
    await transition(as("op-1"), doorMachine, moved, "lock");
    await transition(as(null), doorMachine, { id: "d1", status: "LOCKED" }, "unlock", { reason: "定时" });
    const h = await historyOf("d1");
    expect(h.map((r) => [r.entityKind, r.fromState, r.event, r.toState, r.actorKind, r.actorId, r.reason])).toEqual([
      ["DOOR", "OPEN", "close", "CLOSED", "MEMBER", "m-1", "下班"],
      ["DOOR", "CLOSED", "lock", "LOCKED", "OPERATOR", "op-1", null],
      ["DOOR", "LOCKED", "unlock", "CLOSED", "SYSTEM", null, "定时"],
    ]);
    expect(pings).toEqual(["CLOSED".length, "LOCKED".length, "CLOSED".length]);
    const view = await stateHistoryOf(as(null), doorMachine, "d1", { names: (_c, ids) => Promise.resolve(new Map(ids.map((i) => [i, `名${i}`]))) });
    expect(view.map((v) => [v.eventLabel, v.actorKind, v.actorName])).toEqual([
      ["关门", "MEMBER", "名m-1"],
      ["上锁", "OPERATOR", "名op-1"],
      ["开锁", "SYSTEM", null],
    ]);
  });

  it("refuses an event the machine does not allow from the state, naming the state and the event; nothing is written", async () => {
    await db.insert(door).values({ id: "d2", status: "OPEN" });
    const e = await transition(as("m-1"), doorMachine, { id: "d2", status: "OPEN" }, "lock").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BizError);
    expect((e as BizError).code).toBe(Codes.CONFLICT);
    expect((e as BizError).message).toBe("当前状态“开”不能执行“上锁”");
    expect((e as BizError).data).toEqual({ machine: "door", from: "OPEN", event: "lock" });
    expect((await stateOf("d2")).status).toBe("OPEN");
    expect(await historyOf("d2")).toEqual([]);
  });

  it("a row that changed meanwhile is a conflict (the guarded update moves nothing); of two racing moves one wins", async () => {
    await db.insert(door).values({ id: "d3", status: "OPEN" });
    const stale = { id: "d3", status: "OPEN" as const };
    await transition(as("m-1"), doorMachine, stale, "close");
    const lost = await transition(as("m-2"), doorMachine, stale, "close").catch((x: unknown) => x);
    expect(lost).toBeInstanceOf(BizError);
    expect((lost as BizError).code).toBe(Codes.CONFLICT);
    expect((lost as BizError).message).toBe("门状态已变化，请刷新后重试");
    expect((lost as BizError).data).toMatchObject({ from: "OPEN", event: "close" });

    const closed = { id: "d3", status: "CLOSED" as const };
    const results = await Promise.allSettled([transition(as("m-1"), doorMachine, closed, "open"), transition(as("op-1"), doorMachine, closed, "lock")]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const h = await historyOf("d3");
    expect(h).toHaveLength(2);
    expect(h[1].toState).toBe((await stateOf("d3")).status);
  });

  it("rolls back the move, the history and the subscribers' work when the caller's transaction fails", async () => {
    await db.insert(door).values({ id: "d4", status: "OPEN" });
    await db.execute(sql`create table kit_door_log (n int)`);
    const off = t.services.events.subscribe("kit.ping", async (ctx, p) => {
      await ctx.db.execute(sql`insert into kit_door_log values (${p.n})`);
    });
    const failed = await inTx(as("m-1"), async (tx) => {
      await transition(tx, doorMachine, { id: "d4", status: "OPEN" }, "close", { patch: { note: "x" } });
      throw new Error("later step failed");
    }).catch((x: unknown) => x);
    off();
    expect((failed as Error).message).toBe("later step failed");
    expect(await stateOf("d4")).toEqual({ id: "d4", status: "OPEN", note: null });
    expect(await historyOf("d4")).toEqual([]);
    const logged = (await db.execute<{ n: number }>(sql`select count(*)::int n from kit_door_log`)) as { rows: { n: number }[] };
    expect(logged.rows[0].n).toBe(0);
  });

  it("does not compile a machine bound to a column of another state list", () => {
    const other = pgTable("kit_other", { id: text().primaryKey(), status: text({ enum: ["A", "B"] }).notNull() });
    // @ts-expect-error the column holds "A" | "B", the machine's states are the door's
    const bad = () => storeMachine(doorMachine, { entity: "X", table: other, state: "status", noun: "x", announce: { event: "kit.ping", payload: () => ({ n: 0 }) } });
    expect(typeof bad).toBe("function");
  });
});
