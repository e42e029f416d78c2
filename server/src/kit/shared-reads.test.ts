import { describe, expect, it } from "vitest";
import { sharedReads } from "./shared-reads";

describe("sharedReads", () => {
  it("runs one read per owner and key while it is under way, then reads again; failures are shared and forgotten", async () => {
    const shared = sharedReads<number>();
    const a = {};
    const b = {};
    let reads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const read = async () => {
      reads++;
      await gate;
      return reads;
    };
    const together = [shared(a, "k", read), shared(a, "k", read), shared(a, "other", read), shared(b, "k", read)];
    expect(reads).toBe(3);
    release();
    expect(await Promise.all(together)).toEqual([3, 3, 3, 3]);
    expect(await shared(a, "k", read)).toBe(4); // settled: a new read
    const failing = () => Promise.reject(new Error("down"));
    await expect(Promise.all([shared(a, "f", failing), shared(a, "f", read)])).rejects.toThrow("down");
    expect(await shared(a, "f", read)).toBe(5);
  });
});
