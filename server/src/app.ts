import { existsSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { Codes, codeMessages, ticketHeaderName } from "@qinlian/contract";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "./config";
import { ClientBodyError } from "./kit/errors";
import type { Ctx } from "./kit/context";
import { ping, type Database } from "./kit/db";
import { EventBus, type Subscriber } from "./kit/events";
import { LocalFileStore, type FileStore } from "./kit/files/storage";
import { newId } from "./kit/ids";
import type { Impl } from "./kit/implement";
import { JobQueue } from "./kit/jobs/queue";
import { JobRunner } from "./kit/jobs/runner";
import { docsPage, openApiDocument } from "./kit/openapi";
import { registerCalls } from "./kit/pipeline";
import { securityHeadersFor } from "./kit/security-headers";
import { precompressedStatic } from "./kit/static-compress";
import { spaPages } from "./kit/spa-pages";
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./kit/ratelimit";
import type { Services } from "./kit/services";
import { allImpls, closeHooks, jobHandlers, subscribers } from "./modules";
import { registerFileServing } from "./modules/file";
import { RoleFuncs } from "./modules/identity";
import { createMemberResolver } from "./modules/identity";
import { createSmsSender, type SmsProvider } from "./modules/sms";

export interface AppOptions {
  config: Config;
  database: Database;
  /** The calls to serve (default: every module's). Tests may add their own. */
  impls?: readonly Impl[];
  logger?: FastifyBaseLogger | boolean;
  files?: FileStore;
  limiter?: RateLimiter;
  /** The SMS gateway (default: the one SMS_PROVIDER names). */
  smsProvider?: SmsProvider;
  /** Domain event subscribers (default: the registry's `subscribers`). */
  subscribers?: readonly Subscriber[];
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
    // A URL that is not valid percent-encoding never reaches a route: answer it in the envelope.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const msg = err.code === "FST_ERR_BAD_URL" ? "请求地址不是合法的 URL 编码" : codeMessages[Codes.BAD_REQUEST];
      void reply.code(400).send({ code: Codes.BAD_REQUEST, msg, data: null });
    },
  });

  const limiter =
    opts.limiter ?? (config.REDIS_URL ? new RedisRateLimiter(new Redis(config.REDIS_URL, { lazyConnect: false })) : new MemoryRateLimiter());
  const services: Services = {
    events: new EventBus(opts.subscribers ?? subscribers),
    files: opts.files ?? new LocalFileStore(join(config.dataDir, "files"), config.PUBLIC_URL?.replace(/\/$/, "") ?? ""),
    jobs: new JobQueue(),
    limiter,
    sms: createSmsSender(config, app.log, opts.smsProvider),
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
    // The body is read as UTF-8: a body declared in another charset would be misread, not parsed.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers["content-type"] ?? "")?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
      return done(new ClientBodyError(`请求体须为 UTF-8 编码的 JSON（收到 charset=${charset.slice(0, 40)}）`, undefined, 415), undefined);
    }
    const raw = typeof body === "string" ? body : body.toString("utf8");
    req.rawBody = raw;
    if (raw.trim() === "") return done(null, {});
    void jsonParser(req, raw, done);
  });

  await app.register(cookie);
  const secHeaders = securityHeadersFor(config);
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(secHeaders(req.url));
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: config.UPLOAD_VIDEO_MAX_MB * 1024 * 1024 } });

  app.setErrorHandler((err, req, reply) => {
    const e = err as Error & { statusCode?: number; code?: string };
    // The client went away (e.g. navigated off a page): nothing to answer, nothing wrong. Ask the
    // reply's side: the request's own `destroyed` is already true once a body was read (Node 20).
    if (reply.raw.destroyed || reply.raw.writableEnded || req.raw.socket?.destroyed === true) {
      req.log.debug({ reqId: req.id, url: req.url, err: e.message }, "client closed the connection");
      return reply;
    }
    if (reply.raw.headersSent) {
      // A streamed reply broke half-way: too late for an envelope; end the connection.
      req.log.error({ err, reqId: req.id, url: req.url }, "reply failed after its headers were sent");
      reply.raw.destroy();
      return reply;
    }
    if (e instanceof ClientBodyError) {
      return reply.code(e.statusCode).send({ code: Codes.BAD_REQUEST, msg: e.message, data: null });
    }
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
  // built on first request, not at start (zod → JSON Schema for every call: ~0.4 s of a cold start)
  let openapi: ReturnType<typeof openApiDocument> | undefined;
  let docs: string | undefined;
  const openapiDoc = () => (openapi ??= openApiDocument(impls.map((i) => i.call), config));
  app.get("/openapi.json", () => Promise.resolve(openapiDoc()));
  app.get("/docs", async (_req, reply) => reply.type("text/html; charset=utf-8").send((docs ??= docsPage(openapiDoc()))));

  // Runtime settings for the web client (served as a script so the page's CSP stays 'self').
  const clientConfig = {
    appCode: config.APP_CODE,
    publicKey: config.APP_PUBLIC_KEY,
    ticketHeader: ticketHeaderName(config.APP_CODE),
    siteCode: config.SITE_CODE,
    siteName: config.SITE_NAME,
    // only when set: the script stays under the compression threshold (its headers count in the audit)
    ...(config.MAP_TILE_URL ? { mapTileUrl: config.MAP_TILE_URL } : {}),
  };
  app.get("/app-config.js", async (_req, reply) =>
    reply
      .type("application/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(`window.__QINLIAN__=${JSON.stringify(clientConfig)};`),
  );

  registerFileServing(app, { config, db: database.db, services });

  const webIndex = join(config.webDist, "index.html");
  const hasWeb = existsSync(webIndex);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      ...precompressedStatic,
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header("cache-control", path.includes(`${join(config.webDist, "assets")}`) ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  // The web's pages: 404 for paths it does not serve, each page's title and description in its head.
  const pages = hasWeb ? spaPages(config.webDist, config.SITE_NAME) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if ((req.method === "GET" || req.method === "HEAD") && !isApi && !/\.[a-z0-9]{2,5}$/i.test(req.url.split("?")[0])) {
      if (!pages) return reply.code(503).type("text/plain; charset=utf-8").send("web app not built: run `npm run build`");
      const page = await pages.page(systemCtx(req.id), req.url);
      return reply.code(page.status).header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page.html);
    }
    return reply.code(404).send({ code: "404", msg: `接口或资源不存在：${req.method} ${req.url.split("?")[0]}`, data: null });
  });

  const runner = new JobRunner(database.db, jobHandlers, app.log, { pollMs: config.JOBS_POLL_MS }, systemCtx);
  services.jobs.onWake(() => runner.nudge());

  return {
    app,
    services,
    runner,
    systemCtx,
    async close() {
      await runner.stop();
      await app.close();
      for (const hook of closeHooks) await hook(database.db).catch((e: unknown) => app.log.error({ err: e }, "a module's close hook failed"));
      await limiter.close();
    },
  };
}
