import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../server/src/testing/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Every SMS the server sends, one JSON line each (SMS_ECHO_FILE). */
    smsFile: string;
  }
}

const root = resolve(__dirname, "..", "..");

/**
 * Starts the built server (npm run build must have run) on a free port with a fresh data directory
 * and the demo data, as `npm start` would; the journeys drive it through Chromium.
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "qinlian-e2e-"));
  const smsFile = join(dataDir, "sms.jsonl");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DEMO_DATA: "true",
    NODE_ENV: "production",
    SMS_ECHO_FILE: smsFile,
    // a second code to one mobile after 3 s, not 60: the money journey texts one person four times
    SMS_RESEND_SECONDS: "3",
  };
  if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  else delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ["server/dist/main.js"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  const baseUrl = `http://127.0.0.1:${port}`;
  // seeding the demo on a busy 2-core machine has taken over 90 s
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${baseUrl}/health`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start in 300 s");
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("smsFile", smsFile);
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
