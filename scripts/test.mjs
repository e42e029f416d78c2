#!/usr/bin/env node
// npm test: the whole suite. Type checks, unit and API tests (contract, server, web), then the
// production build and the browser journeys in Debian's Chromium (installed here when missing and
// running as root; otherwise the one command that installs it is printed).
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";

function step(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✗ ${name} failed (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs} s)`);
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

ensureChromium();
step("type check", "npm", ["run", "-s", "typecheck"]);
step("unit and API tests", "npx", ["vitest", "run"], { NODE_ENV: "test" });
step("build", "npm", ["run", "-s", "build"]);
step("browser journeys", "npm", ["run", "-s", "test:e2e"]);
console.log("\nAll tests passed.");
