import { Codes } from "@qinlian/contract";
import { describe, expect, it } from "vitest";
import { BizError } from "./errors";
import { defineMachine } from "./machine";

const door = defineMachine({
  name: "door",
  states: ["OPEN", "CLOSED", "LOCKED"],
  labels: { OPEN: "开", CLOSED: "关", LOCKED: "锁" },
  eventLabels: { close: "关门", open: "开门", lock: "上锁", unlock: "开锁" },
  transitions: { OPEN: { close: "CLOSED" }, CLOSED: { open: "OPEN", lock: "LOCKED" }, LOCKED: { unlock: "CLOSED" } },
});

describe("state machine", () => {
  it("moves along allowed transitions", () => {
    expect(door.next("OPEN", "close")).toBe("CLOSED");
    expect(door.next("CLOSED", "lock")).toBe("LOCKED");
    expect(door.events("CLOSED").sort()).toEqual(["lock", "open"]);
    expect(door.edges()).toEqual([
      { from: "OPEN", event: "close", to: "CLOSED" },
      { from: "CLOSED", event: "open", to: "OPEN" },
      { from: "CLOSED", event: "lock", to: "LOCKED" },
      { from: "LOCKED", event: "unlock", to: "CLOSED" },
    ]);
  });
  it("refuses anything else with the conflict code and a message naming state and event", () => {
    try {
      door.next("LOCKED", "open");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(BizError);
      expect((e as BizError).code).toBe(Codes.CONFLICT);
      expect((e as BizError).message).toBe("当前状态“锁”不能执行“开门”");
    }
    expect(door.can("OPEN", "lock")).toBe(false);
  });
  it("rejects a table that leads to an unknown state", () => {
    expect(() =>
      defineMachine({ name: "bad", states: ["A"], labels: { A: "a" }, eventLabels: { go: "go" }, transitions: { A: { go: "B" as "A" } } }),
    ).toThrow(/unknown state B/);
  });
});
