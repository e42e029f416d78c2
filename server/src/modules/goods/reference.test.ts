import { describe, expect, it } from "vitest";
import { inTx } from "../../kit/context";
import { createTestApp } from "../../testing/harness";
import { categoryIndex } from "./reference";

describe("reference data cache and transactions", async () => {
  const t = await createTestApp();

  it("a transaction never waits on a load started outside it (that load waits for the transaction: the server would stop)", async () => {
    let outside: Promise<unknown> | undefined;
    const inside = inTx(t.systemCtx(), async (tx) => {
      await tx.db.execute("select 1"); // the transaction holds the database from here
      outside = categoryIndex(t.systemCtx()); // a request outside starts the load: its statement queues behind us
      return categoryIndex(tx);
    });
    const index = await Promise.race([inside, new Promise<"stuck">((r) => setTimeout(() => r("stuck"), 5_000).unref())]);
    expect(index).not.toBe("stuck");
    expect((await outside)).toBeTruthy();
  });
});
