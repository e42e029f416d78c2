/**
 * `reconcile` with a channel's own books (`channelBooks`): each CLEARING must mirror what the channel
 * says it moved for us, less what it has not notified yet; anything else is CLEARING_MISMATCH.
 */
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../testing/harness";
import { clearingAccount, memberAccount, post, reconcile, type ChannelBook } from ".";

describe("reconcile against the channels' books", async () => {
  const t = await createTestApp();
  const ctx = t.systemCtx();
  await post(ctx, { key: "RECHARGE:r1", kind: "RECHARGE", bizType: "TEST", bizId: "r1", lines: [{ account: clearingAccount("LDYS"), amount: -700 }, { account: memberAccount("m1", "AVAILABLE"), amount: 700 }] });
  const books = (b: ChannelBook[]) => ({ channelBooks: () => Promise.resolve(b) });

  it("without books it checks no channel", async () => {
    const r = await reconcile(t.database.db);
    expect(r.ok).toBe(true);
    expect(r.channels).toEqual([]);
    expect(r.clearing).toEqual({ LDYS: -700 });
  });

  it("is clean when clearing mirrors the channel (in-flight excepted)", async () => {
    expect((await reconcile(t.database.db, books([{ channel: "LDYS", net: 700, inFlight: 0 }]))).ok).toBe(true);
    const r = await reconcile(t.database.db, books([{ channel: "LDYS", net: 1000, inFlight: 300 }]));
    expect(r.ok).toBe(true);
    expect(r.channels).toEqual([{ channel: "LDYS", ledger: -700, bank: 1000, inFlight: 300 }]);
  });

  it("names each channel whose clearing differs, also one the ledger never touched", async () => {
    const r = await reconcile(t.database.db, books([{ channel: "LDYS", net: 701, inFlight: 0 }, { channel: "GT", net: -50, inFlight: 0 }]));
    expect(r.ok).toBe(false);
    expect(r.differences).toEqual([
      { kind: "CLEARING_MISMATCH", channel: "GT", ledger: 0, bank: -50, inFlight: 0 },
      { kind: "CLEARING_MISMATCH", channel: "LDYS", ledger: -700, bank: 701, inFlight: 0 },
    ]);
  });
});
