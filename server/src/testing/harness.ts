import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { identity, signHeaders, ticketHeaderName, type CallDef, type Envelope } from "@qinlian/contract";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { afterAll, inject } from "vitest";
import type { z } from "zod";
import { buildApp, type QinlianApp } from "../app";
import { loadConfig, type Config } from "../config";
import type { Ctx } from "../kit/context";
import { openDatabase, type Database } from "../kit/db";
import type { Impl } from "../kit/implement";
import { allImpls } from "../modules";

export interface CallOptions {
  /** Ticket to send in the header (the web client sends it as a cookie; both work). */
  ticket?: string | null;
  /** Send no signature headers. */
  unsigned?: boolean;
  /** Override signature parts to test refusals. */
  timestamp?: number;
  sign?: string;
  headers?: Record<string, string>;
  /** Send this raw body instead of JSON.stringify(input). */
  rawBody?: string;
  /** The caller's address; by default a random one per call, so per-address limits stay out of the way. */
  ip?: string;
}

export interface CallResult<T> extends Envelope<T> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

export interface TestApp extends QinlianApp {
  readonly config: Config;
  readonly database: Database;
  /** The app's system context maker (a plain function: tests hand it on, e.g. to a JobRunner). */
  systemCtx(this: void, reqId?: string): Ctx;
  /** Makes a call through the real pipeline, signed as the web client signs it. */
  call<C extends CallDef>(def: C, input: z.input<C["input"]>, opts?: CallOptions): Promise<CallResult<z.output<C["output"]>>>;
  /** Like `call`, but fails the test unless the code is "0"; returns data. */
  ok<C extends CallDef>(def: C, input: z.input<C["input"]>, opts?: CallOptions): Promise<z.output<C["output"]>>;
  /** Logs in (through the login call) and returns the ticket. */
  login(loginName: string, password: string): Promise<string>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Extra calls for pipeline tests. */
  extraImpls?: readonly Impl[];
  /** A logger to capture log lines (default: the configured level, silent in tests). */
  logger?: FastifyBaseLogger;
}

const resHeaders = (h: Record<string, string | string[] | number | undefined>): CallResult<unknown>["headers"] =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, typeof v === "number" ? String(v) : v]));

const rnd = () => Math.floor(Math.random() * 254) + 1;

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = inject("dbTemplate");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `qinlian_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (e) {
        // Two files copying the template at the same moment: PostgreSQL refuses one; try again.
        if (attempt > 20 || !String(e).includes("being accessed")) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    const u = new URL(url);
    u.pathname = `/${name}`;
    const database = await openDatabase({ url: u.toString(), poolSize: 8 }, false);
    return {
      database,
      drop: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const database = await openDatabase({ loadDataDir: new Blob([readFileSync(template)]) }, false);
  return { database, drop: () => database.close() };
}

/** A fresh app on a fresh copy of the migrated database; closed after the file's tests. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "qinlian-files-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    JOBS_ENABLED: "false",
    DEMO_DATA: "false",
    // The tests' phone: every SMS in full (the outbox masks codes outside demo mode); see sms/test-phone.ts.
    SMS_ECHO_FILE: join(dataDir, "sms.jsonl"),
    WEB_DIST: join(dataDir, "no-web"),
    RATE_LIMIT_IP_PER_MIN: "100000",
    RATE_LIMIT_TICKET_PER_MIN: "100000",
    ...opts.env,
  });
  const { database, drop } = await freshDatabase();
  const q = await buildApp({ config, database, impls: [...allImpls, ...(opts.extraImpls ?? [])], logger: opts.logger });
  await q.app.ready();

  async function call<C extends CallDef>(def: C, input: z.input<C["input"]>, o: CallOptions = {}) {
    const body = o.rawBody ?? JSON.stringify(input ?? {});
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (!o.unsigned) {
      const h = signHeaders(config.APP_CODE, config.APP_PUBLIC_KEY, body, o.timestamp ?? Date.now());
      Object.assign(headers, h, o.sign !== undefined ? { AppSign: o.sign } : {});
    }
    if (o.ticket) headers[ticketHeaderName(config.APP_CODE)] = o.ticket;
    Object.assign(headers, o.headers);
    const ip = o.ip ?? `10.${rnd()}.${rnd()}.${rnd()}`;
    const res = await q.app.inject({ method: "POST", url: def.path, headers, payload: body, remoteAddress: ip });
    const env = res.json<Envelope<z.output<C["output"]>>>();
    return { ...env, status: res.statusCode, headers: resHeaders(res.headers) };
  }

  const t: TestApp = {
    ...q,
    config,
    database,
    call,
    async ok(def, input, o) {
      const r = await call(def, input, o);
      if (r.code !== "0") throw new Error(`${def.path} answered ${r.code}: ${r.msg}`);
      return r.data;
    },
    async login(loginName, password) {
      const r = await call(identity.login, { loginName, password });
      if (r.code !== "0") throw new Error(`login ${loginName} failed: ${r.code} ${r.msg}`);
      return r.data.ticket;
    },
    async close() {
      await q.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  afterAll(() => t.close());
  return t;
}
