/**
 * The load generator, run in its own process (harness.ts forks it for every run) so that autocannon
 * shares neither the server's event loop nor its CPU account: the server process's CPU time per
 * answered request is then the server's alone, and latencies are not stretched by the server's
 * synchronous work (PGlite runs its queries on the event loop).
 *
 * Receives one LoadJob by IPC, says "started" when the load begins, answers one LoadResult, exits.
 */
import autocannon from "autocannon";

export interface LoadRequest {
  /** The body; every "[<id>]" in it is replaced by a new unique value per request. */
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface LoadJob {
  readonly url: string;
  /** Sent in rotation by every connection. */
  readonly requests: readonly LoadRequest[];
  readonly connections: number;
  readonly seconds: number;
}

export interface LoadResult {
  /** 2xx answers. */
  readonly ok: number;
  /** Connection errors, timeouts and non-2xx answers. */
  readonly errors: number;
  /** Seconds the load ran. */
  readonly seconds: number;
  readonly p50: number;
  readonly p99: number;
}

const ID = "[<id>]";
let seq = 0;
const unique = () => `${process.pid.toString(36)}${Date.now().toString(36)}${(++seq).toString(36)}`;

async function run(job: LoadJob): Promise<LoadResult> {
  const r = await autocannon({
    url: job.url,
    method: "POST",
    connections: job.connections,
    duration: job.seconds,
    requests: job.requests.map((q) => ({
      method: "POST" as const,
      headers: { "content-type": "application/json", ...q.headers },
      body: q.body,
      ...(q.body.includes(ID) ? { setupRequest: (req: autocannon.Request) => ({ ...req, body: q.body.split(ID).join(unique()) }) } : {}),
    })),
  });
  return { ok: r["2xx"], errors: r.errors + r.non2xx, seconds: r.duration, p50: r.latency.p50, p99: r.latency.p99 };
}

process.once("message", (job: LoadJob) => {
  process.send?.("started");
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
