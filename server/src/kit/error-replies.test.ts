import { once } from "node:events";
import { request, type ClientRequest } from "node:http";
import type { Socket } from "node:net";
import { domain } from "@qinlian/contract";
import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../testing/harness";
import { listenOnLoopback } from "../testing/socket-client";
import { implement } from "./implement";
import { testCalls, testImpls } from "./test-calls";

/** Log lines as pino writes them (level 50 = error, 20 = debug). */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string; stack: string };
}

const probe = domain("probe", {
  nulToDatabase: {
    path: "/api/test/probe/nulToDatabase",
    access: "public",
    summary: "sends a NUL to the database past validation (as a bug would)",
    input: z.object({}),
    output: z.null(),
  },
  slowCrash: {
    path: "/api/test/probe/slowCrash",
    access: "public",
    summary: "waits until released, then throws",
    input: z.object({}),
    output: z.null(),
  },
});

let slowStarted: (reqId: string) => void = () => undefined;
let releaseSlow: () => void = () => undefined;

const probeImpls = [
  implement(probe.nulToDatabase, async (_input, ctx) => {
    await ctx.db.execute(sql`select ${"a\u0000b"}::text as t`);
    return null;
  }),
  implement(probe.slowCrash, async (_input, ctx) => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
      slowStarted(ctx.reqId);
    });
    throw new Error("thrown after the client left");
  }),
];

describe("unexpected errors are always answered (over a real socket)", async () => {
  const lines: LogLine[] = [];
  const logger = pino({ level: "debug" }, { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) });
  const t = await createTestApp({ extraImpls: [...testImpls, ...probeImpls], logger });
  const client = await listenOnLoopback(t);

  it("answers a handler's unexpected error with HTTP 500, the envelope and the request id, and logs it at error with the stack", async () => {
    const r = await client.post(testCalls.crash.path, '{"note":"after a body was read"}');
    expect(r.timedOut).toBe(false);
    expect(r.status).toBe(500);
    expect(r.envelope).toMatchObject({ code: "500", data: null });
    const reqId = /请求编号 ([0-9a-z]+)/.exec(r.envelope?.msg ?? "")?.[1];
    expect(reqId).toMatch(/^[0-9a-z]{20}$/);
    expect(JSON.stringify(r.envelope)).not.toContain("secret internals");

    const logged = lines.filter((l) => l.level === 50 && l.reqId === reqId);
    expect(logged).toHaveLength(1);
    expect(logged[0].err?.message).toContain("secret internals");
    expect(logged[0].err?.stack).toMatch(/\n\s+at /);
  });

  it("answers a database error (PostgreSQL refuses NUL in text) instead of hanging", async () => {
    const r = await client.post(probe.nulToDatabase.path, "{}");
    expect(r.timedOut).toBe(false);
    expect(r.status).toBe(500);
    expect(r.envelope?.code).toBe("500");
    expect(lines.some((l) => l.level === 50 && /0x00|null character|invalid byte sequence/i.test(l.err?.message ?? ""))).toBe(true);
  });

  it("does not answer (nor log an error) when the client has really gone, and keeps serving", async () => {
    const started = new Promise<string>((resolve) => (slowStarted = resolve));
    const serverSide = once(t.app.server, "connection") as Promise<[Socket]>;
    const body = "{}";
    let req: ClientRequest | undefined;
    const clientGone = new Promise<void>((resolve) => {
      req = request(`${client.baseUrl}${probe.slowCrash.path}`, {
        method: "POST",
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      });
      req.on("error", () => resolve());
      req.end(body);
    });
    const [socket] = await serverSide;
    const reqId = await started;
    req?.destroy();
    await clientGone;
    if (!socket.destroyed) await once(socket, "close");
    releaseSlow();

    await expect.poll(() => lines.some((l) => l.reqId === reqId && l.level === 20 && /closed/.test(l.msg))).toBe(true);
    expect(lines.filter((l) => l.reqId === reqId && l.level >= 40)).toEqual([]);
    const next = await client.post(testCalls.echo.path, '{"name":"x","count":1}');
    expect(next.envelope?.code).toBe("0");
  });
});
