import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Machine } from "../kit/machine";
import { payOrderMachine, withdrawalMachine } from "./cashier";
import { creditApplyMachine, creditProductMachine } from "./credit/machine";
import { plotMachine } from "./farm-land";
import { listingMachine } from "./farm-plan";
import { workMachine } from "./farm-work";
import { financeAccountMachine } from "./finance";
import { goodsMachine } from "./goods/machine";
import { verifyMachine } from "./identity/verify-machine";
import { orderMachine } from "./order";
import { serviceApplyReview } from "./org/machine";
import { shopMachine } from "./shop/machine";

/** A machine's table as plain strings (machines of different state types side by side). */
const table = <S extends string, E extends string>(m: Machine<S, E> & { entity: string }) => ({
  name: m.name,
  entity: m.entity,
  states: [...m.states] as string[],
  labels: m.labels as Readonly<Record<string, string>>,
  eventLabels: m.eventLabels as Readonly<Record<string, string>>,
  operatorEvents: [...m.operatorEvents] as string[],
  edges: m.edges() as { from: string; event: string; to: string }[],
});

/** Every state machine of the server; ARCHITECTURE.md's "State machines" section shows each one's table. */
const machines = [table(goodsMachine), table(shopMachine), table(verifyMachine), table(serviceApplyReview), table(financeAccountMachine), table(creditProductMachine), table(creditApplyMachine), table(payOrderMachine), table(withdrawalMachine), table(orderMachine), table(plotMachine), table(workMachine), table(listingMachine)];

describe("state machines", () => {
  const doc = readFileSync(fileURLToPath(new URL("../../../ARCHITECTURE.md", import.meta.url)), "utf8");
  const section = doc.slice(doc.indexOf("## State machines"), doc.indexOf("\n## ", doc.indexOf("## State machines") + 1));

  it.each(machines.map((m) => [m.name, m]))("ARCHITECTURE.md shows the table of %s as the code has it", (name, m) => {
    const at = section.indexOf(`\`${name}\` (`);
    expect(at, `ARCHITECTURE.md has no table for the machine ${name}`).toBeGreaterThanOrEqual(0);
    const rows = section
      .slice(at)
      .split("\n\n")[1]
      .split("\n")
      .slice(2)
      .filter((l) => l.startsWith("|"))
      .map((l) => l.split("|").slice(1, -1).map((c) => c.trim()));
    const expected = m.edges.map((e) => [e.from, `${e.event}${m.operatorEvents.includes(e.event) ? " (op)" : ""}`, e.to]);
    expect(rows).toEqual(expected);
  });

  it("each machine has its own history entity kind and a label for every state and event", () => {
    expect(new Set(machines.map((m) => m.entity)).size).toBe(machines.length);
    for (const m of machines) {
      expect(Object.keys(m.labels).sort()).toEqual([...m.states].sort());
      for (const e of m.edges) expect(m.eventLabels[e.event]).toBeTruthy();
    }
  });
});
