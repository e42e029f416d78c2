import type { Redis } from "ioredis";

export interface RateDecision {
  allowed: boolean;
  /** Milliseconds until the window resets (0 when allowed). */
  retryAfterMs: number;
}

/** Fixed-window counters: at most `limit` hits per `windowMs` for one key. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  close(): Promise<void>;
}

/** In-process counters: right for one server instance (the embedded-database setup). */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly clock: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return Promise.resolve(w.count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: w.resetAt - now });
  }

  private sweep(): void {
    const now = this.clock();
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}

/** Counters in Redis, shared by every server instance (REDIS_URL set). */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "ql:rl:",
  ) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const k = this.prefix + key;
    const res = await this.redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
    if (!res) throw new Error("redis rate limit transaction aborted");
    const count = Number(res[0][1]);
    const ttl = Number(res[2][1]);
    return count <= limit ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(ttl, 0) };
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
