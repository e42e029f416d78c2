import { describe, expect, it } from "vitest";
import { together } from "./context";

/** Reads that note how many of them run at the same moment. */
function probe() {
  let running = 0;
  let most = 0;
  const read = (value: number) => async () => {
    running++;
    most = Math.max(most, running);
    await new Promise((r) => setTimeout(r, 5));
    running--;
    return value;
  };
  return { read, most: () => most };
}

describe("together", () => {
  it("runs the reads at once outside a transaction and keeps their order", async () => {
    const p = probe();
    expect(await together({ inTransaction: false }, p.read(1), p.read(2), p.read(3))).toEqual([1, 2, 3]);
    expect(p.most()).toBe(3);
  });

  it("runs them one after another inside a transaction (one connection)", async () => {
    const p = probe();
    expect(await together({ inTransaction: true }, p.read(1), p.read(2), p.read(3))).toEqual([1, 2, 3]);
    expect(p.most()).toBe(1);
  });

  it("passes a failure on and starts no later read in a transaction", async () => {
    let later = false;
    const boom = () => Promise.reject(new Error("boom"));
    await expect(
      together(
        { inTransaction: true },
        boom,
        () => {
          later = true;
          return Promise.resolve();
        },
      ),
    ).rejects.toThrow("boom");
    expect(later).toBe(false);
  });
});
