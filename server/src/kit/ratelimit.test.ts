import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from "./ratelimit";

function behaves(name: string, make: () => RateLimiter) {
  describe(name, () => {
    it("allows `limit` hits per window, then refuses with the time left", async () => {
      const l = make();
      const key = `k-${randomBytes(4).toString("hex")}`;
      const d = [];
      for (let i = 0; i < 4; i++) d.push(await l.hit(key, 3, 60_000));
      expect(d.map((x) => x.allowed)).toEqual([true, true, true, false]);
      expect(d[3].retryAfterMs).toBeGreaterThan(50_000);
      expect((await l.hit(`${key}-other`, 3, 60_000)).allowed).toBe(true);
      await l.close();
    });
    it("starts a new window when the old one ends", async () => {
      const l = make();
      const key = `w-${randomBytes(4).toString("hex")}`;
      expect((await l.hit(key, 1, 50)).allowed).toBe(true);
      expect((await l.hit(key, 1, 50)).allowed).toBe(false);
      await new Promise((r) => setTimeout(r, 80));
      expect((await l.hit(key, 1, 50)).allowed).toBe(true);
      await l.close();
    });
    it("counts concurrent hits exactly", async () => {
      const l = make();
      const key = `c-${randomBytes(4).toString("hex")}`;
      const d = await Promise.all(Array.from({ length: 50 }, () => l.hit(key, 20, 60_000)));
      expect(d.filter((x) => x.allowed)).toHaveLength(20);
      await l.close();
    });
  });
}

behaves("memory rate limiter", () => new MemoryRateLimiter());
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) behaves("redis rate limiter", () => new RedisRateLimiter(new Redis(redisUrl), `ql:test:${randomBytes(3).toString("hex")}:`));
else describe.skip("redis rate limiter (set TEST_REDIS_URL)", () => it("needs Redis", () => undefined));
