import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import web from "./web/vitest.config.ts";

/**
 * Test files share their worker's loaded modules (`isolate: false`): the server, the contract, React,
 * antd and the npm packages are imported once per worker rather than once per file, which was most
 * of the suite's time. So a module must not keep state a test can see: each server test file starts
 * on a fresh database and app (createTestApp builds the rate limiter, event bus, job queue and file
 * store for it), and web/src/test-setup.ts empties the page and storage before each web file.
 *
 * A file that replaces modules (vi.mock and friends) or stubs globals needs modules of its own: such
 * files are found here by their text and run isolated, in the "-isolated" projects
 * (`npx vitest run --project 'server*'` runs both server projects).
 */
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock|stubGlobal|stubEnv|resetModules)\(/;

function testFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f) && !f.split(/[\\/]/).includes("node_modules"))
    .map((f) => join(dir, f).replaceAll("\\", "/"));
}

const isolatedOnly = (files: string[]) => files.filter((f) => NEEDS_ISOLATION.test(readFileSync(f, "utf8")));

const serverIsolated = isolatedOnly(testFiles("server/src", /\.test\.ts$/));
const webIsolated = isolatedOnly(testFiles("web/src", /\.test\.tsx?$/)).map((f) => f.replace(/^web\//, ""));

const server = {
  environment: "node",
  globalSetup: ["server/src/testing/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // At least two files at a time (vitest's default on a 2-core machine is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "contract",
          include: ["contract/src/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      {
        test: {
          ...server,
          name: "server",
          include: ["server/src/**/*.test.ts"],
          exclude: ["**/node_modules/**", ...serverIsolated],
          isolate: false,
        },
      },
      ...(serverIsolated.length
        ? [{ test: { ...server, name: "server-isolated", include: serverIsolated, isolate: true } }]
        : []),
      { root: "web", test: { ...web.test, exclude: ["**/node_modules/**", ...webIsolated], isolate: false } },
      ...(webIsolated.length
        ? [{ root: "web", test: { ...web.test, name: "web-isolated", include: webIsolated, isolate: true } }]
        : []),
    ],
  },
});
