/**
 * A small deterministic random generator (mulberry32), so every installation gets the same demo data.
 * Seeded by a number, or by a string (FNV-1a hash) when each item should get its own stable variation.
 */
export function seeded(seed: number | string) {
  let a = typeof seed === "number" ? seed : fnv1a(seed);
  const next = () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)],
    jitter: (n: number) => (next() * 2 - 1) * n,
  };
}

function fnv1a(key: string): number {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}
export type Rng = ReturnType<typeof seeded>;
