import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../config";
import { openDatabase } from "../kit/db";
import { syncPlatformData } from "../modules";

declare module "vitest" {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated template. PostgreSQL: name of the template database. */
    dbTemplate: string;
  }
}

interface Template {
  /** What the test files get as `dbTemplate`. */
  name: string;
  dispose(): Promise<void>;
}

/**
 * Builds the migrated database with platform data once per run; every test file then starts from a
 * copy of it (PGlite: load the dump; PostgreSQL: CREATE DATABASE ... TEMPLATE). The server's test
 * files run in two projects (shared modules, and isolated for files that mock modules); both load
 * this file, and share one template (through the process they both run in).
 */
export default async function setup(project: TestProject) {
  const shared = globalThis as { qinlianTestTemplate?: { users: number; built: Promise<Template> } };
  const entry = (shared.qinlianTestTemplate ??= { users: 0, built: buildTemplate() });
  entry.users++;
  project.provide("dbTemplate", (await entry.built).name);
  return async () => {
    if (--entry.users > 0) return;
    delete shared.qinlianTestTemplate;
    await (await entry.built).dispose();
  };
}

async function buildTemplate(): Promise<Template> {
  const config = loadConfig({ NODE_ENV: "test" });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `qinlian_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    const db = await openDatabase({ url: u.toString(), poolSize: 2 });
    await syncPlatformData(db.db, config);
    await db.close();
    return {
      name,
      async dispose() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const db = await openDatabase({});
  await syncPlatformData(db.db, config);
  const dump = await db.pglite!.dumpDataDir("none");
  await db.close();
  const dir = mkdtempSync(join(tmpdir(), "qinlian-test-"));
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return {
    name: file,
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
      return Promise.resolve();
    },
  };
}
