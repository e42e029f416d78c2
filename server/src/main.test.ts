import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./testing/free-port";

/**
 * The real server process (src/main.ts through tsx), started the way `npm run dev` starts it, on a
 * temporary DATA_DIR and free ports: one process per embedded database.
 */
const root = resolve(__dirname, "..", "..");
const dataDir = mkdtempSync(join(tmpdir(), "qinlian-main-"));
const children: ChildProcess[] = [];

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_DATA: "false",
    JOBS_ENABLED: "false",
    LOG_LEVEL: "warn",
    WEB_DIST: join(dataDir, "no-web"),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, port, output: () => out, exited };
}

async function health(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status;
  } catch {
    return null; // not listening
  }
}

/** Resolves when /health answers 200; fails if the process exits first or takes over 90 s. */
async function serving(s: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while ((await health(s.port)) !== 200) {
    if (s.child.exitCode !== null) throw new Error(`server exited with ${s.child.exitCode}:\n${s.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start in 90 s:\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** How a start ends: the process exits (with its code), or it comes up and serves. */
async function outcome(s: Started): Promise<{ exitCode: number | null } | "serving"> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (s.child.exitCode !== null) return { exitCode: s.child.exitCode };
    if ((await health(s.port)) === 200) return "serving";
    if (Date.now() > deadline) throw new Error(`second server neither exited nor served in 90 s:\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("one server process per embedded data directory", () => {
  it("refuses a second server on the same DATA_DIR, and starts again after the first is killed with -9", { timeout: 240_000 }, async () => {
    const first = await start();
    await serving(first);

    const second = await start();
    expect(await outcome(second), second.output()).toEqual({ exitCode: 3 });
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Qinlian server (PID ${first.child.pid} on host `);
    expect(await health(second.port)).toBeNull();
    expect(await health(first.port)).toBe(200);

    first.child.kill("SIGKILL");
    await first.exited;
    const third = await start();
    await serving(third);

    // A normal shutdown releases the lock (and clears the holder's record).
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
    expect(readFileSync(join(dataDir, "qinlian.lock"), "utf8")).toBe("");
  });
});
