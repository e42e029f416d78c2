#!/usr/bin/env node
// npm test: the whole suite. Type checks, module boundaries and ESLint, unit and API tests (contract, server, web), then the
// production build and the browser journeys in Debian's Chromium (installed here when missing and
// running as root; otherwise the one command that installs it is printed).
// SKIP_E2E=1 leaves out the build and the browser journeys (they do not depend on the test database:
// CI runs them once, in its PostgreSQL pass, and sets SKIP_E2E=1 for its embedded-database pass).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";
const skipE2e = !["", "0", "false"].includes(process.env.SKIP_E2E ?? "");
// DB_TESTS_ONLY=1: only the server's tests, the ones that depend on the database (CI's embedded-database
// pass: the type check, lint, contract and web tests, build and journeys give the same answer on either
// database and run once, in its PostgreSQL pass). Implies SKIP_E2E.
const dbOnly = !["", "0", "false"].includes(process.env.DB_TESTS_ONLY ?? "");
const dbOnlyNote =
  `only the server's tests, because DB_TESTS_ONLY=${process.env.DB_TESTS_ONLY} (CI sets it for its embedded-database pass: ` +
  "the type check, lint, contract and web tests, build and browser journeys do not depend on the database and run in its PostgreSQL pass)";
const started = Date.now();
const times = [];

function step(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✗ ${name} failed (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs} s)`);
  times.push(`${name} ${secs} s`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  if (root && existsSync("/usr/bin/apt-get")) {
    console.log(`Chromium not found at ${CHROMIUM}; installing Debian's package…`);
    execSync(INSTALL, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    if (existsSync(CHROMIUM)) return;
  }
  console.error(`Chromium is needed for the browser journeys. Install it with:\n  sudo sh -c '${INSTALL}'`);
  process.exit(1);
}

const skipNote =
  `browser journeys and build skipped, because SKIP_E2E=${process.env.SKIP_E2E} (CI sets it for its embedded-database pass: ` +
  "they do not depend on the test database and run in its PostgreSQL pass); unset SKIP_E2E to run them";
if (skipE2e && !dbOnly) console.log(`Note: ${skipNote}.`);
else if (!skipE2e && !dbOnly) ensureChromium();
if (dbOnly) {
  console.log(`Note: ${dbOnlyNote}.`);
  step("server tests", "npx", ["vitest", "run", "--project", "server*"], { NODE_ENV: "test" });
} else {
  step("type check", "npm", ["run", "-s", "typecheck"]);
  step("module boundaries", "npm", ["run", "-s", "lint:deps"]);
  step("lint", "npm", ["run", "-s", "lint"]);
  step("unit and API tests", "npx", ["vitest", "run"], { NODE_ENV: "test" });
}
if (!skipE2e && !dbOnly) {
  step("build", "npm", ["run", "-s", "build"]);
  // The mall's first pages against their goals (JS size, render-blocking requests, images, Lighthouse
  // accessibility / best practices / SEO); Lighthouse's performance run is left to `npm run audit:web`.
  step("web audit", "node", ["scripts/audit-web.mjs", "--check", "--no-perf"]);
  step("browser journeys", "npm", ["run", "-s", "test:e2e"]);
}
const total = `${((Date.now() - started) / 1000).toFixed(1)} s`;
if (dbOnly) console.log(`\n${dbOnlyNote[0].toUpperCase()}${dbOnlyNote.slice(1)}.`);
else if (skipE2e) console.log(`\n${skipNote[0].toUpperCase()}${skipNote.slice(1)}.`);
console.log(`\nAll tests passed in ${total} (${times.join(", ")}).`);
