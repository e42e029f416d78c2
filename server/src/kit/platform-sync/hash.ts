import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** JSON with every object's keys in sorted order, so equal data always hashes alike. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** SHA-256 (hex) of data, independent of object key order. */
export function dataHash(data: unknown): string {
  return createHash("sha256").update(stableJson(data)).digest("hex");
}

/** Every source file under `dir` except tests, sorted by path (relative to `dir`). */
function sourceFiles(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true })
    .flatMap((e) => {
      const rel = under ? `${under}/${e.name}` : e.name;
      if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(dir, rel);
      return /\.(ts|mts|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [rel] : [];
    })
    .sort();
}

const fingerprints = new Map<string, string>();

/**
 * SHA-256 of the code a module runs from, platform data included (it is written in the code). Built,
 * the server is one bundle (server/dist/main.js, npm packages' JSON data inlined): `moduleUrl` is that
 * file and its bytes are hashed. Run from source (tsx, vitest), `moduleUrl` is a .ts file: every source
 * file under `sourceRoot` is hashed instead, tests left out. Computed once per process.
 */
export function codeFingerprint(moduleUrl: string, sourceRoot: string): string {
  const key = `${moduleUrl}\n${sourceRoot}`;
  const known = fingerprints.get(key);
  if (known) return known;
  const file = fileURLToPath(moduleUrl);
  const hash = createHash("sha256");
  if (/\.(ts|mts|tsx)$/.test(file)) {
    for (const rel of sourceFiles(sourceRoot)) hash.update(`${rel}\n`).update(readFileSync(join(sourceRoot, rel)));
  } else {
    hash.update(readFileSync(file));
  }
  const digest = hash.digest("hex");
  fingerprints.set(key, digest);
  return digest;
}
