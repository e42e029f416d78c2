import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { account, maskPhone } from "@qinlian/contract";
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { createTestApp } from "../../testing/harness";
import type { SmsProvider } from "./provider";
import { smsProviders } from "./providers";
import { smsOutbox } from "./schema";
import { createSmsSender } from "./sender";
import { lastSmsCode } from "./test-phone";

/** A logger that keeps every line it writes (at every level). */
function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "trace" }, { write: (s: string) => void lines.push(s) });
  return { logger, lines, text: () => lines.join("") };
}

describe("SMS setup: production needs a real provider, demo mode says so", () => {
  const production = { NODE_ENV: "production", DEMO_DATA: "false", PUBLIC_URL: "https://qinlian.example.cn" };

  it("refuses the outbox provider in production outside demo mode, naming the setting", () => {
    const e = (() => {
      try {
        loadConfig(production);
      } catch (x) {
        return x as Error;
      }
    })();
    expect(e).toBeInstanceOf(ConfigError);
    expect(e?.message).toMatch(/SMS_PROVIDER="outbox".*production.*DEMO_DATA=true/);
  });

  it("refuses the echo file and a missing PUBLIC_URL in production outside demo mode", () => {
    expect(() => loadConfig({ ...production, SMS_ECHO_FILE: "/tmp/sms.jsonl" })).toThrow(/SMS_ECHO_FILE=/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: "" })).toThrow(/PUBLIC_URL="": required in production/);
    expect(() => loadConfig({ SMS_PROVIDER: "aliyun" })).toThrow(/SMS_PROVIDER="aliyun"/);
  });

  it("npm start's settings (production, demo data) and development and test start with the outbox", () => {
    expect(loadConfig({}).SMS_PROVIDER).toBe("outbox");
    expect(loadConfig({ NODE_ENV: "production", DEMO_DATA: "true", SMS_ECHO_FILE: "/tmp/x" }).DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DEMO_DATA: "false" }).SMS_PROVIDER).toBe("outbox");
    expect(loadConfig({ NODE_ENV: "test", DEMO_DATA: "false" }).SMS_PROVIDER).toBe("outbox");
  });

  it("the server process exits at start with the message (before touching the data directory)", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "qinlian-sms-start-"));
    const root = resolve(__dirname, "..", "..", "..", "..");
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH, ...production, DATA_DIR: join(dataDir, "data"), PORT: "1", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const code = await new Promise<number | null>((r) => child.once("exit", r));
    clearTimeout(timer);
    expect(code).toBe(2);
    expect(out).toMatch(/SMS_PROVIDER="outbox"/);
    expect(existsSync(join(dataDir, "data"))).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  }, 40_000);

  it("in demo mode the log says at start that operators read every SMS in full", () => {
    const demo = capturingLogger();
    createSmsSender(loadConfig({ NODE_ENV: "production", DEMO_DATA: "true" }), demo.logger);
    expect(demo.text()).toMatch(/demo mode \(DEMO_DATA=true\).*read each message in full.*\/admin\/sms/);
    const dev = capturingLogger();
    createSmsSender(loadConfig({ NODE_ENV: "development", DEMO_DATA: "false" }), dev.logger);
    expect(dev.text()).not.toMatch(/demo mode/);
    expect(dev.text()).toMatch(/masked/);
  });

  it("the outbox provider never writes the echo file on a production installation that is not a demo", async () => {
    const dir = mkdtempSync(join(tmpdir(), "qinlian-echo-"));
    const file = join(dir, "sms.jsonl");
    const base = loadConfig({ NODE_ENV: "test", SMS_ECHO_FILE: file });
    const msg = { mobile: "13700000001", purpose: "REGISTER", content: "验证码 123456", secrets: ["123456"] };
    await smsProviders.outbox({ ...base, NODE_ENV: "production", DEMO_DATA: false }).deliver(msg);
    expect(existsSync(file)).toBe(false);
    await smsProviders.outbox({ ...base, NODE_ENV: "production", DEMO_DATA: true }).deliver(msg);
    expect(readFileSync(file, "utf8")).toContain("123456");
    rmSync(dir, { recursive: true, force: true });
  });
});

describe("codes never reach the log; the outbox masks them outside demo mode", async () => {
  const log = capturingLogger();
  const t = await createTestApp({ logger: log.logger });
  const db = t.database.db;

  it("a sent code is in neither the log nor the stored copy; the log has the purpose and the masked number", async () => {
    await t.ok(account.sendSmsCode, { purpose: "REGISTER", mobile: "13700008001" });
    const code = lastSmsCode(t.config, "13700008001");
    expect(log.text()).not.toContain(code);
    expect(log.text()).not.toContain("13700008001");
    const line = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === "SMS sent");
    expect(line).toMatchObject({ purpose: "REGISTER", mobile: maskPhone("13700008001"), provider: "outbox" });
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13700008001"));
    expect(row.content).not.toContain(code);
    expect(row.content).toContain("******");
    expect(row.demoContent).toBeNull();
  });

  it("a gateway failure is recorded and logged without the secret, and the send fails", async () => {
    const failing: SmsProvider = {
      name: "failing",
      outboxOnly: false,
      deliver: (m) => Promise.reject(new Error(`gateway refused: ${m.content}`)),
    };
    const sender = createSmsSender(t.config, log.logger, failing);
    await expect(sender.send(db, { mobile: "13700008002", purpose: "RESET_PASSWORD", content: "验证码 654321", secrets: ["654321"] })).rejects.toThrow(
      /not delivered/,
    );
    expect(log.text()).not.toContain("654321");
    const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13700008002")).orderBy(desc(smsOutbox.createdAt));
    expect(row).toMatchObject({ status: "FAILED", provider: "failing", content: "验证码 ******" });
    expect(row.error).not.toContain("654321");
  });
});

describe("in demo mode the outbox keeps the full text for the operator", async () => {
  const t = await createTestApp({ env: { DEMO_DATA: "true" } });

  it("stores the masked copy and the full text", async () => {
    await t.ok(account.sendSmsCode, { purpose: "REGISTER", mobile: "13700008003" });
    const code = lastSmsCode(t.config, "13700008003");
    const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, "13700008003"));
    expect(row.content).not.toContain(code);
    expect(row.demoContent).toContain(code);
  });
});
