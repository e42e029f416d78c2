import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** proxy-addr's named ranges, accepted in TRUST_PROXY lists. */
const proxyRanges = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(s: string): boolean {
  if (proxyRanges.has(s) || isIP(s) !== 0) return true;
  const m = /^([^/]+)\/(\d{1,3})$/.exec(s);
  if (!m) return false;
  const v = isIP(m[1]);
  return v !== 0 && Number(m[2]) <= (v === 4 ? 32 : 128);
}
/**
 * Whose X-Forwarded-* headers to believe: false (nobody), true (anyone: only when nothing but the
 * proxy can reach the server) or a comma-separated list of proxy addresses, CIDR ranges and
 * loopback/linklocal/uniquelocal (Fastify's `trustProxy`).
 */
const trustProxy = z.string().transform((v, ctx): boolean | string[] => {
  const flag = bool.safeParse(v.trim());
  if (flag.success) return flag.data;
  const list = v.split(",").map((s) => s.trim()).filter((s) => s !== "");
  if (list.length > 0 && list.every(isProxyAddress)) return list;
  ctx.addIssue({ code: "custom", message: "true, false, or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal, uniquelocal" });
  return z.NEVER;
});

/**
 * SMS gateways (server/src/modules/sms/providers/). "outbox" delivers nothing: it keeps each message in
 * the sms_outbox table for the operator console, so it is for development, tests and demo
 * installations only. A real gateway is one adapter file there plus its name here.
 */
export const SMS_PROVIDERS = ["outbox"] as const;

/**
 * Every setting, validated at start. `.env.example` documents the same list; a test keeps them equal.
 * A bad value stops the server with a message naming the setting.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: int(1, 65535).default(8080),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  /** The embedded database in a worker thread (kit/pglite-worker.ts), off the thread that answers requests. */
  PGLITE_WORKER: bool.default(true),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  APP_CODE: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{1,31}$/, "letters, digits and _ (2-32)").default("QL"),
  APP_PUBLIC_KEY: z.string().min(8).max(256).default("qinlian-portal-public-key-2026"),
  /**
   * The key of the keyed hash (HMAC-SHA256) that finds a bank card again without storing its number
   * (finance/card-number.ts). Secret: whoever holds it can test guessed card numbers against the
   * hashes. The default is for demo and development installations; production must set its own.
   */
  CARD_HASH_SECRET: z.string().min(16).max(256).default("qinlian-demo-card-hash-secret"),
  SITE_CODE: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/).default("QL-SD"),
  SITE_NAME: z.string().min(2).max(60).default("山东禽业供应链平台"),
  /** The farm map's tile source, a standard XYZ URL ({z}/{x}/{y}); unset: county outlines on a plain background (works offline). */
  MAP_TILE_URL: z.string().url().regex(/\{z\}/).optional(),
  /** Weather forecasts: GET <url>?lat=&lng= (or ?areaCode=) answering { days: WeatherDay[] }; unset: the recorded forecast shipped with the server. */
  WEATHER_URL: z.string().url().regex(/^https?:\/\//).optional(),
  TICKET_COOKIE_DOMAIN: z.string().regex(/^\.?[a-z0-9.-]+$/i).optional(),
  TICKET_IDLE_HOURS: int(1, 24 * 90).default(72),
  TICKET_MAX_DAYS: int(1, 365).default(30),
  COOKIE_SECURE: bool.default(false),
  HSTS_MAX_AGE: int(0, 63_072_000).default(31_536_000),
  HSTS_INCLUDE_SUBDOMAINS: bool.default(true),
  SIGN_WINDOW_SECONDS: int(10, 3600).default(300),
  SIGN_API_REQUIRED: bool.default(false),
  RATE_LIMIT_IP_PER_MIN: int(1, 1_000_000_000).default(1200),
  RATE_LIMIT_TICKET_PER_MIN: int(1, 1_000_000_000).default(600),
  BODY_LIMIT_KB: int(16, 10_240).default(1024),
  UPLOAD_IMAGE_MAX_MB: int(1, 50).default(5),
  UPLOAD_FILE_MAX_MB: int(1, 200).default(20),
  UPLOAD_VIDEO_MAX_MB: int(1, 2048).default(200),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JOBS_ENABLED: bool.default(true),
  JOBS_POLL_MS: int(50, 60_000).default(1000),
  /** Demo installation (see `isDemoMode`): demo data on the first start, SMS kept in the outbox for operators. */
  DEMO_DATA: bool.default(true),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS).default("outbox"),
  SMS_ECHO_FILE: z.string().min(1).optional(),
  /** Seconds before a second code to one mobile (60 in production; the browser journeys shorten it). */
  SMS_RESEND_SECONDS: int(1, 600).default(60),
  WEB_DIST: z.string().default("web/dist"),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; webDist: string };

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value means "unset", as in most .env tooling.
  const known = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === "" ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}=${JSON.stringify(env[String(i.path[0])] ?? "")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const problems = deploymentProblems(c);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return { ...c, dataDir: resolve(c.DATA_DIR), webDist: resolve(c.WEB_DIST) };
}

/**
 * Demo mode: an installation for trying the portal out (`npm start`'s default, DEMO_DATA=true). Demo
 * data is loaded on the first start, and SMS may go to the outbox only, where the operator console
 * shows them in full (codes and set-password links included) in place of a real phone. A real
 * deployment sets DEMO_DATA=false, and then needs a real SMS provider in production.
 */
export function isDemoMode(c: Pick<Config, "DEMO_DATA">): boolean {
  return c.DEMO_DATA;
}

/** Settings that are each valid but do not make a safe production installation together. */
function deploymentProblems(c: z.infer<typeof configSchema>): string[] {
  if (c.NODE_ENV !== "production" || isDemoMode(c)) return [];
  const problems: string[] = [];
  if (c.SMS_PROVIDER === "outbox") {
    problems.push(
      `SMS_PROVIDER="outbox": the outbox sends no SMS (development, test and demo only); in production set SMS_PROVIDER to a real gateway, or run a demo installation with DEMO_DATA=true`,
    );
  }
  if (c.SMS_RESEND_SECONDS < 60) problems.push(`SMS_RESEND_SECONDS=${c.SMS_RESEND_SECONDS}: below the 60 seconds between codes to one mobile that SMS gateways require; only for tests and demo installations`);
  if (c.SMS_ECHO_FILE) problems.push(`SMS_ECHO_FILE=${JSON.stringify(c.SMS_ECHO_FILE)}: writes every SMS, codes included, to a file; only for development, tests and demo installations (DEMO_DATA=true)`);
  if (c.CARD_HASH_SECRET === configSchema.shape.CARD_HASH_SECRET.parse(undefined)) {
    problems.push(`CARD_HASH_SECRET: the demo default; in production set a secret of your own (≥ 16 characters, e.g. openssl rand -hex 32)`);
  }
  if (!c.PUBLIC_URL) problems.push(`PUBLIC_URL="": required in production, where SMS carry links to the site (e.g. https://qinlian.example.cn)`);
  return problems;
}
