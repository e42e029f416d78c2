import { existsSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { Codes, codeMessages, ticketHeaderName } from "@qinlian/contract";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "./config";
import type { Ctx } from "./kit/context";
import { ping, type Database } from "./kit/db";
import { LocalFileStore, type FileStore } from "./kit/files/storage";
import { newId } from "./kit/ids";
import type { Impl } from "./kit/implement";
import { JobQueue } from "./kit/jobs/queue";
import { JobRunner } from "./kit/jobs/runner";
import { docsPage, openApiDocument } from "./kit/openapi";
import { registerCalls } from "./kit/pipeline";
import { securityHeaders } from "./kit/security-headers";
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./kit/ratelimit";
import type { Services } from "./kit/services";
import { allImpls, jobHandlers } from "./modules";
import { RoleFuncs } from "./modules/identity/role-funcs";
import { createMemberResolver } from "./modules/identity/tickets";
import { OutboxSmsSender, type SmsSender } from "./modules/sms/sender";

export interface AppOptions {
  config: Config;
  database: Database;
  /** The calls to serve (default: every module's). Tests may add their own. */
  impls?: readonly Impl[];
  logger?: FastifyBaseLogger | boolean;
  files?: FileStore;
  limiter?: RateLimiter;
  sms?: SmsSender;
  /** Check replies against output schemas (default: on when NODE_ENV is "test"). */
  validateOutput?: boolean;
}

export interface QinlianApp {
  readonly app: FastifyInstance;
  readonly services: Services;
  readonly runner: JobRunner;
  /** A context with no member, for jobs, demo data and scripts. */
  systemCtx(reqId?: string): Ctx;
  close(): Promise<void>;
}

const API_PREFIXES = ["/api/", "/openapi/", "/cas/", "/files/"];

/** File extension (as stored, from the sniffed type) → Content-Type. */
const mimeByExt: Record<string, string> = {
  jpg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp",
  mp4: "video/mp4", webm: "video/webm", mov: "video/quicktime", pdf: "application/pdf",
  txt: "text/plain; charset=utf-8", csv: "text/csv; charset=utf-8",
  svg: "image/svg+xml", // only generated demo pictures: uploads never store SVG (kit/files/sniff.ts)
};

export async function buildApp(opts: AppOptions): Promise<QinlianApp> {
  const { config, database } = opts;
  const app = Fastify({
    loggerInstance: typeof opts.logger === "object" ? opts.logger : undefined,
    logger: typeof opts.logger === "object" ? undefined : (opts.logger ?? { level: config.LOG_LEVEL }),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_KB * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => newId(),
    routerOptions: { ignoreTrailingSlash: true },
  });

  const limiter =
    opts.limiter ?? (config.REDIS_URL ? new RedisRateLimiter(new Redis(config.REDIS_URL, { lazyConnect: false })) : new MemoryRateLimiter());
  const services: Services = {
    files: opts.files ?? new LocalFileStore(join(config.dataDir, "files"), config.PUBLIC_URL?.replace(/\/$/, "") ?? ""),
    jobs: new JobQueue(),
    limiter,
    sms: opts.sms ?? new OutboxSmsSender(app.log, config.SMS_ECHO_FILE),
    resolveMember: createMemberResolver(new RoleFuncs(), { idleHours: config.TICKET_IDLE_HOURS, maxDays: config.TICKET_MAX_DAYS }),
  };
  const systemCtx = (reqId = `sys:${newId()}`): Ctx => ({
    db: database.db,
    inTransaction: false,
    log: app.log.child({ reqId }),
    reqId,
    ip: "127.0.0.1",
    now: new Date(),
    config,
    services,
    member: null,
    http: { ticket: null, userAgent: null, setTicketCookie: () => undefined, clearTicketCookie: () => undefined },
  });

  // JSON bodies: keep the raw text (the signature covers it), parse with Fastify's safe parser.
  const jsonParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const raw = typeof body === "string" ? body : body.toString("utf8");
    req.rawBody = raw;
    if (raw.trim() === "") return done(null, {});
    jsonParser(req, raw, done);
  });

  await app.register(cookie);
  const secHeaders = securityHeaders({ hsts: config.COOKIE_SECURE });
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(secHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: config.UPLOAD_VIDEO_MAX_MB * 1024 * 1024 } });

  app.setErrorHandler((err, req, reply) => {
    const e = err as Error & { statusCode?: number; code?: string };
    const status = e.statusCode ?? 500;
    if (status === 413 || e.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.code(413).send({ code: Codes.TOO_LARGE, msg: `请求内容超过大小限制`, data: null });
    }
    if (status === 415) {
      return reply.code(415).send({ code: Codes.BAD_REQUEST, msg: "请求须为 JSON（Content-Type: application/json）", data: null });
    }
    if (status >= 400 && status < 500) {
      const msg = e.code === "FST_ERR_CTP_INVALID_JSON_BODY" || e instanceof SyntaxError ? "请求体不是合法的 JSON" : codeMessages[Codes.BAD_REQUEST];
      return reply.code(status).send({ code: Codes.BAD_REQUEST, msg, data: null });
    }
    req.log.error({ err, reqId: req.id, url: req.url }, "unexpected error");
    return reply.code(500).send({ code: "500", msg: `服务器繁忙，请稍后再试（请求编号 ${req.id}）`, data: null });
  });

  registerCalls(app, opts.impls ?? allImpls, {
    config,
    db: database.db,
    services,
    validateOutput: opts.validateOutput ?? config.NODE_ENV === "test",
  });

  app.get("/health", async (_req, reply) => {
    try {
      await ping(database.db);
      return { status: "ok", db: database.kind, uptimeSeconds: Math.round(process.uptime()) };
    } catch (e) {
      app.log.error({ err: e }, "health check failed");
      return reply.code(503).send({ status: "error", db: database.kind });
    }
  });

  const impls = opts.impls ?? allImpls;
  const openapi = openApiDocument(impls.map((i) => i.call), config);
  app.get("/openapi.json", async () => openapi);
  const docs = docsPage(openapi);
  app.get("/docs", async (_req, reply) => reply.type("text/html; charset=utf-8").send(docs));

  // Runtime settings for the web client (served as a script so the page's CSP stays 'self').
  const clientConfig = {
    appCode: config.APP_CODE,
    publicKey: config.APP_PUBLIC_KEY,
    ticketHeader: ticketHeaderName(config.APP_CODE),
    siteCode: config.SITE_CODE,
    siteName: config.SITE_NAME,
  };
  app.get("/app-config.js", async (_req, reply) =>
    reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(`window.__QINLIAN__=${JSON.stringify(clientConfig)};`),
  );

  app.get("/files/*", async (req, reply) => {
    const key = (req.params as { "*": string })["*"];
    const f = await services.files.open(key);
    if (!f) return reply.code(404).send({ code: Codes.NOT_FOUND, msg: "文件不存在", data: null });
    const ext = key.split(".").pop() ?? "";
    const mime = mimeByExt[ext] ?? "application/octet-stream";
    const inline = /^(image|video)\/|^application\/pdf|^text\//.test(mime);
    return reply
      .type(mime)
      .header("content-length", f.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-disposition", inline ? "inline" : "attachment")
      .send(f.stream);
  });

  const webIndex = join(config.webDist, "index.html");
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header("cache-control", path.includes(`${join(config.webDist, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method === "GET" && !isApi && !/\.[a-z0-9]{2,5}$/i.test(req.url.split("?")[0])) {
      if (!hasWeb) return reply.code(503).type("text/plain; charset=utf-8").send("web app not built: run `npm run build`");
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.code(404).send({ code: "404", msg: `接口或资源不存在：${req.method} ${req.url.split("?")[0]}`, data: null });
  });

  const runner = new JobRunner(database.db, jobHandlers, app.log, { pollMs: config.JOBS_POLL_MS }, systemCtx);

  return {
    app,
    services,
    runner,
    systemCtx,
    async close() {
      await runner.stop();
      await app.close();
      await limiter.close();
    },
  };
}
