import type { AddressInfo } from "node:net";
import { signHeaders, ticketHeaderName, type Envelope } from "@qinlian/contract";
import type { TestApp } from "./harness";

export interface SocketReply {
  /** No reply within the time allowed (the request was then aborted). */
  timedOut: boolean;
  status: number;
  /** The reply parsed as an envelope, or null when it is not JSON. */
  envelope: Envelope | null;
  ms: number;
}

export interface SocketPostOptions {
  ticket?: string;
  headers?: Record<string, string>;
  /** Abort and report `timedOut` after this long (default 1 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface SocketClient {
  readonly baseUrl: string;
  /** POSTs a signed JSON body over a real TCP socket. */
  post(path: string, body: string, opts?: SocketPostOptions): Promise<SocketReply>;
}

/**
 * Serves the test app on an ephemeral loopback port. `app.inject` never shows some failures a real
 * socket does (on Node 20 an IncomingMessage is already `destroyed` once its body was read; an
 * injected request is not), so tests about "a reply always comes" use this.
 */
export async function listenOnLoopback(t: TestApp): Promise<SocketClient> {
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    async post(path, body, opts = {}) {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        ...signHeaders(t.config.APP_CODE, t.config.APP_PUBLIC_KEY, body, Date.now()),
      };
      if (opts.ticket) headers[ticketHeaderName(t.config.APP_CODE)] = opts.ticket;
      Object.assign(headers, opts.headers);
      const timeout = AbortSignal.timeout(opts.timeoutMs ?? 1000);
      const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
      const started = Date.now();
      try {
        const res = await fetch(baseUrl + path, { method: "POST", headers, body, signal });
        const text = await res.text();
        let envelope: Envelope | null = null;
        try {
          envelope = JSON.parse(text) as Envelope;
        } catch {
          envelope = null;
        }
        return { timedOut: false, status: res.status, envelope, ms: Date.now() - started };
      } catch (e) {
        if (timeout.aborted) return { timedOut: true, status: 0, envelope: null, ms: Date.now() - started };
        throw e;
      }
    },
  };
}
