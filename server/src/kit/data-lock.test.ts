import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DATA_LOCK_FILE, DataDirBusyError, lockDataDir } from "./data-lock";

describe("data directory lock", () => {
  const dir = mkdtempSync(join(tmpdir(), "qinlian-lock-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is exclusive, names its holder, and can be taken again once released", async () => {
    const started = new Date("2026-03-01T08:00:00Z");
    const lock = await lockDataDir(dir, started);
    expect(JSON.parse(readFileSync(join(dir, DATA_LOCK_FILE), "utf8"))).toEqual({ pid: process.pid, host: hostname(), startedAt: started.toISOString() });

    const refused = await lockDataDir(dir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DataDirBusyError);
    const err = refused as DataDirBusyError;
    expect(err.holder).toEqual({ pid: process.pid, host: hostname(), startedAt: started.toISOString() });
    expect(err.message).toContain(`PID ${process.pid} on host ${hostname()}, started 2026-03-01T08:00:00.000Z`);
    expect(err.message).toContain(dir);
    // the refused attempt left the holder's record as it was
    expect(readFileSync(join(dir, DATA_LOCK_FILE), "utf8")).toContain(`"pid":${process.pid}`);

    lock.release();
    lock.release(); // idempotent
    expect(readFileSync(join(dir, DATA_LOCK_FILE), "utf8")).toBe("");
    const again = await lockDataDir(dir);
    again.release();
  });

  it("creates the data directory when it does not exist yet", async () => {
    const lock = await lockDataDir(join(dir, "new", "data"));
    expect(readFileSync(lock.file, "utf8")).toContain(`"pid":${process.pid}`);
    lock.release();
  });
});
