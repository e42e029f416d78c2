/**
 * The demo's money on a fresh start: one reconciliation run, green, is on the operator's page; the
 * channel notifications the seed queued are then delivered without one being ignored or refused, and
 * the books still reconcile.
 */
import { channel } from "@qinlian/contract";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadDemoDataOnce } from "../../demo";
import { createTestApp } from "../../testing/harness";
import { deliverChannelNotifications, reconcileWithChannels } from ".";

describe("demo money", async () => {
  const lines: string[] = [];
  const logger = pino({ level: "debug" }, { write: (s: string) => void lines.push(s) }) as unknown as FastifyBaseLogger;
  const t = await createTestApp({ logger });
  await loadDemoDataOnce(t.systemCtx("demo"));

  it("shows a green reconciliation from the start, and delivers the seed's notifications with none ignored", async () => {
    const operator = await t.login("operator", "Operator@2026");
    const first = await t.ok(channel.selReconcile, {}, { ticket: operator });
    expect(first.last).toMatchObject({ ok: true, differences: [] });
    expect(first.last?.entries).toBeGreaterThan(0);
    expect(first.alerts).toEqual([]);

    expect(await deliverChannelNotifications(t)).toBeGreaterThan(0);
    const logged = lines.join("");
    expect(logged).toContain("already applied");
    expect(logged).not.toMatch(/result ignored|notification refused|late channel payment/);
    expect((await reconcileWithChannels(t.database.db)).differences).toEqual([]);
  });
});
