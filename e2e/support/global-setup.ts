import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { freePort } from "../../server/src/testing/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** Every SMS the server sends, one JSON line each (SMS_ECHO_FILE). */
    smsFile: string;
    /** A directory where axe marks the screens it has checked, shared by every journey file of the run. */
    axeSeenDir: string;
  }
}

const root = resolve(__dirname, "..", "..");

/**
 * Starts the built server (npm run build must have run) on a free port with a fresh data directory
 * and the demo data, as `npm start` would; the journeys drive it through Chromium.
 */
export default async function setup(project: TestProject) {
  const axeSeenDir = mkdtempSync(join(tmpdir(), "qinlian-axe-"));
  project.provide("axeSeenDir", axeSeenDir);
  const dropSeen = () => rmSync(axeSeenDir, { recursive: true, force: true });
  // E2E_BASE_URL: drive a server already running there instead (a local run while writing a journey;
  // journeys that read the SMS file need the server started with SMS_ECHO_FILE=$E2E_SMS_FILE)
  if (process.env.E2E_BASE_URL) {
    project.provide("baseUrl", process.env.E2E_BASE_URL);
    project.provide("smsFile", process.env.E2E_SMS_FILE ?? "");
    return dropSeen;
  }
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
  const database = process.env.E2E_DATABASE_URL ? await ownDatabase(process.env.E2E_DATABASE_URL) : null;
  if (database) env.DATABASE_URL = database.url;
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
    dropSeen();
    await database?.drop();
  };
}

/**
 * A fresh PostgreSQL database for this run's server, next to the one E2E_DATABASE_URL names (so the
 * journeys start from the demo data whatever that database holds): `<name>_e2e0`, dropped at the end.
 */
async function ownDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const u = new URL(base);
  const name = `${u.pathname.slice(1)}_e2e0`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`E2E_DATABASE_URL: database name ${name} is not plain lowercase letters, digits and _`);
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
